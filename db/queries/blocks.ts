/**
 * The schedule as blocks named by their owner (lib/schedule/change-set.ts): read before and after a commit to
 * record what it changed, and written back block by block by an undo. Every statement is scoped by user.
 */
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BlockOwner, BlockPlacement, BlockRecord, TermRange } from "@/lib/schedule/change-set";
import type { Executor, Transaction } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems, tasks } from "../schema";
import { historyCellKey, NO_MISSED_WORK } from "@/lib/schedule/missed-work";
import { readMissedWork } from "./missed-work";
import { loadTerm } from "./terms";

interface Cell {
  week: number;
  day_of_week: number;
  section: number;
}

/** Consecutive periods of one day become one range. */
function rangesOf(cells: Cell[]): TermRange[] {
  const sorted = [...cells].sort((a, b) => a.week - b.week || a.day_of_week - b.day_of_week || a.section - b.section);
  const ranges: TermRange[] = [];
  for (const cell of sorted) {
    const last = ranges.at(-1);
    if (last && last.week === cell.week && last.day_of_week === cell.day_of_week && last.section_end === cell.section - 1) {
      last.section_end = cell.section;
    } else {
      ranges.push({ week: cell.week, day_of_week: cell.day_of_week, section_start: cell.section, section_end: cell.section });
    }
  }
  return ranges;
}

function ownerOfEvent(event: { id: number; relId: number | null; taskId: number | null; reviewOf: number | null }): BlockOwner {
  if (event.relId !== null) return `item:${event.relId}`;
  if (event.taskId !== null) return `task:${event.taskId}`;
  if (event.reviewOf !== null) return `review:${event.id}:${event.reviewOf}`;
  return `event:${event.id}`;
}

/**
 * Every block with a period in the given weeks, as it sits there. A skipped sitting's periods are history
 * (lib/schedule/missed-work.ts), not part of its owner's block: a commit or an undo never moves or removes them.
 */
export async function readBlocks(executor: Executor, userId: number, weeks: readonly number[]): Promise<BlockRecord[]> {
  if (weeks.length === 0) return [];
  const term = await loadTerm(executor, userId);
  const missed = term ? await readMissedWork(executor, userId, term) : NO_MISSED_WORK;
  const rows = await executor
    .select({
      eventId: schedules.eventId,
      week: schedules.week,
      dayOfWeek: schedules.dayOfWeek,
      section: schedules.section,
      embeddedTaskId: schedules.embeddedTaskId,
      name: scheduleEvents.name,
      relId: scheduleEvents.relId,
      taskId: scheduleEvents.taskId,
      reviewOf: scheduleEvents.reviewOf,
    })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .where(and(eq(schedules.userId, userId), inArray(schedules.week, [...weeks])))
    .orderBy(asc(schedules.eventId));

  // A loose task's sittings are separate events: keep each event's ranges apart, then join them per owner.
  const events = new Map<number, { owner: BlockOwner; name: string; cells: Cell[] }>();
  const guests = new Map<number, { host: number; cells: Cell[] }>();
  for (const row of rows) {
    const cell = { week: row.week, day_of_week: row.dayOfWeek, section: row.section };
    const where = { eventId: row.eventId, week: row.week, dayOfWeek: row.dayOfWeek, section: row.section };
    if (row.embeddedTaskId !== null && missed.historyCells.has(historyCellKey({ ...where, embeddedItemId: row.embeddedTaskId }))) {
      row.embeddedTaskId = null;
    }
    if (missed.historyCells.has(historyCellKey({ ...where, embeddedItemId: null }))) continue;
    const event = events.get(row.eventId) ?? { owner: ownerOfEvent({ id: row.eventId, ...row }), name: row.name, cells: [] };
    event.cells.push(cell);
    events.set(row.eventId, event);
    if (row.embeddedTaskId !== null) {
      const guest = guests.get(row.embeddedTaskId) ?? { host: row.eventId, cells: [] };
      if (guest.host === row.eventId) guest.cells.push(cell);
      guests.set(row.embeddedTaskId, guest);
    }
  }

  const blocks = new Map<BlockOwner, BlockRecord>();
  for (const event of events.values()) {
    const block = blocks.get(event.owner) ?? { owner: event.owner, name: event.name, placement: { ranges: [] } };
    block.placement.ranges.push(...rangesOf(event.cells));
    blocks.set(event.owner, block);
  }
  const guestNames = await itemNames(executor, userId, [...guests.keys()]);
  for (const [itemId, guest] of guests) {
    // A guest is named after its item, which always exists (the key clears the embedding with the item) and is the
    // student's (only their own items are embedded); one that were not would be no block of theirs.
    const name = guestNames.get(itemId);
    if (name === undefined) continue;
    const owner: BlockOwner = `item:${itemId}`;
    blocks.set(owner, { owner, name, placement: { ranges: rangesOf(guest.cells), host_event_id: guest.host } });
  }
  return [...blocks.values()];
}

async function itemNames(executor: Executor, userId: number, itemIds: number[]): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: taskClassItems.id, content: taskClassItems.content })
    .from(taskClassItems)
    .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
    .where(and(eq(taskClasses.userId, userId), inArray(taskClassItems.id, itemIds)));
  return new Map(rows.map((row) => [row.id, row.content]));
}

function cellsOf(ranges: readonly TermRange[]): Cell[] {
  return ranges.flatMap((range) => {
    const cells: Cell[] = [];
    for (let section = range.section_start; section <= range.section_end; section++) {
      cells.push({ week: range.week, day_of_week: range.day_of_week, section });
    }
    return cells;
  });
}

function periodIn(ranges: readonly TermRange[]) {
  return sql`(${schedules.week}, ${schedules.dayOfWeek}, ${schedules.section}) in (${sql.join(
    cellsOf(ranges).map((cell) => sql`(${cell.week}::integer, ${cell.day_of_week}::integer, ${cell.section}::integer)`),
    sql`, `,
  )})`;
}

function parseOwner(owner: BlockOwner): { kind: "item" | "task" | "event" | "review"; id: number; reviewOf?: number } {
  const [kind, id, reviewOf] = owner.split(":");
  return { kind: kind as "item" | "task" | "event" | "review", id: Number(id), ...(reviewOf ? { reviewOf: Number(reviewOf) } : {}) };
}

/** Takes a block off the periods it holds (`placement`); an emptied study block's event goes with it. */
export async function clearBlock(tx: Transaction, userId: number, owner: BlockOwner, placement: BlockPlacement): Promise<void> {
  if (placement.ranges.length === 0) return;
  const { kind, id } = parseOwner(owner);
  if (kind === "item" && placement.host_event_id !== undefined) {
    await tx
      .update(schedules)
      .set({ embeddedTaskId: null })
      .where(and(eq(schedules.userId, userId), eq(schedules.embeddedTaskId, id), periodIn(placement.ranges)));
    return;
  }
  // A review's event is its own (its id is the owner's first number), like a course's.
  const ownerCondition =
    kind === "item" ? eq(scheduleEvents.relId, id) : kind === "task" ? eq(scheduleEvents.taskId, id) : eq(scheduleEvents.id, id);
  const owned = await tx
    .select({ id: scheduleEvents.id, type: scheduleEvents.type })
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.userId, userId), ownerCondition));
  if (owned.length === 0) return;
  const eventIds = owned.map((event) => event.id);
  await tx
    .delete(schedules)
    .where(and(eq(schedules.userId, userId), inArray(schedules.eventId, eventIds), periodIn(placement.ranges)));
  for (const event of owned) {
    if (event.type !== "task") continue; // a course keeps its event whatever periods it has
    const [{ left }] = await tx.select({ left: count() }).from(schedules).where(eq(schedules.eventId, event.id));
    if (left === 0) await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, event.id));
  }
}

/**
 * Why a block could not go back: its to-do, item, event or reviewed item is gone, or the course periods an embedded
 * item shared have changed. The undo words it (server/schedule/undo-commit.ts).
 */
export type PlaceRefusal = "task_deleted" | "item_deleted" | "event_deleted" | "reviewed_item_deleted" | "host_changed";
export type PlaceOutcome = { ok: true } | { ok: false; refusal: PlaceRefusal };

/**
 * Puts a block on `placement`: a task item into its host's periods or as its own study block, each sitting of a
 * loose task as a study block, a course's periods back on its event. Says why not when the owner is gone.
 */
export async function placeBlock(
  tx: Transaction,
  userId: number,
  owner: BlockOwner,
  name: string,
  placement: BlockPlacement,
): Promise<PlaceOutcome> {
  const { kind, id, reviewOf } = parseOwner(owner);
  if (kind === "item") return placeItem(tx, userId, id, name, placement);
  if (placement.ranges.length === 0) return { ok: true };
  if (kind === "review" && reviewOf !== undefined) return placeReview(tx, userId, { eventId: id, itemId: reviewOf }, name, placement);
  if (kind === "task") {
    const [task] = await tx
      .select({ id: tasks.id, done: tasks.isCompleted })
      .from(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.userId, userId)));
    if (!task) return { ok: false, refusal: "task_deleted" };
    for (const range of placement.ranges) {
      const [event] = await tx
        .insert(scheduleEvents)
        .values({ userId, name, type: "task", taskId: id, canBeEmbedded: false })
        .returning({ id: scheduleEvents.id });
      await insertCells(tx, userId, event.id, [range]);
    }
    return { ok: true };
  }
  const [event] = await tx
    .select({ id: scheduleEvents.id })
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.id, id), eq(scheduleEvents.userId, userId)));
  if (!event) return { ok: false, refusal: "event_deleted" };
  await insertCells(tx, userId, id, placement.ranges);
  return { ok: true };
}

/**
 * Puts a review sitting back: on its event when it still has one, else on a new event under the same id (an undo
 * deleted the emptied event; the id sequence never hands it out again, so the owner, and any later undo of this
 * one, keeps naming the same review). Refused when the item it reviews is gone.
 */
async function placeReview(
  tx: Transaction,
  userId: number,
  review: { eventId: number; itemId: number },
  name: string,
  placement: BlockPlacement,
): Promise<PlaceOutcome> {
  const [item] = await tx
    .select({ id: taskClassItems.id })
    .from(taskClassItems)
    .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
    .where(and(eq(taskClassItems.id, review.itemId), eq(taskClasses.userId, userId)));
  if (!item) return { ok: false, refusal: "reviewed_item_deleted" };
  const [event] = await tx
    .select({ id: scheduleEvents.id })
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.id, review.eventId), eq(scheduleEvents.userId, userId)));
  if (!event) {
    await tx
      .insert(scheduleEvents)
      .values({ id: review.eventId, userId, name, type: "task", reviewOf: review.itemId, canBeEmbedded: false });
  }
  await insertCells(tx, userId, review.eventId, placement.ranges);
  return { ok: true };
}

async function placeItem(tx: Transaction, userId: number, itemId: number, name: string, placement: BlockPlacement): Promise<PlaceOutcome> {
  const [item] = await tx
    .select({ id: taskClassItems.id })
    .from(taskClassItems)
    .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
    .where(and(eq(taskClassItems.id, itemId), eq(taskClasses.userId, userId)));
  if (!item) return { ok: false, refusal: "item_deleted" };
  if (placement.ranges.length === 0) {
    await tx.update(taskClassItems).set({ status: "pending", embeddedTime: null }).where(eq(taskClassItems.id, itemId));
    return { ok: true };
  }
  if (placement.host_event_id !== undefined) {
    const cells = cellsOf(placement.ranges);
    const taken = await tx
      .update(schedules)
      .set({ embeddedTaskId: itemId })
      .where(
        and(
          eq(schedules.userId, userId),
          eq(schedules.eventId, placement.host_event_id),
          isNull(schedules.embeddedTaskId),
          periodIn(placement.ranges),
        ),
      )
      .returning({ id: schedules.id });
    if (taken.length !== cells.length) return { ok: false, refusal: "host_changed" };
    const first = placement.ranges[0];
    await tx
      .update(taskClassItems)
      .set({
        status: "applied",
        embeddedTime: { week: first.week, day_of_week: first.day_of_week, section_start: first.section_start, section_end: first.section_end },
      })
      .where(eq(taskClassItems.id, itemId));
    return { ok: true };
  }
  const [event] = await tx
    .insert(scheduleEvents)
    .values({ userId, name, type: "task", relId: itemId, canBeEmbedded: false })
    .returning({ id: scheduleEvents.id });
  await insertCells(tx, userId, event.id, placement.ranges);
  await tx.update(taskClassItems).set({ status: "applied", embeddedTime: null }).where(eq(taskClassItems.id, itemId));
  return { ok: true };
}

async function insertCells(tx: Transaction, userId: number, eventId: number, ranges: readonly TermRange[]): Promise<void> {
  const cells = cellsOf(ranges);
  if (cells.length === 0) return;
  await tx.insert(schedules).values(
    cells.map((cell) => ({ eventId, userId, week: cell.week, dayOfWeek: cell.day_of_week, section: cell.section })),
  );
}
