/** The task classes a proposal creates on confirm: name, date range, strategy and the ordered items with lengths. */
import type { ProposedTaskClass } from "@/lib/protocol";
import { dateRangeLabel } from "@/client/format";
import { Tag } from "@/components/ui/tag";

const STRATEGY_WORDS = { steady: "稳扎稳打", rapid: "快速推进" } as const;

export function ProposedClasses({ classes }: { classes: readonly ProposedTaskClass[] }) {
  if (classes.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="新建任务类">
      {classes.map((taskClass) => {
        const periods = taskClass.items.reduce((sum, item) => sum + item.duration, 0);
        return (
          <li
            key={taskClass.name}
            data-testid="proposed-class"
            className="rounded-lg border border-dashed border-indigo-300 bg-indigo-50/60 px-3 py-2 dark:border-indigo-800 dark:bg-indigo-950/40"
          >
            <div className="flex flex-wrap items-center gap-1.5">
              <Tag tone="indigo">新建任务类</Tag>
              <span className="font-medium text-zinc-900 dark:text-zinc-50">{taskClass.name}</span>
              <span className="text-xs text-zinc-500 dark:text-zinc-400">
                {dateRangeLabel(taskClass.start_date, taskClass.end_date)} · {STRATEGY_WORDS[taskClass.strategy]} · {taskClass.items.length} 项 / {periods} 节
              </span>
            </div>
            <ol className="mt-1.5 grid gap-x-4 gap-y-0.5 text-sm text-zinc-700 sm:grid-cols-2 dark:text-zinc-200">
              {taskClass.items.map((item, index) => (
                <li key={`${index}-${item.content}`} className="flex items-baseline gap-1.5">
                  <span className="tabular-nums text-zinc-500 dark:text-zinc-400">{index + 1}.</span>
                  <span className="min-w-0 flex-1 truncate">{item.content}</span>
                  <span className="text-xs text-zinc-500 dark:text-zinc-400">{item.duration}节</span>
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
