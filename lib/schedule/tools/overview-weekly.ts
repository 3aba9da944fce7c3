/**
 * get_overview on a long window (a plan to the end of term): one line per week instead of one per day, and the
 * tasks summarised rather than listed, so a 16-week overview stays near 2,000 tokens. The first week keeps its day
 * lines (what the student is most likely to plan next); query_range and list_tasks give any detail asked for.
 */
import { dayLoad, dayOccupants, isCourse } from "../occupancy";
import type { ScheduleState, StateTask } from "../state";
import { taskFactsHead } from "../replies-read";
import { pendingNeedText } from "./placement";
import { recordName } from "../../protocol/record-text";

/** Windows longer than this many days are summarised by week. */
export const WEEKLY_OVERVIEW_AFTER_DAYS = 14;
/** Pending tasks listed by name; the rest are counted. */
const LISTED_PENDING = 30;

interface WeekSummary {
  week: number;
  first: number;
  last: number;
  /** Periods of the week's days in the window: the denominator of 占用x/N. */
  periods: number;
  occupied: number;
  courses: number;
  tasks: number;
  freest: { day: number; free: number };
}

function summariseWeeks(state: ScheduleState): WeekSummary[] {
  const weeks = new Map<number, WeekSummary>();
  for (const mapping of state.window.day_mapping) {
    const load = dayLoad(state, mapping.day_index);
    const studies = new Set(dayOccupants(state, mapping.day_index).filter((occupant) => !isCourse(occupant.task)).map((occupant) => occupant.task.state_id));
    const free = load.periods - load.total;
    const summary = weeks.get(mapping.week) ?? {
      week: mapping.week,
      first: mapping.day_index,
      last: mapping.day_index,
      periods: 0,
      occupied: 0,
      courses: 0,
      tasks: 0,
      freest: { day: mapping.day_index, free: -1 },
    };
    summary.last = mapping.day_index;
    summary.periods += load.periods;
    summary.occupied += load.total;
    summary.courses += load.course;
    summary.tasks += studies.size;
    if (free > summary.freest.free) summary.freest = { day: mapping.day_index, free };
    weeks.set(mapping.week, summary);
  }
  return [...weeks.values()];
}

function weekLine(summary: WeekSummary): string {
  return (
    `第${summary.week}周（第${summary.first}-${summary.last}天）：占用${summary.occupied}/${summary.periods}` +
    `（课程${summary.courses}），学习安排${summary.tasks}项；最空第${summary.freest.day}天（空${summary.freest.free}节）`
  );
}

function categoryCounts(tasks: readonly StateTask[]): string {
  const counts = new Map<string, number>();
  for (const task of tasks) counts.set(task.category, (counts.get(task.category) ?? 0) + 1);
  return [...counts.entries()].map(([category, count]) => `${recordName(category)}${count}`).join("、") || "无";
}

/** The lines after the window header: weeks, then the tasks in summary. `dayLine` draws one day in full. */
export function weeklyOverviewLines(state: ScheduleState, tasks: readonly StateTask[], dayLine: (day: number) => string): string[] {
  const weeks = summariseWeeks(state);
  const lines = ["每周概况（窗口较长，按周汇总；某一天的细节用 query_range）："];
  for (const summary of weeks) lines.push(weekLine(summary));
  const [first] = weeks;
  if (first) {
    lines.push("", `第${first.week}周每日概况：`);
    for (let day = first.first; day <= first.last; day++) lines.push(dayLine(day));
  }
  const pending = tasks.filter((task) => task.status === "pending");
  const placed = tasks.filter((task) => task.status !== "pending");
  lines.push("", `已落位任务${placed.length}个（按类别：${categoryCounts(placed)}）；逐项查看用 list_tasks。`);
  lines.push(`待安排任务${pending.length}个：`);
  for (const task of pending.slice(0, LISTED_PENDING)) lines.push(`${taskFactsHead(task)} | ${pendingNeedText(state, task)}`);
  if (pending.length > LISTED_PENDING) lines.push(`……另有${pending.length - LISTED_PENDING}个待安排任务，用 list_tasks(status=pending) 查看。`);
  return lines;
}
