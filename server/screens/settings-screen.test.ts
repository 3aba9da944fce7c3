import { describe, expect, it } from "vitest";
import { createCourse } from "@/db/queries/courses";
import { createUser } from "@/db/queries/users";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { readSettings } from "./settings-screen";
import { rotateFeed, setDeadlineAlarm } from "../timetable/ics";
import { updateTerm } from "@/server/timetable/term";

const feedUrl = (path: string) => `https://planner.example.com${path}`;

/** A 14-period clock from 08:10, so a default clock cannot pass for it. */
const CLOCK_14 = Array.from({ length: 14 }, (_, index) => ({
  start: `${String(8 + index).padStart(2, "0")}:10`,
  end: `${String(8 + index).padStart(2, "0")}:55`,
}));

describe.each(testDatabases())("readSettings on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("is empty before the student has a term: no term, no courses, no subscription", async () => {
    const db = database();
    const user = await createUser(db, "新同学");
    const settings = await readSettings(db, user.id, feedUrl);
    expect(settings).toMatchObject({ term: null, courses: [], feed: null });
  });

  it("reads the term with its clock and zone, the courses, the alarm and the subscription, as plain JSON", async () => {
    const db = database();
    const user = await createUser(db, "林同学");
    // 2026-03-02 is a Monday.
    await updateTerm(db, user.id, { start_date: "2026-03-02", weeks: 16, section_times: CLOCK_14, timezone: "Asia/Tokyo" });
    const math = { name: "高等数学", location: "教一 101", can_be_embedded: false, meetings: [{ day_of_week: 1, section_start: 13, section_end: 14, weeks: [1, 2, 3] }] };
    const { course } = await createCourse(db, user.id, math);
    await setDeadlineAlarm(db, user.id, 60);
    const feed = await rotateFeed(db, user.id);

    const settings = await readSettings(db, user.id, feedUrl);
    expect(settings).toEqual({
      term: { start_date: "2026-03-02", weeks: 16, section_times: CLOCK_14, timezone: "Asia/Tokyo" },
      courses: [{ ...math, id: course.id, locked: true }],
      feed: { token: feed.token, created_at: feed.created_at, url: `https://planner.example.com/api/ics/feed/${feed.token}` },
      reminders: { block_minutes: 10, deadline_offsets: [60], course_minutes: null, quiet_hours: { start: "23:00", end: "07:00" } },
    });
    // Handed to client components as props: nothing that JSON would change (a Date, an undefined).
    expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
  });

  it("reads only the student's own settings", async () => {
    const db = database();
    const owner = await createUser(db, "甲同学");
    const other = await createUser(db, "乙同学");
    await updateTerm(db, owner.id, { start_date: "2026-03-02", weeks: 18, section_times: CLOCK_14.slice(0, 12), timezone: "Asia/Shanghai" });
    await createCourse(db, owner.id, { name: "线性代数", location: null, can_be_embedded: true, meetings: [{ day_of_week: 2, section_start: 1, section_end: 2, weeks: [1] }] });
    await rotateFeed(db, owner.id);
    expect(await readSettings(db, other.id, feedUrl)).toMatchObject({ term: null, courses: [], feed: null });
  });
});
