import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import type { Database } from "@/db/client";
import { scheduleEvents, schedules, taskClasses, taskClassItems } from "@/db/schema";
import { importTimetable } from "./timetable-import";
import { createCourse, listCourses, type ImportDraft } from "@/db/queries/courses";
import { saveTerm } from "@/db/queries/term-settings";
import { createUser, getScheduleVersion } from "@/db/queries/users";

/** A student with an 18-week term starting Monday 2025-02-24. */
async function student(db: Database, name: string): Promise<number> {
  const user = await createUser(db, name);
  await saveTerm(db, user.id, { start_date: "2025-02-24", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" });
  return user.id;
}

const draft = (overrides: Partial<ImportDraft>): ImportDraft => ({ name: "高等数学", location: "教一 101", can_be_embedded: false, day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 2, 3], ...overrides });

describe.each(testDatabases())("importTimetable on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("updates a course of the same name (its new times replace the old), creates the new ones, in one version bump", async () => {
    const db = database();
    const userId = await student(db, "重导");
    await importTimetable(db, userId, { drafts: [draft({}), draft({ name: "体育", location: null, day_of_week: 2 })], deleteCourseIds: [] });
    const version = await getScheduleVersion(db, userId);
    // The edited export: 高等数学 moved to Wednesday periods 3-4 and one more week; 体育 unchanged; 英语 new.
    const result = await importTimetable(db, userId, {
      drafts: [draft({ day_of_week: 3, section_start: 3, section_end: 4, weeks: [1, 2, 3, 4] }), draft({ name: "体育", location: null, day_of_week: 2 }), draft({ name: "英语", location: null, day_of_week: 5 })],
      deleteCourseIds: [],
    });
    expect(result).toMatchObject({ created: 1, updated: 2, deleted: 0, version: version + 1 });
    const courses = await listCourses(db, userId);
    expect(courses.map((course) => [course.name, course.meetings])).toEqual([
      ["高等数学", [{ day_of_week: 3, section_start: 3, section_end: 4, weeks: [1, 2, 3, 4] }]],
      ["体育", [{ day_of_week: 2, section_start: 1, section_end: 2, weeks: [1, 2, 3] }]],
      ["英语", [{ day_of_week: 5, section_start: 1, section_end: 2, weeks: [1, 2, 3] }]],
    ]);
  });

  it("stores other apps' UIDs, so a re-import updates a course the student renamed here instead of adding it again", async () => {
    const db = database();
    const userId = await student(db, "改名");
    const first = await importTimetable(db, userId, { drafts: [{ ...draft({}), source_uids: ["wakeup-1@app", "9-d1-s1-1@study-planner"] }], deleteCourseIds: [] });
    const [row] = await db.select({ uids: scheduleEvents.sourceUids }).from(scheduleEvents).where(eq(scheduleEvents.id, first.courses[0].id));
    expect(row.uids).toEqual(["wakeup-1@app"]);
    await db.update(scheduleEvents).set({ name: "微积分" }).where(eq(scheduleEvents.id, first.courses[0].id));
    const again = await importTimetable(db, userId, { drafts: [{ ...draft({ day_of_week: 4 }), source_uids: ["wakeup-1@app"] }], deleteCourseIds: [] });
    expect(again).toMatchObject({ created: 0, updated: 1 });
    expect((await listCourses(db, userId)).map((course) => [course.id, course.name, course.meetings[0].day_of_week])).toEqual([[first.courses[0].id, "高等数学", 4]]);
  });

  it("keeps an updated course a 水课 when the student made it one, and releases an item whose period moved", async () => {
    const db = database();
    const userId = await student(db, "水课");
    const { course } = await createCourse(db, userId, { name: "思政", location: null, can_be_embedded: true, meetings: [{ day_of_week: 1, section_start: 9, section_end: 10, weeks: [1] }] });
    const [taskClass] = await db.insert(taskClasses).values({ userId, name: "复习", startDate: "2025-02-24", endDate: "2025-03-02" }).returning();
    const [item] = await db.insert(taskClassItems).values({ categoryId: taskClass.id, itemOrder: 1, content: "第一章", status: "applied", embeddedTime: { week: 1, day_of_week: 1, section_start: 9, section_end: 10 } }).returning();
    await db.update(schedules).set({ embeddedTaskId: item.id }).where(eq(schedules.eventId, course.id));
    // The draft does not say (can_be_embedded left out): the course stays a 水课.
    const { can_be_embedded: _unsaid, ...moved } = draft({ name: "思政", location: null, day_of_week: 2, section_start: 9, section_end: 10, weeks: [1] });
    const result = await importTimetable(db, userId, { drafts: [moved], deleteCourseIds: [] });
    expect(result).toMatchObject({ updated: 1, released_items: 1 });
    expect((await listCourses(db, userId))[0]).toMatchObject({ id: course.id, can_be_embedded: true });
    const [released] = await db.select().from(taskClassItems).where(eq(taskClassItems.id, item.id));
    expect(released.status).toBe("pending");
  });

  it("writes 可嵌入 as the draft says it, for a new course and for one it updates", async () => {
    const db = database();
    const userId = await student(db, "可嵌入");
    const first = await importTimetable(db, userId, { drafts: [draft({ name: "思政", location: null, can_be_embedded: true }), draft({ name: "体育", location: null, day_of_week: 2 })], deleteCourseIds: [] });
    expect(first.courses.map((course) => [course.name, course.can_be_embedded, course.locked])).toEqual([["思政", true, false], ["体育", false, true]]);
    await importTimetable(db, userId, { drafts: [draft({ name: "思政", location: null, can_be_embedded: false }), draft({ name: "体育", location: null, day_of_week: 2, can_be_embedded: true })], deleteCourseIds: [] });
    expect((await listCourses(db, userId)).map((course) => [course.name, course.can_be_embedded])).toEqual([["思政", false], ["体育", true]]);
  });

  it("deletes the courses gone from the file that the student chose, and refuses any other id, writing nothing", async () => {
    const db = database();
    const userId = await student(db, "删课");
    const first = await importTimetable(db, userId, { drafts: [draft({}), draft({ name: "体育", location: null, day_of_week: 2 })], deleteCourseIds: [] });
    const pe = first.courses.find((course) => course.name === "体育")!;
    const math = first.courses.find((course) => course.name === "高等数学")!;
    await expect(importTimetable(db, userId, { drafts: [draft({})], deleteCourseIds: [math.id] })).rejects.toMatchObject({ code: "course:invalid" });
    expect(await listCourses(db, userId)).toHaveLength(2);
    const result = await importTimetable(db, userId, { drafts: [draft({})], deleteCourseIds: [pe.id] });
    expect(result).toMatchObject({ deleted: 1, updated: 1, created: 0 });
    expect((await listCourses(db, userId)).map((course) => course.name)).toEqual(["高等数学"]);
  });

  it("refuses, writing nothing, when an update would take a period of another course", async () => {
    const db = database();
    const userId = await student(db, "冲突");
    await importTimetable(db, userId, { drafts: [draft({}), draft({ name: "体育", location: null, day_of_week: 2 })], deleteCourseIds: [] });
    const before = await listCourses(db, userId);
    await expect(importTimetable(db, userId, { drafts: [draft({ day_of_week: 2 })], deleteCourseIds: [] })).rejects.toMatchObject({ code: "course:overlap" });
    expect(await listCourses(db, userId)).toEqual(before);
  });
  it("gathers the new drafts of one course into one course with several meetings, in one version bump", async () => {
    const db = database();
    const userId = await student(db, "导入");
    const version = await getScheduleVersion(db, userId);
    const result = await importTimetable(db, userId, {
      drafts: [draft({}), draft({ day_of_week: 5, weeks: [2, 4] }), draft({ name: "思政", location: null, can_be_embedded: true, day_of_week: 3 })],
      deleteCourseIds: [],
    });
    expect(result).toMatchObject({ created: 2, updated: 0, version: version + 1 });
    expect((await listCourses(db, userId)).map((course) => [course.name, course.meetings.length, course.locked])).toEqual([
      ["高等数学", 2, true],
      ["思政", 1, false],
    ]);
  });

  it("imports all or nothing: one draft clashing with a course the file does not replace refuses the whole file", async () => {
    const db = database();
    const userId = await student(db, "整批");
    await createCourse(db, userId, { name: "英语", location: null, can_be_embedded: false, meetings: [{ day_of_week: 4, section_start: 1, section_end: 2, weeks: [1, 2, 3] }] });
    const before = await dumpTables(db);
    await expect(importTimetable(db, userId, { drafts: [draft({}), draft({ name: "体育", location: null, day_of_week: 4, weeks: [3] })], deleteCourseIds: [] })).rejects.toThrow(
      "与已有安排冲突：「英语」周四第1-2节（第3周）",
    );
    expect(await dumpTables(db)).toEqual(before);
  });

  it("names the course whose weeks fall outside the term by its place in the file", async () => {
    const userId = await student(database(), "超周");
    await expect(importTimetable(database(), userId, { drafts: [draft({}), draft({ name: "数据结构", weeks: [20] })], deleteCourseIds: [] })).rejects.toThrow(
      "第2门课「数据结构」第20周不在本学期内（本学期共 18 周）",
    );
  });
});
