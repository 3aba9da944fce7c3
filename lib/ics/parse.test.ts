import { describe, expect, it } from "vitest";
import { parseIcsCourses } from "./parse";
import { SPRING_TERM, calendar, range, vevent } from "@/testing/ics";

// SPRING_TERM: week 1 is Monday 2025-02-24 (Shanghai); week N's Monday is 2025-02-24 + 7(N-1) days.

describe("parseIcsCourses", () => {
  it("maps a weekly RRULE with UNTIL onto weeks, weekday and periods", () => {
    const ics = calendar(
      vevent(
        "math",
        "高等数学",
        "LOCATION:教一 101",
        "DTSTART;TZID=Asia/Shanghai:20250224T080000", // Monday of week 1
        "DTEND;TZID=Asia/Shanghai:20250224T094000",
        "RRULE:FREQ=WEEKLY;UNTIL=20250615T155959Z", // last meeting Monday 2025-06-09, week 16
      ),
    );
    expect(parseIcsCourses(ics, SPRING_TERM)).toEqual({
      courses: [
        {
          name: "高等数学",
          location: "教一 101",
          day_of_week: 1,
          section_start: 1,
          section_end: 2,
          weeks: range(1, 16),
          can_be_embedded: false,
          source_uids: ["math"],
        },
      ],
      problems: [],
      notes: [],
    });
  });

  it("counts a COUNT rule from its first meeting", () => {
    const ics = calendar(
      vevent("phys", "大学物理", "DTSTART;TZID=Asia/Shanghai:20250305T140000", "DTEND;TZID=Asia/Shanghai:20250305T154000", "RRULE:FREQ=WEEKLY;COUNT=8"),
    );
    const [course] = parseIcsCourses(ics, SPRING_TERM).courses;
    // 2025-03-05 is the Wednesday of week 2.
    expect(course).toMatchObject({ day_of_week: 3, section_start: 5, section_end: 6, weeks: range(2, 9) });
  });

  it("leaves out the weeks named by EXDATE (holidays)", () => {
    const ics = calendar(
      vevent(
        "eng",
        "大学英语",
        "DTSTART;TZID=Asia/Shanghai:20250225T100000",
        "DTEND;TZID=Asia/Shanghai:20250225T114000",
        "RRULE:FREQ=WEEKLY;COUNT=16",
        "EXDATE;TZID=Asia/Shanghai:20250401T100000", // Tuesday of week 6 (清明)
        "EXDATE;TZID=Asia/Shanghai:20250506T100000", // Tuesday of week 11 (劳动节调休)
      ),
    );
    const { courses, problems } = parseIcsCourses(ics, SPRING_TERM);
    expect(courses[0].weeks).toEqual(range(1, 16).filter((week) => week !== 6 && week !== 11));
    expect(problems).toEqual([]);
  });

  it("converts UTC (Z) times into the term's zone", () => {
    // 00:00Z is 08:00 in Shanghai, on Tuesday 2025-02-25 (week 1).
    const ics = calendar(vevent("z", "线性代数", "DTSTART:20250225T000000Z", "DTEND:20250225T014000Z", "RRULE:FREQ=WEEKLY;COUNT=4"));
    expect(parseIcsCourses(ics, SPRING_TERM).courses[0]).toMatchObject({ day_of_week: 2, section_start: 1, section_end: 2, weeks: [1, 2, 3, 4] });
  });

  it("converts another IANA zone into the term's zone, across the date line", () => {
    // 09:00 in Tokyo is 08:00 in Shanghai; 19:00 Sunday in Los Angeles (PST) is 11:00 Monday in Shanghai.
    const ics = calendar(
      vevent("tokyo", "日语", "DTSTART;TZID=Asia/Tokyo:20250226T090000", "DTEND;TZID=Asia/Tokyo:20250226T104000", "RRULE:FREQ=WEEKLY;COUNT=2"),
      vevent("la", "网课", "DTSTART;TZID=America/Los_Angeles:20250223T185500", "DTEND;TZID=America/Los_Angeles:20250223T194000"),
    );
    const { courses } = parseIcsCourses(ics, SPRING_TERM);
    expect(courses.map(({ name, day_of_week, section_start, section_end, weeks }) => ({ name, day_of_week, section_start, section_end, weeks }))).toEqual([
      { name: "网课", day_of_week: 1, section_start: 4, section_end: 4, weeks: [1] },
      { name: "日语", day_of_week: 3, section_start: 1, section_end: 2, weeks: [1, 2] },
    ]);
  });

  it("reads a custom TZID through the file's own VTIMEZONE", () => {
    const ics = calendar(
      ["BEGIN:VTIMEZONE", "TZID:China Standard Time", "BEGIN:STANDARD", "DTSTART:16010101T000000", "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE"].join("\r\n"),
      vevent("win", "概率论", "DTSTART;TZID=China Standard Time:20250227T080000", "DTEND;TZID=China Standard Time:20250227T094000"),
    );
    expect(parseIcsCourses(ics, SPRING_TERM).courses[0]).toMatchObject({ day_of_week: 4, section_start: 1, section_end: 2, weeks: [1] });
  });

  it("reports a TZID it cannot resolve instead of guessing", () => {
    const ics = calendar(vevent("x", "体育", "DTSTART;TZID=Mars/Olympus:20250227T080000", "DTEND;TZID=Mars/Olympus:20250227T094000"));
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.courses).toEqual([]);
    expect(result.problems).toMatchObject([{ kind: "unknown_timezone", uid: "x", name: "体育" }]);
    expect(result.problems[0].reason).toContain("Mars/Olympus");
  });

  it("maps INTERVAL=2 to odd and even weeks", () => {
    const ics = calendar(
      vevent("odd", "数据结构", "DTSTART;TZID=Asia/Shanghai:20250226T100000", "DTEND;TZID=Asia/Shanghai:20250226T114000", "RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8"),
      vevent("even", "数据结构实验", "DTSTART;TZID=Asia/Shanghai:20250305T100000", "DTEND;TZID=Asia/Shanghai:20250305T114000", "RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20250620T000000Z"),
    );
    const { courses } = parseIcsCourses(ics, SPRING_TERM);
    expect(courses.map((course) => [course.name, course.weeks])).toEqual([
      ["数据结构", range(1, 15, 2)],
      ["数据结构实验", range(2, 16, 2)],
    ]);
  });

  it("splits one VEVENT whose occurrences land on different weekdays (BYDAY) into one draft per weekday", () => {
    const ics = calendar(
      vevent("twice", "C语言", "DTSTART;TZID=Asia/Shanghai:20250224T140000", "DTEND;TZID=Asia/Shanghai:20250224T154000", "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=4"),
    );
    expect(parseIcsCourses(ics, SPRING_TERM).courses.map((course) => [course.day_of_week, course.weeks])).toEqual([
      [1, [1, 2]],
      [4, [1, 2]],
    ]);
  });

  it("merges per-week VEVENTs of the same course into one draft", () => {
    const ics = calendar(
      ...[0, 1, 2].map((offset) =>
        vevent(`week-${offset}`, "思政", "LOCATION:大礼堂", `DTSTART;TZID=Asia/Shanghai:202503${String(3 + offset * 7).padStart(2, "0")}T190000`, `DTEND;TZID=Asia/Shanghai:202503${String(3 + offset * 7).padStart(2, "0")}T204000`),
      ),
    );
    const { courses } = parseIcsCourses(ics, SPRING_TERM);
    expect(courses).toHaveLength(1);
    expect(courses[0]).toMatchObject({ name: "思政", section_start: 9, section_end: 10, weeks: [2, 3, 4], source_uids: ["week-0", "week-1", "week-2"] });
  });

  it("reports an all-day event and creates nothing for it", () => {
    const ics = calendar(vevent("holiday", "清明节", "DTSTART;VALUE=DATE:20250404", "DTEND;VALUE=DATE:20250405"));
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.courses).toEqual([]);
    expect(result.problems).toMatchObject([{ kind: "all_day", uid: "holiday", name: "清明节" }]);
  });

  it("reports times more than 20 minutes off the period grid with every occurrence concerned", () => {
    // 08:25 is 25 minutes after period 1 starts and 30 before period 2 does.
    const ics = calendar(vevent("club", "社团活动", "DTSTART;TZID=Asia/Shanghai:20250224T082500", "DTEND;TZID=Asia/Shanghai:20250224T093000", "RRULE:FREQ=WEEKLY;COUNT=2"));
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.courses).toEqual([]);
    expect(result.problems).toEqual([
      {
        kind: "off_grid",
        uid: "club",
        name: "社团活动",
        reason: "「社团活动」的上课时间 08:25-09:30 对不上本学期的节次时间，请手动调整。",
        occurrences: ["2025-02-24 08:25-09:30", "2025-03-03 08:25-09:30"],
      },
    ]);
  });

  describe("按最近的节次: times up to 20 minutes off the clock", () => {
    const weekly = (uid: string, name: string, start: string, end: string) =>
      vevent(uid, name, `DTSTART;TZID=Asia/Shanghai:20250224T${start}00`, `DTEND;TZID=Asia/Shanghai:20250224T${end}00`, "RRULE:FREQ=WEEKLY;COUNT=2");

    it("offers 08:00-09:30 at periods 1-2 (08:00-09:40), saying where from and where to, and reports no problem", () => {
      const result = parseIcsCourses(calendar(weekly("math", "高等数学", "0800", "0930")), SPRING_TERM);
      expect(result.problems).toEqual([]);
      expect(result.courses).toEqual([
        {
          name: "高等数学",
          location: null,
          day_of_week: 1, // 2025-02-24 is a Monday
          section_start: 1,
          section_end: 2,
          weeks: [1, 2],
          can_be_embedded: false,
          source_uids: ["math"],
          approximate: { file: { start: "08:00", end: "09:30" }, periods: { start: "08:00", end: "09:40" } },
        },
      ]);
    });

    it("stops at 20 minutes: 21 minutes off is off_grid as before", () => {
      const near = parseIcsCourses(calendar(weekly("a", "甲", "0800", "0920")), SPRING_TERM);
      expect(near.courses.map((course) => [course.section_start, course.section_end])).toEqual([[1, 2]]);
      const far = parseIcsCourses(calendar(weekly("b", "乙", "0800", "0919")), SPRING_TERM);
      expect(far.courses).toEqual([]);
      expect(far.problems.map((problem) => problem.kind)).toEqual(["off_grid"]);
    });

    it("maps an event spanning a break over all its periods", () => {
      const result = parseIcsCourses(calendar(weekly("lab", "实验", "0810", "1130")), SPRING_TERM);
      expect(result.courses).toMatchObject([{ section_start: 1, section_end: 4, approximate: { file: { start: "08:10", end: "11:30" }, periods: { start: "08:00", end: "11:40" } } }]);
    });

    it("keeps meetings on the clock and moved ones apart, and moved ones of different times apart", () => {
      // 08:03-09:37 is within the usual 5 minutes: on the clock, one draft with 08:00-09:40.
      const ics = calendar(weekly("on", "高等数学", "0800", "0940"), weekly("close", "高等数学", "0803", "0937"), weekly("near", "高等数学", "0810", "0930"), weekly("nearer", "高等数学", "0800", "0930"));
      const result = parseIcsCourses(ics, SPRING_TERM);
      expect(result.courses.map((course) => course.approximate?.file ?? null)).toEqual([null, { start: "08:00", end: "09:30" }, { start: "08:10", end: "09:30" }]);
      expect(result.courses[0].source_uids).toEqual(["on", "close"]);
    });

    it("is off when nearestMinutes is 0", () => {
      const result = parseIcsCourses(calendar(weekly("math", "高等数学", "0800", "0930")), SPRING_TERM, { nearestMinutes: 0 });
      expect(result.courses).toEqual([]);
      expect(result.problems.map((problem) => problem.kind)).toEqual(["off_grid"]);
    });
  });

  it("keeps the meetings inside the term and reports those outside it", () => {
    // Starts Monday 2025-02-17, the week before week 1; week 18 ends Sunday 2025-06-29.
    const ics = calendar(vevent("long", "军事理论", "DTSTART;TZID=Asia/Shanghai:20250217T080000", "DTEND;TZID=Asia/Shanghai:20250217T094000", "RRULE:FREQ=WEEKLY;COUNT=20"));
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.courses[0].weeks).toEqual(range(1, 18));
    expect(result.problems).toMatchObject([{ kind: "outside_term", occurrences: ["2025-02-17 08:00-09:40", "2025-06-30 08:00-09:40"] }]);
  });

  it("reports a rule without an end and imports only the term's meetings", () => {
    const ics = calendar(vevent("forever", "早读", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T084500", "RRULE:FREQ=WEEKLY"));
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.courses[0]).toMatchObject({ section_start: 1, section_end: 1, weeks: range(1, 18) });
    expect(result.problems).toMatchObject([{ kind: "unbounded", uid: "forever" }]);
  });

  it("reports a cancelled event and a cancelled single meeting (RECURRENCE-ID)", () => {
    const ics = calendar(
      vevent("gone", "选修课", "STATUS:CANCELLED", "DTSTART;TZID=Asia/Shanghai:20250224T190000", "DTEND;TZID=Asia/Shanghai:20250224T204000"),
      vevent("hist", "中国近代史", "DTSTART;TZID=Asia/Shanghai:20250228T080000", "DTEND;TZID=Asia/Shanghai:20250228T094000", "RRULE:FREQ=WEEKLY;COUNT=3"),
      vevent("hist", "中国近代史", "RECURRENCE-ID;TZID=Asia/Shanghai:20250307T080000", "STATUS:CANCELLED", "DTSTART;TZID=Asia/Shanghai:20250307T080000", "DTEND;TZID=Asia/Shanghai:20250307T094000"),
    );
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.courses.map((course) => [course.name, course.weeks])).toEqual([["中国近代史", [1, 3]]]);
    expect(result.problems).toMatchObject([
      { kind: "cancelled", uid: "gone", occurrences: [] },
      { kind: "cancelled", uid: "hist", occurrences: ["2025-03-07 08:00-09:40"] },
    ]);
  });

  it("follows a RECURRENCE-ID that moves one meeting to other periods", () => {
    const ics = calendar(
      vevent("chem", "化学", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094000", "RRULE:FREQ=WEEKLY;COUNT=3"),
      vevent("chem", "化学", "RECURRENCE-ID;TZID=Asia/Shanghai:20250303T080000", "DTSTART;TZID=Asia/Shanghai:20250303T140000", "DTEND;TZID=Asia/Shanghai:20250303T154000"),
    );
    expect(parseIcsCourses(ics, SPRING_TERM).courses.map((course) => [course.section_start, course.weeks])).toEqual([
      [1, [1, 3]],
      [5, [2]],
    ]);
  });

  it("stops reading a runaway rule and says so", () => {
    const ics = calendar(vevent("spam", "刷题", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T084500", "RRULE:FREQ=DAILY;COUNT=100"));
    const result = parseIcsCourses(ics, SPRING_TERM, { maxOccurrences: 10 });
    expect(result.courses.flatMap((course) => course.weeks)).toHaveLength(10);
    expect(result.problems).toMatchObject([{ kind: "too_many", uid: "spam" }]);
  });

  it("treats a floating time (no TZID, no Z) as the term's own clock", () => {
    const ics = calendar(vevent("float", "美术", "DTSTART:20250301T080000", "DTEND:20250301T094000"));
    expect(parseIcsCourses(ics, SPRING_TERM).courses[0]).toMatchObject({ day_of_week: 6, weeks: [1] });
  });

  describe("our own export's study blocks", () => {
    const SKIPPED = "是学习安排（由本应用导出），不作为课程导入。";
    // Wednesday 2025-03-05 (week 2), periods 3-4, Shanghai time.
    const AT = ["DTSTART;TZID=Asia/Shanghai:20250305T100000", "DTEND;TZID=Asia/Shanghai:20250305T114000"];

    it("lists a VEVENT marked X-STUDY-PLANNER-KIND:task as skipped with its meetings, never as a course", () => {
      const ics = calendar(
        vevent("9-d3-s3-4@study-planner", "复习线代", ...AT, "RRULE:FREQ=WEEKLY;COUNT=2", "CATEGORIES:学习", "X-STUDY-PLANNER-KIND:task"),
        vevent("1-d1-s1-2@study-planner", "高等数学", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094000", "CATEGORIES:课程", "X-STUDY-PLANNER-KIND:course"),
      );
      expect(parseIcsCourses(ics, SPRING_TERM)).toEqual({
        courses: [expect.objectContaining({ name: "高等数学", weeks: [1] })],
        problems: [
          {
            kind: "study_block",
            uid: "9-d3-s3-4@study-planner",
            name: "复习线代",
            reason: `「复习线代」${SKIPPED}`,
            occurrences: ["2025-03-05 10:00-11:40", "2025-03-12 10:00-11:40"],
          },
        ],
        notes: [],
      });
    });

    it("accepts the kind spelled study, in any case", () => {
      const ics = calendar(vevent("s", "背单词", ...AT, "X-STUDY-PLANNER-KIND:Study"));
      expect(parseIcsCourses(ics, SPRING_TERM)).toMatchObject({ courses: [], problems: [{ kind: "study_block", uid: "s" }] });
    });

    it("recognises our UID with CATEGORIES:学习 when a calendar app dropped the X- properties", () => {
      const ics = calendar(vevent("i7-e4-d3-s3-4@study-planner", "第一章 集合", ...AT, "CATEGORIES:学习"));
      expect(parseIcsCourses(ics, SPRING_TERM)).toMatchObject({ courses: [], problems: [{ kind: "study_block", name: "第一章 集合" }] });
    });

    it("lets the kind property decide over CATEGORIES", () => {
      const ics = calendar(vevent("c@study-planner", "学习方法论", ...AT, "CATEGORIES:学习", "X-STUDY-PLANNER-KIND:course"));
      expect(parseIcsCourses(ics, SPRING_TERM)).toMatchObject({ courses: [{ name: "学习方法论" }], problems: [] });
    });

    it("imports another app's event tagged 学习 as a course, as before", () => {
      const ics = calendar(vevent("lib@school", "自习", ...AT, "CATEGORIES:学习,自习"));
      expect(parseIcsCourses(ics, SPRING_TERM)).toMatchObject({ courses: [{ name: "自习", can_be_embedded: false, weeks: [2] }], problems: [] });
    });

    it("gives a study block only the skipped reason, even where a course would have a problem", () => {
      const ics = calendar(
        vevent("tz", "复习", "DTSTART;TZID=Mars/Olympus:20250305T100000", "DTEND;TZID=Mars/Olympus:20250305T114000", "X-STUDY-PLANNER-KIND:task"),
        vevent("off", "刷题", "DTSTART;TZID=Asia/Shanghai:20250305T101000", "DTEND;TZID=Asia/Shanghai:20250305T112000", "X-STUDY-PLANNER-KIND:task"),
      );
      expect(parseIcsCourses(ics, SPRING_TERM).problems).toEqual([
        { kind: "study_block", uid: "tz", name: "复习", reason: `「复习」${SKIPPED}`, occurrences: [] },
        { kind: "study_block", uid: "off", name: "刷题", reason: `「刷题」${SKIPPED}`, occurrences: ["2025-03-05 10:10-11:20"] },
      ]);
    });

    it("reads a 水课 and a fixed course back from X-STUDY-PLANNER-EMBEDDABLE", () => {
      const ics = calendar(
        vevent("a@study-planner", "思政", ...AT, "X-STUDY-PLANNER-KIND:course", "X-STUDY-PLANNER-EMBEDDABLE:TRUE"),
        vevent("b@study-planner", "高等数学", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094000", "X-STUDY-PLANNER-KIND:course", "X-STUDY-PLANNER-EMBEDDABLE:FALSE"),
      );
      expect(parseIcsCourses(ics, SPRING_TERM).courses.map((course) => [course.name, course.can_be_embedded])).toEqual([
        ["高等数学", false],
        ["思政", true],
      ]);
    });
  });

  it("refuses with ics:invalid text that is not iCalendar", () => {
    expect(() => parseIcsCourses("hello", SPRING_TERM)).toThrow(expect.objectContaining({ code: "ics:invalid" }));
    expect(() => parseIcsCourses("BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n", SPRING_TERM)).toThrow(expect.objectContaining({ code: "ics:invalid" }));
  });

  it("returns nothing for an empty calendar", () => {
    expect(parseIcsCourses(calendar(), SPRING_TERM)).toEqual({ courses: [], problems: [], notes: [] });
  });
});
