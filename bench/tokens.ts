/**
 * Section 3: tokens per tool reply against the same facts as a JSON dump. The dump is the compact JSON of the
 * state records each reply is derived from (what an app without the text layer would hand the model): the whole
 * task list for get_overview and list_tasks, the tasks of the day for query_range and find_first_free, the task
 * and its host or guests for get_task_info, and for a write the changed tasks plus every task of the days it
 * touched. Counted with js-tiktoken in both cl100k_base and o200k_base, on the demo student's draft.
 */
import { Tiktoken } from "js-tiktoken/lite";
import cl100kBase from "js-tiktoken/ranks/cl100k_base";
import o200kBase from "js-tiktoken/ranks/o200k_base";
import { checkPlacement, executeTool, type ScheduleState, type StateTask } from "@/lib/schedule";
import { roughSchedule } from "@/lib/schedule/rough-schedule";

interface TokenRow {
  tool: string;
  reply: { cl100k: number; o200k: number };
  dump: { cl100k: number; o200k: number };
}

export interface TokenResult {
  rows: TokenRow[];
  total: TokenRow;
}

function tasksOnDays(state: ScheduleState, days: ReadonlySet<number>): StateTask[] {
  return state.tasks.filter((task) => (task.slots ?? []).some((slot) => days.has(slot.day)));
}

function related(state: ScheduleState, task: StateTask): StateTask[] {
  const ids = new Set([task.state_id, ...(task.embed_host === undefined ? [] : [task.embed_host]), ...(task.embedded_by ?? [])]);
  return state.tasks.filter((candidate) => ids.has(candidate.state_id));
}

/** The records behind a write: tasks that changed, and every task of the days their old and new slots are on. */
function writeRecords(before: ScheduleState, after: ScheduleState): unknown {
  const changed = after.tasks.filter((task, index) => JSON.stringify(task) !== JSON.stringify(before.tasks[index]));
  const days = new Set<number>();
  for (const task of changed) {
    for (const slot of task.slots ?? []) days.add(slot.day);
    for (const slot of before.tasks.find((old) => old.state_id === task.state_id)?.slots ?? []) days.add(slot.day);
  }
  return { changed, day_tasks: tasksOnDays(after, days) };
}

function freeStart(state: ScheduleState, length: number, ignore: ReadonlySet<number> = new Set()): { day: number; slot_start: number } {
  for (let day = 1; day <= state.window.total_days; day++) {
    for (let start = 1; start + length - 1 <= 12; start += 2) {
      if (checkPlacement(state, day, start, start + length - 1, ignore).kind === "free") return { day, slot_start: start };
    }
  }
  throw new Error("no free position");
}

export function runTokens(state: ScheduleState): TokenResult {
  const encoders = { cl100k: new Tiktoken(cl100kBase), o200k: new Tiktoken(o200kBase) };
  const count = (text: string) => ({ cl100k: encoders.cl100k.encode(text).length, o200k: encoders.o200k.encode(text).length });

  const rough = roughSchedule(state, {});
  if (!rough.ok) throw new Error(`the demo student's rough schedule failed: ${rough.text}`);
  const draft = rough.state;
  const suggested = draft.tasks.filter((task) => task.status === "suggested" && task.embed_host === undefined);
  const pending = state.tasks.find((task) => task.status === "pending");
  const first = suggested[0];
  if (!first || !pending) throw new Error("the demo student's draft lacks the tasks the calls need");
  const day = first.slots![0].day;
  const moveTo = freeStart(draft, first.duration ?? 2, new Set([first.state_id]));

  const calls: Array<{ tool: string; on: ScheduleState; args: unknown; records: (after: ScheduleState) => unknown }> = [
    { tool: "get_overview", on: draft, args: {}, records: () => ({ window: draft.window, tasks: draft.tasks }) },
    { tool: "list_tasks", on: draft, args: { status: "all" }, records: () => draft.tasks },
    { tool: "query_range", on: draft, args: { day }, records: () => tasksOnDays(draft, new Set([day])) },
    {
      tool: "find_first_free",
      on: draft,
      args: { duration: 2 },
      records: () => tasksOnDays(draft, new Set([freeStart(draft, 2).day])),
    },
    { tool: "get_task_info", on: draft, args: { task_id: first.state_id }, records: () => related(draft, first) },
    {
      tool: "move",
      on: draft,
      args: { task_id: first.state_id, new_day: moveTo.day, new_slot_start: moveTo.slot_start },
      records: (after) => writeRecords(draft, after),
    },
    { tool: "unplace", on: draft, args: { task_id: first.state_id }, records: (after) => writeRecords(draft, after) },
  ];
  const rows: TokenRow[] = calls.map(({ tool, on, args, records }) => {
    const result = executeTool(on, tool, args);
    if (!result.ok) throw new Error(`${tool} failed: ${result.text}`);
    return { tool, reply: count(result.text), dump: count(JSON.stringify(records(result.state))) };
  });
  rows.push({ tool: "rough_schedule", reply: count(rough.text), dump: count(JSON.stringify(writeRecords(state, draft))) });

  const sum = (pick: (row: TokenRow) => { cl100k: number; o200k: number }) => ({
    cl100k: rows.reduce((total, row) => total + pick(row).cl100k, 0),
    o200k: rows.reduce((total, row) => total + pick(row).o200k, 0),
  });
  return { rows, total: { tool: "total", reply: sum((row) => row.reply), dump: sum((row) => row.dump) } };
}
