/**
 * The single entry point of the schedule tools: validates the model's arguments, runs the tool on the state and
 * answers with text. Pure: the input state is never changed, and a failed call hands back that very object.
 */
import type { z } from "zod";
import { periodsPerDay, type ScheduleState, type ToolResult } from "./state";
import { withOccupancyIndex } from "./occupancy";
import { argumentErrorText, fail, periodBoundsText } from "./tools/arguments";
import { batchMove } from "./tools/batch-move";
import { READ_TOOL_NAMES, WRITE_TOOL_NAMES, type ScheduleToolName } from "./tools/definitions";
import { findFirstFree } from "./tools/find-first-free";
import { getOverview } from "./tools/get-overview";
import { getTaskInfo } from "./tools/get-task-info";
import { listTasks } from "./tools/list-tasks";
import { move } from "./tools/move";
import { place } from "./tools/place";
import { queryRange } from "./tools/query-range";
import {
  PERIODS_PLACEHOLDER,
  batchMoveInput,
  findFirstFreeInput,
  getOverviewInput,
  getTaskInfoInput,
  listTasksInput,
  moveInput,
  placeInput,
  queryRangeInput,
  swapInput,
  unplaceInput,
} from "./tools/schemas";
import { swap } from "./tools/swap";
import { unplace } from "./tools/unplace";

type Runner = (state: ScheduleState, args: unknown) => ToolResult;

function validated<Schema extends z.ZodType>(
  schema: Schema,
  run: (state: ScheduleState, input: z.output<Schema>) => ToolResult,
): Runner {
  return (state, args) => {
    const parsed = schema.safeParse(args);
    if (!parsed.success) return fail(state, argumentErrorText(parsed.error, args).replaceAll(PERIODS_PLACEHOLDER, String(periodsPerDay(state.window))));
    const outOfDay = periodBoundsText(state, parsed.data);
    if (outOfDay) return fail(state, outOfDay);
    return run(state, parsed.data);
  };
}

const RUNNERS: Record<ScheduleToolName, Runner> = {
  get_overview: validated(getOverviewInput, (state) => getOverview(state)),
  query_range: validated(queryRangeInput, queryRange),
  find_first_free: validated(findFirstFreeInput, findFirstFree),
  find_free: validated(findFirstFreeInput, findFirstFree),
  list_tasks: validated(listTasksInput, listTasks),
  get_task_info: validated(getTaskInfoInput, getTaskInfo),
  place: validated(placeInput, place),
  move: validated(moveInput, move),
  swap: validated(swapInput, swap),
  batch_move: validated(batchMoveInput, batchMove),
  unplace: validated(unplaceInput, unplace),
};

const READ_NAMES: ReadonlySet<string> = new Set(READ_TOOL_NAMES);

export const SCHEDULE_TOOL_NAMES: readonly ScheduleToolName[] = [...READ_TOOL_NAMES, ...WRITE_TOOL_NAMES];

function isScheduleToolName(name: string): name is ScheduleToolName {
  return Object.hasOwn(RUNNERS, name);
}

/** Strict-mode models send null for every optional field they leave out; null means "not given". */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
}

/** Models omit empty arguments or send them as a JSON string; both are read as the object they stand for. */
function normalizeArguments(args: unknown): unknown {
  if (args === undefined || args === null) return {};
  if (typeof args !== "string") return withoutNulls(args);
  if (args.trim() === "") return {};
  try {
    return withoutNulls(JSON.parse(args));
  } catch {
    return args; // left as a string, so validation answers that an object was expected
  }
}

export function executeTool(state: ScheduleState, name: string, args: unknown): ToolResult {
  if (!isScheduleToolName(name)) {
    return fail(state, `未知工具：${name}。可用工具：${SCHEDULE_TOOL_NAMES.join("、")}。`);
  }
  const run = () => RUNNERS[name](state, normalizeArguments(args));
  // Read tools never edit the state, so they may share one day index for the whole call.
  return READ_NAMES.has(name) ? withOccupancyIndex(state, run) : run();
}
