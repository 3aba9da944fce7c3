/**
 * The input schemas of the agent's non-schedule tools now live in the tool contract (lib/protocol/tools.ts), next
 * to each tool's description. Re-exported here for the server modules that still import them from this path
 * (the offline model).
 */
export {
  askUserInput,
  createTaskInput,
  proposeTaskClassInput,
  queryTasksInput,
  quickNoteInput,
  roughScheduleInput,
  TASK_QUERY_SORTS,
  type AskUserInput,
  type CreateTaskInput,
  type ProposeTaskClassInput,
  type QueryTasksInput,
  type QuickNoteInput,
  type RoughScheduleInput,
} from "@/lib/protocol";
