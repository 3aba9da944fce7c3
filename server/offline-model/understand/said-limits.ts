/**
 * The student's limits on a plan, said as a habit or a reason rather than as an order: "周日我一般回家不学习" (a day
 * off), "我一天学习不想超过三节" (a cap), "我比较喜欢分散着学，每天来一点" (an even spread), "我中午一定要午睡，一点到两点
 * 别给我塞东西" (a part of every day kept free, keep_free). Every plan reader meets them through
 * scheduleOptions (schedule-options.ts), so a limit said this way reaches rough_schedule's fields the same way in a
 * request, in an answer to the plan's question and in a follow-up to a proposal. Each clause read is taken out, so
 * its words name no subject.
 */
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { DAYS, weekdaysOf } from "./excluded-days";
import { keptFreeWords } from "./kept-free-words";
import { FOLLOW_UP_LIMIT_ROWS } from "./follow-up-limits";
import { POINTED_LIMIT_ROWS } from "./pointed-limits";
import { HABIT_LIMIT_ROWS } from "./habit-limits";
import { END, START, type LimitRow, type SaidLimits } from "./limit-types";

const TAIL = "(?:的|了|哈|啊|呀|呢|哦)*";
/** A part of the day or a clock time: a day said with one is not kept free whole. */
const PART_OF_DAY = /早上|上午|中午|下午|傍晚|晚上|夜里|晚自习|午休|午睡|凌晨|早八|\d|[一二三四五六七八九十两]点|节/;

/**
 * "周三和周五晚上我有家教": a part of the day (on some weekdays) a job or training takes, a clause of its own. It is a
 * limit, not only a reason the student is away (away-reasons.ts leaves it to this file). "周六下午我有事" takes the
 * part the same way, the errand unnamed; "上午我都在病房" is a medical student's placement on the wards.
 */
const PART_TAKEN_BY_WORK =
  /[^，,。]*(?:早上|上午|中午|下午|傍晚|晚上|夜里|\d{1,2}点|[一二三四五六七八九十两]{1,3}点)[^，,。]*?(?:(?:有|要|得|去|在)[^，,。]{0,8}?|(?<=(?:点|点半|早上|上午|中午|下午|傍晚|晚上)(?:都)?)(?:校队|球队|队里|社团|店里)?)(?:家教|打工|兼职|上班|训练|值班|实习|排班|病房|门诊|查房|跟台|(?<=有(?:点|些|个)?)(?:事|约)(?!情))[^，,。]*/;

/** Whether a clause tells a part of the day a job or training takes (kept free, see PART_TAKEN_BY_WORK). */
export function tellsPartTakenByWork(clause: string): boolean {
  return PART_TAKEN_BY_WORK.test(clause) && keptFreeWords(clause).length > 0;
}

/** "我早上实在起不来", "晚上我学不进去", "我中午一定要午睡": a part of the day the student cannot study in, told. */
const TIME_OF_DAY_TOLD =
  "(?:因为)?(?:我)?(?:早上|上午|中午|下午|晚上|夜里|白天)(?:我)?(?:实在|真的|一定|都|一般|总是|老是|必须|根本)*(?:要|得)?(?:起不来|午睡|睡午觉|学不进去?|学不动|没精神|犯困|很困|效率(?:很|太)?低|状态不好|睡觉|脑子(?:不转|转不动|不好使|糊了?))(?:的|了|啊|呀)*";

/**
 * "不行，我晚上学不进去，换个白天的时段" after a block was placed: the refusal and why lead a move, and "a daytime slot"
 * is the move with its place still to be asked ("换个时间"); a named part ("换个下午的时间") is a move there.
 */
const REFUSED_FOR_TIME_OF_DAY = new RegExp(`^(?:(?:不行|不好|不太行|不可以|不合适)[，,\\s]*)?${TIME_OF_DAY_TOLD}[，,。\\s]+`);
const OTHER_PART_OF_DAY = /(?:换|挪|调|改)(?:个|一个|到|成)(白天|上午|下午|早上|中午|晚上)(?:的)?(?:时段|时间|时候)?(?:吧|呗)?(?=[。.!！~～\s]*$)/;

/** The follow-up said after a time of day the student cannot study in, without the reason; undefined with no such reason. */
export function withoutTimeOfDayTold(text: string): string | undefined {
  const told = REFUSED_FOR_TIME_OF_DAY.exec(text);
  if (!told) return undefined;
  return text.slice(told[0].length).replace(OTHER_PART_OF_DAY, (_said, part: string) => (part === "白天" ? "换个时间" : `换到${part}`));
}

/** The parts of every day a clause keeps free; the clause is read (and taken out) even when it names none. */
function keptFree(clause: string): SaidLimits {
  const words = keptFreeWords(clause);
  return words.length > 0 ? { keepFree: words } : {};
}

function cap(said: string): SaidLimits | undefined {
  const value = parseSmallNumber(said);
  return value !== null && value >= 1 && value <= MAX_PERIODS_PER_DAY ? { dailyCap: value } : undefined;
}

function daysOff(named: string, clause: string): SaidLimits | undefined {
  if (PART_OF_DAY.test(clause.replace(named, ""))) return undefined;
  const days = weekdaysOf(named);
  return days.length > 0 && days.length < 7 ? { daysOff: days } : undefined;
}

export const LIMIT_ROWS: readonly LimitRow[] = [
  // Read first: their clauses hold a number or a clock the older rows would take apart.
  ...FOLLOW_UP_LIMIT_ROWS,
  {
    family: "a day without study, as a habit",
    pattern: new RegExp(`${START}(?:我)?(${DAYS})[^，,。？?把排]{0,8}?(?:不|从不|不怎么|不太)(?:学习?|复习|看书|碰书本?)${TAIL}${END}`, "g"),
    read: (clause, named) => daysOff(named, clause),
    examples: ["周日我一般回家不学习", "我周末不学习的", "周末还不学", "周六我兼职从不学", "礼拜六我一般去兼职不学习"],
    counterexamples: ["周三晚上不学", "周日不学高数"],
  },
  {
    family: "the time left, told",
    // "只剩一个月了", "离期末就剩两周了": why the plan is asked now; the exams or the range say where it goes.
    pattern: new RegExp(`${START}(?:离(?:考试|期末|期末考试)?)?(?:只|就|还|仅)?剩(?:下)?(?:不到)?(?:${NUMBER_PATTERN}|几|半)?(?:个多?|多个?)?(?:月|周|星期|礼拜|天)(?:时间)?${TAIL}${END}`, "g"),
    read: () => ({}),
    examples: ["只剩一个月了", "离期末就剩两周了", "还剩不到十天"],
    counterexamples: ["只剩一章了"],
  },
  {
    family: "days planned as usual",
    // "周六周日也照排", "周末照常学": no day is off, which is the planner's default; the clause names no subject.
    pattern: new RegExp(`${START}(?:${DAYS})(?:也|都)?(?:照|照常|照样|正常|一样)(?:排|学|安排|复习)${TAIL}${END}`, "g"),
    read: () => ({}),
    examples: ["周六周日也照排", "周末照常学", "礼拜天也一样排"],
    counterexamples: ["周六也排高数"],
  },
  {
    family: "working days only",
    // "那就这周工作日吧", "排进下周工作日": the weekend is off; the week itself is the range.
    pattern: /(?:只(?:排|在|用))?(?:的)?工作日(?:里|内|期间)?(?!每天|每晚)/g,
    read: () => ({ daysOff: [6, 7] }),
    examples: ["那就这周工作日吧", "把高数复习排进下周工作日"],
    counterexamples: [],
  },
  {
    family: "a cap said as a wish",
    pattern: new RegExp(`${START}(?:我)?(?:每天|一天|每日|单日)(?:的)?(?:学习?|复习)?(?:最多|至多|顶多|封顶|上限|不超过?|(?:不想|不要|不能|别|不会|不愿意|不打算)(?:超过?|多于))只?(?:学习?|复习|排|上)?\\s*(${NUMBER_PATTERN})\\s*节(?:课)?${TAIL}${END}`, "g"),
    read: (_clause, said) => cap(said),
    examples: ["我一天学习不想超过三节", "但我每天最多学一节", "我每天复习不想多于2节", "每天封顶两节", "一天不超4节"],
    counterexamples: ["我一天有三节课"],
  },
  {
    // "一天两节封顶", "两节一天顶天了", "每天三节为限": the number first, the bound after it, as a ceiling is spoken.
    family: "a cap said as a ceiling after its number",
    pattern: new RegExp(`${START}(?:我)?(?:每天|一天|每日)?(?:最多)?\\s*(${NUMBER_PATTERN})\\s*节(?:课)?\\s*(?:每天|一天|每日)?(?:就)?(?:封顶|顶天|到顶|为限|是上限|是极限|是我的极限)${TAIL}${END}`, "g"),
    read: (_clause, said) => cap(said),
    examples: ["一天三节封顶", "两节一天顶天了", "每天四节为限", "一节一天就到顶了"],
    counterexamples: ["一天三节课", "两节课一天顶天的累"],
  },
  {
    family: "a load refused",
    // "一天八节我受不了": the load the last plan had, refused; the cap is what the student says next, if anything.
    // "周六塞了五节我会死的": the load of one day of it, refused the same way.
    pattern: new RegExp(`${START}(?:每天|一天|每日|${DAYS})(?:排了?|学了?|塞了?|放了?)?\\s*${NUMBER_PATTERN}\\s*节(?:课)?\\s*(?:我|谁)?(?:真的|实在|可|根本)?(?:会|要)?(?:受不了|扛不住|顶不住|吃不消|撑不住|太多|太累|太满|死|累死|崩溃)${TAIL}${END}`, "g"),
    read: () => ({}),
    examples: ["一天八节我受不了", "每天六节太多了", "周日排了六节我会崩溃的"],
    counterexamples: ["一天四节我也扛得住"],
  },
  {
    family: "spread, as a habit",
    pattern: /(?:^|[，,；;])\s*(?:我)?(?:比较|更|还是|一般)?(?:喜欢|习惯|想|希望|倾向于?)?(?:分散|分开|零散)(?:着|地|开|点)?(?:学习?|复习|来|排)(?:一些|一点)?(?:的|吧)?(?=[，,。！!~～；;\s]|$)|(?:^|[，,；;])\s*(?:每天|一天)(?:都)?(?:来|学|做|弄|复习)(?:一点|一些|点|些)(?:就行|就好|吧)?(?=[，,。！!~～；;\s]|$)/g,
    read: () => ({ strategy: "steady" }),
    examples: ["我比较喜欢分散着学", "每天来一点", "我习惯分开复习"],
    counterexamples: ["每天来两节"],
  },
  {
    family: "spread, said with the verb",
    // "帮我排匀", "分两天排": the verb stays, so the request still asks to plan.
    pattern: /(?:排|摊|铺|分)匀(?!一点|一些|点)/g,
    read: () => ({ strategy: "steady" }),
    leaves: "排",
    examples: ["概率论下周帮我排匀"],
    counterexamples: ["排好"],
  },
  {
    family: "spread, asked as a clause of its own",
    // "能不能匀着点排", "匀开点排吧": the whole clause asks for an even spread, so nothing of it is left to plan.
    pattern: /(?:^|[，,；;])\s*(?:能不能|能否|可不可以|可以)?(?:给我|帮我)?(?:再)?匀(?:着|开)?(?:点|一点|些|一些)?(?:排|来)(?:吗|吧|呗|哈)?(?=[，,。！!？?~～；;\s]|$)/g,
    read: () => ({ strategy: "steady" }),
    examples: ["能不能匀开点排", "帮我匀着排吧"],
    counterexamples: ["匀点时间给英语"],
  },
  {
    family: "spread over days, said before the verb",
    pattern: /匀着?(?:点|一点|些)?(?=排)|分(?:两|三|几|[2-9])天(?=排|来|学|复习|安排)/g,
    read: () => ({ strategy: "steady" }),
    examples: ["错题本这周分两天排吧", "匀着排", "匀着点排"],
    counterexamples: ["分两次交"],
  },
  {
    family: "days not back to back, a breather between",
    // "别几天挨着", "中间留点喘气的空": blocks spread out, not a run of days in a row.
    pattern: new RegExp(`${START}(?:(?:别|不要|不想)(?:几天|天天|好几天|连着几天)?(?:都)?(?:挨着|连着|扎堆)(?:排|来)?|(?:中间|每天之间|隔天)?(?:留|空)(?:点|些|一点|出)?(?:喘气|喘口气|歇口气|休息|缓冲)的?(?:空|空档|时间|余地)?)${TAIL}${END}`, "g"),
    read: () => ({ strategy: "steady" }),
    examples: ["别好几天挨着", "中间留点休息的空", "别连着几天扎堆"],
    counterexamples: ["中间留一节给午饭"],
  },
  {
    family: "a part of the day cleared out of the plan",
    // "晚上的都给我挪走", "早上八点开始的都不要": every block in that part goes, so it is kept free, on the weekday
    // named first when one is ("周三晚上的都拿掉"); "晚上那些都换到白天" clears the evenings the same way.
    pattern: new RegExp(`${START}(?:把)?(?:(?:周|星期|礼拜)[一二三四五六日天](?:[、和]?(?:周|星期|礼拜)?[一二三四五六日天])*|周末|工作日)?(?:早八|第一节|早上?(?:八|8)点(?:开始|起)?|早上|上午|中午|下午|晚上)(?:的|排的|那些|那几块|那几个)*(?:都|全|全都|统统|通通|一律|一概)?(?:给我|帮我)?(?:挪走|拿走|拿掉|去掉|撤掉|撤了|不要了?|挪开|清掉|删掉|(?:换|挪|调|移|放|改)(?:到|去|在|成)(?:白天|别的时间|其他时间|其它时间)(?:去)?)${TAIL}${END}`, "g"),
    read: (clause) => {
      const kept = keptFree(clause);
      return kept.keepFree ? kept : undefined;
    },
    examples: ["晚上的都拿掉", "早八的全都不要了", "下午那几块都撤了", "早上的一律去掉", "晚上那些都换到白天"],
    counterexamples: ["晚上的课不要了", "晚上的都挪到周六"],
  },
  {
    family: "getting up early, told",
    // "我起不来", with no part of the day: the first period (kept-free-words.ts) is what it keeps free.
    pattern: new RegExp(`${START}(?:我)?(?:肯定|实在|真的|根本|早上)?(?:起不来|起不了床)${TAIL}${END}`, "g"),
    read: (clause) => keptFree(clause),
    reason: true,
    examples: ["我肯定起不来"],
    counterexamples: [],
  },
  {
    family: "a part of the day kept free",
    // "一点到两点别给我塞东西", "晚上别放东西": kept free every day (keep_free) unless a day is named; no subject.
    pattern: /(?:^|[，,；;])(?![^，,。]*水课)[^，,。]*(?:早上|上午|中午|下午|傍晚|晚上|夜里|午睡|午休|早八|\d{1,2}点|[一二三四五六七八九十两]{1,3}点)[^，,。]*(?:别|甭|不要|不用)(?:给我|帮我)?(?:往里)?(?:塞|放|填|排|安排|占|动|碰)[^，,。]*/g,
    read: (clause) => keptFree(clause),
    // "晚上别动", "晚上别碰": the part left untouched is kept free.
    examples: ["一点到两点别给我塞东西", "晚上别放东西", "晚上别动", "晚上别碰"],
    counterexamples: ["别往水课里塞"],
  },
  {
    family: "a part of the day taken by a job or training",
    // "周三和周五晚上我有家教", "每周二四晚上6点到9点在奶茶店打工", "下午四点到六点校队训练" (the job right after
    // its hours needs no verb): those hours are gone on those days (every day when
    // none is named), so they are kept free; the job is only the reason.
    pattern: new RegExp(`(?:^|[，,；;])${PART_TAKEN_BY_WORK.source}`, "g"),
    // A date ("明天晚上去打工") keeps nothing free, so the clause stays for the readers after this one.
    read: (clause) => {
      const kept = keptFree(clause);
      return kept.keepFree ? kept : undefined;
    },
    examples: ["周三和周五晚上我有家教", "每周二四晚上6点到9点在奶茶店打工", "我下午要去校队训练", "每天下午五点到七点社团排班"],
    counterexamples: ["周三晚上有空", "明天晚上去打工"],
  },
  {
    family: "a part of the day left to the student",
    // "上午留给自己", "下午我要空出来", "早八留着晨读背法条", "晚上留给刷真题": the part named is kept free every day,
    // for whatever the student keeps it for.
    pattern: new RegExp(`${START}(?:每天)?(?:的)?(?:早八|早上|上午|中午|下午|晚上)(?:我)?(?:都|也)?(?:要|想|得)?(?:留给(?:我)?自己|留出来|空出来|空着|留空|留着(?:[^，,。？?]{0,10})?|留给[^，,。？?]{1,10})${TAIL}${END}`, "g"),
    read: (clause) => keptFree(clause),
    examples: ["上午留给自己", "早八也空出来", "每天下午我要空出来", "早八留着晨读背法条", "晚上留给刷真题", "上午留着练琴"],
    counterexamples: ["周三上午空着"],
  },
  {
    family: "a part of the day refused",
    // "别给我排早八", "不要排晚上", "别排早上": no subject before the refusal, so the part is kept free for the whole plan.
    pattern: new RegExp(`${START}(?:就|都|千万)?(?:别|甭|不要|不用)(?:给我|帮我)?(?:排|安排|塞|放)(?:在)?(?:早八|第一节|早上第一节|早上|上午|下午|傍晚|晚上|中午)(?:的课)?${TAIL}${END}`, "g"),
    read: (clause) => keptFree(clause),
    examples: ["别给我排早八", "千万不要排晚上", "别排早上", "不要排下午"],
    counterexamples: ["英语听力别排晚上"],
  },
  {
    family: "a part of the day waved off",
    // "早八就算了", "晚上的话就免了": the part named is waved off, so it is kept free for the whole plan.
    pattern: new RegExp(`${START}(?:早八|第一节|早上第一节|晚上|中午)(?:的话|的)?(?:时段|时间)?(?:就|也|还是)?(?:算了|免了|拉倒|不要了|就不用了|不用了|不用)${TAIL}${END}`, "g"),
    read: (clause) => keptFree(clause),
    examples: ["早八就算了", "晚上的话就免了", "晚上的时段不用"],
    counterexamples: ["周三晚上就算了"],
  },
  {
    family: "daytime only",
    // "都排白天", "只排白天吧": the evenings are kept free; the verb stays, so the request still asks to plan.
    pattern: /(?:(?:都|只|全)(?:排|放|安排)(?:在)?|(?:排|放|安排)在)白天(?:吧|哈|呗)?|(?:只|就)在白天(?=排|学|复习|安排)/g,
    read: () => ({ keepFree: ["晚上"] }),
    leaves: "排一下",
    examples: ["都排白天", "只排白天吧", "排在白天"],
    counterexamples: ["白天有课"],
  },
  {
    family: "a time of day the student cannot study, told",
    pattern: new RegExp(`(?:^|[，,；;])\\s*${TIME_OF_DAY_TOLD}(?=[，,。！!~～；;\\s]|$)`, "g"),
    // "白天我学不进去" keeps no one part free: it gives nothing.
    read: (clause) => (clause.includes("白天") ? {} : keptFree(clause)),
    reason: true,
    examples: ["我早上实在起不来", "我中午一定要午睡", "晚上我学不进去"],
    counterexamples: ["早上八点叫我起床"],
  },
  {
    family: "how long the student can focus, told",
    pattern: /(?:^|[，,；;])\s*(?:因为)?(?:我)?(?:的)?(?:专注力|注意力|精力)(?:只能)?(?:撑不过|坚持不了|集中不了|保持不了|有限|不太行|不行)[^，,。]*/g,
    read: () => ({}),
    examples: ["我专注力撑不过一节课", "我注意力集中不了太久"],
    counterexamples: [],
  },
  {
    family: "half of the day, told",
    // "周末我只想学半天，另外半天要出去玩": no option holds half a day; the range says which days.
    pattern: new RegExp(`${START}(?:(?:${DAYS})(?:我)?|我)?(?:只想|只能|只打算|就|最多)(?:学|复习)半天${TAIL}${END}|${START}(?:另外|剩下的?|其余|其他)(?:的)?半天[^，,。]*`, "g"),
    read: () => ({}),
    examples: ["周末我只想学半天", "另外半天要出去玩"],
    counterexamples: [],
  },
  {
    family: "the limit pointed at",
    // "就按这个标准排": the standard is the limit said before it, no subject.
    pattern: /(?:按|照)(?:这个|这)(?:标准|要求|规矩|原则|限制)(?:来)?(?=排|安排)/g,
    read: () => ({}),
    examples: ["下周的复习就按这个标准排"],
    counterexamples: [],
  },
  ...POINTED_LIMIT_ROWS,
  ...HABIT_LIMIT_ROWS,
];

/** The limits the text says as habits or reasons, and the text without the clauses that said them. */
export function saidLimits(text: string): { rest: string; limits: SaidLimits } {
  const limits: SaidLimits = {};
  const told: string[] = [];
  let rest = text;
  for (const row of LIMIT_ROWS) {
    rest = rest.replace(row.pattern, (...args: unknown[]) => {
      const clause = String(args[0]);
      // The first group the row captured, when it has one (the days, the number).
      const read = row.read(clause, typeof args[1] === "string" ? args[1] : "");
      if (read === undefined) return clause;
      if (read.dailyCap !== undefined) limits.dailyCap ??= read.dailyCap;
      if (read.strategy !== undefined) limits.strategy ??= read.strategy;
      if (read.keepFree && row.reason) told.push(...read.keepFree);
      else if (read.keepFree) limits.keepFree = [...new Set([...(limits.keepFree ?? []), ...read.keepFree])];
      if (read.daysOff) limits.daysOff = [...new Set([...(limits.daysOff ?? []), ...read.daysOff])].sort((a, b) => a - b);
      return row.leaves ?? (/^[；;]/.test(clause) ? clause[0] : "");
    });
  }
  // "我中午要午睡，十二点半到一点半别塞东西": the clock says which part of the noon the nap takes.
  const clocked = limits.keepFree?.some((word) => /^\d/.test(word));
  if (told.length > 0 && !clocked) limits.keepFree = [...new Set([...(limits.keepFree ?? []), ...told])];
  return { rest: rest.replace(/^[，,；;\s]+/, ""), limits };
}
