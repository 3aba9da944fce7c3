/**
 * The task a student names in chat, found among their own tasks by title (lib/tasks/task-match). A name that fits
 * nothing, or several tasks equally, is answered with one sentence the model can pass on as it is. Both sides are
 * compared as the built-in model reads a message (Simplified, half-width, everyday Cantonese words as Mandarin), so a
 * to-do saved as 交報告 is found by 交报告 and the other way round; the task itself keeps the student's characters.
 */
import { listTaskEntries, type TaskEntry, type TaskStatus } from "@/db/queries/tasks";
import { matchTask, type TaskMatch } from "@/lib/tasks/task-match";
import { normalise } from "@/server/offline-model/normalise/normalise";
import type { TaskToolDeps } from "./context";
import { quoted } from "@/lib/protocol/record-text";

export type TaskLookup = { ok: true; task: TaskEntry } | { ok: false; text: string };

const MAX_NAMED = 4;

/** Looks among the tasks of `status` first, then among all of them (a done task may still be renamed). */
function matchRead(words: string, tasks: readonly TaskEntry[]): TaskMatch<TaskEntry> {
  const read = tasks.map((task) => ({ ...task, title: normalise(task.title).text }));
  const match = matchTask(normalise(words).text, read);
  const own = (found: TaskEntry) => tasks.find((task) => task.id === found.id) ?? found;
  if (match.kind === "one") return { kind: "one", task: own(match.task) };
  if (match.kind === "several") return { kind: "several", tasks: match.tasks.map(own) };
  return match;
}

export async function lookUpTask(deps: TaskToolDeps, words: string, status: TaskStatus): Promise<TaskLookup> {
  const candidates = await listTaskEntries(deps.db, deps.userId, status);
  let match = matchRead(words, candidates);
  if (match.kind === "none" && status !== "all") match = matchRead(words, await listTaskEntries(deps.db, deps.userId, "all"));
  if (match.kind === "one") return { ok: true, task: match.task };
  if (match.kind === "several") {
    const names = match.tasks.slice(0, MAX_NAMED).map((task) => quoted(task.title)).join("、");
    return { ok: false, text: `${quoted(words)}对得上好几条待办：${names}，是哪一条？` };
  }
  return { ok: false, text: `没有找到叫${quoted(words)}的待办；要先把它记下来吗？` };
}
