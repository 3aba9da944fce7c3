import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcsCalendar, escapeText, foldLine } from "./build";
import { parseIcsCourses } from "./parse";
import { previewTimetable } from "./preview";
import { SPRING_TERM, range } from "@/testing/ics";
import type { IcsExportEvent, IcsTerm } from "./types";

const GENERATED_AT = new Date("2025-03-01T12:00:00Z");

function event(overrides: Partial<IcsExportEvent> & Pick<IcsExportEvent, "key" | "name">): IcsExportEvent {
  return { location: null, kind: "course", can_be_embedded: false, embedded_in: null, day_of_week: 1, section_start: 1, section_end: 2, weeks: [1], ...overrides };
}

const TIMETABLE: IcsExportEvent[] = [
  event({ key: "1-a", name: "高等数学", location: "教一 101", weeks: range(1, 16) }),
  event({ key: "2-a", name: "数据结构", day_of_week: 3, section_start: 3, section_end: 4, weeks: range(1, 15, 2) }),
  event({ key: "3-a", name: "大学英语", day_of_week: 2, section_start: 5, section_end: 6, weeks: [1, 2, 3, 4, 5, 7, 8, 9, 10, 12] }),
  event({ key: "4-a", name: "思政，理论; 课\\长名字".repeat(3), day_of_week: 5, section_start: 9, section_end: 12, weeks: [1, 2, 5, 9], can_be_embedded: true }),
];

/** A study block of its own, and a task item studied in the 水课 above (its periods 9-10, week 2). */
const STUDY: IcsExportEvent[] = [
  event({ key: "5-a", name: "复习线代", kind: "task", day_of_week: 7, section_start: 11, section_end: 11, weeks: [13] }),
  event({ key: "i7-e4-d5-s9-10", name: "第一章 集合", kind: "task", embedded_in: "思政", day_of_week: 5, section_start: 9, section_end: 10, weeks: [2] }),
];

const SKIPPED_REASON = "是学习安排（由本应用导出），不作为课程导入。";

/** What identifies a meeting on the timetable, independent of UIDs and order. */
function timetableOf(items: ReadonlyArray<Omit<IcsExportEvent, "key" | "kind" | "embedded_in">>) {
  return items
    .map(({ name, location, day_of_week, section_start, section_end, weeks, can_be_embedded }) => ({ name, location, day_of_week, section_start, section_end, weeks, can_be_embedded }))
    .sort((a, b) => a.day_of_week - b.day_of_week || a.section_start - b.section_start);
}

describe("buildIcsCalendar", () => {
  it("round-trips: parsing the export gives back the same timetable and no problems", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, generatedAt: GENERATED_AT });
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(result.problems).toEqual([]);
    expect(timetableOf(result.courses)).toEqual(timetableOf(TIMETABLE));
  });

  it("round-trips the courses only: study blocks and embedded items come back as skipped, with their meetings", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [...TIMETABLE, ...STUDY], generatedAt: GENERATED_AT });
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(timetableOf(result.courses)).toEqual(timetableOf(TIMETABLE));
    expect(result.problems).toEqual([
      // Sunday of week 13 is 2025-05-25; period 11 is 20:50-21:35.
      { kind: "study_block", uid: "5-a@study-planner", name: "复习线代", reason: `「复习线代」${SKIPPED_REASON}`, occurrences: ["2025-05-25 20:50-21:35"] },
      // Friday of week 2 is 2025-03-07; periods 9-10 are 19:00-20:40.
      { kind: "study_block", uid: "i7-e4-d5-s9-10@study-planner", name: "第一章 集合", reason: `「第一章 集合」${SKIPPED_REASON}`, occurrences: ["2025-03-07 19:00-20:40"] },
    ]);
  });

  it("round-trips in a zone with daylight saving time inside the term", () => {
    // New York switches to EDT on 2025-03-09, during week 2 of this term.
    const term: IcsTerm = { ...SPRING_TERM, timezone: "America/New_York" };
    const ics = buildIcsCalendar({ term, events: [...TIMETABLE, ...STUDY], generatedAt: GENERATED_AT });
    expect(ics).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20250309T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400");
    const result = parseIcsCourses(ics, term);
    expect(result.problems.map((problem) => [problem.kind, problem.name])).toEqual([["study_block", "复习线代"], ["study_block", "第一章 集合"]]);
    expect(timetableOf(result.courses)).toEqual(timetableOf(TIMETABLE));
  });

  it("writes one VEVENT per meeting with the period clock, RRULE and EXDATE", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[2]], generatedAt: GENERATED_AT });
    const vevent = ics.slice(ics.indexOf("BEGIN:VEVENT"), ics.indexOf("END:VEVENT"));
    expect(vevent).toContain("UID:3-a@study-planner\r\n");
    expect(vevent).toContain("DTSTAMP:20250301T120000Z\r\n");
    // Tuesday of week 1, periods 5-6 = 14:00-15:40.
    expect(vevent).toContain("DTSTART;TZID=Asia/Shanghai:20250225T140000\r\n");
    expect(vevent).toContain("DTEND;TZID=Asia/Shanghai:20250225T154000\r\n");
    expect(vevent).toContain("RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=12\r\n");
    expect(vevent).toContain("EXDATE;TZID=Asia/Shanghai:20250401T140000\r\n"); // week 6
    expect(vevent).toContain("EXDATE;TZID=Asia/Shanghai:20250506T140000\r\n"); // week 11
  });

  it("uses INTERVAL=2 for odd weeks and no RRULE for a single week", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[1], STUDY[0]], generatedAt: GENERATED_AT });
    expect(ics).toContain("RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8\r\n");
    expect(ics.match(/RRULE/g)).toHaveLength(1);
  });

  it("marks each VEVENT with its kind, and a 水课 or fixed course with whether it can be embedded", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[0], TIMETABLE[3], STUDY[0]], generatedAt: GENERATED_AT });
    const [fixed, embeddable, study] = ics.split("BEGIN:VEVENT").slice(1);
    expect(fixed).toContain("CATEGORIES:课程\r\nDESCRIPTION:第1-2节\r\nX-STUDY-PLANNER-KIND:course\r\nX-STUDY-PLANNER-EMBEDDABLE:FALSE\r\n");
    expect(embeddable).toContain("X-STUDY-PLANNER-KIND:course\r\nX-STUDY-PLANNER-EMBEDDABLE:TRUE\r\n");
    expect(study).toContain("CATEGORIES:学习\r\nDESCRIPTION:第11节\r\nX-STUDY-PLANNER-KIND:task\r\n");
  });

  it("writes an embedded item as its own VEVENT during the host's periods, saying which 水课 it is studied in", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [STUDY[1]], generatedAt: GENERATED_AT });
    const vevent = ics.slice(ics.indexOf("BEGIN:VEVENT"), ics.indexOf("END:VEVENT"));
    expect(vevent).toContain("UID:i7-e4-d5-s9-10@study-planner\r\n");
    expect(vevent).toContain("SUMMARY:第一章 集合\r\n");
    // Friday of week 2, periods 9-10 = 19:00-20:40 Shanghai time.
    expect(vevent).toContain("DTSTART;TZID=Asia/Shanghai:20250307T190000\r\n");
    expect(vevent).toContain("DTEND;TZID=Asia/Shanghai:20250307T204000\r\n");
    expect(vevent).not.toContain("RRULE");
    expect(vevent).toContain("CATEGORIES:学习\r\n");
    expect(vevent).toContain("DESCRIPTION:第9-10节 · 在水课「思政」中学习\r\n");
    expect(vevent).toContain("X-STUDY-PLANNER-KIND:task\r\n");
    const component = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(component.getFirstPropertyValue("description")).toBe("第9-10节 · 在水课「思政」中学习");
  });

  it("escapes and folds a host name that needs it, and ical.js reads the description back whole", () => {
    const host = "思政，理论; 课\\长名字".repeat(3);
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [{ ...STUDY[1], embedded_in: host }], generatedAt: GENERATED_AT });
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const component = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(component.getFirstPropertyValue("description")).toBe(`第9-10节 · 在水课「${host}」中学习`);
  });

  it("keeps UIDs stable between two exports made at different times", () => {
    const uids = (text: string) => text.match(/^UID:.*$/gm);
    const first = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, generatedAt: GENERATED_AT });
    const second = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, generatedAt: new Date("2025-04-01T00:00:00Z") });
    expect(uids(first)).toEqual(uids(second));
    expect(new Set(uids(first)).size).toBe(TIMETABLE.length);
    const withStudy = buildIcsCalendar({ term: SPRING_TERM, events: [...TIMETABLE, ...STUDY], generatedAt: GENERATED_AT });
    expect(new Set(uids(withStudy)).size).toBe(TIMETABLE.length + STUDY.length);
  });

  it("declares a VTIMEZONE that ical.js reads with the zone's offset", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[0]], generatedAt: GENERATED_AT });
    const component = new ICAL.Component(ICAL.parse(ics));
    const zone = new ICAL.Timezone(component.getFirstSubcomponent("vtimezone")!);
    expect(zone.tzid).toBe("Asia/Shanghai");
    const start = new ICAL.Event(component.getFirstSubcomponent("vevent")!).startDate;
    expect(zone.utcOffset(start)).toBe(8 * 3600);
  });

  it("writes an empty calendar (still valid) when there is nothing to export", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], generatedAt: GENERATED_AT });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(parseIcsCourses(ics, SPRING_TERM)).toEqual({ courses: [], problems: [], notes: [] });
  });

  it("does not mutate its input", () => {
    const events = structuredClone([...TIMETABLE, ...STUDY]);
    buildIcsCalendar({ term: SPRING_TERM, events, generatedAt: GENERATED_AT });
    expect(events).toEqual([...TIMETABLE, ...STUDY]);
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("escapes a bare CR and a CRLF as one \\n each, so no value can start a property", () => {
    expect(escapeText("x\rATTENDEE:mailto:a@example.com")).toBe("x\\nATTENDEE:mailto:a@example.com");
    expect(escapeText("a\r\nb\n\rc")).toBe("a\\nb\\n\\nc");
  });

  it("drops the other control characters and keeps a tab", () => {
    expect(escapeText("a\u0000b\u000bc\u001fd\u007fe\tf")).toBe("abcde\tf");
  });

  it("does not change text that needs no escaping", () => {
    expect(escapeText("高等数学 A 教一-101")).toBe("高等数学 A 教一-101");
  });
});

describe("buildIcsCalendar with line breaks in text values", () => {
  it("keeps a course name with a bare CR on its SUMMARY line, and ical.js reads it back as one event", () => {
    const name = "x\rATTENDEE:mailto:evil@example.com\r\nBEGIN:VALARM";
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [event({ key: "1-a", name, location: "楼\r101" })], generatedAt: GENERATED_AT });
    // Every line ends in CRLF and no line is a property the name smuggled in.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    expect(lines.filter((line) => line.startsWith("ATTENDEE"))).toEqual([]);
    expect(lines.filter((line) => line === "BEGIN:VALARM")).toEqual([]);
    const component = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(component.getAllProperties().map((property) => property.name)).not.toContain("attendee");
    expect(component.getFirstPropertyValue("summary")).toBe("x\nATTENDEE:mailto:evil@example.com\nBEGIN:VALARM");
    expect(component.getFirstPropertyValue("location")).toBe("楼\n101");
  });
});

describe("foldLine", () => {
  it("leaves a line of exactly 75 octets alone", () => expect(foldLine("x".repeat(75))).toBe("x".repeat(75)));
  it("folds longer lines without splitting a multi-byte character", () => {
    const folded = foldLine(`SUMMARY:${"课".repeat(40)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(`SUMMARY:${"课".repeat(40)}`);
  });
});

describe("buildIcsCalendar with deadlines", () => {
  // Wednesday 2025-03-05 20:00 in Shanghai is 12:00Z.
  const REPORT = { taskId: 42, title: "给导师发周报", deadline: new Date("2025-03-05T12:00:00Z") };

  it("writes each deadline as an event at the deadline with an alarm the given minutes before", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], deadlines: [REPORT], alarmMinutes: 30, generatedAt: GENERATED_AT });
    const vevent = ics.slice(ics.indexOf("BEGIN:VEVENT"), ics.indexOf("END:VEVENT") + "END:VEVENT".length);
    expect(vevent).toBe(
      [
        "BEGIN:VEVENT",
        "UID:task-42@study-planner",
        "DTSTAMP:20250301T120000Z",
        "SUMMARY:截止：给导师发周报",
        "DTSTART:20250305T120000Z",
        "DTEND:20250305T120000Z",
        "CATEGORIES:截止",
        "X-STUDY-PLANNER-KIND:deadline",
        "TRANSP:TRANSPARENT",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:「给导师发周报」将在 30 分钟后截止",
        "TRIGGER:-PT30M",
        "END:VALARM",
        "END:VEVENT",
      ].join("\r\n"),
    );
    const alarm = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("trigger")?.toString()).toBe("-PT30M");
  });

  it("leaves the alarm out when the student wants none", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], deadlines: [REPORT], alarmMinutes: null, generatedAt: GENERATED_AT });
    expect(ics).toContain("SUMMARY:截止：给导师发周报");
    expect(ics).not.toContain("BEGIN:VALARM");
  });

  it("is skipped on import with its own reason, never read as a course", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, deadlines: [REPORT], alarmMinutes: 60, generatedAt: GENERATED_AT });
    const result = parseIcsCourses(ics, SPRING_TERM);
    expect(timetableOf(result.courses)).toEqual(timetableOf(TIMETABLE));
    expect(result.problems).toEqual([
      { kind: "study_block", uid: "task-42@study-planner", name: "截止：给导师发周报", reason: "「截止：给导师发周报」是待办的截止提醒（由本应用导出），不作为课程导入。", occurrences: ["2025-03-05 20:00-20:00"] },
    ]);
  });
});

describe("buildIcsCalendar with the student's alarms", () => {
  const REPORT = { taskId: 42, title: "给导师发周报", deadline: new Date("2025-03-05T12:00:00Z") };
  const CLASS_BLOCK = event({ key: "9-a", name: "第一章", kind: "task", class_name: "离散数学复习", day_of_week: 3, section_start: 3, section_end: 4, weeks: [2] });
  const ALARMS = { blockMinutes: 10, courseMinutes: null, deadlineOffsets: [30, 120, 1440] };

  function vevents(ics: string) {
    return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
  }

  it("titles a study block with its class and rings 10 minutes before it; a course without 上课提醒 has no alarm", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[0], CLASS_BLOCK], alarms: ALARMS, generatedAt: GENERATED_AT });
    const [course, block] = vevents(ics);
    expect(course.getFirstPropertyValue("summary")).toBe("高等数学");
    expect(course.getFirstSubcomponent("valarm")).toBeNull();
    expect(block.getFirstPropertyValue("summary")).toBe("离散数学复习 · 第一章");
    const alarm = block.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("trigger")?.toString()).toBe("-PT10M");
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(alarm.getFirstPropertyValue("description")).toBe("离散数学复习 · 第一章（10 分钟后开始）");
  });

  it("leaves blocks without an alarm when they are off, and rings courses when 上课提醒 is on", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [TIMETABLE[0], CLASS_BLOCK], alarms: { ...ALARMS, blockMinutes: null, courseMinutes: 15 }, generatedAt: GENERATED_AT });
    const [course, block] = vevents(ics);
    expect(course.getFirstSubcomponent("valarm")!.getFirstPropertyValue("trigger")?.toString()).toBe("-PT15M");
    expect(block.getFirstSubcomponent("valarm")).toBeNull();
  });

  it("gives a deadline one alarm per chosen offset (1 day, 2 h, 30 min) and every event the SEQUENCE given", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [CLASS_BLOCK], deadlines: [REPORT], alarms: ALARMS, sequence: 7, generatedAt: GENERATED_AT });
    const [block, deadline] = vevents(ics);
    expect(block.getFirstPropertyValue("sequence")).toBe(7);
    expect(deadline.getFirstPropertyValue("sequence")).toBe(7);
    expect(deadline.getAllSubcomponents("valarm").map((alarm) => alarm.getFirstPropertyValue("trigger")?.toString())).toEqual(["-PT1440M", "-PT120M", "-PT30M"]);
  });

  it("still skips a class's study block on import", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [...TIMETABLE, CLASS_BLOCK], alarms: ALARMS, generatedAt: GENERATED_AT });
    expect(timetableOf(parseIcsCourses(ics, SPRING_TERM).courses)).toEqual(timetableOf(TIMETABLE));
  });
});

describe("buildIcsCalendar with exams", () => {
  // Monday 2025-03-10 (a timed exam at 09:00 Shanghai) and Friday 2025-03-14 (no time yet: all day).
  const FINAL = { id: 5, title: "概率论期末", date: "2025-03-10", time: "09:00", location: "教一 101" };
  const MIDTERM = { id: 6, title: "离散数学期中", date: "2025-03-14", time: null, location: null };

  function vevents(ics: string) {
    return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
  }

  it("writes a timed exam at its wall clock in the term's zone, two hours long, with alarms the day before and an hour before", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], exams: [FINAL], generatedAt: GENERATED_AT, sequence: 3 });
    const vevent = ics.slice(ics.indexOf("BEGIN:VEVENT"), ics.indexOf("END:VEVENT") + "END:VEVENT".length);
    expect(vevent).toBe(
      [
        "BEGIN:VEVENT",
        "UID:exam-5@study-planner",
        "DTSTAMP:20250301T120000Z",
        "SEQUENCE:3",
        "SUMMARY:概率论期末",
        "LOCATION:教一 101",
        `DTSTART;TZID=${SPRING_TERM.timezone}:20250310T090000`,
        "DURATION:PT2H",
        "CATEGORIES:考试",
        "X-STUDY-PLANNER-KIND:exam",
        "TRANSP:OPAQUE",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:「概率论期末」明天 09:00 考试",
        "TRIGGER:-PT1440M",
        "END:VALARM",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:「概率论期末」1 小时后开始（09:00）",
        "TRIGGER:-PT60M",
        "END:VALARM",
        "END:VEVENT",
      ].join("\r\n"),
    );
    const [exam] = vevents(ics);
    // 09:00 in Shanghai is 01:00Z.
    expect((exam.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe("2025-03-10T01:00:00.000Z");
    expect(exam.getFirstPropertyValue("duration")?.toString()).toBe("PT2H");
  });

  it("writes an exam without a time as an all-day event on its date, rung at 09:00 the day before", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], exams: [MIDTERM], generatedAt: GENERATED_AT });
    const [exam] = vevents(ics);
    const start = exam.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2025-03-14");
    expect(exam.getFirstPropertyValue("dtend")?.toString()).toBe("2025-03-15");
    expect(exam.getFirstPropertyValue("location")).toBeNull();
    const alarms = exam.getAllSubcomponents("valarm");
    expect(alarms.map((alarm) => [alarm.getFirstPropertyValue("trigger")?.toString(), alarm.getFirstPropertyValue("description")])).toEqual([
      ["-PT15H", "「离散数学期中」明天考试"],
    ]);
  });

  it("keeps an exam's UID across exports, and the timetable round-trips with exams beside it", () => {
    const first = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, exams: [FINAL, MIDTERM], generatedAt: GENERATED_AT });
    const later = buildIcsCalendar({ term: SPRING_TERM, events: TIMETABLE, exams: [FINAL, MIDTERM], generatedAt: new Date("2025-03-02T12:00:00Z") });
    const uids = (ics: string) => vevents(ics).map((vevent) => vevent.getFirstPropertyValue("uid"));
    expect(uids(first)).toEqual(uids(later));
    expect(uids(first)).toContain("exam-5@study-planner");
    // The preview reads the timed exam back as an exam, apart from the courses; neither becomes a course (an all-day
    // event is not read back at all today).
    const preview = previewTimetable(first, SPRING_TERM);
    expect(timetableOf(preview.courses)).toEqual(timetableOf(TIMETABLE));
    expect(preview.exams).toEqual([{ title: "概率论期末", date: "2025-03-10", time: "09:00", location: "教一 101" }]);
  });

  it("says （考试） after a title that does not say it is an exam", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], exams: [{ ...FINAL, title: "线性代数" }], generatedAt: GENERATED_AT });
    expect(vevents(ics)[0].getFirstPropertyValue("summary")).toBe("线性代数（考试）");
  });

  it("escapes an exam's title and place", () => {
    const ics = buildIcsCalendar({ term: SPRING_TERM, events: [], exams: [{ ...FINAL, title: "线代,期末;补考", location: "A\nB" }], generatedAt: GENERATED_AT });
    const [exam] = vevents(ics);
    expect(exam.getFirstPropertyValue("summary")).toBe("线代,期末;补考");
    expect(exam.getFirstPropertyValue("location")).toBe("A\nB");
  });
});
