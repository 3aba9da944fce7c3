/**
 * One of the four quadrants, with the colour and label the task cards use (components/cards/quadrant.ts). The
 * heading is the label itself, so colour is never the only signal.
 */
import type { ReactNode } from "react";
import { quadrantTone } from "@/components/cards/quadrant";
import { Tag } from "@/components/ui/tag";
import type { QuadrantGroup } from "@/lib/tasks/task-list";

export function QuadrantSection({ group, children }: { group: QuadrantGroup; children: ReactNode }) {
  const headingId = `task-quadrant-${group.quadrant}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-4 dark:border-zinc-800 dark:bg-zinc-900"
      data-testid={`task-quadrant-${group.quadrant}`}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <Tag tone={quadrantTone(group.quadrant)}>{group.label}</Tag>
        <span className="text-xs font-normal text-zinc-500 dark:text-zinc-400">{group.tasks.length} 项</span>
      </h2>
      {group.tasks.length > 0 ? (
        <ul className="mt-1 divide-y divide-zinc-100 dark:divide-zinc-800">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">暂无</p>
      )}
    </section>
  );
}
