/**
 * "晚上最后两节", "下午最后一节", "最后两节": the last periods of a part of the day (or of the day), where a block then
 * starts so that it ends with them. The move's target carries how many; the window's periods say where the part ends
 * (decide-edit.ts).
 */
import type { SlotTarget } from "./intent-types";

const COUNTS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4 };
const LAST = /最后(?:的)?([一两二三四1-4])?(?:个)?(大)?节/;
/** A 大节 is the pair of periods a class or a block usually takes (as shifted-moves.ts counts it). */
const PERIODS_IN_BIG = 2;
/** A day has at most this many periods (schedule-words.ts reads an evening up to it). */
const WHOLE_DAY = { first: 1, last: 16 };

/** The target with its last periods said, when the words say them; else as it is. */
export function withLastPeriods(target: SlotTarget, words: string): SlotTarget {
  const last = LAST.exec(words);
  if (!last || target.clock !== undefined) return target;
  const count = (last[1] === undefined ? 1 : (COUNTS[last[1]] ?? Number(last[1]))) * (last[2] === undefined ? 1 : PERIODS_IN_BIG);
  const part = target.dayPart ?? WHOLE_DAY;
  return { ...target, dayPart: part, slotStart: target.slotStart ?? part.first, lastPeriods: count };
}
