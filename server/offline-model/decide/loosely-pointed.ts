/**
 * "概率那个删掉吧", "嗯 把那个数学的那个 删了吧", "離散那個幫我改到禮拜五": a to-do pointed at by a subject's word and
 * 那个, not by its name. The word may fit a course, a plan's blocks and a to-do alike, so the listing is read first:
 * when several fit, which one is asked; when one does or none, the change goes ahead as said.
 */
import type { Intent } from "../understand/intent-types";
import type { Decision, DecisionContext } from "../types";
import { callTool, isListing, latestStep } from "./steps";
import { listedTasks } from "./facts";
import { optionLabels, resolveReference } from "./name-resolution";
import { whichTaskQuestion } from "./questions";

type TaskEditIntent = Extract<Intent, { family: "task_edit" }>;

/** At most this many things offered to pick from. */
const MAX_OPTIONS = 4;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "概率那个", "那个数学的那个", "离散那条": the word, with a pointer right beside it. */
function pointedLoosely(task: string, text: string): boolean {
  if (task.length < 2 || task.length > 3) return false;
  const word = escaped(task);
  // "四级那个任务", "错题本那个待办": the kind of thing said after the pointer names the to-do itself.
  return new RegExp(`(?:${word}(?:的)?\\s*(?:那个|那條|那条|那個)|(?:那个|那個)\\s*${word})(?!\\s*(?:的)?(?:任务|待办|作业|事))`).test(text);
}

export function looselyPointedAsk(intent: TaskEditIntent, context: DecisionContext): Decision | undefined {
  if (intent.action === "reopen" || !pointedLoosely(intent.task, context.request.text)) return undefined;
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  if (!listing) return context.isActive("list_tasks") ? callTool("list_tasks", { status: "all" }) : undefined;
  if (!listing.result.ok) return undefined;
  const found = resolveReference({ name: intent.task }, listedTasks(listing.result));
  // A course is never ticked off: "线代那个已经交了" is the 线代 to-do, whatever course shares the word.
  const candidates = found.kind !== "ambiguous" ? [] : found.candidates.filter((task) => intent.action !== "complete" || task.category !== "课程");
  if (candidates.length < 2) return undefined;
  return callTool("ask_user", { question: whichTaskQuestion(intent.task, false, context.language), options: optionLabels(candidates.slice(0, MAX_OPTIONS)) });
}
