/**
 * Exams in a timetable file (issue 25 #2): an event whose summary says 考试, 期末, 期中, 测验, exam, midterm, final or
 * quiz is an exam, not a course, when it happens at most twice (an exam and its resit, or one event per sitting).
 * A series that meets more often under such a name (期末复习课 every week, a weekly quiz slot) stays a course.
 * Read from the meetings the file reading already made (read-events.ts, under its budget): nothing is read twice.
 */
import { fromMinutes } from "../calendar/clock";
import type { IcsReading } from "./parse";
import type { IcsMeeting } from "./read-events";

/** One exam as the preview shows it and POST /api/ics/import takes it back. */
export interface ExamDraft {
  title: string;
  /** "YYYY-MM-DD" in the term's zone. */
  date: string;
  /** "HH:MM" in the term's zone. */
  time: string;
  location: string | null;
  /** Set by the preview when the student has this exam already (same title, date and time): shown, not added again. */
  existing?: boolean;
  /** Set by the preview when the exam's day is already gone in the term's zone: shown, not offered (the import refuses it). */
  past?: boolean;
}

/** What makes two exams the same one: the title, the date and the time (a file re-imported, or the exam typed in). */
export function examKey(exam: { title: string; date: string; time: string | null }): string {
  return JSON.stringify([exam.title.trim(), exam.date, exam.time]);
}

const EXAM_WORDS = /考试|期末|期中|测验|\b(?:exams?|examinations?|midterms?|finals?|quiz(?:zes)?)\b/i;

/** A series meeting more often than this under an exam's name is a course (a review class, a weekly quiz slot). */
const MAX_EXAM_OCCURRENCES = 2;

/** The most exams one preview lists: more than any term has. */
const MAX_EXAMS = 100;

export function isExamName(name: string): boolean {
  return EXAM_WORDS.test(name);
}

/** The file's exams, and the reading without them (what becomes courses). */
export function splitExams(reading: IcsReading): { exams: ExamDraft[]; courses: IcsReading } {
  const perSeries = new Map<string, number>();
  for (const item of reading.items) {
    if ("meeting" in item && isExamName(item.meeting.name)) perSeries.set(seriesKey(item.meeting), (perSeries.get(seriesKey(item.meeting)) ?? 0) + 1);
  }
  const isExam = (meeting: IcsMeeting) => (perSeries.get(seriesKey(meeting)) ?? Infinity) <= MAX_EXAM_OCCURRENCES;
  const exams = new Map<string, ExamDraft>();
  for (const item of reading.items) {
    if (!("meeting" in item) || !isExam(item.meeting)) continue;
    const { name, date, start, location } = item.meeting;
    const exam: ExamDraft = { title: name, date, time: fromMinutes(start), location };
    exams.set(JSON.stringify(exam), exam);
  }
  return {
    exams: [...exams.values()].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.title.localeCompare(b.title)).slice(0, MAX_EXAMS),
    courses: { ...reading, items: reading.items.filter((item) => !("meeting" in item) || !isExam(item.meeting)) },
  };
}

/** One VEVENT's occurrences share their UID; without one, the name stands in. */
function seriesKey(meeting: IcsMeeting): string {
  return meeting.uid ? `uid:${meeting.uid}` : `name:${meeting.name}`;
}
