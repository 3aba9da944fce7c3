/** The committed blocks of one week (courses, study blocks, embedded items) as the week grid draws them. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { WeekBlock } from "@/lib/protocol/week-view";
import { compressPeriods, termDate } from "@/lib/schedule/indexing";
import { COURSE_CATEGORY, UNCLASSIFIED_CATEGORY } from "@/lib/schedule/state";
import { covers, position } from "@/lib/schedule/week-blocks";
import { LOOSE_TASK_CATEGORY } from "@/lib/tasks/loose-task-state";
import type { Executor } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems } from "../schema";
import type { TermRecord } from "./terms";

interface PeriodGroup {
  first: {
    eventId: number;
    name: string;
    location: string | null;
    type: "course" | "task";
    canBeEmbedded: boolean;
    relId: number | null;
    taskId: number | null;
    reviewOf: number | null;
  };
  sections: { day: number; section: number }[];
}

export async function readCommittedBlocks(executor: Executor, userId: number, term: TermRecord, week: number): Promise<WeekBlock[]> {
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
      reviewOf: scheduleEvents.reviewOf,
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
    ...[...events.values()].flatMap((group) => (group.first.reviewOf === null ? [] : [group.first.reviewOf])),
    ...[...guests.values()].map((guest) => guest.itemId),
  ];
  const items = await readItems(executor, userId, itemIds);
  const date = (dayOfWeek: number) => termDate(term, week, dayOfWeek);

  const blocks: WeekBlock[] = [];
  for (const { first, sections } of events.values()) {
    const itemId = first.relId ?? first.reviewOf;
    const item = itemId === null ? undefined : items.get(itemId);
    for (const range of compressPeriods(sections)) {
      const course = first.type === "course";
      blocks.push({
        id: `${course ? "course" : "study"}-${first.eventId}-${range.day}-${range.slot_start}`,
        kind: course ? "course" : "study",
        name: first.name,
        category: course ? COURSE_CATEGORY : first.taskId !== null ? LOOSE_TASK_CATEGORY : (item?.className ?? UNCLASSIFIED_CATEGORY),
        ...position(range, date),
        location: first.location,
        locked: course && !first.canBeEmbedded,
        can_embed: first.canBeEmbedded,
        event_id: first.eventId,
        item_id: first.relId,
        // A review sitting: the item it reviews (the grid labels it 复习 · <item>); null on every other block.
        ...(course ? {} : { review_of: first.reviewOf }),
      });
    }
  }
  for (const guest of guests.values()) {
    const item = items.get(guest.itemId);
    if (!item) continue;
    for (const range of compressPeriods(guest.sections)) {
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
        // The host's event: an embedded item is checked in through the course it sits in.
        event_id: guest.hostEventId,
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
