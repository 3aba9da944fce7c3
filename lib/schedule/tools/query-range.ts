/**
 * query_range (seed §4.2): one day in detail. The whole day is shown in the six standard 2-period rows; a row
 * boundary is dropped where one task runs across it (a 3- or 4-period course reads "第9-12节：[8]程序设计"), and a
 * row is cut where its holders change, so every line names exactly who holds exactly those periods
 * ("第1-3节：[3]复习线代" then "第4节：空"). A given range is shown period by period with a summary.
 */
import { dayGrid, freeRuns, type DayGrid, type Occupant } from "../occupancy";
import { periodsText, sortOccupants, taskLabel } from "../replies";
import { occupantMarker, runWithLength } from "../replies-read";
import { periodsPerDay, type ScheduleState, type SlotRange, type ToolResult } from "../state";
import { ARGUMENT_ERROR, dayError, fail, succeed } from "./arguments";
import type { QueryRangeInput } from "./schemas";

function holderKey(occupant: Occupant): string {
  return `${occupant.task.state_id}:${occupant.range.slot_start}`;
}

function holdersKey(occupants: readonly Occupant[]): string {
  return occupants.map(holderKey).sort().join("|");
}

function holdersText(occupants: readonly Occupant[]): string {
  if (occupants.length === 0) return "空";
  return sortOccupants(occupants)
    .map((occupant) => `${taskLabel(occupant.task)}${occupantMarker(occupant)}`)
    .join("、");
}

/** Runs of periods with the same holders, cut at the standard row ends unless a holder runs across them. */
function dayRows(grid: DayGrid): Array<{ start: number; end: number; occupants: Occupant[] }> {
  const rows: Array<{ start: number; end: number; occupants: Occupant[] }> = [];
  for (let period = 1; period < grid.length; period++) {
    const occupants = grid[period];
    const last = rows[rows.length - 1];
    const sameHolders = last !== undefined && holdersKey(last.occupants) === holdersKey(occupants);
    // Equal non-empty holders at a row end means the same ranges continue across it: keep them on one line.
    const standardRowEnd = (period - 1) % 2 === 0;
    if (last && sameHolders && !(standardRowEnd && occupants.length === 0)) {
      last.end = period;
    } else {
      rows.push({ start: period, end: period, occupants });
    }
  }
  return rows;
}

/** The 可嵌入 facts: each 水课 occurrence (with its guests) and each fixed course, touching the periods shown. */
function embedFacts(grid: DayGrid, from: number, to: number): string[] {
  const seen = new Map<string, Occupant>();
  for (let period = from; period <= to; period++) {
    for (const occupant of grid[period]) {
      if (occupant.task.can_embed || occupant.task.locked) seen.set(holderKey(occupant), occupant);
    }
  }
  return sortOccupants([...seen.values()]).map(({ task, range }) => {
    const periods = periodsText(range.slot_start, range.slot_end);
    if (task.locked || !task.can_embed) return `${periods}已有${taskLabel(task)}（固定，不可嵌入）`;
    const guestNames = new Set<string>();
    for (let period = range.slot_start; period <= range.slot_end; period++) {
      for (const guest of grid[period]) {
        if (guest.task.embed_host === task.state_id) guestNames.add(taskLabel(guest.task));
      }
    }
    const guestText = guestNames.size > 0 ? `已嵌入${[...guestNames].join("、")}` : "当前无嵌入任务";
    return `${periods}为${taskLabel(task)}（可嵌入，${guestText}）`;
  });
}

function wholeDay(state: ScheduleState, day: number): string {
  const grid = dayGrid(state, day);
  const lines = [`第${day}天 全天：`, ""];
  for (const row of dayRows(grid)) lines.push(`${periodsText(row.start, row.end)}：${holdersText(row.occupants)}`);
  const runs = freeRuns(state, day);
  const embeds = embedFacts(grid, 1, periodsPerDay(state.window));
  lines.push(
    "",
    `连续空闲区：${runs.length > 0 ? runs.map(runWithLength).join("、") : "无"}`,
    `可嵌入：${embeds.length > 0 ? embeds.join("；") : "无"}`,
  );
  return lines.join("\n");
}

function clipRuns(runs: readonly SlotRange[], from: number, to: number): SlotRange[] {
  return runs
    .map((run) => ({ ...run, slot_start: Math.max(run.slot_start, from), slot_end: Math.min(run.slot_end, to) }))
    .filter((run) => run.slot_start <= run.slot_end);
}

function partOfDay(state: ScheduleState, day: number, from: number, to: number): string {
  const grid = dayGrid(state, day);
  const lines = [`第${day}天 ${periodsText(from, to)}：`, ""];
  for (let period = from; period <= to; period++) lines.push(`第${period}节：${holdersText(grid[period])}`);
  const size = to - from + 1;
  const free = clipRuns(freeRuns(state, day), from, to);
  const freeCount = free.reduce((sum, run) => sum + run.slot_end - run.slot_start + 1, 0);
  lines.push("");
  if (freeCount === size) lines.push(`该范围${size}个时段全部空闲。`);
  else if (freeCount === 0) lines.push(`该范围${size}个时段全部已占用。`);
  else {
    const freeText = free.map((run) => periodsText(run.slot_start, run.slot_end)).join("、");
    lines.push(`该范围${size}个时段中，已占用${size - freeCount}个，空闲${freeCount}个（${freeText}）。`);
  }
  const embeds = embedFacts(grid, from, to);
  if (embeds.length > 0) lines.push(`可嵌入：${embeds.join("；")}`);
  return lines.join("\n");
}

export function queryRange(state: ScheduleState, input: QueryRangeInput): ToolResult {
  const badDay = dayError(state, "day", input.day);
  if (badDay) return fail(state, badDay);
  const { slot_start: from, slot_end: to } = input;
  if (from === undefined && to === undefined) return succeed(state, wholeDay(state, input.day));
  if (from === undefined || to === undefined) {
    return fail(state, `${ARGUMENT_ERROR}slot_start 与 slot_end 需同时提供；查整天时两者都不传。`);
  }
  if (from > to) return fail(state, `${ARGUMENT_ERROR}slot_start（${from}）不能大于 slot_end（${to}）。`);
  return succeed(state, partOfDay(state, input.day, from, to));
}
