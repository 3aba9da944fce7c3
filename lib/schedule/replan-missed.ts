/**
 * Re-planning missed work (issue 23 #3): only the work skipped sittings sent back (StateTask.missed) is placed, by
 * the one rough scheduler, from the first period not begun (window.open_from), before each item's class end and each
 * to-do's deadline, by priority. What fits is placed and the rest is listed with why, so the one confirm card says
 * both; other pending work is left as it is. Pure, like roughSchedule.
 */
import { roughSchedule, type RoughScheduleOptions, type RoughScheduleResult } from "./rough-schedule";
import type { ScheduleState } from "./state";

const NOTHING_MISSED = "没有需要补排的学习：打卡为“没做”的学习块都已经重新排过了，或者还没有学习块被记为没做。";

export function replanMissed(state: ScheduleState, options: RoughScheduleOptions = {}): RoughScheduleResult {
  if (!state.tasks.some((task) => task.missed && task.status === "pending")) return { ok: false, text: `粗排失败：${NOTHING_MISSED}`, state, placed: [] };
  const others = new Set(state.tasks.filter((task) => task.status === "pending" && !task.missed).map((task) => task.state_id));
  const planning: ScheduleState = { ...state, tasks: state.tasks.filter((task) => !others.has(task.state_id)) };
  const result = roughSchedule(planning, { ...options, allow_partial: options.allow_partial ?? true });
  if (!result.ok) return { ...result, state };
  const planned = new Map(result.state.tasks.map((task) => [task.state_id, task]));
  return { ...result, state: { ...result.state, tasks: state.tasks.map((task) => planned.get(task.state_id) ?? task) } };
}
