import { describe, expect, it } from "vitest";
import { PlannerError } from "@/lib/errors";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import { scheduleEvents, schedules } from "@/db/schema";
import { createCourse } from "@/db/queries/courses";
import { termProblems, type TermInput } from "@/lib/calendar/term-rules";
import { getTermSettings, updateTerm } from "./term";
import { createUser } from "@/db/queries/users";

const TERM: TermInput = { start_date: "2025-02-24", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" };

describe("termProblems", () => {
  it("accepts a valid term", () => expect(termProblems(TERM)).toEqual([]));
  it("wants the start date to be a Monday", () => {
    expect(termProblems({ ...TERM, start_date: "2025-02-25" })).toEqual(["开学日期必须是第1周的周一"]);
  });
  it("refuses an impossible date", () => {
    expect(termProblems({ ...TERM, start_date: "2025-02-30" })).toEqual(["开学日期「2025-02-30」不是有效日期"]);
  });
  it("accepts 1 and 30 weeks and refuses 0 and 31", () => {
    expect(termProblems({ ...TERM, weeks: 1 })).toEqual([]);
    expect(termProblems({ ...TERM, weeks: 30 })).toEqual([]);
    expect(termProblems({ ...TERM, weeks: 0 })).toEqual(["学期周数必须在 1-30 之间"]);
    expect(termProblems({ ...TERM, weeks: 31 })).toEqual(["学期周数必须在 1-30 之间"]);
  });
  it("takes 8 to 16 periods a day and says the range otherwise", () => {
    const evening = (index: number) => ({ start: `${String(8 + index).padStart(2, "0")}:00`, end: `${String(8 + index).padStart(2, "0")}:45` });
    for (const count of [8, 11, 13, 16]) {
      expect(termProblems({ ...TERM, section_times: Array.from({ length: count }, (_, index) => evening(index)) })).toEqual([]);
    }
    expect(termProblems({ ...TERM, section_times: DEMO_SECTION_TIMES.slice(0, 7) })).toEqual(["每天的节数必须在 8-16 节之间，现在有 7 节"]);
    const seventeen = Array.from({ length: 17 }, (_, index) => ({ start: `${String(6 + index).padStart(2, "0")}:00`, end: `${String(6 + index).padStart(2, "0")}:45` }));
    expect(termProblems({ ...TERM, section_times: seventeen })).toEqual(["每天的节数必须在 8-16 节之间，现在有 17 节"]);
  });
  it("refuses a period that ends before it starts, overlaps the previous one or is not HH:MM", () => {
    const times = DEMO_SECTION_TIMES.map((time) => ({ ...time }));
    times[0] = { start: "08:50", end: "08:45" };
    times[2] = { start: "09:30", end: "10:45" };
    times[3] = { start: "8:55", end: "11:40" };
    expect(termProblems({ ...TERM, section_times: times })).toEqual([
      "第1节的下课时间必须晚于上课时间",
      "第3节的上课时间不能早于第2节下课",
      "第4节的时间必须是 HH:MM 格式",
    ]);
  });
  it("accepts a period starting exactly when the previous one ends", () => {
    const times = DEMO_SECTION_TIMES.map((time) => ({ ...time }));
    times[1] = { start: "08:45", end: "09:40" };
    expect(termProblems({ ...TERM, section_times: times })).toEqual([]);
  });
  it("refuses an unknown time zone", () => {
    expect(termProblems({ ...TERM, timezone: "Beijing" })).toEqual(["时区「Beijing」无法识别，请使用如 Asia/Shanghai 的时区名"]);
  });
});

describe.each(testDatabases())("updateTerm on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("creates the term the first time and bumps the version", async () => {
    const user = await createUser(database(), "新学期");
    const result = await updateTerm(database(), user.id, TERM);
    expect(result.version).toBe(1);
    expect(await getTermSettings(database(), user.id)).toEqual({ id: result.term.id, ...TERM });
  });

  it("refuses invalid settings before touching the database", async () => {
    const user = await createUser(database(), "坏设置");
    await expect(updateTerm(database(), user.id, { ...TERM, weeks: 31 })).rejects.toMatchObject({ code: "term:invalid" });
    expect(await getTermSettings(database(), user.id)).toBeNull();
  });

  it("refuses to shrink the term below occupied weeks and says what is there, changing nothing", async () => {
    const user = await createUser(database(), "缩短");
    await updateTerm(database(), user.id, TERM);
    await createCourse(database(), user.id, { name: "体育", location: null, can_be_embedded: false, meetings: [{ day_of_week: 2, section_start: 5, section_end: 6, weeks: [15, 16, 17] }] });
    const before = await dumpTables(database());
    const error = await updateTerm(database(), user.id, { ...TERM, weeks: 15 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "term:change_blocked" });
    expect((error as PlannerError).details.affected).toEqual([
      { week: 16, periods: 2, events: ["体育"] },
      { week: 17, periods: 2, events: ["体育"] },
    ]);
    expect((error as PlannerError).message).toBe("改为 15 周后，第16、17周还有 4 节已安排的课程或学习（体育），请先删除或调整它们。");
    expect(await dumpTables(database())).toEqual(before);
  });

  it("allows shrinking down to the last occupied week", async () => {
    const user = await createUser(database(), "刚好");
    await updateTerm(database(), user.id, TERM);
    await createCourse(database(), user.id, { name: "体育", location: null, can_be_embedded: false, meetings: [{ day_of_week: 2, section_start: 5, section_end: 6, weeks: [16] }] });
    await expect(updateTerm(database(), user.id, { ...TERM, weeks: 16 })).resolves.toMatchObject({ term: { weeks: 16 } });
  });

  it("refuses a new start date while study blocks exist unless the shift is confirmed", async () => {
    const db = database();
    const user = await createUser(db, "挪开学");
    await updateTerm(db, user.id, TERM);
    const [block] = await db.insert(scheduleEvents).values({ userId: user.id, name: "复习线代", type: "task" }).returning();
    await db.insert(schedules).values({ eventId: block.id, userId: user.id, week: 3, dayOfWeek: 2, section: 1 });
    const moved = { ...TERM, start_date: "2025-03-03" };
    const error = await updateTerm(db, user.id, moved).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "term:change_blocked" });
    expect(error).toMatchObject({ details: { reason: "moves_study_blocks", affected: [{ week: 3, periods: 1, events: ["复习线代"] }] } });
    await expect(updateTerm(db, user.id, moved, { confirm_shift: true })).resolves.toMatchObject({ term: { start_date: "2025-03-03" } });
  });

  it("saves a 14-period day, takes a course in periods 13-14 and refuses to go back to 12 while it is there", async () => {
    const db = database();
    const user = await createUser(db, "十四节");
    const fourteen = [...DEMO_SECTION_TIMES, { start: "22:35", end: "23:20" }, { start: "23:25", end: "23:55" }];
    await expect(updateTerm(db, user.id, { ...TERM, section_times: fourteen })).resolves.toMatchObject({ term: { section_times: fourteen } });
    await createCourse(db, user.id, { name: "夜间实验", location: null, can_be_embedded: false, meetings: [{ day_of_week: 3, section_start: 13, section_end: 14, weeks: [2, 4] }] });
    const before = await dumpTables(db);
    const error = await updateTerm(db, user.id, TERM).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "term:change_blocked", details: { reason: "outside_periods", affected: [{ week: 2, periods: 2, events: ["夜间实验"] }, { week: 4, periods: 2, events: ["夜间实验"] }] } });
    expect((error as PlannerError).message).toBe("改为每天 12 节后，第2、4周的第12节之后还有 4 节已安排的课程或学习（夜间实验），请先删除或调整它们。");
    expect(await dumpTables(db)).toEqual(before);
  });

  it("refuses a course past the day's last period, and the database refuses a 17th period", async () => {
    const db = database();
    const user = await createUser(db, "十二节");
    await updateTerm(db, user.id, TERM);
    const course = { name: "夜间实验", location: null, can_be_embedded: false, meetings: [{ day_of_week: 3, section_start: 13, section_end: 13, weeks: [2] }] };
    await expect(createCourse(db, user.id, course)).rejects.toMatchObject({ code: "course:invalid", details: { reasons: ["「夜间实验」节次必须在第1-12节之间"] } });
    const [event] = await db.insert(scheduleEvents).values({ userId: user.id, name: "坏行", type: "task" }).returning();
    await expect(db.insert(schedules).values({ eventId: event.id, userId: user.id, week: 1, dayOfWeek: 1, section: 17 })).rejects.toThrow();
  });

  it("changes the period clock and zone without moving any row", async () => {
    const user = await createUser(database(), "改时间");
    await updateTerm(database(), user.id, TERM);
    const times = DEMO_SECTION_TIMES.map((time, index) => (index === 0 ? { start: "07:50", end: "08:35" } : time));
    const result = await updateTerm(database(), user.id, { ...TERM, section_times: times, timezone: "Asia/Urumqi" });
    expect(result.term).toMatchObject({ section_times: times, timezone: "Asia/Urumqi" });
  });
});
