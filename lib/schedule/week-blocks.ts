/**
 * The week grid's blocks as pure functions: where a range sits in the week, and how an open draft changes the
 * committed blocks (moved / removed) and adds its own (dashed, 待确认). The database reads live in
 * db/queries/week-view.ts; server/schedule/week-view.ts puts the two together in one snapshot.
 */
import type { WeekBlock, WeekBlockKind } from "@/lib/protocol/week-view";
import { diffStates } from "@/lib/schedule/diff";
import { dayMappingOf, termDate, type TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleState, SlotRange, StateTask } from "@/lib/schedule/state";

export interface DraftOverlay {
  id: string;
  baseVersion: number;
  /** The committed blocks, those the draft moves or removes marked so. */
  marked: WeekBlock[];
  /** Suggested placements of this week. */
  blocks: WeekBlock[];
}

export interface OverlayInput {
  draft: { id: string; base_version: number; state: ScheduleState };
  /** The committed schedule seen through the draft's window. */
  base: ScheduleState;
  term: TermCalendar;
  week: number;
  committed: WeekBlock[];
}

/** The committed blocks marked with what the draft does to them, and the draft's own blocks of this week. */
export function overlayDraft({ draft, base, term, week, committed }: OverlayInput): DraftOverlay {
  const state = draft.state;
  const marked = committed.map((block) => ({ ...block, draft_id: draft.id }));
  const blocks: WeekBlock[] = [];

  for (const change of diffStates(base, state)) {
    const before = base.tasks.find((task) => task.state_id === change.state_id);
    const after = state.tasks.find((task) => task.state_id === change.state_id);
    const { added, removed } = splitChange(change.from, change.to);
    for (const range of inWeek(state, removed, week)) {
      for (const [index, block] of marked.entries()) {
        if (before && sameSource(block, before) && overlaps(block, range)) {
          marked[index] = { ...block, draft_effect: change.change === "unplace" ? "removed" : "moved" };
        }
      }
    }
    const hostTask = after?.embed_host === undefined ? undefined : state.tasks.find((task) => task.state_id === after.embed_host);
    for (const range of inWeek(state, added, week)) {
      const host = hostTask && committed.find((block) => sameSource(block, hostTask) && overlaps(block, range));
      blocks.push({
        id: `draft-${change.state_id}-${range.day}-${range.slot_start}`,
        kind: "draft",
        name: change.name,
        category: change.category,
        ...position(range, (day) => termDate(term, week, day)),
        location: host?.location ?? null,
        locked: false,
        can_embed: false,
        event_id: after?.source === "event" ? after.source_id : null,
        item_id: after?.source === "task_item" ? after.source_id : null,
        review_of: after?.review_of ?? null,
        change: change.change === "place" ? "place" : "move",
        ...(host ? { host_block_id: host.id } : {}),
        ...(change.embedded_in ? { host_name: change.embedded_in } : {}),
        draft_id: draft.id,
      });
    }
  }
  return { id: draft.id, baseVersion: draft.base_version, marked, blocks };
}

/** Periods that stay put are neither added nor removed; a change of host alone moves every range. */
function splitChange(from: SlotRange[], to: SlotRange[]): { added: SlotRange[]; removed: SlotRange[] } {
  const key = (slot: SlotRange) => `${slot.day}:${slot.slot_start}:${slot.slot_end}`;
  const fromKeys = new Set(from.map(key));
  const toKeys = new Set(to.map(key));
  const added = to.filter((slot) => !fromKeys.has(key(slot)));
  const removed = from.filter((slot) => !toKeys.has(key(slot)));
  return added.length === 0 && removed.length === 0 ? { added: to, removed: from } : { added, removed };
}

/** The window ranges that fall in `week`, re-expressed with day = day_of_week. */
function inWeek(state: ScheduleState, slots: SlotRange[], week: number): SlotRange[] {
  return slots.flatMap((slot) => {
    const mapping = dayMappingOf(state.window, slot.day);
    return mapping?.week === week ? [{ ...slot, day: mapping.day_of_week }] : [];
  });
}

/** Whether a committed block is the row a state task was loaded from. */
function sameSource(block: WeekBlock, task: StateTask): boolean {
  if (task.source === "event") return block.kind !== "embedded" && block.event_id === task.source_id;
  return block.kind === "embedded" && block.item_id === task.source_id;
}

export function position(range: SlotRange, date: (dayOfWeek: number) => string) {
  return { day_of_week: range.day, date: date(range.day), slot_start: range.slot_start, slot_end: range.slot_end };
}

export function covers(block: WeekBlock, range: SlotRange): boolean {
  return block.day_of_week === range.day && block.slot_start <= range.slot_start && block.slot_end >= range.slot_end;
}

function overlaps(block: WeekBlock, range: SlotRange): boolean {
  return block.day_of_week === range.day && block.slot_start <= range.slot_end && range.slot_start <= block.slot_end;
}

const KIND_ORDER: Record<WeekBlockKind, number> = { course: 0, study: 1, embedded: 2, draft: 3 };

export function compareBlocks(a: WeekBlock, b: WeekBlock): number {
  return a.day_of_week - b.day_of_week || a.slot_start - b.slot_start || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id);
}
