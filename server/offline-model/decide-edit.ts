/**
 * Edits by name or id: list every task (list_tasks all) to learn ids and statuses, resolve the student's names
 * (asking when a name fits several tasks or none), then one write: place for a pending item, move for anything
 * else (the tool itself explains why an existing entry cannot move), swap or unplace; then relay the tool's reply.
 */
import type { Intent, SlotTarget, TaskReference } from "./intent-types";
import { say } from "./language";
import { optionLabel, resolveAnswer, resolveReference } from "./name-resolution";
import { asksAbout, isQuestion, TARGET_QUESTION, whichTaskQuestion } from "./questions";
import { listedTasks, type ListedTask } from "./reply-reading";
import { slotTarget } from "./schedule-words";
import { dayFromWords } from "./day-words";
import { callTool, isListing, latestStep, relay, reply, unavailableText } from "./steps";
import type { Decision, DecisionContext } from "./types";

type EditIntent = Extract<Intent, { family: "edit" }>;

const WRITE_TOOLS = ["place", "move", "swap", "unplace"];
const MAX_OPTIONS = 6;

function referenceLabel(reference: TaskReference): string {
  return "id" in reference ? `[${reference.id}]` : reference.name;
}

type Resolved = { kind: "task"; task: ListedTask } | { kind: "ask"; question: string; options: string[] };

function resolve(reference: TaskReference, tasks: readonly ListedTask[], context: DecisionContext): Resolved {
  const resolution = resolveReference(reference, tasks);
  if (resolution.kind === "found") return { kind: "task", task: resolution.task };
  const label = referenceLabel(reference);
  const offered =
    resolution.kind === "ambiguous" ? resolution.candidates : tasks.filter((task) => task.category !== "课程");
  const answer = context.request.answers.findLast((candidate) => asksAbout(candidate.question, label));
  const chosen = answer ? resolveAnswer(answer.text, offered, tasks) : undefined;
  if (chosen) return { kind: "task", task: chosen };
  return {
    kind: "ask",
    question: whichTaskQuestion(label, resolution.kind === "missing", context.language),
    options: offered.slice(0, MAX_OPTIONS).map(optionLabel),
  };
}

/** The target of a move, completed by the student's answer to the "which day and period" question. */
function settledTarget(target: SlotTarget, context: DecisionContext): SlotTarget {
  const answer = context.request.answers.findLast((candidate) => isQuestion(candidate.question, TARGET_QUESTION));
  if (!answer) return target;
  const answered = slotTarget(answer.text);
  return { day: answered.day ?? target.day, dayWord: answered.dayWord ?? target.dayWord, slotStart: answered.slotStart ?? target.slotStart };
}

/** The window day of the target: its 第N天, or the day its words name ("下周三"). */
function targetDay(target: SlotTarget, context: DecisionContext): number | undefined {
  if (target.day !== undefined) return target.day;
  return target.dayWord !== undefined && context.calendar ? dayFromWords(target.dayWord, context.calendar) : undefined;
}

function writeFor(intent: EditIntent, tasks: readonly ListedTask[], context: DecisionContext): Decision {
  const references = intent.action === "swap" ? intent.references : [intent.reference];
  const resolved: ListedTask[] = [];
  for (const reference of references) {
    const result = resolve(reference, tasks, context);
    if (result.kind === "ask") return callTool("ask_user", { question: result.question, options: result.options });
    resolved.push(result.task);
  }
  if (intent.action === "swap") return callTool("swap", { task_a: resolved[0].id, task_b: resolved[1].id });
  if (intent.action === "unplace") return callTool("unplace", { task_id: resolved[0].id });
  const target = settledTarget(intent.target, context);
  const day = targetDay(target, context);
  if (day === undefined || target.slotStart === undefined) {
    return callTool("ask_user", { question: TARGET_QUESTION[context.language] });
  }
  const task = resolved[0];
  return task.status === "pending"
    ? callTool("place", { task_id: task.id, day, slot_start: target.slotStart })
    : callTool("move", { task_id: task.id, new_day: day, new_slot_start: target.slotStart });
}

export function decideEdit(intent: EditIntent, context: DecisionContext): Decision {
  const { language } = context;
  const written = latestStep(context.steps, WRITE_TOOLS);
  if (written) {
    return relay(
      written.result.ok
        ? say(language, "好的，已经调整好了。", "Done.")
        : say(language, "这次没有改成：", "That didn't go through:"),
      written.result,
    );
  }
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  if (listing) return writeFor(intent, listing.result.ok ? listedTasks(listing.result.text) : [], context);
  if (context.isActive("list_tasks")) return callTool("list_tasks", { status: "all" });
  // Without a listing only ids can be used; whether a task is pending is then unknown, so a move stays a move.
  const references = intent.action === "swap" ? intent.references : [intent.reference];
  if (references.every((reference) => "id" in reference)) {
    const tasks = references.map((reference) => ({ id: (reference as { id: number }).id, name: "" }));
    return writeFor(intent, tasks, context);
  }
  return reply(unavailableText("list_tasks", language));
}
