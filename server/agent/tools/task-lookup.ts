/**
 * The task a student names in chat, found among their own tasks by title (lib/tasks/task-match). A name that fits
 * nothing, or several tasks equally, is answered with one sentence the model can pass on as it is.
 */
import { listTaskEntries, type TaskEntry, type TaskStatus } from "@/db/queries/tasks";
import { matchTask } from "@/lib/tasks/task-match";
import type { TaskToolDeps } from "./context";
import { quoted } from "@/lib/protocol/record-text";

export type TaskLookup = { ok: true; task: TaskEntry } | { ok: false; text: string };

const MAX_NAMED = 4;

/** Looks among the tasks of `status` first, then among all of them (a done task may still be renamed). */
export async function lookUpTask(deps: TaskToolDeps, words: string, status: TaskStatus): Promise<TaskLookup> {
  const candidates = await listTaskEntries(deps.db, deps.userId, status);
  let match = matchTask(words, candidates);
  if (match.kind === "none" && status !== "all") match = matchTask(words, await listTaskEntries(deps.db, deps.userId, "all"));
  if (match.kind === "one") return { ok: true, task: match.task };
  if (match.kind === "several") {
    const names = match.tasks.slice(0, MAX_NAMED).map((task) => quoted(task.title)).join("、");
    return { ok: false, text: `${quoted(words)}对得上好几条待办：${names}，是哪一条？` };
  }
  return { ok: false, text: `没有找到叫${quoted(words)}的待办；要先把它记下来吗？` };
}
