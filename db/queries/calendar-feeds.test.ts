import { describe, expect, it } from "vitest";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { testDatabases, useTestDatabase } from "@/db/testing";
import { parseIcsCourses } from "@/lib/ics/parse";
import type { Database } from "../client";
import { scheduleEvents, schedules } from "../schema";
import { exportCalendar, getActiveFeed, loadExportEvents, resolveFeedToken, revokeFeed, rotateFeed } from "./calendar-feeds";
import { createCourse, importCourses, listCourses } from "./courses";
import { FeedNotFoundError } from "./errors";
import { loadTerm } from "./terms";
import { updateTerm } from "./term-settings";
import { createUser } from "./users";

const TERM = { start_date: "2025-02-24", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" };
const NOW = new Date("2025-03-05T04:00:00Z");

async function student(db: Database, name: string): Promise<number> {
  const user = await createUser(db, name);
  await updateTerm(db, user.id, TERM);
  return user.id;
}

/** The timetable as (name, day, sections, weeks) facts, independent of ids and order. */
async function timetable(db: Database, userId: number) {
  return (await listCourses(db, userId))
    .flatMap((course) => course.meetings.map((meeting) => ({ name: course.name, location: course.location, can_be_embedded: course.can_be_embedded, ...meeting })))
    .sort((a, b) => a.name.localeCompare(b.name) || a.day_of_week - b.day_of_week || a.section_start - b.section_start);
}

describe.each(testDatabases())("calendar export and feeds on $name", (factory) => {
  const database = useTestDatabase(factory);

  describe("exportCalendar", () => {
    it("round-trips: export, import into a fresh account, same timetable", async () => {
      const db = database();
      const source = await student(db, "导出者");
      await createCourse(db, source, {
        name: "高等数学",
        location: "教一 101",
        can_be_embedded: false,
        meetings: [
          { day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] },
          { day_of_week: 4, section_start: 3, section_end: 4, weeks: [1, 3, 5, 7, 9, 11, 13, 15] },
        ],
      });
      await createCourse(db, source, { name: "思政", location: null, can_be_embedded: true, meetings: [{ day_of_week: 5, section_start: 9, section_end: 12, weeks: [2, 4, 6] }] });
      const ics = await exportCalendar(db, source, NOW);

      const target = await student(db, "导入者");
      const term = await loadTerm(db, target);
      const parsed = parseIcsCourses(ics, term!);
      expect(parsed.problems).toEqual([]);
      await importCourses(db, target, parsed.courses);
      expect(await timetable(db, target)).toEqual(await timetable(db, source));
    });

    it("includes committed study blocks, marked as study", async () => {
      const db = database();
      const userId = await student(db, "学习块");
      const [block] = await db.insert(scheduleEvents).values({ userId, name: "复习线代", type: "task" }).returning();
      await db.insert(schedules).values([3, 4].map((section) => ({ eventId: block.id, userId, week: 2, dayOfWeek: 3, section })));
      expect(await loadExportEvents(db, userId)).toEqual([
        { key: `${block.id}-d3-s3-4`, name: "复习线代", location: null, kind: "task", can_be_embedded: false, day_of_week: 3, section_start: 3, section_end: 4, weeks: [2] },
      ]);
      const ics = await exportCalendar(db, userId, NOW);
      expect(ics).toContain("CATEGORIES:学习");
      // Wednesday of week 2 is 2025-03-05; periods 3-4 are 10:00-11:40.
      expect(ics).toContain("DTSTART;TZID=Asia/Shanghai:20250305T100000");
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
      await expect(resolveFeedToken(database(), first.token)).rejects.toBeInstanceOf(FeedNotFoundError);
      expect(await resolveFeedToken(database(), second.token)).toBe(userId);
    });

    it("revoking makes the token unknown, and a new feed can be made afterwards", async () => {
      const userId = await student(database(), "撤销");
      const feed = await rotateFeed(database(), userId);
      expect(await revokeFeed(database(), userId)).toBe(true);
      expect(await revokeFeed(database(), userId)).toBe(false);
      expect(await getActiveFeed(database(), userId)).toBeNull();
      await expect(resolveFeedToken(database(), feed.token)).rejects.toBeInstanceOf(FeedNotFoundError);
      const again = await rotateFeed(database(), userId);
      expect(await resolveFeedToken(database(), again.token)).toBe(userId);
    });

    it("refuses malformed tokens and a right id with a wrong secret", async () => {
      const userId = await student(database(), "猜测");
      const feed = await rotateFeed(database(), userId);
      const [id] = feed.token.split("_");
      for (const guess of ["", "abc", `${id}_${"A".repeat(32)}`, `${feed.token}x`, `999999_${"A".repeat(32)}`]) {
        await expect(resolveFeedToken(database(), guess)).rejects.toBeInstanceOf(FeedNotFoundError);
      }
    });
  });
});
