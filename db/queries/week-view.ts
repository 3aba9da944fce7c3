/**
 * One week of the student's timetable as the week grid draws it: committed courses, study blocks and embedded
 * items, plus what the open draft would change in that week. Read in one read-only snapshot, so the committed
 * blocks and the draft's base can never disagree.
 */
import type { PeriodTime } from "@/lib/calendar/clock";
import { and, asc, eq, inArray } from "drizzle-orm";
import { diffStates } from "@/lib/schedule/diff";
import { compressSections, dayMappingOf, termDate, termPosition } from "@/lib/schedule/indexing";
import type { ScheduleState, SlotRange, StateTask } from "@/lib/schedule/state";
import type { Database, Executor } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems } from "../schema";
import { LOOSE_TASK_CATEGORY } from "@/lib/tasks/loose-task-state";
import { findOpenDraft } from "./drafts";
import { DataError, TermNotFoundError } from "@/lib/errors";
import { readScheduleState } from "./schedule-state";
import { loadTerm, type TermRecord } from "./terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { getScheduleVersion } from "./users";

export type WeekBlockKind = "course" | "study" | "embedded" | "draft";

export interface WeekBlock {
  /** Stable within one view: React key and the target of host_block_id. */
  id: string;
  kind: WeekBlockKind;
  name: string;
  /** "课程" for a course, else the task class name. */
  category: string;
  day_of_week: number;
  date: string;
  slot_start: number;
  slot_end: number;
  location: string | null;
  /** A course that may not be embedded: it never moves and takes no task. */
  locked: boolean;
  can_embed: boolean;
  event_id: number | null;
  item_id: number | null;
  /** Embedded blocks (committed or suggested): the course block whose periods they share, and its name. */
  host_block_id?: string;
  host_name?: string;
  /** Draft blocks: a new placement, or an existing block moved here. */
  change?: "place" | "move";
  /** Committed blocks the open draft moves away or takes off the timetable. */
  draft_effect?: "moved" | "removed";
  draft_id?: string;
}

export interface WeekView {
  term: {
    start_date: string;
    weeks: number;
    section_times: PeriodTime[];
    timezone: string;
    /** The week `now` falls in, or null outside the term. */
    current_week: number | null;
  };
  week: number;
  /** The student's calendar date at `now`. */
  today: string;
  days: { day_of_week: number; date: string }[];
  blocks: WeekBlock[];
  /** The open draft, when one exists and still sits on the current schedule. */
  draft: { id: string; base_version: number } | null;
}

export class WeekOutsideTermError extends DataError {
  readonly code = "window:outside_term";
  readonly httpStatus = 404;
  constructor(
    readonly week: number,
    readonly weeks: number,
  ) {
    super(`第${week}周不在本学期内（本学期共${weeks}周）。`);
    this.name = "WeekOutsideTermError";
  }
}

export interface WeekViewParams {
  /** Defaults to the current week (the first or last week when `now` is before or after the term). */
  week?: number;
  now: Date;
}

export async function getWeekView(db: Database, userId: number, params: WeekViewParams): Promise<WeekView> {
  return db.transaction((tx) => readWeekView(tx, userId, params), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function readWeekView(executor: Executor, userId: number, params: WeekViewParams): Promise<WeekView> {
  const term = await loadTerm(executor, userId);
  if (!term) throw new TermNotFoundError(userId);
  const today = localDate(params.now, term.timezone);
  const currentWeek = termPosition(term, today)?.week ?? null;
  const week = params.week ?? currentWeek ?? (today < term.start_date ? 1 : term.weeks);
  if (!Number.isInteger(week) || week < 1 || week > term.weeks) throw new WeekOutsideTermError(week, term.weeks);

  const committed = await readCommittedBlocks(executor, userId, term, week);
  const draft = await readOpenDraftChanges(executor, userId, term, week, committed);
  const blocks = [...(draft?.marked ?? committed), ...(draft?.blocks ?? [])].sort(compareBlocks);
  return {
    term: {
      start_date: term.start_date,
      weeks: term.weeks,
      section_times: term.section_times,
      timezone: term.timezone,
      current_week: currentWeek,
    },
    week,
    today,
    days: Array.from({ length: 7 }, (_, index) => ({ day_of_week: index + 1, date: termDate(term, week, index + 1) })),
    blocks,
    draft: draft ? { id: draft.id, base_version: draft.baseVersion } : null,
  };
}

// ---------- committed blocks ----------

interface PeriodGroup {
  first: {
    eventId: number;
    name: string;
    location: string | null;
    type: "course" | "task";
    canBeEmbedded: boolean;
    relId: number | null;
    taskId: number | null;
  };
  sections: { day: number; section: number }[];
}

async function readCommittedBlocks(executor: Executor, userId: number, term: TermRecord, week: number): Promise<WeekBlock[]> {
  const rows = await executor
    .select({
      eventId: schedules.eventId,
      dayOfWeek: schedules.dayOfWeek,
      section: schedules.section,
      embeddedTaskId: schedules.embeddedTaskId,
      name: scheduleEvents.name,
      location: scheduleEvents.location,
      type: scheduleEvents.type,
      canBeEmbedded: scheduleEvents.canBeEmbedded,
      relId: scheduleEvents.relId,
      taskId: scheduleEvents.taskId,
    })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .where(and(eq(schedules.userId, userId), eq(schedules.week, week)))
    .orderBy(asc(schedules.eventId), asc(schedules.dayOfWeek), asc(schedules.section));

  const events = new Map<number, PeriodGroup>();
  const guests = new Map<string, { itemId: number; hostEventId: number; sections: { day: number; section: number }[] }>();
  for (const row of rows) {
    const cell = { day: row.dayOfWeek, section: row.section };
    const group = events.get(row.eventId) ?? { first: row, sections: [] };
    group.sections.push(cell);
    events.set(row.eventId, group);
    if (row.embeddedTaskId === null) continue;
    const key = `${row.embeddedTaskId}:${row.eventId}`;
    const guest = guests.get(key) ?? { itemId: row.embeddedTaskId, hostEventId: row.eventId, sections: [] };
    guest.sections.push(cell);
    guests.set(key, guest);
  }

  const itemIds = [
    ...[...events.values()].flatMap((group) => (group.first.relId === null ? [] : [group.first.relId])),
    ...[...guests.values()].map((guest) => guest.itemId),
  ];
  const items = await readItems(executor, userId, itemIds);
  const date = (dayOfWeek: number) => termDate(term, week, dayOfWeek);

  const blocks: WeekBlock[] = [];
  for (const { first, sections } of events.values()) {
    const item = first.relId === null ? undefined : items.get(first.relId);
    for (const range of compressSections(sections)) {
      const course = first.type === "course";
      blocks.push({
        id: `${course ? "course" : "study"}-${first.eventId}-${range.day}-${range.slot_start}`,
        kind: course ? "course" : "study",
        name: first.name,
        category: course ? "课程" : first.taskId !== null ? LOOSE_TASK_CATEGORY : (item?.className ?? "任务"),
        ...position(range, date),
        location: first.location,
        locked: course && !first.canBeEmbedded,
        can_embed: first.canBeEmbedded,
        event_id: first.eventId,
        item_id: first.relId,
      });
    }
  }
  for (const guest of guests.values()) {
    const item = items.get(guest.itemId);
    if (!item) continue;
    for (const range of compressSections(guest.sections)) {
      const host = blocks.find((block) => block.event_id === guest.hostEventId && covers(block, range));
      blocks.push({
        id: `embedded-${guest.itemId}-${range.day}-${range.slot_start}`,
        kind: "embedded",
        name: item.content,
        category: item.className,
        ...position(range, date),
        location: host?.location ?? null,
        locked: false,
        can_embed: false,
        event_id: null,
        item_id: guest.itemId,
        ...(host ? { host_block_id: host.id, host_name: host.name } : {}),
      });
    }
  }
  return blocks;
}

async function readItems(executor: Executor, userId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { content: string; className: string }>();
  const rows = await executor
    .select({ id: taskClassItems.id, content: taskClassItems.content, className: taskClasses.name })
    .from(taskClassItems)
    .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
    // Scoped through the class: an item id can never resolve to another student's item.
    .where(and(eq(taskClasses.userId, userId), inArray(taskClassItems.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, { content: row.content, className: row.className }]));
}

// ---------- the open draft ----------

interface DraftOverlay {
  id: string;
  baseVersion: number;
  /** The committed blocks, those the draft moves or removes marked so. */
  marked: WeekBlock[];
  /** Suggested placements of this week. */
  blocks: WeekBlock[];
}

async function readOpenDraftChanges(
  executor: Executor,
  userId: number,
  term: TermRecord,
  week: number,
  committed: WeekBlock[],
): Promise<DraftOverlay | null> {
  const draft = await findOpenDraft(executor, userId);
  if (!draft) return null;
  // A draft built on an older schedule is discarded by the next chat turn and refused by confirm: showing its
  // positions over today's timetable would suggest collisions that will never happen.
  if ((await getScheduleVersion(executor, userId)) !== draft.base_version) return null;
  const base = await readScheduleState(executor, userId, draft.state.window);
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

// ---------- helpers ----------

function position(range: SlotRange, date: (dayOfWeek: number) => string) {
  return { day_of_week: range.day, date: date(range.day), slot_start: range.slot_start, slot_end: range.slot_end };
}

function covers(block: WeekBlock, range: SlotRange): boolean {
  return block.day_of_week === range.day && block.slot_start <= range.slot_start && block.slot_end >= range.slot_end;
}

function overlaps(block: WeekBlock, range: SlotRange): boolean {
  return block.day_of_week === range.day && block.slot_start <= range.slot_end && range.slot_start <= block.slot_end;
}

const KIND_ORDER: Record<WeekBlockKind, number> = { course: 0, study: 1, embedded: 2, draft: 3 };

function compareBlocks(a: WeekBlock, b: WeekBlock): number {
  return a.day_of_week - b.day_of_week || a.slot_start - b.slot_start || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id);
}
