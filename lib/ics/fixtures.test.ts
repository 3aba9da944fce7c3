/**
 * The fixture corpus (lib/ics/fixtures/*.ics): each file carries one kind of damage or oddity real exports have, and
 * its expected preview is written out here — the courses as one line each, the problems by kind and the notes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { termProblems } from "@/lib/calendar/term-rules";
import { SPRING_TERM } from "@/testing/ics";
import { decodeIcsBytes } from "./decode";
import { parseIcsCourses } from "./parse";
import { previewTimetable, type IcsPreview } from "./preview";
import type { IcsTerm } from "./types";
import { formatWeeks } from "./weeks";

const DIRECTORY = path.join(import.meta.dirname, "fixtures");

/** The clock fourteen-periods.ics was written for: 45-minute periods, 5 minutes inside a pair, 15 between pairs. */
const FOURTEEN_PERIOD_CLOCK = [
  { start: "08:00", end: "08:45" },
  { start: "08:50", end: "09:35" },
  { start: "09:50", end: "10:35" },
  { start: "10:40", end: "11:25" },
  { start: "13:30", end: "14:15" },
  { start: "14:20", end: "15:05" },
  { start: "15:20", end: "16:05" },
  { start: "16:10", end: "16:55" },
  { start: "17:10", end: "17:55" },
  { start: "18:00", end: "18:45" },
  { start: "19:00", end: "19:45" },
  { start: "19:50", end: "20:35" },
  { start: "20:50", end: "21:35" },
  { start: "21:40", end: "22:25" },
];

/** "高等数学 @教一 101 周1 第1-2节 第1-16周" per draft; problems as "kind 名称"; notes (decoding first) as "level code". */
function preview(name: string) {
  const decoded = decodeIcsBytes(new Uint8Array(readFileSync(path.join(DIRECTORY, name))));
  const parsed = parseIcsCourses(decoded.text, SPRING_TERM);
  const result = { ...parsed, notes: [...decoded.notes, ...parsed.notes] };
  return {
    courses: result.courses.map((course) => `${course.name}${course.location ? ` @${course.location}` : ""} 周${course.day_of_week} 第${course.section_start}-${course.section_end}节 ${formatWeeks(course.weeks)}`),
    problems: result.problems.map((problem) => `${problem.kind} ${problem.name}`),
    notes: result.notes.map((note) => `${note.level} ${note.code}`),
    result,
  };
}

const MATH = "高等数学 @教一 101 周1 第1-2节 第1-16周";
const ENGLISH = "大学英语 周2 第3-4节 第1-16周";

describe("fixture corpus", () => {
  it("crcrlf-line-endings: \\r\\r\\n is read as one line break, and said so", () => {
    expect(preview("crcrlf-line-endings.ics")).toMatchObject({ courses: [MATH, ENGLISH], problems: [], notes: ["repaired line_endings"] });
  });

  it("missing-end: a VEVENT without END and a file without END:VCALENDAR are closed", () => {
    const { courses, problems, notes, result } = preview("missing-end.ics");
    expect({ courses, problems, notes }).toEqual({ courses: [MATH, ENGLISH], problems: [], notes: ["repaired missing_end", "repaired missing_end"] });
    expect(result.notes.map((note) => note.message)).toEqual(["文件缺少结尾的 END:VCALENDAR，已自动补上。", "第4行开始的内容缺少 END 行，已在下一部分开始前补上。"]);
  });

  it("two-calendars: both calendars are read as one", () => {
    expect(preview("two-calendars.ics")).toMatchObject({ courses: [MATH, ENGLISH], problems: [], notes: ["repaired multiple_calendars"] });
  });

  it("equals-lines: SUMMARY=... and LOCATION=... are read as properties, naming the lines", () => {
    const { courses, notes, result } = preview("equals-lines.ics");
    expect(courses).toEqual([MATH, ENGLISH]);
    expect(notes).toEqual(["repaired missing_colon"]);
    expect(result.notes[0].message).toBe("第7、11行写成了「名称=值」（缺少冒号），已按「名称:值」读取。");
  });

  it("bad-properties: an empty EXDATE is dropped; an unreadable DTSTART skips only its event, naming the line", () => {
    const { courses, problems, notes, result } = preview("bad-properties.ics");
    expect({ courses, problems, notes }).toEqual({ courses: [MATH, ENGLISH], problems: ["invalid 体育"], notes: ["repaired empty_value"] });
    expect(result.problems[0].reason).toMatch(/^「体育」第17行的 DTSTART 无法读取（「DTSTART;TZID=Asia\/Shanghai:2025-02-26 14:00」不是有效的日期时间），这个事件没有导入。$/);
  });

  it("gb18030: decoded, names intact, and said so", () => {
    expect(preview("gb18030.ics")).toMatchObject({ courses: [MATH, ENGLISH], problems: [], notes: ["repaired encoding"] });
  });

  it("utf16le-bom: decoded, and said so", () => {
    expect(preview("utf16le-bom.ics")).toMatchObject({ courses: [MATH, ENGLISH], problems: [], notes: ["repaired encoding"] });
  });

  it("x-wr-timezone: floating times are read in the file's declared zone", () => {
    // 09:00-10:40 Tokyo is 08:00-09:40 Shanghai; 2025-02-26 is the Wednesday of week 1.
    expect(preview("x-wr-timezone.ics")).toMatchObject({ courses: ["日语 周3 第1-2节 第1-4周"], problems: [], notes: [] });
  });

  it("utc-local-times: Z times that land at night in Shanghai are read as written, with a warning", () => {
    const { courses, problems, notes, result } = preview("utc-local-times.ics");
    // 08:00Z is 16:00 in Shanghai (periods 7-8 of the demo clock); 19:00Z is 03:00 the next day, on no period.
    expect(courses).toEqual(["线性代数 周2 第7-8节 第1-4周"]);
    expect(problems).toEqual(["off_grid 形势与政策"]);
    expect(notes).toEqual(["warning utc_local_times"]);
    expect(result.notes[0].message).toContain("「形势与政策」的时间标注为 UTC（以 Z 结尾），换算成 Asia/Shanghai 后在凌晨（如 03:00）上课");
  });

  it("exdates: a midnight EXDATE removes that day's meeting; one that matches nothing is reported", () => {
    const { courses, notes, result } = preview("exdates.ics");
    // Wednesdays: 2025-03-05 is week 2 (removed); 2025-03-12 10:00 is no meeting time (class is at 14:00).
    expect(courses).toEqual(["大学物理 周3 第5-6节 第1、3、4、5、6、7、8周"]);
    expect(notes).toEqual(["repaired exdate_midnight", "warning exdate_unmatched"]);
    expect(result.notes[1].message).toBe("排除日期（EXDATE）没有对应的上课，未起作用：大学物理 2025-03-12 10:00。");
  });
});

describe("fixture corpus: one-step suggestions for a new student", () => {
  // Right after sign-up: this week (Monday 2026-11-30) is week 1 of 18, on the default clock.
  const NEW_STUDENT: IcsTerm = { start_date: "2026-11-30", weeks: 18, section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })), timezone: "Asia/Shanghai" };

  function accept(name: string) {
    const text = decodeIcsBytes(new Uint8Array(readFileSync(path.join(DIRECTORY, name)))).text;
    const first = previewTimetable(text, NEW_STUDENT);
    const suggestions = first.suggestions ?? {};
    const accepted: IcsTerm = { ...NEW_STUDENT, ...suggestions.term, section_times: suggestions.section_times ?? NEW_STUDENT.section_times };
    const second = previewTimetable(text, accepted);
    const meetings = (result: IcsPreview) => result.courses.reduce((sum, course) => sum + course.weeks.length, 0);
    const unmapped = second.problems.reduce((sum, problem) => sum + problem.occurrences.length, 0);
    return { first, second, suggestions, notes: first.notes.map((note) => note.code), mapped: meetings(second) / (meetings(second) + unmapped) };
  }

  it("half-hour-clock: the clock starting 08:30 is found period for period", () => {
    const { suggestions, mapped, second } = accept("half-hour-clock.ics");
    expect(suggestions.term).toEqual({ start_date: "2025-09-01", weeks: 16 });
    expect(suggestions.section_times?.slice(0, 3)).toEqual([{ start: "08:30", end: "09:15" }, { start: "09:20", end: "10:05" }, { start: "10:20", end: "11:05" }]);
    expect(mapped).toBe(1);
    expect(second.suggestions).toBeUndefined();
  });

  it("long-term-28-weeks: the term is 28 weeks, floating times read in X-WR-TIMEZONE", () => {
    const { suggestions, mapped } = accept("long-term-28-weeks.ics");
    expect(suggestions.term).toEqual({ start_date: "2025-09-01", weeks: 28 });
    expect(mapped).toBe(1);
  });

  it("ten-periods: the clock is continued to twelve and the note says how", () => {
    const { suggestions, notes, first, mapped } = accept("ten-periods.ics");
    expect(suggestions.section_times).toHaveLength(12);
    expect(notes).toEqual(["clock_extended"]);
    expect(first.notes[0].message).toContain("文件里每天有 10 节课");
    expect(mapped).toBe(1);
  });

  it("eleven-periods: continued to twelve, everything maps", () => {
    const { suggestions, notes, mapped } = accept("eleven-periods.ics");
    expect(suggestions.section_times).toHaveLength(12);
    expect(notes).toEqual(["clock_extended"]);
    expect(mapped).toBe(1);
  });

  it("thirteen-periods: the 13-period clock is suggested as it is and everything maps, period 13 included", () => {
    const { suggestions, first, second, mapped } = accept("thirteen-periods.ics");
    expect(suggestions.term).toEqual({ start_date: "2026-03-02", weeks: 16 });
    expect(suggestions.section_times).toHaveLength(13);
    expect(first.notes).toEqual([]);
    expect(termProblems({ ...NEW_STUDENT, ...suggestions.term, section_times: suggestions.section_times ?? [] })).toEqual([]);
    expect(mapped).toBe(1);
    expect(Math.max(...second.courses.map((course) => course.section_end))).toBe(13);
  });

  it("fourteen-periods: the 14-period clock is suggested as it is; every course lands on its weekday and periods", () => {
    const { suggestions, first, second, mapped } = accept("fourteen-periods.ics");
    expect(suggestions.term).toEqual({ start_date: "2026-03-02", weeks: 16 });
    expect(suggestions.section_times).toEqual(FOURTEEN_PERIOD_CLOCK);
    expect(first.notes).toEqual([]);
    expect(mapped).toBe(1);
    expect(second.problems).toEqual([]);
    expect(second.courses.map((course) => `${course.name} 周${course.day_of_week} 第${course.section_start}-${course.section_end}节 ${formatWeeks(course.weeks)}`).sort()).toEqual([
      "高等数学 周1 第1-2节 第1-16周",
      "大学英语 周2 第3-4节 第1-16周",
      "线性代数 周3 第5-6节 第1-16周",
      "大学物理 周4 第7-8节 第1-16周",
      "程序设计 周5 第9-10节 第1-16周",
      "数据结构 周1 第11-12节 第1-16周",
      "概率论 周2 第13-14节 第1-16周",
    ].sort());
  });

  it("outlook-zones-and-personal-events: Windows, path and offset TZIDs resolve; one-off personal events do not become periods", () => {
    const { first, second, suggestions } = accept("outlook-zones-and-personal-events.ics");
    expect(first.problems.map((problem) => problem.kind)).not.toContain("unknown_timezone");
    expect(suggestions.term).toEqual({ start_date: "2025-09-01", weeks: 16 });
    // The courses' blocks fit the default clock already: no clock is suggested for the two one-off events.
    expect(suggestions.section_times).toBeUndefined();
    expect(second.courses.map((course) => `${course.name} 周${course.day_of_week} 第${course.section_start}-${course.section_end}节 ${formatWeeks(course.weeks)}`)).toEqual([
      "高等数学 周1 第1-2节 第1-16周",
      "大学英语 周2 第3-4节 第1-16周",
      "线性代数 周3 第5-6节 第1-16周",
    ]);
    expect(second.problems.map((problem) => `${problem.kind} ${problem.name}`)).toEqual(["off_grid 牙医", "off_grid 社团面试"]);
  });

  it("one-event-per-meeting: UTC stamps and odd/even weeks come back as one draft per course", () => {
    const { suggestions, second, mapped } = accept("one-event-per-meeting.ics");
    expect(suggestions.term).toEqual({ start_date: "2025-09-01", weeks: 16 });
    expect(mapped).toBe(1);
    expect(second.courses.map((course) => `${course.name} ${formatWeeks(course.weeks)}`)).toEqual([
      "高等数学 第1-16周",
      "选修 第1-8周",
      "大学英语 第1-15周(单周)",
      "线性代数 第2-16周(双周)",
      "大学物理 第1-16周",
      "思政 第1-16周",
    ]);
  });
});
