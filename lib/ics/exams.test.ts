import { describe, expect, it } from "vitest";
import { isExamName } from "./exams";
import { previewTimetable } from "./preview";
import { SPRING_TERM, calendar, range, vevent } from "@/testing/ics";

// SPRING_TERM: week 1 is Monday 2025-02-24 (Shanghai); week N's Monday is 2025-02-24 + 7(N-1) days.

/** A timetable app's export: two weekly courses, a weekly review class, and the term's exams as single events. */
const FILE = calendar(
  vevent("math", "高等数学", "LOCATION:教一 101", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094000", "RRULE:FREQ=WEEKLY;COUNT=16"),
  vevent("review", "离散数学期末复习课", "DTSTART;TZID=Asia/Shanghai:20250226T140000", "DTEND;TZID=Asia/Shanghai:20250226T154000", "RRULE:FREQ=WEEKLY;COUNT=16"),
  vevent("final", "离散数学期末考试", "LOCATION:教三 201", "DTSTART;TZID=Asia/Shanghai:20250616T090000", "DTEND;TZID=Asia/Shanghai:20250616T110000"),
  vevent("mid", "Linear Algebra Midterm", "DTSTART:20250415T060000Z", "DTEND:20250415T080000Z"), // 14:00 in Shanghai
  vevent("quiz-1", "概率论测验", "LOCATION:教二 305", "DTSTART;TZID=Asia/Shanghai:20250320T190000", "DTEND;TZID=Asia/Shanghai:20250320T200000"),
  vevent("quiz-2", "概率论测验", "LOCATION:教二 305", "DTSTART;TZID=Asia/Shanghai:20250508T190000", "DTEND;TZID=Asia/Shanghai:20250508T200000"),
);

describe("the .ics preview's exams", () => {
  it("lists exam events apart from the courses, by date, in the term's zone", () => {
    const preview = previewTimetable(FILE, SPRING_TERM);
    expect(preview.exams).toEqual([
      { title: "概率论测验", date: "2025-03-20", time: "19:00", location: "教二 305" },
      { title: "Linear Algebra Midterm", date: "2025-04-15", time: "14:00", location: null },
      { title: "概率论测验", date: "2025-05-08", time: "19:00", location: "教二 305" },
      { title: "离散数学期末考试", date: "2025-06-16", time: "09:00", location: "教三 201" },
    ]);
  });

  it("keeps a series that meets every week under an exam's name as a course, and never lists an exam as a course", () => {
    const preview = previewTimetable(FILE, SPRING_TERM);
    expect(preview.courses.map((course) => [course.name, course.weeks])).toEqual([
      ["高等数学", range(1, 16)],
      ["离散数学期末复习课", range(1, 16)],
    ]);
    expect(preview.problems).toEqual([]);
  });

  it("finds nothing in a file without exams", () => {
    expect(previewTimetable(calendar(vevent("math", "高等数学", "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094000")), SPRING_TERM).exams).toEqual([]);
  });
});

describe("isExamName", () => {
  it.each(["期末考试", "离散数学期中", "随堂测验", "Final Exam", "MIDTERM 2", "quiz 3", "Finals week", "English examination"])("%s is an exam", (name) => {
    expect(isExamName(name)).toBe(true);
  });
  it.each(["高等数学", "Finance", "Examples class", "Quizlet 背单词"])("%s is not", (name) => {
    expect(isExamName(name)).toBe(false);
  });
});
