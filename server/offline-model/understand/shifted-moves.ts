/**
 * How far a placed block is moved from where it is: "往后挪一天", "提前两天", "顺延一周", "往后推三个小时", "往后挪一大节",
 * with what stays or is said after it ("时间不变", "还是下午四点开始"). The move's target carries the shift; the block's
 * own day and periods are what it counts from when deciding (decide-edit.ts).
 */
import type { SlotTarget } from "./intent-types";
import { slotTarget } from "./slot-words";

const COUNTS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const DAYS_IN_WEEK = 7;
/** A 大节 is the pair of periods a class or a block usually takes. */
const PERIODS_IN_BIG = 2;

// "往后顺一大节", "往后错一节": 顺 and 错 push a block along as 推 does.
const WAY = "(往后|向后|往前|向前)(?:挪|移|调|推|放|延|顺|错)|(提前|提早|推迟|推后|延后|顺延)";
const UNIT = "(天|日|周|个?星期|个?礼拜|个?小时|个?钟头|大节|节)";
/** "时间不变", "钟点都别动": the block keeps its periods (as it does anyway). */
// "时间不要变", "时间段不变": the same said with 不要 / 段.
const KEPT = "(?:时间段?|时段|节次|钟点|几点|点儿?)(?:都|也)?(?:不变|别变|不要变|不用变|照旧|一样|还是那个|别动|不动|不要动|不用动|别改|不改|不要改)";
/** "还是下午四点开始", "还是晚上七点": the new day's start said outright. */
const CLOCK = "还是([^，,。！!]+?)(?:开始|开做|开工)?";
const SHIFTED = new RegExp(
  `^(.+?)(?:${WAY})(?:了)?([一两二三四五六七八九十]|\\d{1,2})${UNIT}(?:吧|呗)?(?:[，,\\s]*(?:${KEPT}|${CLOCK}))?(?:吧|呗)?[。.!！~～\\s]*$`,
);

export interface ShiftedMove {
  /** The words before the shift: what is moved, to be read as a reference. */
  name: string;
  /** Whether the verb itself moves a block (挪, 移, 调, 放), so no block need be said. */
  blockVerb: boolean;
  target: SlotTarget;
}

/** The shift a message asks of a block, or undefined when it asks none. */
export function shiftedMove(text: string): ShiftedMove | undefined {
  const match = SHIFTED.exec(text);
  if (!match) return undefined;
  const [, name, way, verbWay, said, unit, clockSaid] = match;
  const count = COUNTS[said] ?? Number(said);
  const sign = /前|早/.test(way ?? verbWay ?? "") ? -1 : 1;
  const clock = clockSaid === undefined ? undefined : slotTarget(clockSaid).clock;
  if (clockSaid !== undefined && clock === undefined) return undefined;
  const blockVerb = way !== undefined && /[挪移调放]/.test(text.slice(name.length));
  return { name, blockVerb, target: { ...shiftOf(unit, sign * count), ...(clock === undefined ? {} : { clock }) } };
}

function shiftOf(unit: string, amount: number): SlotTarget {
  if (/小时|钟头/.test(unit)) return { hourShift: amount };
  if (unit === "大节") return { slotShift: amount * PERIODS_IN_BIG };
  if (unit === "节") return { slotShift: amount };
  return { dayShift: /周|星期|礼拜/.test(unit) ? amount * DAYS_IN_WEEK : amount };
}

/** "把谓词逻辑与推理理论挪回原位": the block back where the saved timetable has it (saved-place-back.ts reads it so). */
const BACK_TO_SAVED = /^(?:把|将)?(.+?)(?:挪|移|放|调|换|搬|改)回(?:原位|原处)(?:吧|呗)?[。.!！~～\s]*$/;

export function movedBackToSavedPlace(text: string): ShiftedMove | undefined {
  const match = BACK_TO_SAVED.exec(text);
  return match ? { name: match[1], blockVerb: true, target: { savedPlace: true } } : undefined;
}
