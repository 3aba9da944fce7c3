/**
 * More Hong Kong (Cantonese) and Taiwan everyday words, read as the Mandarin the readers key on: the current week
 * and month (今个礼拜, 今个月尾), last night (琴晚), later and in a while (迟啲, 等阵), planning and forgetting (谂住,
 * 唔记得), giving and helping (畀我, 同我记低), asking how and when (点样, 系几时), and Taiwan's words for the same
 * things (程式, 缴交, 念书, K书, 行事历). Rows of normalise.ts's everyday-word table, written in Simplified (the
 * table is read after the Traditional → Simplified step); everyday-words.ts holds the first Cantonese rows and
 * cantonese-verbs.ts the verb endings.
 */
import type { WordRow } from "./word-row";

/** Verbs 同我 asks for help with: 同我记低 is 帮我记一下, while 同我一齐 / 同我讲 stay "with me". */
const HELPED_VERBS = /^(?:记|排|删|改|加|整|搞|睇|看|查|标|剔|摆|放|取消|安排|写|订|设|郁|移|调|做)/;

export const HONG_KONG_TAIWAN_WORDS: readonly WordRow[] = [
  // The current week, month and term: 今个 is "this".
  { from: "今个礼拜", to: "这周" },
  { from: "今个星期", to: "这周" },
  // Taiwan's 这礼拜 / 本礼拜 (a 礼拜 with no 个) is this week too.
  { from: "这礼拜", to: "这周", notAfter: /^[一二三四五六日天]/ },
  { from: "本礼拜", to: "本周", notAfter: /^[一二三四五六日天]/ },
  { from: "今个月", to: "这个月" },
  { from: "今个学期", to: "这学期" },
  // 成个学期18个礼拜: the whole term said with its length is its total; otherwise the whole term.
  { from: "成个学期", to: "这学期一共", needsAfter: /^(?:有|系|都系|得)?\s*[0-9一二三四五六七八九十]+\s*个?(?:礼拜|星期|周)/ },
  { from: "成个学期", to: "整个学期" },
  { from: "成个礼拜", to: "整周" },
  { from: "今个月尾", to: "这个月底" },
  { from: "月尾", to: "月底" },
  { from: "年尾", to: "年底" },
  // 嚟紧 is "coming": 嚟紧个礼拜 is next week, 嚟紧几日 the next few days.
  { from: "嚟紧个礼拜", to: "下周" },
  { from: "嚟紧", to: "接下来" },
  { from: "嚟", to: "来" },
  // This afternoon: 今晏昼 is 今 + 晏昼 (下午), said as one word (晏昼 alone is the table's).
  { from: "今晏昼", to: "今天下午" },
  { from: "今日晏昼", to: "今天下午" },
  // Last night.
  { from: "琴晚", to: "昨晚" },
  { from: "寻晚", to: "昨晚" },
  // Later, earlier, in a while, another day.
  { from: "迟啲", to: "晚点" },
  { from: "早啲", to: "早点" },
  { from: "等阵", to: "等会儿" },
  { from: "一阵间", to: "一会儿" },
  { from: "第日", to: "改天", notBefore: /[次一二三四五六七八九十\d]/ },
  // 两个钟 is two hours (三个钟头 is Mandarin already).
  { from: "个钟", to: "个小时", notAfter: /^[头表]/ },
  // 温咗两个钟: 温 said alone is reviewing (温度, 气温 have no 咗 after them).
  { from: "温咗", to: "复习了" },
  // 先温统计, 打算温高数: 温 after a word of intending or asking is reviewing; 气温, 温度, 温柔 are not.
  {
    from: "温",
    to: "复习",
    needsBefore: /(?:先|再|要|去|会|想|打算|开始|继续|帮我|同我|排|我|下午|上午|晚上|早上|朝早|下昼|夜晚)$/,
    notAfter: /^[度柔暖和馨泉水差带室饱床存顺]/,
  },
  // Planning and forgetting.
  { from: "谂住", to: "打算" },
  { from: "谂", to: "想" },
  { from: "唔记得", to: "忘了" },
  // Giving and helping.
  { from: "畀我", to: "给我" },
  { from: "畀", to: "给" },
  { from: "同我", to: "帮我", needsAfter: HELPED_VERBS },
  // 剔咗 is ticking off: marking done.
  { from: "剔咗佢", to: "勾掉它" },
  { from: "剔咗", to: "勾掉" },
  { from: "剔晒", to: "全部勾掉" },
  // Asking how, what and when.
  // 紧要 is "important": 好紧要但唔急 is 很重要但不急 (a quadrant); 唔紧要 is "never mind".
  { from: "唔紧要", to: "不要紧" },
  // 提早 is 提前 (lecturer话要提早一日交, 提早半个钟提我): every reader of a shift knows 提前.
  { from: "提早", to: "提前" },
  { from: "好紧要", to: "很重要" },
  { from: "几紧要", to: "挺重要" },
  // 几 before a quality is "quite": 唔急但系几重要 is 不急但是挺重要 (a quadrant); 但系 is 但是.
  { from: "几重要", to: "挺重要" },
  { from: "几急", to: "挺急" },
  { from: "但系", to: "但是" },
  { from: "最紧要", to: "最重要" },
  { from: "点样", to: "怎么" },
  { from: "点算", to: "怎么办" },
  // 进度点呀, 温书温成点啊: 点 at a question's end, after what is asked about, is "how is it going"; 几点呀 is a time.
  { from: "点呀", to: "怎么样", needsBefore: /(?:进度|进展|情况|复习|温书|功课|准备|计划|考试|成绩)$/ },
  { from: "点啊", to: "怎么样", needsBefore: /(?:进度|进展|情况|复习|温书|功课|准备|计划|考试|成绩)$/ },
  { from: "点嘅", to: "怎么样", needsBefore: /(?:进度|进展|情况|复习|温书|功课|准备|计划|考试|成绩)$/ },
  // "早点排完", "快点做", "多点排", "匀着点排", "分开点排": 点 after a measure or manner word is "a bit", not Cantonese 点 (how).
  // "早上八点做四级", "十点排", "几点排": 点 after a number is the clock, what follows it the thing done then.
  { from: "点排", to: "怎么排", needsBefore: /(?:^|[^早晚快慢多少好差有一半着开散松紧密匀零〇二两三四五六七八九十几\d])$/ },
  { from: "点做", to: "怎么做", needsBefore: /(?:^|[^早晚快慢多少好差有一半零〇二两三四五六七八九十几\d])$/ },
  { from: "乜", to: "什么" },
  { from: "咁多", to: "这么多" },
  { from: "系几时", to: "是什么时候" },
  { from: "系边日", to: "是哪天" },
  { from: "系几点", to: "是几点" },
  { from: "系边度", to: "是哪里" },
  // 咪住 said alone is "hold on" (咪住先，唔好排住); 咪住 before a verb is the not-yet of cantonese-verbs.ts.
  { from: "咪住", to: "等一下", needsAfter: /^(?:先|啊|呀|啦|喇)*(?:[，,。！!~～；;\s]|$)/ },
  // 算数啦 opening a message is "forget it" (算了); 说话要算数, 算数题 keep theirs.
  { from: "算数喇", to: "算了", needsBefore: /(?:^|[，,。！!\s])(?:咁|噉|那|就|唉)?\s*$/, needsAfter: /^(?:[，,。！!~～；;\s]|$)/ },
  { from: "算数", to: "算了", needsBefore: /(?:^|[，,。！!\s])(?:咁|噉|那|就|唉)?\s*$/, needsAfter: /^(?:啦|喇|吧|咯|了)*(?:[，,。！!~～；;\s]|$)/ },
  // Thanks.
  { from: "唔该晒", to: "谢谢" },
  { from: "多谢晒", to: "谢谢" },
  { from: "好嘢", to: "太好了" },
  // Taiwan: 程式 is 程序, 缴交 is 交, 念书 / K书 is studying, 行事历 the calendar. (小考 stays: a quiz is noted, not
  // recorded as an exam, and the readers already take it so.)
  { from: "程式", to: "程序" },
  { from: "缴交", to: "交" },
  // 交期 is the due date (功课交期改到下礼拜三); 交期末报告, 交期中作业 are handing in the term's work.
  { from: "交期", to: "截止日期", notAfter: /^[末中]/ },
  { from: "念书", to: "复习" },
  // 排一下读书时间, 排两节读书: Taiwan's 读书 is studying where it is planned (读书笔记, 读书会 are reading).
  { from: "读书", to: "复习", needsBefore: /(?:排|安排|排一下|排个|的|[0-9一二两三四五六七八九十几][节堂])$/, notAfter: /^[笔会报心郎人分]/ },
  { from: "K书", to: "复习", notBefore: /[A-Za-z]/ },
  { from: "k书", to: "复习", notBefore: /[A-Za-z]/ },
  // The school's 行事历 is the term calendar (校历), which tells the week of the term; the student's own is the schedule.
  { from: "学校行事历", to: "校历" },
  { from: "学校的行事历", to: "校历" },
  { from: "学期行事历", to: "校历" },
  // "系上行事历", "系上的行事历", "学院行事历": a department's calendar is the term's too.
  ...["系上行事历", "系上的行事历", "系里的行事历", "系里行事历", "学院行事历", "学院的行事历"].map((from) => ({ from, to: "校历" })),
  { from: "行事历", to: "日程" },
];
