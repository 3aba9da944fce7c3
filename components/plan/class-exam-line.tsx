/**
 * One exam of a task class, as its card says it: "考试：离散数学期末 还有 20 天 · 12月25日（周五）09:00 · 教三 201",
 * the days counted from the student's today ("已结束" once it is past; no count while today is unknown).
 */
import type { Exam } from "@/client/exams-api";
import { daysBetween } from "@/lib/calendar/zoned-time";
import { countdownText } from "@/lib/exams/countdown";
import { examDayWords, examWhen } from "@/lib/exams/exam-words";

function headline(exam: Exam, today: string | null): string {
  if (today === null) return exam.title;
  const daysLeft = daysBetween(today, exam.date);
  return daysLeft < 0 ? `${exam.title} 已结束` : countdownText({ title: exam.title, days_left: daysLeft });
}

export function ClassExamLine({ exam, today }: { exam: Exam; today: string | null }) {
  const when = today === null ? `${examDayWords(exam.date)}${exam.time ?? ""}` : examWhen(exam, today);
  return (
    <p data-testid="class-exam" className="min-w-0 text-sm break-words text-rose-800 dark:text-rose-300">
      考试：{headline(exam, today)}
      <span className="text-zinc-600 dark:text-zinc-400">
        {" · "}
        {when}
        {exam.location ? ` · ${exam.location}` : ""}
      </span>
    </p>
  );
}
