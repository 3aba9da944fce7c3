/**
 * A task class's exam on its card: "考试：离散数学期末 · 1月12日 09:00 · 还有 20 天" for the next one (or the last,
 * once all are past), with the days counted from the student's today, and the way to change it (设置 › 考试).
 */
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
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
        {" · "}
      </span>
      <Link href="/settings#exams" className={`rounded text-indigo-700 underline underline-offset-2 dark:text-indigo-300 ${FOCUS_RING}`} aria-label={`修改考试「${exam.title}」`}>
        修改
      </Link>
    </p>
  );
}
