/** 已完成: finished tasks stay (is_completed) and can be undone; folded away by default so the open ones lead. */
import type { ReactNode } from "react";
import { Chevron } from "@/components/ui/chevron";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export function CompletedSection({ count, children }: { count: number; children: ReactNode }) {
  return (
    <details
      className="group rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-4 dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="tasks-completed"
    >
      <summary
        className={`flex cursor-pointer list-none items-center gap-2 rounded-lg text-sm font-semibold text-zinc-700 dark:text-zinc-200 [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
        data-testid="tasks-completed-toggle"
      >
        <Chevron />
        已完成
        <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">{count} 项</span>
      </summary>
      <ul className="mt-1 divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="已完成的待办">
        {children}
      </ul>
    </details>
  );
}
