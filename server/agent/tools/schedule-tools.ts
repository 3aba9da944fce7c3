/**
 * The ten schedule tools (and the find_free alias) as agent tools. Each is the pure executeTool of lib/schedule
 * run on the turn's draft; a successful write becomes the new draft and is checkpointed. Nothing here touches the
 * committed schedule: only the student's confirm does. The reply's facts (a listing's tasks, a free run, the periods a
 * refused move asked for) go along with its text.
 */
import type { Tool } from "ai";
import { executeTool, WRITE_TOOL_NAMES, type ScheduleToolName } from "@/lib/schedule";
import type { ToolOutput } from "@/lib/protocol";
import type { ScheduleSession } from "@/server/schedule/schedule-session";
import { selfValidatingTool } from "./guard";

const WRITE_NAMES: ReadonlySet<string> = new Set(WRITE_TOOL_NAMES);

async function runScheduleTool(session: ScheduleSession, name: ScheduleToolName, input: unknown): Promise<ToolOutput> {
  const availability = await session.load();
  if (!availability.ok) return { ok: false, text: availability.reason };
  const { schedule } = availability;
  const result = executeTool(schedule.state, name, input);
  if (result.ok && WRITE_NAMES.has(name) && result.state !== schedule.state) {
    await session.commitToDraft(result.state);
  }
  return { ok: result.ok, text: result.text, ...(result.facts ? { facts: result.facts } : {}) };
}

/** The schedule tool `name` on the turn's draft, described to the model as the contract says. */
export function createScheduleTool(session: ScheduleSession, name: ScheduleToolName): Tool<Record<string, unknown>, ToolOutput> {
  return selfValidatingTool(name, (input) => runScheduleTool(session, name, input));
}
