/**
 * Early warnings (issue 23 #4): the work left in a task class or a to-do that no longer fits in the free time before
 * its deadline, as the one planner sees it — a dry run of rough_schedule over the rest of the term, everything
 * pending (missed work included) placed by priority, and what it leaves out summed per class and per to-do. Pure:
 * the caller loads the state with the periods already begun closed (window.open_from).
 */
import { quoted } from "@/lib/protocol/record-text";
import { roughSchedule } from "./rough-schedule";
import type { ScheduleState } from "./state";

export interface FitWarning {
  /** The task class's name, or the to-do's title. */
  name: string;
  kind: "class" | "todo";
  missing_periods: number;
}

export function fitWarnings(state: ScheduleState): FitWarning[] {
  if (!state.tasks.some((task) => task.status === "pending")) return [];
  const plan = roughSchedule(state, { allow_partial: true });
  const byName = new Map<string, FitWarning>();
  for (const left of plan.left_out ?? []) {
    const kind = left.task.source === "task" ? "todo" : "class";
    const name = kind === "todo" ? left.task.name : left.task.category;
    const key = `${kind}:${name}`;
    const warning = byName.get(key) ?? { name, kind, missing_periods: 0 };
    warning.missing_periods += left.missing_periods;
    byName.set(key, warning);
  }
  return [...byName.values()].filter((warning) => warning.missing_periods > 0);
}

/** "按现在的空闲时间，「离散数学复习」在截止前排不完，还差4节。" */
export function fitWarningText(warning: FitWarning): string {
  const what = warning.kind === "todo" ? `待办${quoted(warning.name)}` : quoted(warning.name);
  return `按现在的空闲时间，${what}在截止前排不完，还差${warning.missing_periods}节。`;
}
