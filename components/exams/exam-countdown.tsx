/**
 * The countdown to the next exam on 今天 ("离散数学期末 还有 20 天"), with the two after it, and the way to the
 * progress page. From GET /api/today's `exams`; days are counted by the server in the student's zone.
 */
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { countdownText } from "@/lib/exams/countdown";
import { examDayPlain } from "@/lib/exams/exam-words";
import type { UpcomingExam } from "@/lib/protocol/exams";

/** Exams listed after the next one. */
const MORE_SHOWN = 2;

export function ExamCountdown({ exams }: { exams: readonly UpcomingExam[] }) {
  const [next, ...later] = exams;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {next ? (
        <p data-testid="exam-countdown" className="min-w-0 text-sm text-zinc-800 dark:text-zinc-100">
          <span className="font-semibold break-words text-rose-700 dark:text-rose-300">{countdownText(next)}</span>
          <span className="text-xs text-zinc-600 dark:text-zinc-300">（{examDayPlain(next.date)}）</span>
          {later.slice(0, MORE_SHOWN).map((exam) => (
            <span key={exam.id} className="ml-2 text-xs text-zinc-600 dark:text-zinc-300">
              · {countdownText(exam)}
            </span>
          ))}
        </p>
      ) : (
        <span />
      )}
      <Link href="/progress" data-testid="today-progress-link" className={`rounded text-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${FOCUS_RING}`}>
        学习进度 →
      </Link>
    </div>
  );
}
