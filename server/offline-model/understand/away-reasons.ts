/**
 * Why the student will not be around, told beside a scheduling request: "这周末要去外地", "明天起到周五出去比赛",
 * "周三我要监考", "周六周日我要在专教做模型", "下周我回来以后". Such a clause asks for nothing and names no subject;
 * what it carries is a constraint. Its weekdays are what a later "那两天别排" points at, and its week is the plan's
 * range only when the request says none of its own ("下周我回来以后，待办都排进去").
 */
import { weekdaysOf } from "./excluded-days";
import { tellsPartTakenByWork } from "./said-limits";
import { rangeWords } from "./schedule-words";

/** What takes the student away or keeps them busy, one row a habit (the words, and sentences that say them). */
const AWAY_ROWS: readonly { family: string; pattern: RegExp; examples: readonly string[] }[] = [
  // "周六要去工厂参观", "周五全班去博物馆研学": a visit away from campus takes the day as a trip does.
  // "那天要回台中": back to a place named in two characters, closing the clause (not 回复, 回消息, 回电话).
  { family: "travel", pattern: /去外地|在外地|出去|外出|出差|出远门|回家|回老家|回来|旅游|旅行|出门|参观|考察|研学|春游|秋游|采风|写生|(?<=[要得去])回(?!复|答|头|应|忆|顾|信|电|消|话|邮|微|课|去)\p{Script=Han}{2}$/u, examples: ["这周末要去外地", "我要回家", "下周我回来以后", "周六要去工厂参观", "那天要回台中"] },
  { family: "appointment", pattern: /去医院|复查|看病|体检|看牙|面试|练车|考驾照|科目[一二三四]|婚礼|办签证/, examples: ["下周二我要去医院复查", "周四下午有个面试"] },
  { family: "work", pattern: /兼职|打工|家教|勤工俭学|上班|代课/, examples: ["我周末要去兼职", "周三晚上我有家教"] },
  // "我要在机房画图": drawings done in the lab, as a model is made in the studio.
  { family: "event", pattern: /比赛|集训|竞赛|监考|值班|做模型|赶模型|画图|开会|答辩|培训|实习|军训|社会实践|实验室|做实验|跑实验/, examples: ["周三我要监考", "明天起到周五出去比赛", "周三周四我全天在实验室", "我要在机房画图"] },
];

/** A clause that asks something: a request verb, or what is to be planned. */
const ASKS = /[把将]|帮我|给我|排|安排|规划|复习|学习|待办|挪|放|塞|补|[吗？?]/;

/** A clause of a request that only tells why the student is away or busy. */
export function tellsAway(clause: string): boolean {
  const said = clause.replace(/[，,。；;！!…\s]+$/u, "").trim();
  return said !== "" && !ASKS.test(said) && AWAY_ROWS.some((row) => row.pattern.test(said));
}

/**
 * "周三晚上我有家教": a part of the day a job takes is a limit on the plan (said-limits.ts keeps it free), not only why
 * the student is away. It is kept, after a request that says its own stretch, so its weekday is not read as the
 * plan's range.
 */
function tellsLimit(clause: string): boolean {
  return tellsAway(clause) && tellsPartTakenByWork(clause.replace(/[，,。；;！!…\s]+$/u, "").trim());
}

/**
 * "那两天别排", "那天也空着", "别排那两天", "这三天甭排": days kept free, said by pointing back at the days a reason
 * named, before or after the verb.
 */
const POINTED_DAYS = /(?:那|这)(?:一|两|三|四|几)?天/;
const WEEKDAYS = /(?:周|星期|礼拜)[一二三四五六日天](?:(?:和|跟|、|到|至)?(?:(?:周|星期|礼拜)?[一二三四五六日天](?![点号])))*|周末(?:两天)?/g;

const LONE_WEEKDAY = /^(?:周|星期|礼拜)[一二三四五六日天]$/;

/** A clause that orders something; "周六学校补课" tells a make-up class, so 补 and the study words are no order here. */
const ORDERS = /[把将]|帮我|给我|排|安排|规划|挪|放|塞|[吗？?]/;

/** "那天别排", "那三天都不要排", "这两天空着": the days a clause before it named, kept free. */
/** "，别排", "，莫排了", "，就不要安排了": a bare refusal right after the reason, pointing back without naming the days. */
const BARE_REFUSAL = /^\s*(?:那就|就|都|也)?(?:别|甭|莫|不要|不用)(?:给我|帮我)?(?:排|安排)(?:了|哈|吧|啊|嘛|哦)?[，,。；;！!~～\s]*$/;

const POINTED_DAYS_KEPT_FREE = /^\s*(?:那|这)(?:一|两|三|四|几)?天(?:都|也|就|我)?(?:别|甭|不要|不用|不)(?:给我|帮我)?(?:排|安排|塞|放)|^\s*(?:那|这)(?:一|两|三|四|几)?天(?:都|也|就)?(?:空着|留空|空出来)|^\s*(?:别|甭|不要)(?:给我)?排(?:那|这)(?:一|两|三|四|几)?天/;

/**
 * "这周六调休要上课，那天别排", "周三全天有实验，那天别排": any reason naming weekdays, when the clause after it keeps
 * "those days" free. The reason asks nothing; the pointer is what says the days are off.
 */
function reasonPointedAt(clause: string, next: string | undefined): boolean {
  const said = clause.replace(/[，,。；;！!…\s]+$/u, "").trim();
  return next !== undefined && (POINTED_DAYS_KEPT_FREE.test(next) || BARE_REFUSAL.test(next)) && !ORDERS.test(said) && said.match(WEEKDAYS) !== null && !/[？?吗]/.test(said);
}

/** The weekdays a reason named, spelled one by one ("周三到周五" is 周三周四周五), so a pointer can stand for them. */
function spelledDays(clause: string): string | undefined {
  const said = clause.match(WEEKDAYS)?.join("");
  if (said === undefined) return undefined;
  return weekdaysOf(said).map((day) => `周${"一二三四五六日"[day - 1]}`).join("");
}

/** A part of the day or a clock: the absence takes only that part, which said-limits.ts reads. */
const PART_OF_DAY = /早上|上午|中午|下午|傍晚|晚上|夜里|凌晨|早八|\d|[一二三四五六七八九十两]点|节/;

/** A note asked ("记周四开会"): the event is to be kept, not a day away told. */
const NOTE_ASKED = /记|提醒|备忘|叫我|喊我/;

/**
 * A trip on named weekdays ("周日我要回家", "周三我要去外地比赛"), that no pointer after it ("那两天别排") already keeps
 * free: a trip takes the whole day, where an appointment ("周四我要去体检") may leave part of it to study.
 */
function awayWholeDays(clause: string, next: string | undefined): boolean {
  const pointed = next !== undefined && (POINTED_DAYS_KEPT_FREE.test(next) || BARE_REFUSAL.test(next));
  const trip = AWAY_ROWS.some((row) => row.family === "travel" && row.pattern.test(clause));
  return !pointed && trip && tellsAway(clause) && !NOTE_ASKED.test(clause) && !PART_OF_DAY.test(clause) && /(?:周|星期|礼拜)[一二三四五六日天]/.test(clause);
}

/**
 * The request with its away clauses taken out: a pointer at their days ("那两天") said as those days, and their week
 * kept as the range when nothing else says one. The text itself when it tells no such reason.
 */
export function withoutAwayReasons(text: string): string {
  const all = text.split(/(?<=[，,。；;！!])/);
  // A limit pointed at by the clause after it stays beside its pointer.
  const movable = all.map((clause, at) => tellsLimit(clause) && !partPointedAt(clause, all[at + 1]));
  const limits = all.filter((_clause, at) => movable[at]);
  if (limits.length === 0 || limits.length === all.length) return withoutReasons(all);
  const rest = withoutReasons(all.filter((_clause, at) => !movable[at]));
  // A request that says no stretch of its own is asked for one: the job's weekday must not become the plan's range.
  if (rangeWords(rest) === undefined) return withoutReasons(all);
  return `${rest}，${limits.join("")}`.replace(/[，,；;\s]+$/g, "");
}

/** "那半天", "那段时间", "那个下午": a pointer back at the part of a day the reason before it named. */
const POINTED_PART = /^\s*(?:那|这)(?:个|一)?(?:半天|上午|下午|晚上|早上|段时间|段|会儿|个?时间段)/;

/**
 * "周六上午我要去附院见习，那半天别排": the reason names the part of the day the pointer keeps free, so the two stay
 * together for said-limits.ts to read as that part kept free.
 */
function partPointedAt(clause: string, next: string | undefined): boolean {
  return next !== undefined && POINTED_PART.test(next) && PART_OF_DAY.test(clause);
}

function withoutReasons(clauses: string[]): string {
  const text = clauses.join("");
  const told = clauses.map((clause, at) => (tellsAway(clause) && !partPointedAt(clause, clauses[at + 1])) || reasonPointedAt(clause, clauses[at + 1]));
  if (!told.some(Boolean) || told.every(Boolean)) return text;
  const asked = clauses.filter((_clause, at) => !told[at]).join("");
  const ownRange = rangeWords(asked) !== undefined;
  let days: string | undefined;
  const kept = clauses.map((clause, at) => {
    if (told[at]) {
      days = spelledDays(clause);
      // "离散排进下周，周日我要回家": the request has its own stretch, so the weekdays a trip names are off.
      if (ownRange && days !== undefined && awayWholeDays(clause, clauses[at + 1])) return `${days}不排，`;
      // "礼拜六我要回老家，那天甭排了": a lone weekday is what the pointer stands for, not the plan's stretch.
      const week = ownRange ? undefined : rangeWords(clause);
      if (week !== undefined && LONE_WEEKDAY.test(week)) return "";
      return week === undefined ? "" : `${week}，`;
    }
    if (days !== undefined && BARE_REFUSAL.test(clause)) return `${days}${clause.trim()}`;
    return days !== undefined && POINTED_DAYS.test(clause) ? clause.trim().replace(POINTED_DAYS, days) : clause;
  });
  return kept.join("").replace(/^[，,\s]+|[，,；;\s]+$/g, "");
}

/**
 * "离散排到下周，周二周四我要去外地面试，这两天空着": a plan with the days the reason named kept free. Read whole before
 * a split takes "这两天空着" for a question about free time; `readPlan` is the scheduling reader.
 */
export function planAroundAway<T extends { family: string; daysOff?: number[] }>(text: string, readPlan: (text: string) => T | undefined): T | undefined {
  const said = withoutAwayReasons(text);
  if (said === text) return undefined;
  const plan = readPlan(said);
  return plan?.family === "schedule" && plan.daysOff !== undefined ? plan : undefined;
}
