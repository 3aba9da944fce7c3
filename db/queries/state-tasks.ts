/**
 * The schedule's rows as the tool layer's tasks (schedule-state.ts reads the rows): placed events and the items
 * embedded into courses in the order of their first period, pending items, the links between a host and its guests,
 * and a task class's range in the window. No database access here: the rows are what it is given.
 */
import { compressPeriods, termDate, type PeriodCell, type TermCalendar } from "@/lib/schedule/indexing";
import { COURSE_CATEGORY, UNCLASSIFIED_CATEGORY, type ScheduleWindow, type StateTask, type StateTaskClass } from "@/lib/schedule/state";
import { LOOSE_TASK_CATEGORY, type UnnumberedTask } from "@/lib/tasks/loose-task-state";
import type { TaskClass } from "../schema";

export interface ItemInfo {
  id: number;
  content: string;
  duration: number;
  categoryId: number;
  itemOrder: number;
  status: "pending" | "applied";
  className: string;
}

export interface EventGroup {
  eventId: number;
  name: string;
  type: "course" | "task";
  relId: number | null;
  /** The loose task a study block was placed for. */
  taskId: number | null;
  /** The task item a review sitting reviews. */
  reviewOf: number | null;
  canBeEmbedded: boolean;
  cells: PeriodCell[];
}

export interface GuestGroup {
  itemId: number;
  hostEventId: number;
  cells: PeriodCell[];
}

/** Events and guests ordered by their first period; at the same period the host precedes its guest. */
export function buildPlacedTasks(events: EventGroup[], guests: GuestGroup[], items: ItemInfo[]): UnnumberedTask[] {
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const entries: { key: number[]; task: UnnumberedTask }[] = [];
  for (const event of events) {
    const slots = compressPeriods(event.cells);
    entries.push({ key: [slots[0].day, slots[0].slot_start, 0, event.eventId], task: eventTask(event, slots, itemsById) });
  }
  for (const guest of guests) {
    const item = itemsById.get(guest.itemId);
    if (!item) continue; // another user's item id in our rows cannot happen with the FKs, but never leak it
    const slots = compressPeriods(guest.cells);
    entries.push({
      key: [slots[0].day, slots[0].slot_start, 1, guest.itemId],
      task: {
        source: "task_item",
        source_id: item.id,
        name: item.content,
        category: item.className,
        status: "existing",
        locked: false,
        slots,
        duration: item.duration,
        category_id: item.categoryId,
        item_order: item.itemOrder,
      },
    });
  }
  entries.sort((a, b) => compareKeys(a.key, b.key));
  return entries.map((entry) => entry.task);
}

function eventTask(event: EventGroup, slots: StateTask["slots"], itemsById: Map<number, ItemInfo>): UnnumberedTask {
  const base = {
    source: "event" as const,
    source_id: event.eventId,
    name: event.name,
    status: "existing" as const,
    event_type: event.type,
    can_embed: event.canBeEmbedded,
    slots,
  };
  if (event.type === "course") {
    return { ...base, category: COURSE_CATEGORY, locked: !event.canBeEmbedded };
  }
  if (event.taskId !== null) return { ...base, category: LOOSE_TASK_CATEGORY, locked: false };
  if (event.reviewOf !== null) {
    // A review: its class and the item it reviews, but no item_order (it never anchors the class's item order).
    const reviewed = itemsById.get(event.reviewOf);
    return {
      ...base,
      category: reviewed?.className ?? UNCLASSIFIED_CATEGORY,
      locked: false,
      ...(reviewed ? { category_id: reviewed.categoryId } : {}),
      review_of: event.reviewOf,
    };
  }
  const item = event.relId === null ? undefined : itemsById.get(event.relId);
  if (!item) return { ...base, category: UNCLASSIFIED_CATEGORY, locked: false };
  // category_id and item_order let the scheduler keep later items of the class after this placed one.
  return {
    ...base,
    category: item.className,
    locked: false,
    duration: item.duration,
    category_id: item.categoryId,
    item_order: item.itemOrder,
    item_id: item.id,
  };
}

export function pendingTask(item: ItemInfo): UnnumberedTask {
  return {
    source: "task_item",
    source_id: item.id,
    name: item.content,
    category: item.className,
    status: "pending",
    locked: false,
    duration: item.duration,
    category_id: item.categoryId,
    item_order: item.itemOrder,
  };
}

/** Points each guest at its host's state_id and lists the guests on the host. */
export function linkEmbeddings(tasks: StateTask[], guests: GuestGroup[]): StateTask[] {
  if (guests.length === 0) return tasks;
  const stateIdOfEvent = new Map<number, number>();
  const stateIdOfGuest = new Map<number, number>();
  for (const task of tasks) {
    if (task.source === "event") stateIdOfEvent.set(task.source_id, task.state_id);
    else if (task.status === "existing") stateIdOfGuest.set(task.source_id, task.state_id);
  }
  const hostOfGuest = new Map<number, number>();
  const guestsOfHost = new Map<number, number[]>();
  for (const guest of guests) {
    const guestStateId = stateIdOfGuest.get(guest.itemId);
    const hostStateId = stateIdOfEvent.get(guest.hostEventId);
    if (guestStateId === undefined || hostStateId === undefined) continue;
    hostOfGuest.set(guestStateId, hostStateId);
    guestsOfHost.set(hostStateId, [...(guestsOfHost.get(hostStateId) ?? []), guestStateId]);
  }
  return tasks.map((task) => {
    const host = hostOfGuest.get(task.state_id);
    if (host !== undefined) return { ...task, embed_host: host };
    const guestIds = guestsOfHost.get(task.state_id);
    if (guestIds) return { ...task, embedded_by: [...guestIds].sort((a, b) => a - b) };
    return task;
  });
}

/** The class's date range as first/last window day; both absent when the range misses the window. */
export function stateTaskClass(taskClass: TaskClass, term: TermCalendar, window: ScheduleWindow): StateTaskClass {
  const daysInRange = window.day_mapping
    .filter((day) => {
      const date = termDate(term, day.week, day.day_of_week);
      return date >= taskClass.startDate && date <= taskClass.endDate;
    })
    .map((day) => day.day_index);
  return {
    category_id: taskClass.id,
    name: taskClass.name,
    ...(daysInRange.length > 0 ? { day_start: Math.min(...daysInRange), day_end: Math.max(...daysInRange) } : {}),
    strategy: taskClass.strategy,
    allow_filler_course: taskClass.allowFillerCourse,
    excluded_slots: [...taskClass.excludedSlots].sort((a, b) => a - b),
  };
}

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++) {
    if (a[index] !== b[index]) return a[index] - b[index];
  }
  return 0;
}
