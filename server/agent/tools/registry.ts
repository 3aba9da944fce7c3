/**
 * The server half of the tool contract: the factory that builds each tool of lib/protocol/tools.ts for one turn.
 *
 * Adding a tool = one contract entry (PLANNER_TOOLS in lib/protocol/tools.ts) + its file in server/agent/tools/
 * (+ one line in TOOL_FACTORIES below). A contract entry without a factory does not compile, and registry.test.ts
 * fails when an entry is incomplete or a factory builds a different tool than its name says.
 *
 * Every tool is built fresh per turn and wrapped in the budget guard under its contract name, in the contract's order
 * (the order the model is offered them in). Each hands the model its reply as `{ ok, text }` and its facts, if any,
 * as the built-in model's provider options (lib/protocol/model-facts.ts), in this turn's steps and in the history
 * convertToModelMessages rebuilds from the stored tool parts alike.
 */
import { asSchema, type Schema, type Tool } from "ai";
import { PLANNER_TOOL_NAMES, type PlannerToolName, type ToolOutput } from "@/lib/protocol";
import { toolModelOutput } from "@/lib/protocol/model-facts";
import type { ScheduleToolName } from "@/lib/schedule";
import { createAskUserTool } from "./ask-user";
import { createCancelExamTool } from "./cancel-exam";
import type { TurnToolContext } from "./context";
import { createCompleteTaskTool } from "./complete-task";
import { createCreateTaskTool } from "./create-task";
import { createDeleteTaskTool } from "./delete-task";
import { guardTool, type ToolLedger } from "./guard";
import { createProposeTaskClassTool } from "./propose-task-class";
import { createQueryDayTool } from "./query-day";
import { createQueryFreeTimeTool } from "./query-free-time";
import { createQueryExamsTool } from "./query-exams";
import { createQueryProgressTool } from "./query-progress";
import { createQueryTasksTool } from "./query-tasks";
import { createQuickNoteTool } from "./quick-note";
import { createRecordCheckinTool } from "./record-checkin";
import { createRecordExamTool } from "./record-exam";
import { createRoughScheduleTool } from "./rough-schedule";
import { createScheduleTool } from "./schedule-tools";
import { createQueryTermTool, createSetTermWeekTool } from "./term-tools";
import { createUndoScheduleTool } from "./undo-schedule";
import { createUpdateTaskTool } from "./update-task";

export type PlannerToolFactory = (context: TurnToolContext) => Tool;

function scheduleTool(name: ScheduleToolName) {
  return ({ session }: TurnToolContext) => createScheduleTool(session, name);
}

export const TOOL_FACTORIES = {
  get_overview: scheduleTool("get_overview"),
  query_range: scheduleTool("query_range"),
  find_first_free: scheduleTool("find_first_free"),
  find_free: scheduleTool("find_free"),
  list_tasks: scheduleTool("list_tasks"),
  get_task_info: scheduleTool("get_task_info"),
  place: scheduleTool("place"),
  move: scheduleTool("move"),
  swap: scheduleTool("swap"),
  batch_move: scheduleTool("batch_move"),
  unplace: scheduleTool("unplace"),
  query_free_time: (context) => createQueryFreeTimeTool(context),
  query_day: (context) => createQueryDayTool(context),
  rough_schedule: ({ session, now }) => createRoughScheduleTool(session, { now }),
  propose_task_class: ({ session, now }) => createProposeTaskClassTool(session, { now }),
  ask_user: () => createAskUserTool(),
  quick_note: (context) => createQuickNoteTool(context),
  create_task: (context) => createCreateTaskTool(context),
  query_tasks: (context) => createQueryTasksTool(context),
  complete_task: (context) => createCompleteTaskTool(context),
  update_task: (context) => createUpdateTaskTool(context),
  delete_task: (context) => createDeleteTaskTool(context),
  undo_schedule: (context) => createUndoScheduleTool(context),
  query_progress: (context) => createQueryProgressTool(context),
  record_checkin: (context) => createRecordCheckinTool(context),
  record_exam: (context) => createRecordExamTool(context),
  cancel_exam: (context) => createCancelExamTool(context),
  query_exams: (context) => createQueryExamsTool(context),
  query_term: (context) => createQueryTermTool(context),
  set_term_week: (context) => createSetTermWeekTool(context),
} satisfies Record<PlannerToolName, PlannerToolFactory>;

/** The turn's tool set, each tool typed as its factory builds it (every one answers with `{ ok, text }`). */
export type TurnTools = { [Name in PlannerToolName]: ReturnType<(typeof TOOL_FACTORIES)[Name]> };

/**
 * The SDK wraps a zod input schema anew each time it meets it and converts it to JSON schema in every wrapper: with
 * the tools built every turn, that conversion was most of a turn's time (60 % of the eval's, by a CPU profile). One
 * wrapper per contract schema keeps the conversion to once a process; validation is the SDK's, as before.
 */
const sharedSchemas = new WeakMap<object, Schema>();

function sharedInputSchema(schema: Tool["inputSchema"]): Tool["inputSchema"] {
  if (typeof schema !== "object" || schema === null || !("~standard" in schema)) return schema;
  let shared = sharedSchemas.get(schema);
  if (!shared) {
    shared = asSchema(schema);
    sharedSchemas.set(schema, shared);
  }
  return shared;
}

/** The tool with its output handed to the model as text and facts (toolModelOutput); otherwise unchanged. */
function withModelOutput<T extends Tool>(built: T): T {
  return { ...built, inputSchema: sharedInputSchema(built.inputSchema), toModelOutput: ({ output }: { output: ToolOutput }) => toolModelOutput(output) };
}

/** Every tool of the contract for one turn, each behind the budget guard that records its calls under its name. */
export function createTurnTools(context: TurnToolContext, ledger: ToolLedger): TurnTools {
  const entries = PLANNER_TOOL_NAMES.map((name) => {
    const factory: PlannerToolFactory = TOOL_FACTORIES[name];
    return [name, withModelOutput(guardTool(ledger, name, factory(context)))] as const;
  });
  return Object.fromEntries(entries) as TurnTools;
}
