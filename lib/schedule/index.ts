/** The public face of the schedule core: state types, indexing and occupancy helpers, and the tools. */
export * from "./state";
export * from "./indexing";
export * from "./occupancy";
export { executeTool, SCHEDULE_TOOL_NAMES } from "./execute";
export { READ_TOOL_NAMES, WRITE_TOOL_NAMES, scheduleToolDefinitions, type ScheduleToolName } from "./tools/definitions";
export * from "./tools/schemas";
