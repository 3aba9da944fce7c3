/**
 * Section 1: executeTool latency per tool on a 30-day window holding 300 tasks (a weekly timetable, task classes,
 * loose tasks, a draft in which the planner has already placed what fits). Every call runs on the same input
 * state (the tools are pure), with arguments chosen so that the write tools succeed. Baseline: one JSON round trip
 * of the same state, which every write turn pays anyway when the draft is saved and read back. The same calls run on
 * an 18-week window and on days of 16 periods (the longest a term may have: the random timetable keeps to periods
 * 1-12, so 13-16 are free evening periods the tools and the planner must cover).
 */
import { checkPlacement, executeTool, periodsPerDay, type ScheduleState, type StateTask } from "@/lib/schedule";
import { randomInstance } from "@/testing/planner/random-instance";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { replanMissed } from "@/lib/schedule/replan-missed";
import { DEFAULT_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { timeSync, type Timing } from "./stats";

const LATENCY_DAYS = 30;
const LATENCY_TASKS = 300;
/** A plan to the end of term: 18 weeks (issue 11's long window). */
export const TERM_LONG_DAYS = 126;
/** The longest day a term may have. */
export const LONGEST_DAY_PERIODS = 16;

interface ToolLatency {
  tool: string;
  ok: boolean;
  timing: Timing;
}

export interface LatencyResult {
  days: number;
  periods: number;
  tasks: number;
  baseline: Timing;
  tools: ToolLatency[];
  /** roughSchedule on the same state before any placement (not an executeTool tool; the planner's cost). */
  planner: Timing;
  /**
   * Re-planning missed work "a week later" (issue 23): the draft with MISSED_ITEMS of its placed items sent back as
   * missed, placed again by replanMissed (rough_schedule's missed_only) while the rest of the plan stays.
   */
  replan: Timing;
  missed: number;
}

/** How many placed items a bad week sends back for the re-planning row. */
const MISSED_ITEMS = 20;

/** The draft after a week of skipped sittings: its first placed plain items unplaced and marked missed. */
function withMissedWork(draft: ScheduleState): ScheduleState {
  const missed = new Set(
    draft.tasks
      .filter((task) => task.status === "suggested" && isPlainItem(task))
      .slice(0, MISSED_ITEMS)
      .map((task) => task.state_id),
  );
  return {
    ...draft,
    tasks: draft.tasks.map((task) => (missed.has(task.state_id) ? { ...task, status: "pending" as const, slots: undefined, missed: true } : task)),
  };
}

/**
 * A random instance cut to exactly `total` tasks, courses included (the loose tasks come last and go first), on days
 * of `periods` periods.
 */
function stateWithTasks(days: number, total: number, periods: number, seed = 1): ScheduleState {
  const { state } = randomInstance({ days, tasks: total, seed });
  return { ...state, window: { ...state.window, periods_per_day: periods }, tasks: state.tasks.slice(0, total) };
}

function freePosition(state: ScheduleState, length: number, ignore: ReadonlySet<number> = new Set()): { day: number; slot_start: number } {
  for (let day = state.window.total_days; day >= 1; day--) {
    for (let start = 1; start + length - 1 <= periodsPerDay(state.window); start += 2) {
      if (checkPlacement(state, day, start, start + length - 1, ignore).kind === "free") return { day, slot_start: start };
    }
  }
  throw new Error(`no free ${length}-period position`);
}

function isPlainItem(task: StateTask): boolean {
  return task.source === "task_item" && task.category_id !== undefined && task.embed_host === undefined;
}

function latencyCalls(draft: ScheduleState): Array<{ tool: string; args: unknown }> {
  const suggested = draft.tasks.filter((task) => task.status === "suggested" && isPlainItem(task) && task.duration === 2);
  const pending = draft.tasks.find((task) => task.status === "pending" && isPlainItem(task) && (task.duration ?? 2) === 2);
  if (suggested.length < 4 || !pending) throw new Error("the draft lacks the tasks the calls need");
  const [first, second, third, fourth] = suggested;
  const target = freePosition(draft, 2);
  const moveTarget = freePosition(draft, 2, new Set([first.state_id]));
  return [
    { tool: "get_overview", args: {} },
    { tool: "query_range", args: { day: first.slots![0].day } },
    { tool: "find_first_free", args: { duration: 2 } },
    { tool: "list_tasks", args: { status: "all" } },
    { tool: "get_task_info", args: { task_id: first.state_id } },
    { tool: "place", args: { task_id: pending.state_id, ...target } },
    { tool: "move", args: { task_id: first.state_id, new_day: moveTarget.day, new_slot_start: moveTarget.slot_start } },
    { tool: "swap", args: { task_a: second.state_id, task_b: third.state_id } },
    {
      tool: "batch_move",
      args: { moves: [{ task_id: fourth.state_id, new_day: moveTarget.day, new_slot_start: moveTarget.slot_start }] },
    },
    { tool: "unplace", args: { task_id: first.state_id } },
  ];
}

/** On a long window the planner places everything; the place call needs one pending 2-period item back. */
function withOnePending(draft: ScheduleState): ScheduleState {
  if (draft.tasks.some((task) => task.status === "pending" && isPlainItem(task) && (task.duration ?? 2) === 2)) return draft;
  const spare = draft.tasks.filter((task) => task.status === "suggested" && isPlainItem(task) && task.duration === 2).at(-1);
  if (!spare) return draft;
  const unplaced = executeTool(draft, "unplace", { task_id: spare.state_id });
  return unplaced.ok ? unplaced.state : draft;
}

export function runLatency(options: { runs: number; days?: number; periods?: number }): LatencyResult {
  const days = options.days ?? LATENCY_DAYS;
  const state = stateWithTasks(days, LATENCY_TASKS, options.periods ?? DEFAULT_PERIODS_PER_DAY);
  const rough = roughSchedule(state, { allow_partial: true, daily_cap: 8 });
  if (!rough.ok) throw new Error(`the planner placed nothing: ${rough.text}`);
  const draft = withOnePending(rough.state);
  const missedWeek = withMissedWork(rough.state);
  if (!replanMissed(missedWeek, { daily_cap: 8 }).ok) throw new Error("re-planning the missed work placed nothing");
  const tools = latencyCalls(draft).map(({ tool, args }) => {
    const ok = executeTool(draft, tool, args).ok;
    return { tool, ok, timing: timeSync(() => executeTool(draft, tool, args), options.runs) };
  });
  return {
    days,
    periods: periodsPerDay(draft.window),
    tasks: draft.tasks.length,
    baseline: timeSync(() => JSON.parse(JSON.stringify(draft)), options.runs),
    tools,
    planner: timeSync(() => roughSchedule(state, { allow_partial: true, daily_cap: 8 }), Math.max(20, Math.round(options.runs / 50)), 5),
    replan: timeSync(() => replanMissed(missedWeek, { daily_cap: 8 }), Math.max(20, Math.round(options.runs / 50)), 5),
    missed: missedWeek.tasks.filter((task) => task.missed).length,
  };
}
