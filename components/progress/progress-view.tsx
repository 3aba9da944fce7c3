/**
 * /progress: hours studied, the streak and periods done, then planned vs done per week and each task class's
 * burn-down toward its exam or end date. Rendered on the server from lib/progress/summary's figures; every chart
 * carries its numbers in a table for screen readers.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { ProgressSummary } from "@/lib/progress/summary";
import { BurnDownChart, targetWords } from "./burn-down-chart";
import { WeeklyChart } from "./weekly-chart";

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div data-testid={testId} className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <dt className="text-xs text-zinc-600 dark:text-zinc-300">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-zinc-900 dark:text-zinc-50">{value}</dd>
    </div>
  );
}

function daysLeftWords(daysLeft: number): string {
  if (daysLeft < 0) return `已过 ${-daysLeft} 天`;
  if (daysLeft === 0) return "就在今天";
  return `还有 ${daysLeft} 天`;
}

export function ProgressView({ summary }: { summary: ProgressSummary }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat testId="progress-hours" label="已学习" value={`${summary.hours} 小时`} />
        <Stat testId="progress-streak" label="连续学习" value={`${summary.streak_days} 天`} />
        <Stat testId="progress-periods" label="完成节数" value={`${summary.done_periods} 节`} />
      </dl>

      <section aria-labelledby="progress-weeks" className="rounded-xl border border-zinc-200 p-3 sm:p-4 dark:border-zinc-800">
        <h2 id="progress-weeks" className="mb-2 text-base font-semibold">
          每周计划与完成
        </h2>
        <WeeklyChart weeks={summary.weeks} />
      </section>

      <section aria-labelledby="progress-classes">
        <h2 id="progress-classes" className="mb-2 text-base font-semibold">
          学习计划进度
        </h2>
        {summary.classes.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-300">
            还没有学习计划。
            <Link href="/plan" className={`rounded text-indigo-700 underline underline-offset-2 dark:text-indigo-300 ${FOCUS_RING}`}>
              去新建一个
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {summary.classes.map((taskClass) => (
              <li key={taskClass.id} data-testid="progress-class" className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
                <h3 className="truncate text-sm font-semibold">{taskClass.name}</h3>
                <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-300">
                  完成 {taskClass.items_done}/{taskClass.items_total} 项 · {targetWords(taskClass)} {daysLeftWords(taskClass.days_left)}
                </p>
                <BurnDownChart taskClass={taskClass} today={summary.today} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
