/**
 * The confirm card's payload: what the draft changes, with real dates, so the student sees exactly what a confirm
 * will write. Pure; null when the draft changes nothing.
 */
import type { ConfirmRequestData, Placement, ProposedTaskClass, ScheduleChange } from "@/lib/protocol";
import { diffStates } from "@/lib/schedule/diff";
import { dayMappingOf, termDate, type TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleState, SlotRange } from "@/lib/schedule/state";
import { quoted } from "@/lib/protocol/record-text";

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

/** The classes the draft proposes, each with its items in order. */
function proposedClasses(draft: ScheduleState): ProposedTaskClass[] {
  return (draft.task_classes ?? []).flatMap((taskClass) => {
    if (!taskClass.proposed) return [];
    const items = draft.tasks
      .filter((task) => task.category_id === taskClass.category_id)
      .sort((a, b) => (a.item_order ?? 0) - (b.item_order ?? 0))
      .map((task) => ({ content: task.name, duration: task.duration ?? 2 }));
    return [{ name: taskClass.name, ...taskClass.proposed, strategy: taskClass.strategy, items }];
  });
}

const CHANGE_WORDS = { place: "新增", move: "调整", unplace: "移除" } as const;

export function buildConfirmRequest(input: {
  draftId: string;
  baseVersion: number;
  revision?: number;
  term: TermCalendar;
  base: ScheduleState;
  draft: ScheduleState;
  /** Lines the turn's writes left for the student (what was kept out as they asked). */
  notes?: readonly string[];
}): ConfirmRequestData | null {
  const changes: ScheduleChange[] = diffStates(input.base, input.draft).map((change) => ({
    ...change,
    from: change.from.map((slot) => toPlacement(input.term, input.base, slot)),
    to: change.to.map((slot) => toPlacement(input.term, input.draft, slot)),
  }));
  const newClasses = proposedClasses(input.draft);
  if (changes.length === 0 && newClasses.length === 0) return null;
  const counts = (["place", "move", "unplace"] as const)
    .map((kind) => [kind, changes.filter((change) => change.change === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${CHANGE_WORDS[kind]}${count}项`);
  const scheduleSummary = `共${changes.length}项变更（${counts.join("，")}），确认后写入日程。`;
  const classSummary = newClasses.map((taskClass) => `新建任务类${quoted(taskClass.name)}（${taskClass.items.length}项）`).join("、");
  let summary = scheduleSummary;
  if (newClasses.length > 0) {
    summary = changes.length > 0 ? `${classSummary}；另${scheduleSummary}` : `${classSummary}，确认后保存。`;
  }
  return {
    draft_id: input.draftId,
    base_version: input.baseVersion,
    ...(input.revision !== undefined ? { revision: input.revision } : {}),
    summary,
    changes,
    ...(newClasses.length > 0 ? { new_task_classes: newClasses } : {}),
    ...(input.notes && input.notes.length > 0 ? { notes: [...input.notes] } : {}),
  };
}
