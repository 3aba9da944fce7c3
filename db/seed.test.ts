import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isoDayOfWeek, termPosition } from "@/lib/schedule/indexing";
import { DEMO_STUDENT_NAME, demoTermStart, seedDemoStudent } from "./seed";
import { scheduleEvents, schedules, taskClasses, taskClassItems, tasks, terms, users } from "./schema";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { loadTerm } from "./queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";

// 2026-04-22 10:00 in Shanghai, a Wednesday.
const NOW = new Date("2026-04-22T02:00:00Z");

describe("demoTermStart", () => {
  it("puts the Monday of week 1 twelve weeks before this week's Monday", () => {
    expect(demoTermStart(NOW)).toBe("2026-01-26");
    expect(isoDayOfWeek(demoTermStart(NOW))).toBe(1);
  });

  it("uses the student's date: Sunday 16:30 UTC is already Monday 00:30 in Shanghai, a new week", () => {
    // 2026-04-26 is a Sunday; in Shanghai it is Monday 2026-04-27, so week 1 starts a week later.
    expect(demoTermStart(new Date("2026-04-26T16:30:00Z"))).toBe("2026-02-02");
    expect(demoTermStart(new Date("2026-04-26T15:30:00Z"))).toBe("2026-01-26");
  });
});

describe.each(testDatabases())("demo seed ($name)", (factory) => {
  const db = useTestDatabase(factory);

  describe("seedDemoStudent", () => {
    it("is idempotent: a second run finds the student and changes nothing", async () => {
      const first = await seedDemoStudent(db(), { now: NOW });
      const eventsBefore = await db().select({ total: count() }).from(scheduleEvents);
      const second = await seedDemoStudent(db(), { now: new Date("2026-05-20T02:00:00Z") });
      expect(second).toEqual({ userId: first.userId, created: false });
      expect(await db().select({ total: count() }).from(scheduleEvents)).toEqual(eventsBefore);
    });

    it("with reset, replaces the student so the term is current again", async () => {
      const later = new Date("2026-09-16T02:00:00Z"); // a Wednesday
      const { userId, created } = await seedDemoStudent(db(), { now: later, reset: true });
      expect(created).toBe(true);
      expect((await db().select().from(users).where(eq(users.name, DEMO_STUDENT_NAME))).map((user) => user.id)).toEqual([userId]);
      const term = (await loadTerm(db(), userId))!;
      expect(termPosition(term, localDate(later, term.timezone))).toEqual({ week: 13, day_of_week: 3 });
    });
  });

  describe("the demo student", () => {
    let userId: number;

    beforeAll(async () => {
      ({ userId } = await seedDemoStudent(db(), { now: NOW, reset: true }));
    });

    it("has an 18-week term in Asia/Shanghai with twelve periods and breaks for lunch and dinner", async () => {
      const [term] = await db().select().from(terms).where(eq(terms.userId, userId));
      expect(term).toMatchObject({ weeks: 18, timezone: "Asia/Shanghai" });
      expect(term.sectionTimes).toHaveLength(12);
      expect(term.sectionTimes[0]).toEqual({ start: "08:00", end: "08:45" });
      expect(term.sectionTimes[4].start > "13:00").toBe(true); // after lunch
      expect(term.sectionTimes[8].start > "18:00").toBe(true); // after dinner
      // Every period ends after it starts and before the next one starts.
      for (const [index, period] of term.sectionTimes.entries()) {
        expect(period.start < period.end).toBe(true);
        if (index > 0) expect(term.sectionTimes[index - 1].end < period.start).toBe(true);
      }
    });

    it("has ten or more courses running in week 13, one locked 高等数学 and an embeddable 思想政治", async () => {
      const courses = await db().select().from(scheduleEvents).where(eq(scheduleEvents.userId, userId));
      const courseNames = courses.filter((event) => event.type === "course").map((event) => event.name);
      expect(courseNames.length).toBeGreaterThanOrEqual(10);
      expect(courses.find((event) => event.name === "高等数学")?.canBeEmbedded).toBe(false);
      expect(courses.find((event) => event.name === "思想政治")?.canBeEmbedded).toBe(true);
      const rows = await db().select().from(schedules).where(eq(schedules.userId, userId));
      const weeks = new Set(rows.map((row) => row.week));
      expect([...weeks].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    });

    it("has two task classes starting today with six or more ordered items, some already applied", async () => {
      const classes = await db().select().from(taskClasses).where(eq(taskClasses.userId, userId)).orderBy(taskClasses.id);
      expect(classes.map((taskClass) => [taskClass.startDate, taskClass.endDate])).toEqual([
        ["2026-04-22", "2026-05-05"],
        ["2026-04-22", "2026-05-05"],
      ]);
      expect(classes.some((taskClass) => taskClass.allowFillerCourse)).toBe(true);
      expect(classes.some((taskClass) => taskClass.excludedSlots.length > 0)).toBe(true);
      for (const taskClass of classes) {
        const items = await db()
          .select()
          .from(taskClassItems)
          .where(eq(taskClassItems.categoryId, taskClass.id))
          .orderBy(taskClassItems.itemOrder);
        expect(items.length).toBeGreaterThanOrEqual(6);
        expect(items.map((item) => item.itemOrder)).toEqual(items.map((_, index) => index + 1));
        expect(items.filter((item) => item.status === "applied").length).toBeGreaterThan(0);
      }
    });

    it("has loose tasks in all four quadrants, some completed, with deadlines relative to now", async () => {
      const rows = await db().select().from(tasks).where(eq(tasks.userId, userId));
      expect(new Set(rows.map((task) => task.priorityGroup))).toEqual(new Set([1, 2, 3, 4]));
      expect(rows.some((task) => task.isCompleted)).toBe(true);
      const homework = rows.find((task) => task.title === "提交线性代数第五章作业");
      // Tomorrow 23:59 in Shanghai is 15:59 UTC.
      expect(homework?.deadlineAt?.toISOString()).toBe("2026-04-23T15:59:00.000Z");
      expect(homework?.urgencyThresholdAt?.toISOString()).toBe("2026-04-22T15:59:00.000Z");
    });
  });
});
