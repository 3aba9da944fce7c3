/**
 * Files built to take the server down (the security audit of issue 24): each is read with bounded work and answered
 * with a preview that says what was refused. None of these assertions times anything; the speed targets are the
 * black-box checks'.
 */
import { describe, expect, it } from "vitest";
import { calendar, sameSlotEvents, secondlyZone, SPRING_TERM, vevent } from "@/testing/ics";
import { IcsBudget } from "./budget";
import { previewSteps, previewTimetable } from "./preview";
import { runSteps } from "./steps";

const MONDAY_8 = ["DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094500"];

describe("hostile .ics files", () => {
  it("reads an event in a zone whose rule recurs every second at the zone's first offset, and says so", () => {
    const ics = calendar(secondlyZone("X"), vevent("a", "高等数学", "DTSTART;TZID=X:20250224T080000", "DTEND;TZID=X:20250224T094500", "RRULE:FREQ=WEEKLY;COUNT=16"));
    const preview = previewTimetable(ics, SPRING_TERM);
    expect(preview.courses).toMatchObject([{ name: "高等数学", day_of_week: 1, section_start: 1, section_end: 2, weeks: Array.from({ length: 16 }, (_, index) => index + 1) }]);
    expect(preview.notes).toContainEqual({
      code: "bad_timezone",
      level: "warning",
      message: "时区「X」的变换规则每秒重复一次，比每年一次还频繁，不像真实的时区，已按它最初的偏移 UTC+08:00 读取，请核对导入的上课时间。",
    });
  });

  it("reads 200 such zones, one note each", () => {
    const zones = Array.from({ length: 200 }, (_, index) => secondlyZone(`Z${index}`));
    const events = Array.from({ length: 200 }, (_, index) => vevent(`e${index}`, `课${index}`, `DTSTART;TZID=Z${index}:20250224T080000`, `DTEND;TZID=Z${index}:20250224T094500`));
    const preview = previewTimetable(calendar(...zones, ...events), SPRING_TERM);
    expect(preview.notes.filter((note) => note.code === "bad_timezone")).toHaveLength(200);
    expect(preview.courses).toHaveLength(200);
  });

  it.each([
    ["FREQ=SECONDLY;COUNT=100", "的重复规则每秒重复一次（FREQ=SECONDLY），不是课程的上课规律"],
    ["FREQ=DAILY;INTERVAL=2000000000;COUNT=3", "的重复间隔过大（INTERVAL=2000000000）"],
    ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "的重复规则永远不会发生（BYMONTH、BYMONTHDAY 等互相矛盾）"],
    ["FREQ=MONTHLY;BYYEARDAY=100", "的重复规则无法读取（BYYEARDAY）"],
    ["FREQ=DAILY;BYDAY=1MO", "的重复规则无法读取（BYDAY）"],
    ["FREQ=DAILY;BYHOUR=8,10", "的重复规则在一天里重复多次（BYHOUR），不是课程的上课规律"],
  ])("refuses an event whose rule ical.js would loop on for ever (%s), naming why", (rule, reason) => {
    const preview = previewTimetable(calendar(vevent("r", "怪课", ...MONDAY_8, `RRULE:${rule}`)), SPRING_TERM);
    expect(preview.courses).toEqual([]);
    expect(preview.problems).toEqual([{ kind: "invalid", uid: "r", name: "怪课", reason: `「怪课」${reason}，这个事件没有导入。`, occurrences: [] }]);
  });

  it("answers 1500 events in one slot with one grouped clash and a body well under 1 MB", () => {
    const preview = previewTimetable(calendar(...sameSlotEvents(1500)), SPRING_TERM);
    expect(preview.courses).toHaveLength(1500);
    expect(preview.clashes).toHaveLength(1);
    expect(preview.clashes[0].message).toMatch(/^这 1500 门课都在周一第1-2节（第1-16周）时间重叠/);
    expect(JSON.stringify(preview).length).toBeLessThan(1_000_000);
  });

  it("reads no more events and meetings than its budget, and says what was left out", () => {
    const budget = new IcsBudget(undefined, undefined, 10, 100);
    const preview = previewTimetable(calendar(...sameSlotEvents(12)), SPRING_TERM, [], { budget });
    expect(preview.courses).toHaveLength(7);
    expect(preview.notes.filter((note) => note.code === "too_large").map((note) => note.message)).toEqual([
      "文件里有 12 个事件，超过了上限 10 个，只读取了前 10 个。",
      "文件里的上课次数超过了上限 100 次，之后的上课没有读取。",
    ]);
  });

  it("stops at the deadline with ics:invalid, checked inside the reading", () => {
    let now = 0;
    // Every look at the clock moves it a second on: the reading must look, and stop.
    const budget = new IcsBudget(() => (now += 1000), 5000);
    expect(() => runSteps(previewSteps(calendar(...sameSlotEvents(50)), SPRING_TERM, [], { budget }))).toThrow(
      expect.objectContaining({ code: "ics:invalid", message: expect.stringContaining("没能在限定时间内读完") }),
    );
  });
});
