/**
 * find_first_free / find_free (seed §4.3): the first position that takes `duration` periods, scanning days in order
 * and periods upward. A purely free position anywhere wins over an embeddable one; only when no day has room is the
 * first 水课 position reported. The reply carries that day's load, tasks and free runs.
 */
import { checkPlacement, dayLoad, dayOccupants, freeRuns, isCourse, type Occupant } from "../occupancy";
import { dayPeriodsText, periodsText, taskLabel } from "../replies";
import { dayLoadText, hostFact, taskFactsHead } from "../replies-read";
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask, type ToolResult } from "../state";
import { dayError, fail, hasBegun, succeed } from "./arguments";
import type { FindFirstFreeInput } from "./schemas";

type Found = { range: SlotRange; host?: StateTask };

function firstPosition(state: ScheduleState, days: readonly number[], duration: number, kind: "free" | "embed") {
  const periods = periodsPerDay(state.window);
  for (const day of days) {
    for (let start = 1; start + duration - 1 <= periods; start++) {
      // A period that has begun is not free any more, whatever the grid says.
      if (hasBegun(state, { day, slot_start: start, slot_end: start + duration - 1 })) continue;
      const check = checkPlacement(state, day, start, start + duration - 1);
      if (check.kind !== kind) continue;
      const range = { day, slot_start: start, slot_end: start + duration - 1 };
      return check.kind === "embed" ? { range, host: check.host } : { range };
    }
  }
  return undefined;
}

function dayDetails(state: ScheduleState, day: number): string[] {
  const rangesByTask = new Map<number, { task: StateTask; ranges: SlotRange[] }>();
  for (const occupant of dayOccupants(state, day)) {
    if (isCourse(occupant.task)) continue;
    addRange(rangesByTask, occupant);
  }
  const lines = [`当日负载：${dayLoadText(dayLoad(state, day))}。`, "当日任务明细（全量，已过滤课程）："];
  if (rangesByTask.size === 0) lines.push("  - 无");
  for (const { task, ranges } of rangesByTask.values()) {
    const where = ranges.map((range) => periodsText(range.slot_start, range.slot_end)).join("、");
    lines.push(`  - ${taskFactsHead(task)} | 时段:${where}${hostFact(state, task)}`);
  }
  lines.push("当日连续空闲区：");
  const runs = freeRuns(state, day);
  if (runs.length === 0) lines.push("  - 无");
  for (const run of runs) {
    lines.push(`  - ${periodsText(run.slot_start, run.slot_end)}（${run.slot_end - run.slot_start + 1}时段连续空闲）`);
  }
  return lines;
}

function addRange(rangesByTask: Map<number, { task: StateTask; ranges: SlotRange[] }>, occupant: Occupant): void {
  const entry = rangesByTask.get(occupant.task.state_id);
  if (entry) entry.ranges.push(occupant.range);
  else rangesByTask.set(occupant.task.state_id, { task: occupant.task, ranges: [occupant.range] });
}

export function findFirstFree(state: ScheduleState, input: FindFirstFreeInput): ToolResult {
  if (input.day !== undefined) {
    const badDay = dayError(state, "day", input.day);
    if (badDay) return fail(state, badDay);
  }
  const totalDays = state.window.total_days;
  const days = input.day !== undefined ? [input.day] : Array.from({ length: totalDays }, (_, index) => index + 1);
  const found: Found | undefined =
    firstPosition(state, days, input.duration, "free") ?? firstPosition(state, days, input.duration, "embed");
  const condition = `匹配条件：需要${input.duration}个连续时段。`;

  if (!found) {
    const scope =
      input.day !== undefined ? `第${input.day}天` : totalDays === 1 ? "第1天" : `第1-${totalDays}天均`;
    const headline = `未找到可用位置：${scope}没有${input.duration}个连续空闲时段，也没有可嵌入的位置。`;
    const details = input.day !== undefined ? dayDetails(state, input.day) : [];
    return succeed(state, [headline, condition, ...details].join("\n"), { kind: "free_slot" });
  }
  const how = found.host ? `可嵌入，宿主：${taskLabel(found.host)}` : "可直接放置";
  const headline = `首个可用位置：${dayPeriodsText(found.range)}（${how}）。`;
  const slot = { day: found.range.day, slot_start: found.range.slot_start, slot_end: found.range.slot_end };
  return succeed(state, [headline, condition, ...dayDetails(state, found.range.day)].join("\n"), { kind: "free_slot", slot });
}
