/**
 * A task class's exam on its card: "考试：离散数学期末 · 1月12日 09:00 · 还有 20 天" for the next one (or the last,
 * once all are past), with the days counted from the student's today.
 */
import { daysBetween } from "@/lib/calendar/zoned-time";
import type { Exam } from "@/client/exams-api";
import { countdownText } from "@/lib/exams/countdown";

function whenText(exam: Exam): string {
  const day = `${Number(exam.date.slice(5, 7))}月${Number(exam.date.slice(8, 10))}日`;
  return exam.time ? `${day} ${exam.time}` : day;
}

export function ClassExamLine({ exams, today }: { exams: readonly Exam[]; today: string | null }) {
  if (exams.length === 0) return null;
  const upcoming = today === null ? exams : exams.filter((exam) => exam.date >= today);
  const exam = upcoming[0] ?? exams[exams.length - 1];
  const daysLeft = today === null ? null : daysBetween(today, exam.date);
  return (
    <p data-testid="class-exam" className="mt-1 text-sm text-rose-800 dark:text-rose-300">
      考试：{daysLeft === null ? exam.title : daysLeft < 0 ? `${exam.title} 已结束` : countdownText({ title: exam.title, days_left: daysLeft })}
      <span className="text-zinc-600 dark:text-zinc-400">
        {" · "}
        {whenText(exam)}
        {exam.location ? ` · ${exam.location}` : ""}
      </span>
    </p>
  );
}
