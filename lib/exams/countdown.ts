/**
 * The countdown to exams (issue 25 #5): which exams are still ahead on the student's `today`, and in how many days.
 * Pure: the caller reads `today` in the student's zone.
 */
import { daysBetween } from "@/lib/calendar/zoned-time";
import type { UpcomingExam } from "@/lib/protocol/exams";

interface DatedExam {
  id: number;
  title: string;
  date: string;
  time: string | null;
}

/** Exams on `today` or later, soonest first (same day: by time, an unknown time last), with days_left 0 on the day. */
export function upcomingExams(exams: readonly DatedExam[], today: string): UpcomingExam[] {
  return exams
    .filter((exam) => exam.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "99:99").localeCompare(b.time ?? "99:99") || a.id - b.id)
    .map((exam) => ({ id: exam.id, title: exam.title, date: exam.date, days_left: daysBetween(today, exam.date) }));
}

/** "离散数学期末 还有 20 天", "… 就在今天", "… 明天". */
export function countdownText(exam: Pick<UpcomingExam, "title" | "days_left">): string {
  if (exam.days_left === 0) return `${exam.title} 就在今天`;
  if (exam.days_left === 1) return `${exam.title} 就在明天`;
  return `${exam.title} 还有 ${exam.days_left} 天`;
}
