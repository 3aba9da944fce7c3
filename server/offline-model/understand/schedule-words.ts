/**
 * The schedule words of a student's message: the time range of a scheduling request ("这周", "第3到第9天") and the
 * subject words left once every generic word is removed ("离散数学"). Where and how long (a window position, a period
 * span, a length) are slot-words.ts's.
 */
import { NUMBER_PATTERN } from "@/lib/tasks/chinese-numbers";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { NOT_A_WORD_OF_ONE } from "@/lib/tasks/zh-day-words";
import { longRangePhrase } from "@/lib/schedule/planning-range";
import { withoutNegatedTail } from "./negated-clauses";
import { onlyQuadrant } from "./quadrant-words";
import { countedDays, withoutCountedDays } from "./counted-days";

const NUM = NUMBER_PATTERN;

/** A day or a week as a range's end: 今天, 周五, 下周三, 这周末, 下周. */
const DAY_OR_WEEK = `(?:大后天|后天|明天|今天|(?:这|本|(?<!一)下下?)?(?:周|星期|礼拜)(?:[一二三四五六日天]${NOT_A_WORD_OF_ONE}|末)?)`;

/**
 * Longest alternatives first: at one position the regex takes the first alternative that matches. The 下 of a verb's
 * 一下 ("看一下周五的安排") starts no week word: that is this Friday.
 */
const RANGE_PATTERN = new RegExp(
  [
    `第\\s*${NUM}\\s*天?\\s*(?:到|至|-|~|～|—)\\s*第?\\s*${NUM}\\s*天`,
    `第\\s*${NUM}\\s*天`,
    // "第14周", "第15到16周", "第15周周三": weeks of the term by number (the planner's range reader knows the term).
    `第\\s*${NUM}\\s*(?:周|个星期)?\\s*(?:到|至|-|~|～)\\s*第?\\s*${NUM}\\s*(?:周|个星期)`,
    `第\\s*${NUM}\\s*(?:周|个星期)(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天])?`,
    // "这周五到下周二", "从今天到下周末": two days joined, before either alone.
    `(?:从\\s*)?${DAY_OR_WEEK}\\s*(?:到|至|-|~|～)\\s*${DAY_OR_WEEK}`,
    "(?:这|最近|接下来|未来)(?:两|几|一|三)(?:周|个星期|天)",
    "明后两?天",
    `(?:接下来|未来)的?${NUM}天`,
    "(?<!一)下下(?:周|星期|礼拜)[一二三四五六日天]",
    // A weekday before the bare week, so 下周三 is not cut to 下周; "这周一起…", "这周一共…" are not Monday.
    `(?:这|本|(?<!一)下)?(?:周|星期|礼拜)[一二三四五六日天](?![起些点个]|下(?!午))${NOT_A_WORD_OF_ONE}`,
    "(?<!一)(?:下下周|下个?周末|下周|下个星期|下星期)|这周末|本周末|这个周末|这周|本周|这个星期|这星期|周末",
    "大后天|后天|明天|今天|今晚|明晚",
    // "这个月下旬", "下个月中旬", "月中": a third or the middle of a month, before the month alone.
    "(?:这个|本|(?<!一)下个)?月的?[上中下]旬|(?:这个|本|(?<!一)下个)?月中(?![午间心文国])",
    "这个月|本月|(?<!一)下个月|月底前|月底",
    "\\b(?:this|next)\\s+(?:week(?:end)?|month)\\b",
    "\\b(?:the\\s+)?(?:next|coming)\\s+\\d{1,2}\\s+days\\b",
    "\\bdays?\\s+\\d{1,2}\\s*(?:-|to|through|–)\\s*\\d{1,2}\\b",
    "\\bday\\s+\\d{1,2}\\b",
    "\\b(?:today|tomorrow|tonight)\\b",
    "\\b(?:next|this|on)\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b",
    "\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b",
  ].join("|"),
  "i",
);

/** The words after a verb that places the work: "排到下周去", "塞进第14周", "安排在周末". */
const PLACED_INTO = /(?:排|放|塞|安排|挪|移|弄|搞)(?:到|进|在|入)\s*(.+)$/;

const MONTH_DAY_WORDS = `(?:${NUM}\\s*月\\s*${NUM}\\s*[日号]?|\\d{1,2}[./]\\d{1,2})`;
const SPAN_DAY = `(?:今天|明天|后天|大后天|(?:这|本|下下?)?(?:周|星期)[一二三四五六日天]${NOT_A_WORD_OF_ONE})`;
const DAY_SPAN = new RegExp(`(?:从\\s*)?(${SPAN_DAY})(?:(?!挪|移|改|推|调|换|的)[^，,。；;]){0,8}?(?:排|安排|放)?(?:到|至)\\s*(${SPAN_DAY}|(?:这|本|下)?周末)`);
const DATE_SPAN = new RegExp(`(?:从\\s*)?${MONTH_DAY_WORDS}\\s*(?:到|至|-|~|～|—)\\s*(?:${MONTH_DAY_WORDS}|${NUM}\\s*[日号])`);

/**
 * "从今天起十天之内", "从现在起两周之内": a stretch counted from today, which the counted words alone say ("五天内");
 * 今天 is where it starts, not the range.
 */
const COUNTED_FROM_NOW = new RegExp(`(?:从\\s*)?(?:今天|现在|此刻|今日)\\s*(?:算起|开始算|开始|起)[，,\\s]*(${NUM}\\s*个?\\s*(?:天|周|星期|礼拜)\\s*(?:之内|以内|内))`);

/**
 * "…排到下周，但周一至周三白天我要上班", "…，不过周三我有课": a clause after 但 / 不过 that says when the student is
 * busy is a reason, not the range; nor is a clause that only tells the student's own commitment ("白天我要上班").
 */
const BUSY_CLAUSE =
  /[，,。；;]\s*(?:(?:但是?|不过|可是|只是)[^，,。；;]*?(?:上班|上课|有课|满课|加班|值班|出差|实习|打工|没空|没时间|有事|不在|不方便)|[^，,。；;把将排]{0,10}我(?:都|还|也)?(?:需要|要|得|必须)(?:上班|上课|加班|值班|出差|实习|打工))[^，,。；;]*/g;

function withoutBusyClauses(text: string): string {
  const rest = text.replace(BUSY_CLAUSE, "");
  return rest.trim() === "" ? text : rest;
}

/** "从第17周开始排", "从下周起安排": the stretch the work starts in. */
const STARTS_FROM = /从\s*([^，,。；;从]+?)\s*(?:开始|起)(?:排|安排|复习|学)?/;

/** The range words of a scheduling request, as the student wrote them; undefined when it names no time at all. */
export function rangeWords(said: string): string | undefined {
  const text = withoutBusyClauses(said);
  const counted = COUNTED_FROM_NOW.exec(text);
  if (counted) return counted[1];
  // "从明天起连着三天": the run of days, not only the day it starts on.
  const run = countedDays(text);
  if (run) return run;
  // "12月7号到12月13号", "12/7-12/13": two dates joined, before the far-date reader takes "到12月7号" alone.
  const span = DATE_SPAN.exec(text);
  if (span) return span[0].trim();
  // "英语复习从周三排到周五", "后天到下周二": two day words joined, the whole span (the tools read 明天到这周日 as one range).
  const days = DAY_SPAN.exec(text);
  if (days) return `${days[0].startsWith("从") ? "从" : ""}${days[1]}到${days[2]}`;
  // "考试周那两周每天最多排4节，概率论从第17周开始排": where the work is said to start is its range, over a stretch
  // named in a clause about the cap.
  const start = STARTS_FROM.exec(text);
  const from = start ? RANGE_PATTERN.exec(start[1]) : null;
  if (from && from.index === 0) return from[0].trim();
  // "期末前", "12月20日前", "接下来三周": from today to a far date (lib/schedule/planning-range.ts reads them).
  const long = longRangePhrase(text);
  if (long !== undefined) return long;
  // "这周和下周", "本周跟下周": both weeks, as the planner reads a joined range.
  if (BOTH_WEEKS.test(text)) return "这周到下周";
  // "这周太忙，把离散排到下周去": the range the placing verb points at, over one named in a clause about something else.
  const placed = PLACED_INTO.exec(text);
  const into = placed ? RANGE_PATTERN.exec(placed[1]) : null;
  if (into && into.index === 0) return into[0].trim();
  const match = RANGE_PATTERN.exec(text);
  if (match) return match[0].trim();
  // Any other date phrase the shared date reader knows ("下周三之前"); only its words are kept.
  const date = parseDateTime(text, { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" });
  return date ? date.matchedText.trim() : undefined;
}

/** Words that say "schedule" or "all" but name no subject; what is left of a request names its task class. */
const GENERIC_CHINESE = [
  // "你说我这周复习怎么排好", "高数复习咋安排比较好": asking how it should go names nothing to plan.
  "你说", "怎么样", "怎么", "如何", "怎样", "比较好",
  // "那先把第一个排进今天下午": which comes first, not what.
  "那就先", "那先", "就先",
  // "这周找空给我排了": where it goes is the planner's to find, no subject.
  "找个空档", "找空档", "挑空档", "挑个空", "找个空", "找空",
  "粗排一下", "粗排下", "整体", "空下来的时间", "空下来", "空出来的时间", "空档", "用来做", "用来",
  "帮我", "帮忙", "请", "麻烦", "给我", "那个任务", "这个任务", "那一条", "这一条", "那一个", "这一个", "那一项", "这一项", "那一门", "这一门", "那门", "这门", "那科", "这科", "那个", "这个", "那条", "这条", "有空的时候", "空闲的时候", "空的时候", "的时候", "空闲时段", "空闲时间", "的空闲", "schedule", "然后", "可以", "我想", "我要", "想要", "把", "将", "我的", "我们", "我", "你",
  "放到", "放进", "放在", "挪进去", "挪进", "移进", "塞进去", "塞进", "塞到", "塞吧", "塞满", "排满", "塞点", "塞些", "塞一些", "塞", "填进去", "填进", "填满", "进去", "待办事项", "事项", "排进去", "排进", "排到", "排入", "排一下", "排一点", "排一些", "排点", "排些", "排完", "排掉",
  // "先把有截止的排了": the to-dos with a deadline, named by that filter, are no subject.
  "有截止日期的", "有截止时间的", "有截止的", "带截止的", "有ddl的", "有deadline的",
  // "倒排": planned backwards from each exam, which is how the planner plans for exams anyway.
  "倒着排", "倒过来排", "倒排",
  "能不能帮我", "可不可以帮我", "能帮我", "可以帮我", "能不能", "可不可以", "排一排", "排下", "排上", "排个", "排好", "粗排", "预排", "排",
  "安排一下", "安排进", "安排到", "安排上", "安排好", "安排在", "安排", "规划一下", "规划", "计划",
  // "下周的复习照排", "照常安排": as usual, which names nothing.
  "照常", "照旧", "照样",
  // How to spread it, not what: "尽量每天不超过三节", "自动排一下", "分散到接下来几天".
  "尽量", "尽可能", "最好", "必须", "一定要", "自动", "合理地", "合理", "分配到", "分配", "分散到", "分散", "平均", "均匀", "找个时间", "找点时间", "找时间", "抽个空", "抽空", "掉", "给", "铺开", "分摊", "铺", "摊", "做个", "做一个", "出个", "定个", "弄个",
  // "帮我制定一份计划": making the plan, with its measure, names nothing to plan.
  "制定一个", "制定一份", "制定个", "制定", "做一份", "做一下", "定一份", "定一个", "定一下", "订一个", "订个", "出一份", "出一个", "弄一份", "弄一个",
  // "一并安排", "恳请您": how politely or how together, not what.
  "一并", "一起", "一块儿", "一块", "统一", "恳请", "烦请", "劳烦",
  // "一口气追回来", "往前挪": how fast or how early, not what.
  "一口气", "推到", "补回来", "节奏", "搞到", "弄到", "追回来", "赶回来", "补上来", "补齐", "往前", "往后", "靠前",
  // "那就按这个来排", "单独排在周日": how, as said before, or on its own — not what.
  "就按这个", "按这个", "照这个", "就按", "单独",
  // "那就照这个顺序排": the answer taken up, which names nothing either.
  "那就",
  // "我打算周日晚上弄，排上吧": an intention says when, not what.
  "打算", "打算做",
  // "线代那套题": the set of it, pointed at, is the subject itself.
  "那套", "这套",
  // "概率论那几章", "离散这几节": which parts of it, pointed at, are the subject itself.
  "那几章", "这几章", "那几节", "这几节", "那几块", "这几块", "那两节", "这两节", "那三节", "这三节", "那一节", "这一节",
  // "考前几天每天别超过三节": a stretch before the exams, said with an option of the request, not a subject.
  "考前一周", "考前两周", "考前几天", "考试前一周", "考前",
  // "倒着排", "从后往前排": from each exam back, which the exams' own days say.
  "倒着", "倒过来", "从后往前", "往前倒推", "倒推", "往回推", "倒着推", "往前推算", "往回倒",
  // "把复习安排出来", "复习计划帮我做出来": the result of planning, not what is planned.
  "安排出来", "规划出来", "排出来", "做出来", "弄出来", "列出来",
  // "考得早的先复习", "完整过一遍", "从下周开始排": the exams' order, how much and from when — none is a subject
  // (every subject, 各科 / 每门, is read with the exams in schedule-intents.ts).
  "考得早的先", "考得早", "先考的那门先", "先考的那科先", "先考的先", "完整过一遍", "过一遍", "完整", "开始",
  // "给我整起来", "周六白天给我排上": getting it going and the part of the day are how and when, not what.
  "整起来", "搞起来", "弄起来", "安排起来",
  // "从现在开始算": where a counted stretch starts, not what goes in it.
  "从今天算起", "从今天开始算", "从今天开始", "从今天起", "从现在算起", "从现在开始", "从现在起", "从现在到", "从今天到", "今天算起", "现在起", "别的", "其他", "其它", "其余", "白天", "晚上", "上午", "下午", "早上", "中午", "傍晚",
  // "每天别超过2节，重新排一下": doing it again names nothing new.
  "重新", "再来一次", "再来一遍",
  // "带节数的那些": the to-dos that have an estimate, which is every one the planner can place.
  "空着的时间", "空着的", "有节数的那些", "带节数的那些", "有节数的", "带节数的", "有预计节数的", "标了节数的", "只要", "只排",
  // "零碎待办", "零散的事情", "杂七杂八的待办": how small the to-dos are, not which.
  "零碎", "零散", "杂七杂八", "琐碎", "小的",
  "全部", "所有", "都", "一下", "一些", "这几天", "那几天", "几天", "每天", "一点", "这些", "那些", "剩下", "剩余", "还没", "没有", "没",
  "复习", "学习", "预习", "任务", "待办", "事情", "内容", "剩下的", "时间段", "时间", "空闲", "空余", "有空", "空档", "时段", "课表", "日程",
  "的", "里面", "里", "之内", "内", "中", "上", "进", "去", "到", "在", "吧", "呢", "啊", "吗", "了", "和", "跟",
  // "排这周就好", "下周就行": how much is enough says where it stops, not what.
  "就好", "就行", "就可以", "就够了", "即可",
  // Thanks and particles name nothing: "把待办都排进下周吧 谢谢" asks for every to-do.
  "谢谢你", "谢谢", "谢啦", "多谢", "感谢", "拜托了", "拜托", "辛苦了", "辛苦", "啦", "呀", "呗", "嘛",
].sort((a, b) => b.length - a.length);

const GENERIC_ENGLISH = new Set([
  // "先把有ddl的排了": the to-dos with a deadline, named by that filter.
  "ddl", "ddls", "deadline", "deadlines",
  "please", "can", "could", "you", "help", "me", "my", "i", "want", "to", "schedule", "plan", "slot", "fit", "put",
  "arrange", "all", "everything", "the", "a", "an", "of", "for", "into", "in", "on", "at", "and", "review", "reviews",
  "revision", "study", "studying", "task", "tasks", "todo", "todos", "items", "pending", "free", "time", "slots",
  "periods", "remaining", "rest", "some", "them", "it", "this", "next", "week", "weekend", "month", "day", "days",
  "work", "stuff", "things", "homework", "session", "sessions", "block", "blocks", "to-do", "to-dos", "max", "thanks", "thank", "thx", "pls", "plz", "ok", "okay",
]);

/** English names of the subjects students write in Chinese: "discrete math" names 离散数学期末复习. */
const SUBJECT_NAMES: readonly [RegExp, string][] = [
  [/\bdiscrete (?:math(?:s|ematics)?)\b/i, "离散数学"],
  // "my prob final", "stats midterm": the short names of 概率论与数理统计.
  [/\bprob(?:ability)?\b|\bstat(?:s|istics)\b/i, "概率论"],
  [/\blinear algebra\b/i, "线性代数"],
  [/\b(?:calculus|advanced math(?:s|ematics)?)\b/i, "高等数学"],
  [/\bphysics\b/i, "大学物理"],
];

/** The subject an English name says, in the Chinese the student's records use ("linear algebra" → 线性代数). */
export function subjectOfEnglish(words: string): string | undefined {
  return SUBJECT_NAMES.find(([pattern]) => pattern.test(words))?.[1];
}

const ALL_WORDS = /全部|所有|都(?:排|塞|填|安排)|全都|统统|\ball\b|\beverything\b/i;

/** True when the student asked for everything ("把待办都排进…", "schedule all my tasks"). */
export function wantsEverything(text: string): boolean {
  return ALL_WORDS.test(text);
}

const MOOD = /^(?:最近|这几天|这两天|今天|我)?(?:有点|比较|好|太|很|特别|超级?|真的)?(?:累|忙|烦|困|丧|焦虑|紧张|崩溃|难受|头疼|压力(?:好|很|太)?大)(?:了|啊|呀|死了)?$/;

/**
 * "(这周六)全天给考研", "整天留给备考": the day given over to study at large, which is where the plan goes, not what;
 * a class it is given to ("全天都给离散复习") is the subject.
 */
const DAY_GIVEN = /^(?:全天|整天|一整天|这一天|那一天|这天|那天)(?:都)?(?:留|空)?给(?:了)?(?:考研|考公|考编|雅思|托福|备考|复习|学习|自习)$/;

/**
 * "反正形策没人听", "毕竟快考试了": an aside about why, not what to schedule. "别的待办都不急", "其他的不着急": the rest
 * said to wait is why only one thing is asked for.
 */
const ASIDE_REMARK =
  /^(?:反正|毕竟|因为|由于|最近|这两天|离(?:考试|期末|期中)[^把将]*(?:近|快|没几天))|^(?:别的|其他|其它|其余|剩下)的?(?:待办|任务|复习|事)?(?:都|也)?(?:不急|不着急|不赶|不用急|可以缓缓|可以等等|先放着)(?:的|了|吧)?$/;

/** "线代马上要考了", "两门考试隔得很近": how near the exams are, which is why the student asks. */
const EXAMS_NEAR = /(?:快|要|马上|就要|快要|马上就要)考(?:试)?了|考试?(?:时间)?(?:挨|离|隔|靠|排)得?(?:太|很|有点|比较|特别)?(?:近|紧|密)/;

/** "病好了", "休完假回来了", "刚从老家回来": the student back from leave or illness, the reason for a new plan. */
const BACK_AGAIN = /^(?:我)?(?:刚|终于|总算)?(?:请完假|休完假|销假|病好|出院|从[^，,。]{1,6}回来|回来|回学校)(?:了)?(?:回来了?)?$/;

/** "这周和下周": both weeks, one range the planner reads as 这周到下周 (see rangeWords). */
const BOTH_WEEKS = /(?:这|本)(?:周|个?星期)\s*(?:和|跟|加上?|以及|及|与|还有)\s*(?<!一)下(?:周|个?星期)/;

/**
 * Clauses around the request that name nothing to plan: the student wondering aloud ("大学的复习是不是要自己排呀",
 * "不知道该不该排") and the student's own commitments said as the reason ("我晚上有家教", "我周六要上班"). A clause
 * that holds the request itself ("我想把线代复习排到周末") is kept.
 */
const WONDERING = /是不是|是否|该不该|应不应该|需不需要|要不要自己|不知道/;
// "我还得值班", "我周三要带娃": a shift, a job or a child to see to is a commitment too.
// "组会前我得把自己那块写完": the student's own part, done by them, is why the plan is asked, not a subject.
const OWN_PART = /^(?:[^，,把]{1,8}(?:前|之前|以前))?我(?:得|要|必须|还得|还要|需要)(?:先)?把(?:自己|我)(?:的|那)?(?:块|部分|份|一块|一部分|那块|那部分|那份)/;
const OWN_COMMITMENT =
  /^(?:我|因为我)[^把将排复]{0,6}(?:有|要上|要去|得去|得上|要打工|要训练|(?:要|得)(?:值班|值夜班|上班|加班|出差|开会|带娃|带孩子|接孩子|陪孩子|轮转|见习|实习))/;
/** "上午要去医院见习", "晚上都得值班": the student's own commitment at a part of the day, with no 我 before it. */
const TIMED_COMMITMENT = /^(?:因为)?(?:我)?(?:白天|晚上|早上|上午|下午|中午|平时|工作日)(?:都|还|一般|基本)?(?:要|得|有|在)(?!排)/;

/** "太多会累🥲", "不然会秃": a short clause ending in how it would feel. */
const MOOD_TAIL = /(?:会|好|太|很|有点|比较|要)(?:累|烦|困|秃|崩溃|焦虑|难受|死)(?:死了?|了|啊|呀)?(?:\p{Extended_Pictographic}|\u{FE0F}|\s)*$/u;

/** "两门课一起考压力好大": a clause that ends in how heavy it all feels names nothing to plan. */
/** "这周社团太忙", "下周店里不忙": a clause that says how busy (or free) a stretch is, the reason for asking. */
// "工作日全被面试占了", "周三被班会占用了": the days taken by something else, the reason the plan goes elsewhere.
const FEELING_CLAUSE =
  /(?:被[^，,。]{1,8}?(?:占用?|塞|排|约)(?:得)?(?:满|光|完)?|(?:压力|心态|人|心里)(?:好|很|太|超|有点|巨|真的)?(?:大|崩|炸|累|慌)|(?:太|很|好|特别|比较|超|有点|巨)(?:忙|满|紧)|(?:排|占|塞|约)(?:得)?满|没(?:空|时间)|(?:不|不太|没那么|没啥)忙|(?:比较|挺|很|有点)?闲)(?:啊|呀|了|死了)?(?:\p{Extended_Pictographic}|\u{FE0F}|\s)*$/u;

/**
 * "别的课我还得顾", "活全往我这堆", "备考太占时间了": the student's load, said as the reason for the request — other
 * work to see to, work piled on them, the time something else takes.
 */
const LOAD_REASON =
  /我(?:还|也)?(?:得|要|需要)(?:顾|兼顾|照顾|忙|应付)|(?:往|朝)我(?:这边?|这里|身上)(?:堆|塞|扔|丢|甩|压)|(?:丢|甩|推|扔|压)给我|(?:太|很|好|特别)?(?:占|费|耗)(?:了)?(?:太多|好多)?(?:时间|精力)/;

const COUNT = "[一两二三四五六七八九十\\d]{1,3}";
/**
 * "分三次写完", "一共五回", "每次三节", "连着两天", "每天学一节", "从周三起": how many sittings and how they spread
 * over the days — how much and from when, not what.
 */
const SITTINGS = new RegExp(
  `(?:分成?|拆成?)${COUNT}次(?:做|写|学|复习|弄|搞|刷|看|排)?(?:完)?|(?:一共|总共|共)${COUNT}(?:次|节|回)|每次${COUNT}节|(?:连着|连续)${COUNT}天|每天(?:排|学|做|刷|看)?${COUNT}(?:章|节|套|篇)|从(?:今天|明天|后天|周[一二三四五六日天])(?:起|开始)|(?:之内|以内)?搞定`,
  "g",
);

/**
 * "离散这门我落得挺多", "概率论我落下太多": how far behind the student is with the subject, and the 这门 that points
 * at it, name nothing; "可以安心复习了": how calmly the student can now study names nothing either.
 */
const FELL_BEHIND = /(?:这门(?:课)?)?(?:我)?(?:落(?:下|得)|拉下|欠(?:下|得))(?:了)?(?:的)?(?:挺多|太多|很多|不少|好多|一大截|一堆)?(?:了)?$|^(?:可以|终于能|能)?(?:安心|专心|踏实)(?=复习|学)/;

/** Words of subjects' names that hold a generic word (中, 上, 内 …), which must not be cut from them. */
const KEPT_NAMES = ["中国", "中华", "中外", "中文", "中医", "中药", "中级", "中世纪", "上古", "上海", "内科", "国内"];
const KEPT_NAME_WORDS = new RegExp(KEPT_NAMES.join("|"), "g");

/** The subject words of a scheduling request once its range and generic words are gone: "离散数学", "linear algebra". */
export function subjectHints(said: string, range?: string): string[] {
  const text = withoutCountedDays(withoutBusyClauses(said)).replace(SITTINGS, " ");
  // "英语作文放下周": 放 right before the stretch is the verb that puts it there, no part of the name; so is 从 where it
  // starts ("线代从下周开始排").
  // "这周六…，能往周六塞的都塞进去": the day said again without its 这 is the same stretch.
  const bare = range?.replace(/^(?:这|本)(?=(?:周|星期|礼拜)[一二三四五六日天])/, "");
  let rest = (range ? text.split(`放${range}`).join(" ").split(`从${range}`).join(" ").split(range).join(" ") : text).replace(BOTH_WEEKS, " ");
  if (bare && bare !== range) rest = rest.split(`往${bare}`).join(" ").split(bare).join(" ");
  const hints: string[] = [];
  // "概率论+线代", "高数&线代": joined with a symbol, each is a subject; "…" ends a clause as a comma does.
  for (const said of rest.split(/[\s，,。.；;！!？?、：:"“”'‘’()（）…+＋&]+/)) {
    const segment = withoutNegatedTail(said).replace(FELL_BEHIND, "");
    if (LOAD_REASON.test(segment) && !/[把将]/.test(segment)) continue;
    // "最近比较累，…": how the student feels is why they ask, not what to schedule.
    if (MOOD.test(segment) || (segment.length <= 10 && MOOD_TAIL.test(segment)) || ASIDE_REMARK.test(segment) || DAY_GIVEN.test(segment)) continue;
    if ((EXAMS_NEAR.test(segment) && !/[把将]|排(?!得)/.test(segment)) || BACK_AGAIN.test(segment)) continue;
    // "这周训练都排满了": 排 there says how full it is, no request to plan.
    if (FEELING_CLAUSE.test(segment) && !/[把将]|排(?!得?满)|帮我|给我/.test(segment)) continue;
    // "除了错题本，别的待办都排了", "打印店那个以外，…": what is left out is no subject (the planner has no way to
    // leave one out).
    if (/^除了|(?:以外|之外)$/.test(segment)) continue;
    if ((WONDERING.test(segment) || OWN_COMMITMENT.test(segment) || TIMED_COMMITMENT.test(segment)) && !/[把将]/.test(segment)) continue;
    if (OWN_PART.test(segment)) continue;
    if (/\p{Script=Han}/u.test(segment)) {
      // "中国古代史", "上古史": a generic word inside a subject's own name is kept, each name held apart meanwhile.
      let current = segment.replace(KEPT_NAME_WORDS, (word) => `\uE000${KEPT_NAMES.indexOf(word)}\uE001`);
      for (const word of GENERIC_CHINESE) current = current.split(word).join(" ");
      current = current.replace(/\uE000(\d+)\uE001/g, (_, index: string) => KEPT_NAMES[Number(index)]);
      // "这周末两天", "两门复习": a count of days, periods or subjects names nothing.
      // "重要紧急的先排", "不急的往后放", "其他的下周再说": a quadrant (the to-dos filed in it), the ones in no hurry and
      // 再说 name no subject either.
      // "第一个先排今天下午": 先 after a thing pointed at by its place says which comes first.
      for (const piece of current.split(/\s+/).map((word) => word.replace(/(?<=第[一二三四五六七八九十\d]{1,2}[个条项])先$/, ""))) {
        // "待办那几件事", "那几项": the to-dos pointed at by their count are those of the request, no name.
        if ([...piece].length < 2 || /^(?:这|那)?[一两二三四五六七八九十几\d]+(?:天|周|节|个|门|科|样|件事?|项|桩事?)$/.test(piece)) continue;
        if (piece !== "再说" && !/^(?:不急|不着急|不紧急|没那么急)的?$/.test(piece) && onlyQuadrant(piece.replace(/的$/, "")) === undefined) hints.push(piece);
      }
    }
  }
  rest = rest.replace(/\p{Script=Han}+/gu, " ");
  const englishWords = rest
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    // "next week's review": a possessive's s and other single letters name nothing.
    .filter((word) => word.length > 1 && !GENERIC_ENGLISH.has(word) && !/^\d+$/.test(word));
  const english = englishWords.join(" ");
  const subject = SUBJECT_NAMES.find(([pattern]) => pattern.test(english));
  if (englishWords.length > 0) hints.push(english);
  if (subject) hints.push(subject[1]);
  return [...new Set(hints)];
}
