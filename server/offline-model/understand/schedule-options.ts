/**
 * The options a scheduling request may state besides its range and subject: whether study may go into 水课
 * ("水课也可以用", "filler classes are ok") and a daily cap ("每天最多学4节"). The clauses that state them are taken out,
 * so their words are not read as a subject.
 */
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { DURATION_SOURCE, periodsOf, saidDuration } from "@/lib/tasks/said-durations";
import { excludedDays } from "./excluded-days";
import { LOAD_SHAPE_ROWS } from "./load-shapes";
import { datesKeptFree } from "./dates-kept-free";
import { withoutNegatedTail } from "./negated-clauses";
import { saidLimits } from "./said-limits";

// "思政课上也可以塞": a course study may go into, said by what may be done in it.
const FILLER_CLAUSE = /[，,\s]?[^，,。\s]*(?:水课|可嵌入|嵌入|课[^，,。\s]{0,8}?也?(?:可以|能|行)(?:用来|拿来)?(?:塞|排|用|放|学|占|复习|安排))[^，,。\s]*|[,，]?[^,，.]*\bfiller (?:class(?:es)?|courses?)\b[^,，.]*|[,，]?\s*(?:it'?s\s+)?(?:fine|ok|okay|alright)\s+to\s+(?:study|use|work|review)\s+(?:during|in)\b[^,，.]*/gi;
// "不要嵌进水课", "别往水课里塞": refused, which the planner is told outright (false), not left to the class's own setting.
const FILLER_REFUSED =
  /(?:不|别|不要|不能|不许|不准|不用)(?:要|能)?(?:再)?(?:往)?(?:用|占|占用|嵌入|嵌进|排进|排到|放进|放到|塞进|塞到|动|碰)?水课|水课(?:里|上)?(?:也)?(?:不要|不能|别|不许)|\bno filler\b|\b(?:not|never|don'?t)\b[^,，.]*\bfiller\b/i;
/**
 * "思政要点名", "马原老师会签到": a course that takes attendance, said as why study stays out of the 水课. It refuses them
 * unless another clause allows them.
 */
const ATTENDANCE_CLAUSE = /[，,]?[^，,。\s]{0,8}(?:要|会|得|都|还|天天|每次)?(?:点名|签到|查考勤|考勤)[^，,。\s]{0,4}/g;

// "每天排两节": as many periods a day as the student names, which the planner holds as its cap. A clause of its own
// that only gives the number ("…，每天2节", "…，上限4", as a clipped command writes it) says the same, and so does
// one that says it is enough ("一天一节就够"); "每天最多补两节" caps what is made up; "上限3节/天" writes the day
// as a unit; "一日最多两节" is the day as Cantonese says it.
const DAILY_CAP = new RegExp(
  `[，,]?\\s*(?:然后|但是?|不过|而且)?\\s*(?:每天|一天|每日|一日|单日|单天|一天里)(?:(?:最多|至多|不超过?|不要超过?|别超过?|顶多|上限(?:是|为|就)?)只?(?:学|排|安排|补|复习|上|塞|放)?|(?:就|只)?(?:排|安排|学)(?=\\s*(?:${NUMBER_PATTERN})\\s*节))\\s*(${NUMBER_PATTERN})\\s*节(?:课)?(?:就好|就行|就可以|就够了?)?(?:[，,\\s]*(?:不然|要不然|否则)[^，,。]*)?|[,，]?\\s*(?:at most|no more than|not more than|up to|max(?:imum)?(?: of)?)\\s+(\\d{1,2}|one|two|three|four|five|six)\\s+(?:periods?\\s+)?(?:a|per|each|on any|in any|in a|on a)\\s+(?:single\\s+)?day|[，,]?\\s*(?:每天|一天|每日)\\s*(?:就)?(?:排|学|补|复习)?\\s*(${NUMBER_PATTERN})\\s*节(?:课)?(?:就够了?|就行了?|就好了?|就可以了?|足够了?|够了)|(?:^|[，,])\\s*(?:(?:每天|一天|每日)\\s*(${NUMBER_PATTERN})\\s*节|(?:每天|一天|每日)?\\s*(?:上限|cap)\\s*[=:：]?\\s*(${NUMBER_PATTERN})\\s*节?)(?=\\s*(?:[，,。]|$))|[，,]?\\s*(?:(?:上限|最多|至多|顶多|不超过)\\s*[=:：]?\\s*)?(${NUMBER_PATTERN})\\s*节\\s*[/／]\\s*(?:天|日)`,
  "i",
);

/**
 * "每天不超过3小时", "一天最多一个半小时", "每天最多学两个半小时": the cap said as time, held as the periods that fit
 * within it (rounded down: 2.5 hours is 3 periods of 45 minutes, not 4).
 */
const DAILY_CAP_IN_TIME = new RegExp(
  `[，,]?\\s*(?:然后|但是?|不过|而且)?\\s*(?:每天|一天|每日|单日|单天|一天里)(?:最多|至多|不超过?|不要超过?|别超过?|顶多|上限(?:是|为|就)?)只?(?:学|排|安排|复习)?\\s*(${DURATION_SOURCE})(?:就好|就行|就可以|就够了?)?`,
);

/**
 * "别占周末", "周末不要排", "英语听力别排早上": a time kept free. Whole weekdays go to the planner (daysOff below); a
 * part of a day it has no option for. The clause is no subject either, though the subject before its negation is
 * (negated-clauses.ts).
 */
// "周日都别碰": not touched is not planned.
// "周日一块都别放": nothing put there is nothing planned (not 放弃, 放心, 放松, 放假).
const KEPT_FREE = /[，,]?[^，,。]*(?:别|甭|不要|不用|不想|不能)(?:给我|帮我)?(?:占|排|安排|用|碰|动|放(?![弃心松假]))[^，,。]*|[，,]?[^，,。]*(?:别|甭|不要|不用)(?:给我|帮我)?排[^，,。]*/g;
/** "周六别排那么多", "别塞太满了": less, not none, on the day named. */
const LESS_ON_DAY = /[，,]?[^，,。]*(?:别|甭|不要|不用)(?:给我|帮我)?(?:排|塞|安排|放)(?:得)?(?:那么|这么|太)(?:多|满|挤|密)了?(?:吧|哈|啊)?(?=[，,。！!~～\s]|$)/g;

/**
 * "周末不排", "周三就不安排了", "周日休息", "周六我要歇一天": weekdays and a bare 不排 or a rest, a clause of its own that
 * names nothing else. "周二周四空着", "周一、周六留空不排": the days listed side by side and left empty say the same;
 * "周末两天都不排", "周日想留给自己休息": the days counted, or kept for oneself, too; "那周周二和周四空出来": the
 * days of the week the request names, pointed at; "…，然后周日空出来": joined on by 然后 and its kin; "…，禮拜天不要":
 * the day refused with a bare 不要.
 */
const DAYS_NOT_PLANNED =
  /(?:^|[，,。？?！!])\s*(?:然后|还有|另外|而且|再|但是?|不过)?(?:(?:那|这|当)一?(?:周|个?星期|个?礼拜)的?)?(?:(?:周|星期|礼拜)[一二三四五六日天]|周末)(?:(?:和|跟|、|\s)?(?:(?:周|星期|礼拜)[一二三四五六日天]|周末)){0,3}(?:这?两天)?(?:都|就|也)?(?:我)?(?:都|就|也)?(?:要|想|得)?(?:(?:空着|留空|空出来)(?:不(?:排|安排))?|不(?:要)?(?:排|安排)|不要|休息|歇着|歇歇|歇一歇|歇一天|放假|不学(?:习)?|留给(?:我)?自己(?:休息|歇着|歇歇)?)(?:一天)?(?:了|吧)?(?=[，,。！!~～\s]|$)/g;

/**
 * How the planner should spread it, as rows: a clause that says "as early as possible" asks for rapid, one that asks
 * for an even spread asks for steady. The clause is taken out with its words, so they name no subject.
 */
const STRATEGY_CLAUSES: readonly [RegExp, "steady" | "rapid"][] = [
  // "搞快点", "快点排": hurry, said as the clause's whole.
  // "能早做完就早做完", "能快就快", "能多快就多快": as soon as it can be. "分散一点", "再铺开点": spread out, steady.
  // "能塞多满塞多满", "排得越满越好": as full as it goes, so done as early as it can be.
  // "全部往前压", "整体提前排": the whole plan pressed early, not one block moved (that names its block).
  // "下周那两个能往这周挤就往这周挤": squeezed into the earlier stretch whenever they fit, as early as can be.
  [/[，,]?\s*(?:这周)?能(?:排|塞|安排)(?:得)?多满(?:就)?(?:排|塞|安排)(?:得)?多满(?:吧|哈)?|[，,]?\s*(?:排|塞)得?越满越好(?:吧|哈)?|[，,]?\s*(?:搞|弄)?(?:快点|快一点)(?:吧|哈|啊|嘛)?(?=[，,。！!\s]|$)|[，,]?\s*(?:最好|尽量)?(?:越早|越快)(?:做完|完成|弄完|搞完|学完|复习完|排完)?越好(?:吧|哈|啊)?|[，,]?\s*(?:争取|最好|尽量)?(?:尽早|尽快|赶紧|早点)(?:做完|完成|弄完|搞完|学完|复习完|排完)(?:吧|哈|啊)?|[，,]?\s*(?:别|不要|不用)(?:排得?)?(?:这么|那么|太)(?:散|分散|稀)(?:了)?(?:吧|哈)?(?=[，,。！!\s]|$)|[，,]?\s*(?:排得?)?(?:紧凑|集中)(?:一点|一些|点|些)(?:吧|哈)?(?=[，,。！!\s]|$)|[，,]?\s*能多?(?:早|快)(?:点|一点)?(?:做完|完成|弄完|搞完|学完|复习完|排完)?就多?(?:早|快)(?:点|一点)?(?:做完|完成|弄完|搞完|学完|复习完|排完)?(?:吧|哈|啊)?|[，,]?\s*前紧后松|[，,]?\s*(?:全部|都|全都|整体|统统)(?:往前|提前)(?:压|挤|赶|排|放)(?:一?[压挤赶]|一点|一些|点)?(?:吧|哈)?(?=[，,。！!\s]|$)|[，,]?\s*(?:(?:(?:这|下下?|本)(?:周|个?星期|礼拜)的?)?(?:那|这)[两几三四]?(?:个|块|节|项|些))?能(?:往|朝)([^，,。]{1,6}?)(?:挤|挪|塞|提|放|赶)(?:进去)?(?:的)?就(?:都)?(?:往|朝)\1(?:挤|挪|塞|提|放|赶)(?:进去)?(?:吧|哈)?(?=[，,。！!\s]|$)|\b(?:as soon as possible|asap)\b/i, "rapid"],
  // "尽量平均摊到每一天", "均匀分到这几天": spread over every day, said with where it goes.
  [/[，,]?\s*(?:尽量)?(?:平均|均匀)(?:一点|一些|点)?地?(?:摊|分|铺|分配|分散|放|排)(?:开)?(?:到|在|给)(?:每一天|每天|各天|每个?工作日|这几天|这一周|一周)(?:里|上)?(?:吧|哈)?|[，,]?\s*(?:节奏|进度|速度|间隔|间距|中间的?间隔)?(?:尽量)?(?:均匀|平均)(?:一点|一些|地|点|些)?(?:分散|分布|铺开|排)?(?:开)?(?:吧|哈)?(?=[，,。\s]|$)|[，,]?\s*(?:细水长流|别太集中|不要太集中|慢慢来)|[，,]?\s*(?:(?:间隔|间距|中间)(?:拉开|隔开|空开|拉大|大)|(?:拉|隔|空)开)(?:一点|一些|点)(?:吧|哈)?(?=[，,。\s]|重新|重来|再|$)|[，,]?\s*(?:别|不要|不用)(?:在)?(?:一天|每天|某一天|同一天)(?:里|内)?(?:都|就)?(?:塞|排|安排|堆|挤)(?:得)?(?:太多|太满|一堆)(?:了)?(?:吧|哈)?|[，,]?\s*(?:别|不要)(?:都)?(?:扎堆|堆在一起|挤在一起|挤在一天|堆在一天)(?:吧|哈)?|(?:均匀|平均)(?:一点|一些|点)?地?(?=排|分|铺|放|塞|安排)|[，,]?\s*(?:给我|帮我)?(?:再)?(?:分散|摊开|铺开|摊匀|匀开|铺匀|分匀)(?:一点|一些|点)(?:吧|哈)?(?=[，,。\s]|$)|\b(?:spread (?:it |them )?(?:out|evenly)|evenly)\b/i, "steady"],
  // "排得松一点", "宽松点", "别排太紧": loose rather than packed, which is an even spread (not 放松一点, a rest).
  [/[，,]?\s*(?:排|安排)?(?:得)?(?<!放)(?:宽松|松散|松)(?:一点|一些|点|些)(?:吧|哈|啊)?(?=[，,。！!~～\s]|$)|[，,]?\s*(?:别|不要|不用)(?:排|安排)(?:得)?太(?:紧|密)(?:了)?(?:吧|哈|啊)?(?=[，,。！!~～\s]|$)/, "steady"],
  // "…，steady", "策略=rapid": the planner's own names for the two, as the app shows them.
  [/[，,]?\s*(?:(?:策略|节奏|strategy)\s*[=:：]?\s*)?\brapid\b/i, "rapid"],
  [/[，,]?\s*(?:(?:策略|节奏|strategy)\s*[=:：]?\s*)?\bsteady\b/i, "steady"],
];

/**
 * "排不下的先排重要的", "放不下就先排要紧的", "能排多少排多少": when not everything fits, place what fits by priority
 * (rough_schedule's allow_partial), said as a clause of its own.
 */
// "能塞进去的先排", "先排能放下的", "排不下的跟我说一声": what fits first, and a word about the rest.
// "排不下的话能排多少排多少": the condition said before the order is one clause with it.
// "先排急的，剩下的以后再说": the urgent first, the rest later, is the same wish in the student's order.
// "塞不下的就先不管", "排不下的算了": what does not fit left alone; "最要紧的先排": the most important placed first.
// "能塞多少先塞多少，剩下的告诉我": as much as fits now, and a word about what is left.
const PARTIAL_CLAUSE =
  /[，,]?\s*(?:如果|要是)?(?:排|塞|放|安排|装)不(?:下|进去|完)的(?:话)?(?:就)?(?:先)?(?:不管了?|算了|不用管了?|别管了?|先放着|放着|以后再说|下次再说|放一放)(?:吧|哈)?|[，,]?\s*(?:待办里|待办中|任务里)?(?:最|比较)?(?:重要|要紧|紧急|急|赶)的(?:先|优先)(?:排|塞|放|安排)(?:上)?(?:吧|哈)?(?=[，,。！!~～\s]|$)|[，,]?\s*(?:如果|要是)?(?:排不下|放不下|塞不下|排不完|装不下)(?:的话|的)?[，,]?\s*(?:就)?能(?:排|塞|放|安排|挤)(?:进去|下)?(?:多少|几个|几节)(?:就)?(?:排|塞|放|安排|挤)(?:进去)?(?:多少|几个|几节)(?:吧|哈)?|[，,]?\s*先(?:排|塞|放|安排)(?:上)?(?:能|可以)(?:塞|排|放|安排)(?:进去|进来|得下|下)?的(?:吧|哈)?|[，,]?\s*(?:能|可以)(?:塞|排|放|安排)(?:进去|进来|得下|下)?的(?:就)?先(?:排|塞|放|安排)(?:上|进去)?(?:吧|哈)?|[，,]?\s*(?:塞|排|放|安排)不(?:下|进去|完)的(?:话)?(?:再)?(?:跟我|告诉我|和我|给我)(?:说一声|说一下|说|讲一声|讲)?(?:吧|哈)?|[，,]?\s*(?:如果|要是)?(?:排不下|放不下|塞不下|排不完|装不下)(?:的|的话)?(?:就)?(?:先)?(?:排|放|安排)?(?:重要|要紧|紧急|优先级高|能排|能放|能塞|排得下|放得下)(?:上|进去)?的?(?:吧|哈)?|[，,]?\s*能(?:排|塞|放|安排|挤)(?:进去|下)?(?:多少|几个|几节)(?:就|先)?(?:排|塞|放|安排|挤)(?:进去)?(?:多少|几个|几节)(?:吧|哈)?|[，,]?\s*(?:剩下|其余|排不下|放不下|塞不下)的(?:再)?(?:告诉我|跟我说(?:一声|一下)?)(?:吧|哈)?(?=[，,。！!~～\s]|$)|[，,]?\s*(?:先排|先放|先安排)(?:最)?(?:急|要紧|紧急|重要|着急|赶)的(?:那些|几个|几样)?(?:吧|哈)?(?=[，,。！!\s]|$)|[，,]?\s*(?:最)?(?:急|要紧|紧急|着急)的先(?:排|放|安排)(?:上)?(?:吧|哈)?(?=[，,。！!\s]|$)|[，,]?\s*(?:剩下|其余|其他)的?(?:就|先)?(?:以后|之后|回头|下次|后面)(?:再说|再排|再安排|再看)(?:吧|哈)?(?=[，,。！!\s]|$)|[，,]?\s*\b(?:whatever fits|as much as (?:fits|possible))\b/i;

/**
 * "一天四节我也扛得住", "每天三节也没问题": as many periods a day as the student says they can bear, which is the cap the
 * planner holds them to.
 */
const DAILY_CAP_BORNE = new RegExp(
  `[，,]?\\s*(?:每天|一天|每日)\\s*(?:排|学)?\\s*(${NUMBER_PATTERN})\\s*节(?:课)?\\s*(?:我)?(?:也|都)?(?:扛得住|顶得住|吃得消|受得了|撑得住|没问题|可以的?)(?:的)?(?=[，,。！!\\s]|$)`,
);

/** "超了的往后排", "多出来的顺延": what the cap leaves over goes later, which the planner does with a cap anyway. */
export const OVERFLOW_LATER = /[，,]?\s*(?:超了|超出|超过|多出来|多了|放不下|排不下)(?:的|的话)?(?:部分)?(?:就)?(?:往后|顺延|挪到后面|放到后面|挪后)(?:排|放|挪|顺)?(?:吧)?(?=[，,。！!\s]|$)/;

/** "no more than two periods on any day": the counts an English cap spells out. */
const ENGLISH_COUNTS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * "keep the weekend clear", "leave friday free", "nothing on sunday", "skip saturday": whole days kept free, said in
 * English. The clause (with the "but" / "and" that joins it) is taken out like its Chinese kin.
 */
const ENGLISH_DAY = "(?:the\\s+)?(?:weekends?|mon(?:day)?s?|tue(?:s|sday)?s?|wed(?:nesday)?s?|thu(?:rs|rsday)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?)";
const ENGLISH_DAYS = `${ENGLISH_DAY}(?:\\s*(?:,|and|&|or)\\s*${ENGLISH_DAY})*`;
const ENGLISH_KEPT_FREE = new RegExp(
  `[,，]?\\s*(?:\\b(?:but|and)\\s+)?(?:\\b(?:keep|leave)\\s+(?:my\\s+)?(${ENGLISH_DAYS})\\s+(?:clear|free|empty|open|off)\\b|\\b(?:nothing|no (?:study(?:ing)?|reviews?|sessions?|blocks?)|not)\\s+on\\s+(${ENGLISH_DAYS})\\b|\\b(?:skip|avoid)\\s+(${ENGLISH_DAYS})\\b|\\b(${ENGLISH_DAYS})\\s+(?:off|free)\\b)`,
  "gi",
);
/**
 * "leave friday evening free", "keep mornings clear", "no evenings", "nothing in the mornings": a part of the day kept
 * free, on the days said or every day; groups: days and part of the keep/leave form, then of the no/nothing form.
 */
const ENGLISH_PART = "(mornings?|afternoons?|evenings?|nights?|early mornings?|8\\s*ams?)";
const ENGLISH_PART_KEPT_FREE = new RegExp(
  `[,，]?\\s*(?:\\b(?:but|and)\\s+)?(?:\\b(?:keep|leave)\\s+(?:my\\s+|the\\s+)?(?:(${ENGLISH_DAYS})\\s+)?${ENGLISH_PART}\\s+(?:clear|free|empty|open|off)\\b|\\b(?:no|nothing in the|not in the)\\s+(?:(${ENGLISH_DAYS})\\s+)?(mornings|afternoons|evenings|nights|early mornings|8\\s*ams|morning|afternoon|evening)\\b(?!\\s+(?:class|lecture|lesson)))`,
  "gi",
);
const ENGLISH_PARTS: readonly [RegExp, string][] = [
  [/early|8\s*am/i, "早八"],
  [/morning/i, "上午"],
  [/afternoon/i, "下午"],
  [/evening|night/i, "晚上"],
];
const WEEKDAY_NAMES = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/** The keep_free word a part kept free in English says: "晚上", "周五晚上", "周六、周日上午". */
function englishPartKeptFree(days: string | undefined, part: string): string | undefined {
  const word = ENGLISH_PARTS.find(([pattern]) => pattern.test(part))?.[1];
  const named = days ? englishDaysKeptFree(days).map((day) => WEEKDAY_NAMES[day]).join("、") : "";
  return word === undefined ? undefined : `${named}${word}`;
}
const ENGLISH_WEEKDAYS: readonly [RegExp, number[]][] = [
  [/weekend/i, [6, 7]],
  [/\bmon/i, [1]],
  [/\btue/i, [2]],
  [/\bwed/i, [3]],
  [/\bthu/i, [4]],
  [/\bfri/i, [5]],
  [/\bsat/i, [6]],
  [/\bsun/i, [7]],
];

function englishDaysKeptFree(days: string): number[] {
  return ENGLISH_WEEKDAYS.filter(([pattern]) => pattern.test(days)).flatMap(([, numbers]) => numbers);
}

export interface ScheduleOptions {
  allowFiller?: boolean;
  allowPartial?: true;
  dailyCap?: number;
  strategy?: "steady" | "rapid";
  /** "周末不要排", "周三别排": whole weekdays kept free (1 = Monday … 7 = Sunday), rough_schedule's days_off. */
  daysOff?: number[];
  /** "1号到3号别排": days of the month kept free, found in the plan's week by the caller (decide/dates-off.ts). */
  datesOff?: number[];
  /** "别给我排早八", "晚上学不进去": parts of every day kept free, rough_schedule's keep_free words. */
  keepFree?: string[];
}

const WEEKDAY_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
/** A weekday or the weekend, said alone: not "下周三" (a day of another week) nor "周三晚上" (a part of the day). */
// "这周日别排": this week's day, kept free, is that weekday of a plan (one of another week is not).
const WEEKDAY_WORD = /(?<![上下])(?:周|星期|礼拜)([一二三四五六日天])|(?<![上下这本])周末/g;
const PART_OF_DAY = /早上|上午|中午|下午|傍晚|晚上|晚自习|午休|凌晨|\d|[一二三四五六七八九十两]点|节/;

/** The weekdays a kept-free clause keeps free whole; none when it names a part of a day or no weekday. */
function daysKeptFree(clause: string): number[] {
  // "一节都别排", "一块也别放": none of the blocks, a count and no part of the day.
  if (PART_OF_DAY.test(clause.replace(/一(?:节|块|点)(?:都|也)/g, ""))) return [];
  const days = new Set<number>();
  for (const match of clause.matchAll(WEEKDAY_WORD)) {
    if (match[1]) days.add(WEEKDAY_NUMBERS[match[1]]);
    else [6, 7].forEach((day) => days.add(day));
  }
  return days.size > 0 && days.size < 7 ? [...days].sort((a, b) => a - b) : [];
}

/** "水课也算空闲", "每天别超过三节": a clause that only sets an option of the request around it. */
// "这周塞不下的就先不管": the stretch the option is said of is the request's own, no second request.
const STRETCH_ONLY = /^(?:(?:这|本|下下?)(?:周|个?星期|礼拜)末?|这几天|这两天|周末)(?:里|内)?(?:的话)?$/;

export function optionsOnly(text: string): boolean {
  const { rest, options } = scheduleOptions(text);
  const left = rest.replace(/[\s，,。.！!]/g, "");
  return Object.keys(options).length > 0 && (left === "" || (options.allowPartial === true && STRETCH_ONLY.test(left)));
}

export function scheduleOptions(text: string): { rest: string; options: ScheduleOptions } {
  // Limits said as a habit or a reason ("周日我一般回家不学习") are read first, as their clauses hold order words too.
  const said = saidLimits(text);
  const options: ScheduleOptions = said.limits.dailyCap === undefined ? {} : { dailyCap: said.limits.dailyCap };
  let rest = said.rest;
  const cap = options.dailyCap === undefined ? DAILY_CAP.exec(rest) : null;
  if (cap) {
    const said = cap[1] ?? cap[2] ?? cap[3] ?? cap[4] ?? cap[5] ?? cap[6];
    const value = ENGLISH_COUNTS[said.toLowerCase()] ?? parseSmallNumber(said);
    if (value !== null && value >= 1 && value <= MAX_PERIODS_PER_DAY) options.dailyCap = value;
    rest = rest.replace(cap[0], "");
  }
  const borne = cap || options.dailyCap !== undefined ? null : DAILY_CAP_BORNE.exec(rest);
  const bearable = borne ? parseSmallNumber(borne[1]) : null;
  if (borne && bearable !== null && bearable >= 1 && bearable <= MAX_PERIODS_PER_DAY) {
    options.dailyCap = bearable;
    rest = rest.replace(borne[0], "");
  }
  if (options.dailyCap !== undefined) rest = rest.replace(OVERFLOW_LATER, "");
  const capInTime = cap || borne || options.dailyCap !== undefined ? null : DAILY_CAP_IN_TIME.exec(rest);
  const amount = capInTime ? saidDuration(capInTime[1]) : undefined;
  if (capInTime && amount) {
    options.dailyCap = Math.min(periodsOf(amount.minutes, "down"), MAX_PERIODS_PER_DAY);
    rest = rest.replace(capInTime[0], "");
  }
  if (said.limits.strategy) options.strategy = said.limits.strategy;
  if (said.limits.keepFree) options.keepFree = said.limits.keepFree;
  // A shape of the load ("前面多排点，后面松一些") is read before the bare words it holds ("松一些").
  for (const [clause, strategy] of [...LOAD_SHAPE_ROWS.map((row) => [row.pattern, row.strategy] as const), ...STRATEGY_CLAUSES]) {
    const said = clause.exec(rest);
    if (!said) continue;
    options.strategy ??= strategy;
    // "均匀排，别一天塞太多" says it twice: each clause that says it is taken out.
    rest = rest.replace(new RegExp(clause.source, "gi"), "");
  }
  // Each clause that says so is taken out: "能塞进去的先排，塞不下的跟我说一声" says it twice.
  const withoutPartial = rest.replace(new RegExp(PARTIAL_CLAUSE.source, "gi"), "");
  if (withoutPartial !== rest) {
    options.allowPartial = true;
    rest = withoutPartial;
  }
  const withoutFiller = rest.replace(FILLER_CLAUSE, "");
  if (withoutFiller !== rest) {
    options.allowFiller = !FILLER_REFUSED.test(rest);
    rest = withoutFiller;
  }
  const withoutAttendance = rest.replace(ATTENDANCE_CLAUSE, "");
  if (withoutAttendance !== rest) {
    options.allowFiller ??= false;
    rest = withoutAttendance;
  }
  const english = [...rest.matchAll(ENGLISH_KEPT_FREE)].flatMap((match) => englishDaysKeptFree(match.slice(1).join(" ")));
  const partsKept = [...rest.matchAll(ENGLISH_PART_KEPT_FREE)].map((match) => englishPartKeptFree(match[1] ?? match[3], match[2] ?? match[4]));
  rest = rest.replace(ENGLISH_PART_KEPT_FREE, "").replace(ENGLISH_KEPT_FREE, "");
  const keptParts = partsKept.filter((word) => word !== undefined);
  if (keptParts.length > 0) options.keepFree = [...new Set([...(options.keepFree ?? []), ...keptParts])];
  const dated = datesKeptFree(rest);
  rest = dated.rest;
  if (dated.dates.length > 0) options.datesOff = dated.dates;
  // "周六别排那么多", "周三别塞太满": less on that day, the reason for a cap said beside it, never the day kept free.
  rest = rest.replace(LESS_ON_DAY, "");
  const excluded = excludedDays(rest);
  rest = excluded.rest;
  const keptFree = [...(rest.match(KEPT_FREE) ?? []), ...(rest.match(DAYS_NOT_PLANNED) ?? [])];
  const daysOff = [...new Set([...(said.limits.daysOff ?? []), ...english, ...excluded.days, ...keptFree.flatMap(daysKeptFree)])].sort((a, b) => a - b);
  if (daysOff.length > 0 && daysOff.length < 7) options.daysOff = daysOff;
  return { rest: rest.replace(DAYS_NOT_PLANNED, "").replace(KEPT_FREE, withoutNegatedTail), options };
}
