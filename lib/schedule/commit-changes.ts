/**
 * The diff between a draft and the database as it is now, both seen through the draft's window. Pure: it only
 * decides what must change; commit-draft.ts writes it. Anything the draft does not mention is left alone, and
 * periods outside the window never appear here, so rows of other weeks cannot be touched.
 */
import { pastDeadline } from "@/lib/schedule/deadline";
import { dayMappingOf, expandSlots } from "@/lib/schedule/indexing";
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask } from "@/lib/schedule/state";
import type { EmbeddedTime } from "@/lib/timetable/embedded-time";
import { draftInvalid } from "./draft-errors";
import { quoted } from "@/lib/protocol/record-text";

/** One period as the `schedules` table addresses it. */
export interface Period {
  week: number;
  day_of_week: number;
  section: number;
}

interface EventChange {
  eventId: number;
  eventType: "course" | "task";
  remove: Period[];
  add: Period[];
  /** A study block left with no period in the window: deleted if it has none elsewhere either. */
  emptied: boolean;
}

export interface CommitChanges {
  /** Embeddings to lift first: guests that move, leave, or return to pending (their current periods). */
  clearedGuests: { itemId: number; periods: Period[] }[];
  eventChanges: EventChange[];
  newBlocks: { itemId: number; name: string; periods: Period[] }[];
  /** Review sittings placed in this draft: one study block (schedule_events row with review_of) each. */
  newReviewBlocks: { itemId: number; name: string; periods: Period[] }[];
  /** Loose tasks placed in this draft: one study block (schedule_events row with task_id) per sitting. */
  newLooseBlocks: { taskId: number; name: string; sittings: Period[][] }[];
  embeddings: { itemId: number; hostEventId: number; periods: Period[]; embeddedTime: EmbeddedTime }[];
  returnedToPending: number[];
}

type SourceKey = `${StateTask["source"]}:${number}`;

function sourceKey(task: StateTask): SourceKey {
  return `${task.source}:${task.source_id}`;
}

function periodKey(period: Period): string {
  return `${period.week}-${period.day_of_week}-${period.section}`;
}

/** Slots of a task as table periods, validated against the window. */
function periodsOf(state: ScheduleState, task: StateTask): Period[] {
  for (const slot of task.slots ?? []) assertValidSlot(task, slot, periodsPerDay(state.window));
  return expandSlots(task.slots ?? []).map((cell) => {
    const mapping = dayMappingOf(state.window, cell.day);
    if (!mapping) throw draftInvalid(`${quoted(task.name)}的第${cell.day}天不在规划窗口内`);
    return { week: mapping.week, day_of_week: mapping.day_of_week, section: cell.section };
  });
}

function assertValidSlot(task: StateTask, slot: SlotRange, periods: number): void {
  const valid =
    Number.isInteger(slot.slot_start) &&
    Number.isInteger(slot.slot_end) &&
    slot.slot_start >= 1 &&
    slot.slot_end <= periods &&
    slot.slot_start <= slot.slot_end;
  if (!valid) throw draftInvalid(`${quoted(task.name)}的节次 ${slot.slot_start}-${slot.slot_end} 无效`);
}

function difference(from: Period[], minus: Period[]): Period[] {
  const excluded = new Set(minus.map(periodKey));
  return from.filter((period) => !excluded.has(periodKey(period)));
}

function samePeriods(a: Period[], b: Period[]): boolean {
  return a.length === b.length && difference(a, b).length === 0;
}

function isPlaced(task: StateTask): boolean {
  return (task.slots ?? []).length > 0;
}

/**
 * Plans the writes that turn `current` (read now, inside the commit's transaction) into `draft`.
 * Refuses with draft:invalid when the draft names rows that are not the user's or cannot be what it claims.
 */
export function changesToCommit(current: ScheduleState, draft: ScheduleState): CommitChanges {
  const currentByKey = new Map(current.tasks.map((task) => [sourceKey(task), task]));
  const currentHostOfGuest = new Map<number, number>();
  for (const task of current.tasks) {
    if (task.embed_host === undefined) continue;
    const host = current.tasks.find((candidate) => candidate.state_id === task.embed_host);
    if (host) currentHostOfGuest.set(task.source_id, host.source_id);
  }
  const draftByStateId = new Map(draft.tasks.map((task) => [task.state_id, task]));
  const seen = new Set<SourceKey>();
  const desiredEventPeriods = new Map<number, Period[]>();
  const changes: CommitChanges = {
    clearedGuests: [],
    eventChanges: [],
    newBlocks: [],
    newReviewBlocks: [],
    newLooseBlocks: [],
    embeddings: [],
    returnedToPending: [],
  };

  for (const task of draft.tasks) {
    const key = sourceKey(task);
    if (seen.has(key)) throw draftInvalid(`${quoted(task.name)}在草稿中出现了两次`);
    seen.add(key);
    const existing = currentByKey.get(key);
    if (task.source === "event") {
      eventChangeOf(changes, draft, task, existing, current, desiredEventPeriods);
    } else if (task.source === "task") {
      looseTaskChangeOf(changes, draft, task, existing);
    } else if (task.source === "review") {
      reviewChangeOf(changes, draft, task, current);
    } else {
      itemChangeOf(changes, draft, task, existing, current, draftByStateId, currentHostOfGuest);
    }
  }

  assertGuestsKeepTheirHosts(changes, draft, current, seen, desiredEventPeriods, draftByStateId);
  return changes;
}

function eventChangeOf(
  changes: CommitChanges,
  draft: ScheduleState,
  task: StateTask,
  existing: StateTask | undefined,
  current: ScheduleState,
  desiredEventPeriods: Map<number, Period[]>,
): void {
  // The version check guarantees the draft saw the same events; an unknown one is another user's or forged, unless
  // it is a study block the draft left as it was: a sitting skipped since the draft was read is history now, which
  // the draft need not know (a check-in does not move the version). Nothing is written for it either way.
  if (!existing) {
    if (task.status === "existing" && task.event_type === "task") return;
    throw draftInvalid(`草稿中的${quoted(task.name)}不在你的日程里`);
  }
  if (task.embed_host !== undefined) {
    blockIntoHost(changes, draft, task, existing, current, desiredEventPeriods);
    return;
  }
  const desired = periodsOf(draft, task);
  const now = periodsOf(current, existing);
  desiredEventPeriods.set(task.source_id, desired);
  if (samePeriods(desired, now)) return;
  changes.eventChanges.push({
    eventId: task.source_id,
    eventType: existing.event_type ?? "course",
    remove: difference(now, desired),
    add: difference(desired, now),
    emptied: existing.event_type === "task" && desired.length === 0,
  });
}

/**
 * A committed item's block moved into a 水课: its own event goes (all its periods in the window) and the item becomes
 * the host's guest. Only a block the database knows as an item's may do this; whether the host takes guests is the
 * database's word.
 */
function blockIntoHost(
  changes: CommitChanges,
  draft: ScheduleState,
  task: StateTask,
  existing: StateTask,
  current: ScheduleState,
  desiredEventPeriods: Map<number, Period[]>,
): void {
  const host = draft.tasks.find((candidate) => candidate.state_id === task.embed_host);
  const hostNow = host && current.tasks.find((candidate) => candidate.source === "event" && candidate.source_id === host.source_id);
  if (existing.event_type !== "task" || existing.item_id === undefined || !host || host.source !== "event" || !hostNow?.can_embed) {
    throw draftInvalid(`已有日程${quoted(task.name)}不能嵌入其他课程`);
  }
  if ((task.slots ?? []).length !== 1) throw draftInvalid(`嵌入任务${quoted(task.name)}必须是一段连续节次`);
  const desired = periodsOf(draft, task);
  desiredEventPeriods.set(task.source_id, []);
  changes.eventChanges.push({ eventId: task.source_id, eventType: "task", remove: periodsOf(current, existing), add: [], emptied: true });
  const first = desired[0];
  changes.embeddings.push({
    itemId: existing.item_id,
    hostEventId: host.source_id,
    periods: desired,
    embeddedTime: { week: first.week, day_of_week: first.day_of_week, section_start: first.section, section_end: desired[desired.length - 1].section },
  });
}

/** A loose task is only ever added: once it has a block it is read back as that block's event. */
function looseTaskChangeOf(changes: CommitChanges, draft: ScheduleState, task: StateTask, existing: StateTask | undefined): void {
  if (!isPlaced(task)) return;
  if (!existing || existing.status !== "pending") throw draftInvalid(`待办${quoted(task.name)}不存在、已完成或已经安排过了`);
  if (task.embed_host !== undefined) throw draftInvalid(`待办${quoted(task.name)}不能嵌入课程，只能安排在空闲时段`);
  // The task as it is now (its deadline or estimate may have changed since the draft was made) is what counts.
  if ((task.slots ?? []).some((slot) => pastDeadline(existing, slot))) {
    throw draftInvalid(`待办${quoted(task.name)}的安排晚于它的截止时间，请重新排程`);
  }
  const periods = (task.slots ?? []).reduce((sum, slot) => sum + slot.slot_end - slot.slot_start + 1, 0);
  if (periods > (existing.estimated_sections ?? 0)) {
    throw draftInvalid(`待办${quoted(task.name)}安排了${periods}节，超过它现在的预计${existing.estimated_sections ?? 0}节，请重新排程`);
  }
  const sittings = (task.slots ?? []).map((slot) => periodsOf(draft, { ...task, slots: [slot] }));
  changes.newLooseBlocks.push({ taskId: task.source_id, name: existing.name, sittings });
}

/**
 * A review sitting is only ever added: once committed it is read back as its study block's event. The item it
 * reviews must be one of the student's, seen in the same window (a task item, or an item's committed block).
 */
function reviewChangeOf(changes: CommitChanges, draft: ScheduleState, task: StateTask, current: ScheduleState): void {
  if (!isPlaced(task)) return;
  const itemId = task.review_of;
  const known =
    itemId !== undefined &&
    current.tasks.some(
      (candidate) => (candidate.source === "task_item" && candidate.source_id === itemId) || (candidate.source === "event" && candidate.item_id === itemId),
    );
  if (!known) throw draftInvalid(`复习${quoted(task.name)}对应的任务不存在`);
  if (task.embed_host !== undefined) throw draftInvalid(`复习${quoted(task.name)}不能嵌入课程，只能安排在空闲时段`);
  changes.newReviewBlocks.push({ itemId, name: task.name, periods: periodsOf(draft, task) });
}

function itemChangeOf(
  changes: CommitChanges,
  draft: ScheduleState,
  task: StateTask,
  existing: StateTask | undefined,
  current: ScheduleState,
  draftByStateId: Map<number, StateTask>,
  currentHostOfGuest: Map<number, number>,
): void {
  const itemId = task.source_id;
  const wasGuest = existing !== undefined && existing.status === "existing";
  if (!existing) {
    if (!isPlaced(task)) return; // a pending item that is gone or already placed elsewhere: nothing to undo
    throw draftInvalid(`任务${quoted(task.name)}不存在或已经安排过了`);
  }
  // An embedded item the draft left as it was, skipped since: its sitting is history and the item pending again.
  if (task.status === "existing" && existing.status === "pending") return;
  const desired = periodsOf(draft, task);
  const clearCurrent = () => changes.clearedGuests.push({ itemId, periods: periodsOf(current, existing) });

  if (!isPlaced(task)) {
    if (wasGuest) {
      clearCurrent();
      changes.returnedToPending.push(itemId);
    }
    return;
  }

  if (task.embed_host === undefined) {
    if (wasGuest) clearCurrent();
    changes.newBlocks.push({ itemId, name: existing.name, periods: desired });
    return;
  }

  const host = draftByStateId.get(task.embed_host);
  // Whether the host may take guests is the database's word, not the draft's.
  const hostNow = host && current.tasks.find((candidate) => candidate.source === "event" && candidate.source_id === host.source_id);
  if (!host || host.source !== "event" || !hostNow?.can_embed) {
    throw draftInvalid(`${quoted(task.name)}的宿主不是可嵌入的课程`);
  }
  if ((task.slots ?? []).length !== 1) throw draftInvalid(`嵌入任务${quoted(task.name)}必须是一段连续节次`);
  const unchanged =
    wasGuest && currentHostOfGuest.get(itemId) === host.source_id && samePeriods(desired, periodsOf(current, existing));
  if (unchanged) return;
  if (wasGuest) clearCurrent();
  const first = desired[0];
  changes.embeddings.push({
    itemId,
    hostEventId: host.source_id,
    periods: desired,
    embeddedTime: {
      week: first.week,
      day_of_week: first.day_of_week,
      section_start: first.section,
      section_end: desired[desired.length - 1].section,
    },
  });
}

/**
 * A guest left in place must still sit inside its host's periods after the host's changes; otherwise deleting the
 * host's rows would silently drop the embedding while the item still counts as applied.
 */
function assertGuestsKeepTheirHosts(
  changes: CommitChanges,
  draft: ScheduleState,
  current: ScheduleState,
  seen: Set<SourceKey>,
  desiredEventPeriods: Map<number, Period[]>,
  draftByStateId: Map<number, StateTask>,
): void {
  const handled = new Set([...changes.clearedGuests, ...changes.embeddings].map((entry) => entry.itemId));
  const guests: { task: StateTask; hostEventId: number; state: ScheduleState }[] = [];
  for (const task of draft.tasks) {
    const host = task.embed_host === undefined ? undefined : draftByStateId.get(task.embed_host);
    if (host && isPlaced(task) && !handled.has(task.source_id)) guests.push({ task, hostEventId: host.source_id, state: draft });
  }
  for (const task of current.tasks) {
    const host = current.tasks.find((candidate) => candidate.state_id === task.embed_host);
    if (host && !seen.has(sourceKey(task))) guests.push({ task, hostEventId: host.source_id, state: current });
  }
  for (const guest of guests) {
    const hostPeriods = desiredEventPeriods.get(guest.hostEventId);
    if (!hostPeriods) continue; // host not in the draft: its rows are not touched
    if (difference(periodsOf(guest.state, guest.task), hostPeriods).length > 0) {
      throw draftInvalid(`${quoted(guest.task.name)}所在的课程时段被移走了`);
    }
  }
}
