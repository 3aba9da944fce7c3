import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { parseIcsCourses } from "@/lib/ics/parse";
import type { Database } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems } from "../schema";
import { exportCalendar, getActiveFeed, loadExportEvents, resolveFeedToken, revokeFeed, rotateFeed } from "./calendar-feeds";
import { createCourse, listCourses, type CourseInput } from "./courses";
import { loadTerm } from "./terms";
import { saveTerm } from "./term-settings";
import { createUser } from "./users";

const TERM = { start_date: "2025-02-24", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" };
const NOW = new Date("2025-03-05T04:00:00Z");
const NO_ALARMS = { blockMinutes: null, courseMinutes: null, deadlineOffsets: [] };

async function student(db: Database, name: string): Promise<number> {
  const user = await createUser(db, name);
  await saveTerm(db, user.id, TERM);
  return user.id;
}

/** The timetable as (name, day, sections, weeks) facts, independent of ids and order. */
async function timetable(db: Database, userId: number) {
  return (await listCourses(db, userId))
    .flatMap((course) => course.meetings.map((meeting) => ({ name: course.name, location: course.location, can_be_embedded: course.can_be_embedded, ...meeting })))
    .sort((a, b) => a.name.localeCompare(b.name) || a.day_of_week - b.day_of_week || a.section_start - b.section_start);
}

/** A committed study block of its own: `sections` of `dayOfWeek` in `week`. */
async function studyBlock(db: Database, userId: number, name: string, week: number, dayOfWeek: number, sections: number[]) {
  const [block] = await db.insert(scheduleEvents).values({ userId, name, type: "task" }).returning();
  await db.insert(schedules).values(sections.map((section) => ({ eventId: block.id, userId, week, dayOfWeek, section })));
  return block;
}

/** A task item embedded in the host course's periods `sections` of `week`, as a committed draft leaves it. */
async function embeddedItem(db: Database, userId: number, hostId: number, content: string, week: number, dayOfWeek: number, sections: number[]) {
  const [taskClass] = await db.insert(taskClasses).values({ userId, name: "离散数学复习", startDate: "2025-02-24", endDate: "2025-03-30" }).returning();
  const embeddedTime = { week, day_of_week: dayOfWeek, section_start: sections[0], section_end: sections[sections.length - 1] };
  const [item] = await db
    .insert(taskClassItems)
    .values({ categoryId: taskClass.id, itemOrder: 1, content, duration: sections.length, status: "applied", embeddedTime })
    .returning();
  await db
    .update(schedules)
    .set({ embeddedTaskId: item.id })
    .where(and(eq(schedules.eventId, hostId), eq(schedules.week, week), eq(schedules.dayOfWeek, dayOfWeek), inArray(schedules.section, sections)));
  return item;
}

describe.each(testDatabases())("calendar export and feeds on $name", (factory) => {
  const database = useTestDatabase(factory);

  describe("exportCalendar", () => {
    it("round-trips: export, import into a fresh account, same timetable", async () => {
      const db = database();
      const source = await student(db, "导出者");
      // 高等数学 is fixed (locked), 思政 a 水课 (可嵌入).
      await createCourse(db, source, {
        name: "高等数学",
        location: "教一 101",
        can_be_embedded: false,
        meetings: [
          { day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] },
          { day_of_week: 4, section_start: 3, section_end: 4, weeks: [1, 3, 5, 7, 9, 11, 13, 15] },
        ],
      });
      const { course: politics } = await createCourse(db, source, {
        name: "思政",
        location: "大礼堂",
        can_be_embedded: true,
        meetings: [{ day_of_week: 5, section_start: 9, section_end: 12, weeks: [2, 4, 6] }],
      });
      await studyBlock(db, source, "复习线代", 2, 3, [3, 4]);
      await embeddedItem(db, source, politics.id, "第一章 集合", 2, 5, [9, 10]);
      const ics = await exportCalendar(db, source, { generatedAt: NOW, alarms: NO_ALARMS });

      const target = await student(db, "导入者");
      const term = await loadTerm(db, target);
      const parsed = parseIcsCourses(ics, term!);
      const reason = (name: string) => `「${name}」是学习安排（由本应用导出），不作为课程导入。`;
      // Wednesday of week 2 is 2025-03-05 (periods 3-4: 10:00-11:40); Friday is 2025-03-07 (periods 9-10: 19:00-20:40).
      expect(parsed.problems).toEqual([
        { kind: "study_block", uid: expect.any(String), name: "复习线代", reason: reason("复习线代"), occurrences: ["2025-03-05 10:00-11:40"] },
        { kind: "study_block", uid: expect.any(String), name: "离散数学复习 · 第一章 集合", reason: reason("离散数学复习 · 第一章 集合"), occurrences: ["2025-03-07 19:00-20:40"] },
      ]);
      // The file's meetings, one course per name, place and embeddability, as an import gathers them.
      const courses = new Map<string, CourseInput>();
      for (const { name, location, can_be_embedded, ...meeting } of parsed.courses) {
        const key = JSON.stringify([name, location, can_be_embedded]);
        const course = courses.get(key) ?? { name, location, can_be_embedded, meetings: [] };
        course.meetings.push(meeting);
        courses.set(key, course);
      }
      for (const course of courses.values()) await createCourse(db, target, course);
      const imported = await timetable(db, target);
      expect(imported).toEqual(await timetable(db, source));
      expect(imported.map(({ name, can_be_embedded }) => [name, can_be_embedded])).toEqual([
        ["思政", true],
        ["高等数学", false],
        ["高等数学", false],
      ]);
      expect((await listCourses(db, target)).map(({ name, locked }) => [name, locked])).toEqual([
        ["高等数学", true],
        ["思政", false],
      ]);
      const targetEvents = await db.select().from(scheduleEvents).where(eq(scheduleEvents.userId, target));
      expect(targetEvents.map((event) => event.type)).toEqual(["course", "course"]);
    });

    it("includes committed study blocks, marked as study", async () => {
      const db = database();
      const userId = await student(db, "学习块");
      const block = await studyBlock(db, userId, "复习线代", 2, 3, [3, 4]);
      expect(await loadExportEvents(db, userId)).toEqual([
        { key: `${block.id}-d3-s3-4`, name: "复习线代", location: null, kind: "task", can_be_embedded: false, embedded_in: null, class_name: null, day_of_week: 3, section_start: 3, section_end: 4, weeks: [2] },
      ]);
      const ics = await exportCalendar(db, userId, { generatedAt: NOW, alarms: NO_ALARMS });
      expect(ics).toContain("CATEGORIES:学习");
      // Wednesday of week 2 is 2025-03-05; periods 3-4 are 10:00-11:40.
      expect(ics).toContain("DTSTART;TZID=Asia/Shanghai:20250305T100000");
    });

    it("exports a task item embedded in a 水课 as its own study event during the host's periods", async () => {
      const db = database();
      const userId = await student(db, "嵌入");
      const { course } = await createCourse(db, userId, {
        name: "思政",
        location: "大礼堂",
        can_be_embedded: true,
        meetings: [{ day_of_week: 5, section_start: 9, section_end: 12, weeks: [2, 4] }],
      });
      const item = await embeddedItem(db, userId, course.id, "第一章 集合", 4, 5, [11, 12]);
      const host = { name: "思政", location: "大礼堂", kind: "course", can_be_embedded: true, embedded_in: null, class_name: null, day_of_week: 5, section_start: 9, section_end: 12 };
      expect(await loadExportEvents(db, userId)).toEqual([
        { key: `${course.id}-d5-s9-12`, ...host, weeks: [2, 4] },
        {
          key: `i${item.id}-e${course.id}-d5-s11-12`,
          name: "第一章 集合",
          location: "大礼堂",
          kind: "task",
          can_be_embedded: false,
          embedded_in: "思政",
          class_name: "离散数学复习",
          day_of_week: 5,
          section_start: 11,
          section_end: 12,
          weeks: [4],
        },
      ]);
      const ics = await exportCalendar(db, userId, { generatedAt: NOW, alarms: NO_ALARMS });
      // Friday of week 4 is 2025-03-21; period 11 starts at 20:50.
      expect(ics).toContain(`UID:i${item.id}-e${course.id}-d5-s11-12@study-planner`);
      // Titled with its class, as a phone calendar shows it.
      expect(ics).toContain("SUMMARY:离散数学复习 · 第一章 集合\r\n");
      expect(ics).toContain("DTSTART;TZID=Asia/Shanghai:20250321T205000\r\n");
      expect(ics).toContain("DESCRIPTION:第11-12节 · 在水课「思政」中学习\r\n");
    });
  });

  describe("feeds", () => {
    it("creates a token that resolves to its owner", async () => {
      const userId = await student(database(), "订阅");
      const feed = await rotateFeed(database(), userId);
      expect(feed.token).toMatch(/^\d+_[A-Za-z0-9_-]{32}$/);
      expect(await resolveFeedToken(database(), feed.token)).toBe(userId);
      expect(await getActiveFeed(database(), userId)).toEqual(feed);
    });

    it("rotating replaces the secret: the old token stops working", async () => {
      const userId = await student(database(), "换链接");
      const first = await rotateFeed(database(), userId);
      const second = await rotateFeed(database(), userId);
      expect(second.token).not.toBe(first.token);
      await expect(resolveFeedToken(database(), first.token)).rejects.toMatchObject({ code: "feed:not_found" });
      expect(await resolveFeedToken(database(), second.token)).toBe(userId);
    });

    it("revoking makes the token unknown, and a new feed can be made afterwards", async () => {
      const userId = await student(database(), "撤销");
      const feed = await rotateFeed(database(), userId);
      expect(await revokeFeed(database(), userId)).toBe(true);
      expect(await revokeFeed(database(), userId)).toBe(false);
      expect(await getActiveFeed(database(), userId)).toBeNull();
      await expect(resolveFeedToken(database(), feed.token)).rejects.toMatchObject({ code: "feed:not_found" });
      const again = await rotateFeed(database(), userId);
      expect(await resolveFeedToken(database(), again.token)).toBe(userId);
    });

    it("refuses malformed tokens and a right id with a wrong secret", async () => {
      const userId = await student(database(), "猜测");
      const feed = await rotateFeed(database(), userId);
      const [id] = feed.token.split("_");
      for (const guess of ["", "abc", `${id}_${"A".repeat(32)}`, `${feed.token}x`, `999999_${"A".repeat(32)}`]) {
        await expect(resolveFeedToken(database(), guess)).rejects.toMatchObject({ code: "feed:not_found" });
      }
    });
  });
});
