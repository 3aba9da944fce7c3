"use client";
/**
 * The file's exams (考试, 期末, …), listed apart from the courses: each with its date and weekday, time and place,
 * and a checkbox to keep it (kept by default). The kept ones are added to 考试 with the import; one whose day is gone
 * is listed as already sat, its checkbox off and disabled.
 */
import { useId } from "react";
import type { IcsExamDraft } from "@/client/settings-api";

const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"] as const;

/** "2026年6月22日（周一）09:00 · 教三 201" for an exam of the file: a date as a student reads it. */
function examWhen(exam: IcsExamDraft): string {
  const [year, month, day] = exam.date.split("-").map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const when = `${year}年${month}月${day}日（${weekday ?? "?"}）${exam.time}`;
  return exam.location ? `${when} · ${exam.location}` : when;
}

export function IcsExams({ exams, kept, onToggle }: { exams: readonly IcsExamDraft[]; kept: readonly boolean[]; onToggle: (index: number, keep: boolean) => void }) {
  const id = useId();
  if (exams.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-zinc-200 px-3 py-2.5 text-sm dark:border-zinc-800" data-testid="ics-exams">
      <h3 id={`${id}-title`} className="font-medium text-zinc-900 dark:text-zinc-100">
        文件里有 {exams.length} 场考试，勾选的会加到「考试」里：
      </h3>
      <ul className="mt-1.5 space-y-1.5" aria-label="文件里的考试">
        {exams.map((exam, index) => {
          const checkboxId = `${id}-${index}`;
          return (
            <li key={index} className={`flex items-start gap-2 ${kept[index] ? "" : "text-zinc-400 dark:text-zinc-500"}`}>
              <input
                id={checkboxId}
                type="checkbox"
                checked={(kept[index] ?? false) && !exam.past}
                // A day already gone cannot be an exam to come (the import refuses it): shown, not offered.
                disabled={exam.past}
                onChange={(event) => onToggle(index, event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
              />
              <label htmlFor={checkboxId}>
                <span className="font-medium">保留「{exam.title}」</span>
                {exam.past ? (
                  <span className="ml-1 text-xs text-zinc-500 dark:text-zinc-400">（已经考过，不会导入）</span>
                ) : exam.existing ? (
                  <span className="ml-1 text-xs text-zinc-500 dark:text-zinc-400">（已在「考试」里，不会重复添加）</span>
                ) : null}
                <span className="block text-xs tabular-nums text-zinc-500 dark:text-zinc-400">{examWhen(exam)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
