/**
 * The confirm card's payload: what the draft changes, with real dates, so the student sees exactly what a confirm
 * will write. Pure; null when the draft changes nothing.
 */
import type { ConfirmRequestData, Placement, ScheduleChange } from "@/lib/protocol";
import { diffStates } from "@/lib/schedule/diff";
import { dayMappingOf, termDate, type TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleState, SlotRange } from "@/lib/schedule/state";

function toPlacement(term: TermCalendar, state: ScheduleState, slot: SlotRange): Placement {
  const mapping = dayMappingOf(state.window, slot.day);
  if (!mapping) throw new Error(`day ${slot.day} outside the window`);
  return {
    day: slot.day,
    week: mapping.week,
    day_of_week: mapping.day_of_week,
    date: termDate(term, mapping.week, mapping.day_of_week),
    slot_start: slot.slot_start,
    slot_end: slot.slot_end,
  };
}

const CHANGE_WORDS = { place: "新增", move: "调整", unplace: "移除" } as const;

export function buildConfirmRequest(input: {
  draftId: string;
  baseVersion: number;
  term: TermCalendar;
  base: ScheduleState;
  draft: ScheduleState;
}): ConfirmRequestData | null {
  const changes: ScheduleChange[] = diffStates(input.base, input.draft).map((change) => ({
    ...change,
    from: change.from.map((slot) => toPlacement(input.term, input.base, slot)),
    to: change.to.map((slot) => toPlacement(input.term, input.draft, slot)),
  }));
  if (changes.length === 0) return null;
  const counts = (["place", "move", "unplace"] as const)
    .map((kind) => [kind, changes.filter((change) => change.change === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${CHANGE_WORDS[kind]}${count}项`);
  return {
    draft_id: input.draftId,
    base_version: input.baseVersion,
    summary: `共${changes.length}项变更（${counts.join("，")}），确认后写入日程。`,
    changes,
  };
}
