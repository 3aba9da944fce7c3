/**
 * get_overview (seed §4.1): the whole window at once, task view. Course periods count in every day's load but
 * courses are never listed as tasks. A window longer than two weeks is summarised by week (overview-weekly.ts).
 */
import { dayLoad, dayOccupants, isCourse, occupiedPeriodCount } from "../occupancy";
import { dayPeriodsCompact, periodsText, sortOccupants, taskLabel } from "../replies";
import { dayLoadText, hostFact, hostOf, taskFactsHead } from "../replies-read";
import { periodsPerDay, type ScheduleState, type StateTask, type TaskStatus, type ToolResult } from "../state";
import { succeed } from "./arguments";
import { pendingNeedText } from "./placement";
import { WEEKLY_OVERVIEW_AFTER_DAYS, weeklyOverviewLines } from "./overview-weekly";

function countByStatus(tasks: readonly StateTask[], status: TaskStatus): number {
  return tasks.filter((task) => task.status === status).length;
}

function dayLine(state: ScheduleState, day: number): string {
  const entries = sortOccupants(dayOccupants(state, day))
    .filter((occupant) => !isCourse(occupant.task))
    .map(({ task, range }) => {
      const host = hostOf(state, task);
      const embedded = host ? `,嵌入${taskLabel(host)}` : "";
      return `${taskLabel(task)}(${task.status},${periodsText(range.slot_start, range.slot_end)}${embedded})`;
    });
  const tasks = entries.length > 0 ? entries.join("、") : "无";
  return `第${day}天：${dayLoadText(dayLoad(state, day))} — 任务：${tasks}`;
}

function taskLine(state: ScheduleState, task: StateTask): string {
  if (task.status === "pending") {
    return `${taskFactsHead(task)} | ${pendingNeedText(state, task)}`;
  }
  const ranges = task.slots ?? [];
  const where = ranges.length > 0 ? ranges.map(dayPeriodsCompact).join(" ") : "无";
  return `${taskFactsHead(task)} | 时段:${where}${hostFact(state, task)}`;
}

export function getOverview(state: ScheduleState): ToolResult {
  const totalDays = state.window.total_days;
  const periods = periodsPerDay(state.window);
  const capacity = totalDays * periods;
  let occupied = 0;
  for (let day = 1; day <= totalDays; day++) occupied += occupiedPeriodCount(state, day);
  const courses = state.tasks.filter(isCourse);
  const tasks = state.tasks.filter((task) => !isCourse(task)).sort((a, b) => a.state_id - b.state_id);

  const lines = [
    `规划窗口共${totalDays}天，每天${periods}个时段，总计${capacity}个时段。`,
    `当前已占用${occupied}个，空闲${capacity - occupied}个。课程占位条目${courses.length}个（仅用于占位统计）；` +
      `任务条目：已安排(existing)${countByStatus(tasks, "existing")}个、已预排(suggested)${countByStatus(tasks, "suggested")}个、` +
      `待安排(pending)${countByStatus(tasks, "pending")}个。`,
    "",
    "每日概况：",
  ];
  if (totalDays > WEEKLY_OVERVIEW_AFTER_DAYS) {
    lines.pop();
    lines.push(...weeklyOverviewLines(state, tasks, (day) => dayLine(state, day)));
    return succeed(state, lines.join("\n"));
  }
  for (let day = 1; day <= totalDays; day++) lines.push(dayLine(state, day));
  lines.push("", "任务清单（全量，已过滤课程）：");
  if (tasks.length === 0) lines.push("无");
  for (const task of tasks) lines.push(taskLine(state, task));
  return succeed(state, lines.join("\n"));
}
