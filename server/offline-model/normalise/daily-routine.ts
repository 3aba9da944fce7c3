/**
 * The school day's routine as times. Students anchor times on it: 午休前 is the morning, 午休后 (到晚自习前) the
 * afternoon, 晚自习 the evening (about 19:00–21:00), 早读 / 起床 the early morning. They also tell it as context
 * ("我们晚自习九点结束", "我们十点半查寝", "周六早上7点起，8点就能学", "反正晚自习也是自习"): such a clause asks
 * nothing, and its clock is no reminder's time or plan's range, so the reading drops it — keeping what its clock says
 * about the anchor (晚自习九点结束 → the 九点 after it is 21:00, 午休到两点 → 午休后 is 下午两点以后). A weekend kept
 * for home in a planning message ("我周末要回家", "周六周日我在家不学") is said as the kept-free clause the schedule
 * readers know ("周末不要排"), put after the request.
 *
 * 晚自习后 with no end told stays as said: when it ends is the student's to tell (the readers ask).
 */
import type { Reading } from "./reading";
import { replacedAll, rewritten, type Piece } from "./rewrite";

const CLOCK = "[\\d一二两三四五六七八九十]{1,3}(?:点(?:半|[\\d一二三四五六七八九十]{1,3}分?)?|[:：]\\d{2})";
const DAY = "(?:(?:这|本|下下?)?(?:周|星期|礼拜)[一二三四五六日天]|大后天|后天|明天|今天|昨天)";
const DAY_PATTERN = new RegExp(DAY);
const DAY_HEAD = new RegExp(`^${DAY}`);
/** Parts of the school day a student tells the time of. */
const ROUTINE = "(?:晚自习|早自习|午休|午睡|早读|查寝|熄灯|门禁|早操|跑操|起床)";
/** The routine that falls in the evening: a clock told of it is an evening hour. */
const EVENING_ROUTINE = /晚自习|查寝|熄灯|门禁/;

/** What makes a clause a request or a question, never context: it asks, or names a deed to do. */
const ASKS = /提醒|叫|喊|帮|把|将|排|安排|放|挪|移|调|换|记|吗|么|[?？]|有空|空吗|有没有|哪|几点|什么|要不要|能不能|可不可以|请|别|不要/;
/** "后天早上七点半要去跑早操": a deed the student will do that day is what a note is about, not the routine. */
const DEED = /要|去|得|记得/;
/** A routine changed is news the request may lean on ("晚自习取消了，正好…"), not the routine told. */
const CHANGED = /取消|不上|没有|没了|停了|改到|改成|调到|推迟|提前|延后/;

/**
 * Clauses that only tell the routine: an anchor with its clock ("我们晚自习九点结束", "周六我们午休到两点", "我们十点半
 * 查寝"), the hour one gets up ("周六早上7点起") or can start ("8点就能学"), and 晚自习 said to be study anyway.
 */
const TOLD_ROUTINE: readonly RegExp[] = [
  // "周六我们午休到两点", "晚自习上到九点半", "我们晚自习九点结束": when a part of the routine ends or starts.
  new RegExp(`${ROUTINE}[^，,。]{0,6}?(?:到|至)${CLOCK}|${ROUTINE}[^，,。]{0,6}?${CLOCK}(?:才|就)?(?:结束|下课|开始|散|完|起)`),
  // "我们十点半查寝", "十一点熄灯": the routine at its hour closes the clause.
  new RegExp(`${CLOCK}(?:就|才|准时|统一|要)?(?:查寝|熄灯|关门|门禁|起床|早读|上早读|上晚自习)了?$`),
  new RegExp(`^(?:${DAY})?(?:早上|早晨|上午)?${CLOCK}(?:就|才)?起(?:床|来)?了?$`),
  new RegExp(`^(?:${DAY})?(?:早上|早晨|上午)?${CLOCK}(?:以后|之后)?(?:就|才)?(?:能|可以)(?:开始)?学(?:习)?了?$`),
  /晚自习(?:反正|本来)?(?:也|就)?(?:是|算)(?:在)?自习/,
];

interface ToldClocks {
  /** The clock told of an evening anchor: 晚自习九点结束 → 九点. */
  evening?: string;
  /** When the noon rest ends: 午休到两点 → 两点. */
  noonEnd?: string;
}

interface Clause {
  start: number;
  end: number;
  text: string;
}

/** The clauses of a text with where each starts and ends (its mark not included). */
function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  for (const mark of text.matchAll(/[，,。；;！!？?\s]+/g)) {
    if (mark.index > start) clauses.push({ start, end: mark.index, text: text.slice(start, mark.index) });
    start = mark.index + mark[0].length;
  }
  if (start < text.length) clauses.push({ start, end: text.length, text: text.slice(start) });
  return clauses;
}

function toldRoutine(clause: string): boolean {
  return !ASKS.test(clause) && !CHANGED.test(clause) && !DEED.test(clause) && TOLD_ROUTINE.some((told) => told.test(clause));
}

function clocksOf(clause: string, told: ToldClocks): void {
  const clock = new RegExp(CLOCK).exec(clause)?.[0];
  if (!clock) return;
  if (EVENING_ROUTINE.test(clause)) told.evening ??= clock;
  if (/午休|午睡/.test(clause) && new RegExp(`(?:到|至)${CLOCK}|${CLOCK}(?:结束|起)`).test(clause)) told.noonEnd ??= clock;
}

/** The clauses of context dropped, each with the mark after it (the last with the mark before it). */
function withoutToldRoutine(reading: Reading, told: ToldClocks): Reading {
  const text = reading.text;
  const clauses = clausesOf(text);
  const dropped = clauses.filter((clause) => toldRoutine(clause.text));
  // Context needs something it is the context of: a message that only tells its routine stays whole.
  if (dropped.length === 0 || dropped.length === clauses.length) return reading;
  for (const clause of dropped) clocksOf(clause.text, told);
  // "周六我们午休到两点，午休后…": the day the routine was told of is the request's when the request names none.
  const dayKept = !clauses.some((clause) => !dropped.includes(clause) && DAY_PATTERN.test(clause.text));
  const pieces: Piece[] = [];
  let cursor = 0;
  for (const clause of dropped) {
    const next = clauses[clauses.indexOf(clause) + 1];
    const previous = clauses[clauses.indexOf(clause) - 1];
    const day = dayKept && next ? DAY_HEAD.exec(clause.text)?.[0] : undefined;
    const [cutStart, cutEnd] = next
      ? [clause.start + (day?.length ?? 0), next.start]
      : [previous && !dropped.includes(previous) ? previous.end : clause.start, text.length];
    pieces.push({ copy: [cursor, Math.max(cursor, cutStart)] });
    cursor = Math.max(cursor, cutEnd);
  }
  pieces.push({ copy: [cursor, text.length] });
  return rewritten(reading, pieces);
}

/**
 * The anchors as parts of the day, longest first. `told` gives the anchor's clock when the student said it; an anchor
 * whose time only the student knows (晚自习后 with no end told) is left as said.
 */
const ANCHORS: readonly { said: string; reads: (told: ToldClocks) => string | undefined }[] = [
  // "午休后到晚自习前": the afternoon, from the end of the noon rest when it was told.
  { said: "(?:午休|午睡)(?:结束)?(?:之|以)?后(?:一直)?到(?:晚自习|晚饭)(?:之|以)?前", reads: (told) => (told.noonEnd ? `下午${told.noonEnd}以后` : "下午") },
  { said: "(?:午休|午睡)(?:之|以)?前", reads: () => "上午" },
  { said: "(?:午休|午睡)(?:结束|醒了?)?(?:之|以|过)?后", reads: (told) => (told.noonEnd ? `下午${told.noonEnd}以后` : "下午") },
  // Dinner and the walk to class come before 晚自习: the dusk, which is due by 19:00.
  { said: "晚自习(?:之|以)?前", reads: () => "傍晚" },
  { said: "(?:晚自习(?:结束|下课|下了)?(?:之|以)?后|下了晚自习(?:之|以)?后?)", reads: (told) => (told.evening ? `晚上${told.evening}以后` : undefined) },
  // "周三晚自习", "晚自习的时候": the evening itself.
  { said: `(?<=${DAY})晚自习(?:的时候|期间|那会儿?)?|晚自习(?:的时候|期间|那会儿?)`, reads: () => "晚上" },
  { said: "(?:熄灯|查寝|门禁)(?:之|以)?前", reads: (told) => (told.evening ? `晚上${told.evening}前` : "晚上") },
  { said: "(?:早读|早自习)(?:之|以)?前|起床(?:之|以)?后", reads: () => "早上" },
  { said: "(?:早读|早自习)(?:结束)?(?:之|以)?后", reads: () => "上午" },
];

const ANCHOR_PATTERN = new RegExp(ANCHORS.map((anchor) => `(${anchor.said})`).join("|"), "g");

/** A time said just before the anchor ("明天晚上七点晚自习前") is the time; the anchor only places it in the day. */
const TIME_BEFORE = new RegExp(`(?:${CLOCK}|上午|下午|中午|晚上|早上|傍晚)$`);

/**
 * The anchors read as parts of the day only when the message names its day ("明天午休前"): with none
 * ("午休前帮我排一节复习") the day is the student's to say, and a bare part would be read as today's.
 */
function withAnchorsAsParts(reading: Reading, told: ToldClocks): Reading {
  if (!DAY_PATTERN.test(reading.text) && !told.noonEnd && !told.evening) return reading;
  return replacedAll(reading, ANCHOR_PATTERN, (match) => {
    if (TIME_BEFORE.test(reading.text.slice(0, match.index))) return undefined;
    const index = match.slice(1).findIndex((group) => group !== undefined);
    return index === -1 ? undefined : ANCHORS[index].reads(told);
  });
}

const PART_BEFORE = "(?<!上午|下午|中午|晚上|早上|傍晚|凌晨|夜里|[今明昨]晚|[今明昨]早|晚|早|午|夜)";

/** "…晚自习九点结束，今天九点以后…": the told hour said again without its part of the day is the evening one. */
function withEveningHour(reading: Reading, told: ToldClocks): Reading {
  if (!told.evening) return reading;
  const hour = told.evening.replace(/[[\]\\^$.|?*+(){}]/g, "\\$&");
  // "…晚自习九点结束，之后还有空吗": the request opening with 之后 points back at the end told.
  const after = replacedAll(reading, /^(?:那)?(?:之后|以后|后面)/g, () => `晚上${told.evening}以后`);
  return replacedAll(after, new RegExp(`${PART_BEFORE}${hour}(?!半|[\\d一二三四五六七八九十]|分)`, "g"), (match) => `晚上${match[0]}`);
}

/** A weekend kept for home or rest: "我周末要回家", "周六周日我在家不学", "周末我都不学". */
const WEEKEND_AWAY = new RegExp(
  "^(?:我)?(?:(?:这|本|下)?周末|周六(?:和|跟|、)?周[日天]|周六日|星期六(?:和|跟|、)?星期[日天])(?:两天)?(?:我)?(?:都|要|得|会)?" +
    "(?:回家|在家|回去|不在学校)(?:了)?(?:[^，,。]{0,3}(?:不学|学不了|不复习|没法学|不学习))?(?:了)?$|" +
    "^(?:我)?(?:(?:这|本|下)?周末|周六(?:和|跟|、)?周[日天]|周六日)(?:我)?(?:都)?(?:不学|不复习|不学习|休息)(?:了)?$",
);
const PLANNING = /排|安排|规划|计划/;
const WEEKEND_DAYS = /周末|周六|周[日天]|星期[六日天]/;

/** The weekend clause said as kept free, after the request: "…，周末不要排". */
function withWeekendKeptFree(reading: Reading): Reading {
  const clauses = clausesOf(reading.text);
  const away = clauses.find((clause) => WEEKEND_AWAY.test(clause.text));
  if (!away || !clauses.some((clause) => clause !== away && PLANNING.test(clause.text))) return reading;
  // "别排到周末，我周末回家": the request already says what it does with the weekend; the clause is its reason.
  if (clauses.some((clause) => clause !== away && WEEKEND_DAYS.test(clause.text))) return reading;
  const index = clauses.indexOf(away);
  const [cutStart, cutEnd] = clauses[index + 1] ? [away.start, clauses[index + 1].start] : [clauses[index - 1].end, reading.text.length];
  // Every form names Saturday and Sunday; said as 周末, the one word the kept-free readers take for no subject and
  // no range of its own (这周末 would read as the plan's range, 周六日 as a name kept out).
  return rewritten(reading, [
    { copy: [0, cutStart] },
    { copy: [cutEnd, reading.text.length] },
    { words: "，周末不要排", for: [away.start, away.end] },
  ]);
}

/** After 晚自习, said with no hour told for its end: the readers ask when that is (decide/decide-question.ts). */
export const UNTOLD_ROUTINE_END = /晚自习(?:结束|下课|下了)?(?:之|以)?后|下了晚自习/;

/**
 * "谓词逻辑那节挪到晚自习之后吧" with no end told: a move whose place is not said yet, as "…挪一下" is, so the student is
 * asked for the day and time.
 */
const MOVED_TO_UNTOLD = new RegExp(`(?:挪|移|换|调|搬|放)(?:到|去)(?:${UNTOLD_ROUTINE_END.source})(?:去)?(?=(?:吧|呗|呀|哈)?[。.!！~～]*$)`, "g");

function withUntoldMove(reading: Reading, told: ToldClocks): Reading {
  return told.evening ? reading : replacedAll(reading, MOVED_TO_UNTOLD, () => "挪一下");
}

export function withDailyRoutine(reading: Reading): Reading {
  if (!/晚自习|早自习|午休|午睡|早读|查寝|熄灯|门禁|早操|跑操|起床|起|学|周末|周六|星期六/.test(reading.text)) return reading;
  const told: ToldClocks = {};
  const withoutContext = withoutToldRoutine(reading, told);
  return withWeekendKeptFree(withUntoldMove(withEveningHour(withAnchorsAsParts(withoutContext, told), told), told));
}
