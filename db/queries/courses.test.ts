import { describe, expect, it } from "vitest";
import { PlannerError } from "@/lib/errors";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import type { Database } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems } from "../schema";
import { createCourse, deleteCourse, listCourses, updateCourse, type CourseInput } from "./courses";
import { saveTerm } from "./term-settings";
import { createUser, getScheduleVersion } from "./users";
import { eq } from "drizzle-orm";

const weeks = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

const MATH: CourseInput = {
  name: "高等数学",
  location: "教一 101",
  can_be_embedded: false,
  meetings: [
    { day_of_week: 1, section_start: 1, section_end: 2, weeks: weeks(1, 16) },
    { day_of_week: 4, section_start: 3, section_end: 4, weeks: weeks(1, 15, 2) },
  ],
};

/** A student with an 18-week term starting Monday 2025-02-24. */
async function student(db: Database, name: string): Promise<number> {
  const user = await createUser(db, name);
  await saveTerm(db, user.id, { start_date: "2025-02-24", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" });
  return user.id;
}

describe.each(testDatabases())("courses on $name", (factory) => {
  const database = useTestDatabase(factory);

  describe("createCourse", () => {
    it("writes the course, one row per period and week, and bumps the version", async () => {
      const userId = await student(database(), "建课");
      const before = await getScheduleVersion(database(), userId);
      const result = await createCourse(database(), userId, MATH);
      expect(result.version).toBe(before + 1);
      expect(await getScheduleVersion(database(), userId)).toBe(before + 1);
      expect(result.course).toMatchObject({ name: "高等数学", locked: true, can_be_embedded: false });
      const rows = await database().select().from(schedules).where(eq(schedules.eventId, result.course.id));
      expect(rows).toHaveLength(16 * 2 + 8 * 2);
      const [event] = await database().select().from(scheduleEvents).where(eq(scheduleEvents.id, result.course.id));
      expect(event).toMatchObject({ type: "course", canBeEmbedded: false, location: "教一 101" });
    });

    it("refuses periods outside 1-12, weeks outside the term and an empty name, listing every reason", async () => {
      const userId = await student(database(), "校验");
      const before = await dumpTables(database());
      const error = await createCourse(database(), userId, {
        name: "  ",
        location: null,
        can_be_embedded: false,
        meetings: [{ day_of_week: 8, section_start: 11, section_end: 13, weeks: [0, 19] }],
      }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: "course:invalid" });
      expect((error as PlannerError).details.reasons).toEqual([
        "课程名称不能为空",
        "星期必须在周一到周日之间",
        "节次必须在第1-12节之间",
        "第0、19周不在本学期内（本学期共 18 周）",
      ]);
      expect(await dumpTables(database())).toEqual(before);
    });

    it("refuses a start period after the end period", async () => {
      const userId = await student(database(), "倒序");
      await expect(
        createCourse(database(), userId, { ...MATH, meetings: [{ day_of_week: 1, section_start: 4, section_end: 3, weeks: [1] }] }),
      ).rejects.toThrow("开始节次（第4节）不能晚于结束节次（第3节）");
    });

    it("accepts the boundaries: period 12, week 1 and the term's last week", async () => {
      const userId = await student(database(), "边界");
      const result = await createCourse(database(), userId, { ...MATH, meetings: [{ day_of_week: 7, section_start: 12, section_end: 12, weeks: [1, 18] }] });
      expect(result.course.meetings).toEqual([{ day_of_week: 7, section_start: 12, section_end: 12, weeks: [1, 18] }]);
    });

    it("refuses an overlap with an existing course, naming it with its periods and weeks, and writes nothing", async () => {
      const userId = await student(database(), "冲突");
      await createCourse(database(), userId, MATH);
      const before = await dumpTables(database());
      const error = await createCourse(database(), userId, {
        name: "大学物理",
        location: null,
        can_be_embedded: false,
        meetings: [{ day_of_week: 1, section_start: 2, section_end: 3, weeks: [15, 16, 17] }],
      }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: "course:overlap" });
      expect((error as PlannerError).message).toBe("与已有安排冲突：「高等数学」周一第2节（第15-16周）");
      expect((error as PlannerError).details.clashes).toEqual([{ name: "高等数学", day_of_week: 1, section_start: 2, section_end: 2, weeks: [15, 16] }]);
      expect(await dumpTables(database())).toEqual(before);
    });

    it("refuses two meetings of the same new course that collide", async () => {
      const userId = await student(database(), "自撞");
      await expect(
        createCourse(database(), userId, {
          ...MATH,
          meetings: [
            { day_of_week: 2, section_start: 1, section_end: 2, weeks: [1, 2] },
            { day_of_week: 2, section_start: 2, section_end: 3, weeks: [2] },
          ],
        }),
      ).rejects.toThrow("与已有安排冲突：「高等数学」周二第2节（第2周）");
    });

    it("refuses when the student has no term yet", async () => {
      const user = await createUser(database(), "无学期");
      await expect(createCourse(database(), user.id, MATH)).rejects.toMatchObject({ code: "term:not_found" });
    });
  });

  describe("listCourses", () => {
    it("gives back the meetings as they were entered, and nothing of another student", async () => {
      const userId = await student(database(), "列出");
      const other = await student(database(), "别人");
      await createCourse(database(), other, { ...MATH, name: "别人的课" });
      const { course } = await createCourse(database(), userId, MATH);
      expect(await listCourses(database(), userId)).toEqual([{ ...MATH, id: course.id, locked: true }]);
    });

    it("is empty for a student without courses", async () => {
      const userId = await student(database(), "空课表");
      expect(await listCourses(database(), userId)).toEqual([]);
    });
  });

  describe("updateCourse", () => {
    it("replaces the meetings and fields in place and bumps the version", async () => {
      const userId = await student(database(), "改课");
      const { course, version } = await createCourse(database(), userId, MATH);
      const changed: CourseInput = { name: "高数（下）", location: null, can_be_embedded: true, meetings: [{ day_of_week: 1, section_start: 2, section_end: 3, weeks: [1, 2] }] };
      const result = await updateCourse(database(), userId, course.id, changed);
      expect(result.version).toBe(version + 1);
      expect(await listCourses(database(), userId)).toEqual([{ ...changed, id: course.id, locked: false }]);
    });

    it("does not count the course's own periods as a clash", async () => {
      const userId = await student(database(), "自身");
      const { course } = await createCourse(database(), userId, MATH);
      await expect(updateCourse(database(), userId, course.id, { ...MATH, location: "教二 202" })).resolves.toMatchObject({ released_items: 0 });
    });

    it("releases a task item embedded in a period that goes away, making it pending again", async () => {
      const db = database();
      const userId = await student(db, "嵌入");
      const { course } = await createCourse(db, userId, { ...MATH, can_be_embedded: true });
      const [taskClass] = await db.insert(taskClasses).values({ userId, name: "复习", startDate: "2025-02-24", endDate: "2025-03-02" }).returning();
      const [item] = await db
        .insert(taskClassItems)
        .values({ categoryId: taskClass.id, itemOrder: 1, content: "复习线代", status: "applied", embeddedTime: { week: 1, day_of_week: 1, section_start: 1, section_end: 2 } })
        .returning();
      await db.update(schedules).set({ embeddedTaskId: item.id }).where(eq(schedules.eventId, course.id));
      const result = await updateCourse(db, userId, course.id, { ...MATH, can_be_embedded: true, meetings: [MATH.meetings[1]] });
      expect(result.released_items).toBe(1);
      const [released] = await db.select().from(taskClassItems).where(eq(taskClassItems.id, item.id));
      expect(released).toMatchObject({ status: "pending", embeddedTime: null });
      const guests = await db.select().from(schedules).where(eq(schedules.embeddedTaskId, item.id));
      expect(guests).toEqual([]);
    });

    it("refuses a course of another student as not found", async () => {
      const owner = await student(database(), "课主");
      const stranger = await student(database(), "路人");
      const { course } = await createCourse(database(), owner, MATH);
      await expect(updateCourse(database(), stranger, course.id, MATH)).rejects.toMatchObject({ code: "course:not_found" });
    });
  });

  describe("deleteCourse", () => {
    it("removes the course and its rows and bumps the version", async () => {
      const userId = await student(database(), "删课");
      const { course, version } = await createCourse(database(), userId, MATH);
      expect(await deleteCourse(database(), userId, course.id)).toEqual({ version: version + 1, released_items: 0 });
      expect(await listCourses(database(), userId)).toEqual([]);
      expect(await database().select().from(schedules).where(eq(schedules.userId, userId))).toEqual([]);
    });

    it("refuses an unknown id and leaves the version alone", async () => {
      const userId = await student(database(), "删空");
      const version = await getScheduleVersion(database(), userId);
      await expect(deleteCourse(database(), userId, 999_999)).rejects.toMatchObject({ code: "course:not_found" });
      expect(await getScheduleVersion(database(), userId)).toBe(version);
    });
  });
});
