/**
 * Writes the demo student (db/seed-data.ts) relative to a given `now`: the term started twelve weeks before the
 * current week, so today is in week 13 of 18, the revision plans start today, and deadlines fall in the coming
 * days. One transaction; safe to run twice.
 */
import { TZDate } from "@date-fns/tz";
import { and, eq, isNull, sql } from "drizzle-orm";
import { addDays, isoDayOfWeek } from "@/lib/schedule/indexing";
import type { Database, Executor } from "./client";
import { createUser, findDemoStudent } from "./queries/users";
import { localDate } from "@/lib/calendar/zoned-time";
import { scheduleEvents, schedules, taskClasses, taskClassItems, tasks, terms, users } from "./schema";
import {
  DEMO_COURSES,
  DEMO_CURRENT_WEEK,
  DEMO_SECTION_TIMES,
  DEMO_STUDENT_NAME,
  DEMO_TASKS,
  DEMO_TASK_CLASSES,
  DEMO_TERM_WEEKS,
  DEMO_TIMEZONE,
  type CourseMeeting,
  type WeekRange,
} from "./seed-data";

export { DEMO_STUDENT_NAME };

/** Serialises concurrent seeders (two server processes starting at once) on one arbitrary advisory key. */
const SEED_LOCK_KEY = 734_021;

export interface DemoSeedOptions {
  now: Date;
  timezone?: string;
  /** Defaults to the demo student's name; tests seed several students side by side. */
  name?: string;
  /**
   * The first week whose course meetings are written (default 1, the whole term). A guest's demo starts at last
   * week: the weeks before it are history no screen or tool of a new visitor reads, and they were two thirds of the
   * rows every guest cost (issue 24).
   */
  courseWeeksFrom?: number;
}

/** Monday of week 1 such that `now` falls in week DEMO_CURRENT_WEEK. */
export function demoTermStart(now: Date, timezone: string = DEMO_TIMEZONE): string {
  const today = localDate(now, timezone);
  const thisMonday = addDays(today, 1 - isoDayOfWeek(today));
  return addDays(thisMonday, -7 * (DEMO_CURRENT_WEEK - 1));
}

function weeksOf(range: WeekRange): number[] {
  const weeks: number[] = [];
  for (let week = range.from; week <= range.to; week++) {
    if (range.parity === "odd" && week % 2 === 0) continue;
    if (range.parity === "even" && week % 2 === 1) continue;
    weeks.push(week);
  }
  return weeks;
}

function meetingPeriods(meeting: CourseMeeting) {
  return weeksOf(meeting.weeks).flatMap((week) =>
    Array.from({ length: meeting.sectionEnd - meeting.sectionStart + 1 }, (_, offset) => ({
      week,
      dayOfWeek: meeting.dayOfWeek,
      section: meeting.sectionStart + offset,
    })),
  );
}

/** The instant of a local clock time on a calendar date in the given zone. */
function localInstant(date: string, time: string, timezone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, timezone).getTime());
}

/** Inserts one demo student; the caller owns the transaction. */
export async function insertDemoStudent(executor: Executor, options: DemoSeedOptions): Promise<number> {
  const timezone = options.timezone ?? DEMO_TIMEZONE;
  const today = localDate(options.now, timezone);
  const user = await createUser(executor, options.name ?? DEMO_STUDENT_NAME);
  const userId = user.id;
  await executor.insert(terms).values({
    userId,
    startDate: demoTermStart(options.now, timezone),
    weeks: DEMO_TERM_WEEKS,
    sectionTimes: DEMO_SECTION_TIMES,
    timezone,
  });

  const courseIds = new Map<string, number>();
  for (const course of DEMO_COURSES) {
    const periods = course.meetings.flatMap(meetingPeriods).filter((period) => period.week >= (options.courseWeeksFrom ?? 1));
    // A course that ended before the first written week would be a name with no meeting: it is left out.
    if (periods.length === 0) continue;
    const [event] = await executor
      .insert(scheduleEvents)
      .values({ userId, name: course.name, location: course.location, type: "course", canBeEmbedded: course.canBeEmbedded })
      .returning({ id: scheduleEvents.id });
    courseIds.set(course.name, event.id);
    await executor.insert(schedules).values(periods.map((period) => ({ ...period, userId, eventId: event.id })));
  }

  for (const taskClass of DEMO_TASK_CLASSES) {
    const [row] = await executor
      .insert(taskClasses)
      .values({
        userId,
        name: taskClass.name,
        mode: "auto",
        startDate: today,
        endDate: addDays(today, taskClass.days - 1),
        totalSlots: taskClass.items.reduce((sum, item) => sum + item.duration, 0),
        allowFillerCourse: taskClass.allowFillerCourse,
        strategy: taskClass.strategy,
        excludedSlots: taskClass.excludedSlots,
      })
      .returning({ id: taskClasses.id });
    for (const [index, item] of taskClass.items.entries()) {
      const applied = item.applied;
      const sectionEnd = applied ? applied.sectionStart + item.duration - 1 : 0;
      const [itemRow] = await executor
        .insert(taskClassItems)
        .values({
          categoryId: row.id,
          itemOrder: index + 1,
          content: item.content,
          duration: item.duration,
          status: applied ? "applied" : "pending",
          embeddedTime:
            applied?.kind === "embedded"
              ? { week: DEMO_CURRENT_WEEK, day_of_week: applied.dayOfWeek, section_start: applied.sectionStart, section_end: sectionEnd }
              : null,
        })
        .returning({ id: taskClassItems.id });
      if (applied?.kind === "block") {
        const [event] = await executor
          .insert(scheduleEvents)
          .values({ userId, name: item.content, type: "task", relId: itemRow.id })
          .returning({ id: scheduleEvents.id });
        await executor.insert(schedules).values(
          meetingPeriods({
            dayOfWeek: applied.dayOfWeek,
            sectionStart: applied.sectionStart,
            sectionEnd,
            weeks: { from: DEMO_CURRENT_WEEK, to: DEMO_CURRENT_WEEK },
          }).map((period) => ({ ...period, userId, eventId: event.id })),
        );
      } else if (applied?.kind === "embedded") {
        const hostId = courseIds.get(applied.course);
        if (hostId === undefined) throw new Error(`演示数据错误：找不到课程「${applied.course}」`);
        await executor
          .update(schedules)
          .set({ embeddedTaskId: itemRow.id })
          .where(
            sql`${schedules.eventId} = ${hostId} and ${schedules.week} = ${DEMO_CURRENT_WEEK}
              and ${schedules.dayOfWeek} = ${applied.dayOfWeek}
              and ${schedules.section} between ${applied.sectionStart} and ${sectionEnd}`,
          );
      }
    }
  }

  await executor.insert(tasks).values(
    DEMO_TASKS.map((task) => {
      const deadlineAt = task.deadline ? localInstant(addDays(today, task.deadline.days), task.deadline.time, timezone) : null;
      return {
        userId,
        title: task.title,
        priorityGroup: task.priorityGroup,
        deadlineAt,
        urgencyThresholdAt:
          deadlineAt && task.urgentHoursBefore !== undefined
            ? new Date(deadlineAt.getTime() - task.urgentHoursBefore * 3_600_000)
            : null,
        isCompleted: task.isCompleted ?? false,
        estimatedSections: task.estimatedSections ?? null,
        createdAt: new Date(options.now.getTime() - task.createdHoursAgo * 3_600_000),
      };
    }),
  );
  return userId;
}

/**
 * Seeds the demo student unless one already exists (then nothing changes); with `reset`, the existing one and all
 * its data are replaced, which moves the term so today is week 13 again.
 */
export async function seedDemoStudent(
  db: Database,
  options: DemoSeedOptions & { reset?: boolean },
): Promise<{ userId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const name = options.name ?? DEMO_STUDENT_NAME;
    // Only the demo (no sign-in name) is ever replaced: a student who signed up with the same display name is not.
    const existing = await findDemoStudent(tx, name);
    if (existing && !options.reset) return { userId: existing.id, created: false };
    if (existing) await tx.delete(users).where(and(eq(users.name, name), isNull(users.username)));
    return { userId: await insertDemoStudent(tx, options), created: true };
  });
}
