/**
 * A to-do changed from the chat: one task tool, then one sentence with the task's title. A refusal (no such task,
 * several fit, a time not understood) is already one sentence in the student's words and is said as it is.
 */
import type { Intent } from "./intent-types";
import { say } from "./language";
import { callTool, latestStep, reply } from "./steps";
import type { Decision, DecisionContext } from "./types";

type TaskEditIntent = Extract<Intent, { family: "task_edit" }>;

const TOOLS = { complete: "complete_task", reopen: "complete_task", update: "update_task", delete: "delete_task" } as const;

function toolInput(intent: TaskEditIntent): Record<string, unknown> {
  const input: Record<string, unknown> = { task: intent.task };
  if (intent.action === "reopen") input.undo = true;
  if (intent.title !== undefined) input.title = intent.title;
  if (intent.deadline !== undefined) input.deadline = intent.deadline;
  if (intent.priorityGroup !== undefined) input.priority_group = intent.priorityGroup;
  return input;
}

/** "已完成：交班费。" → the sentence the student reads. */
function doneSentence(text: string, context: DecisionContext): string {
  const match = /^(已完成|已改回未完成|已修改|已删除)：(.+?)(?:，(.+?))?(（连同它的\d+个学习块）)?。$/.exec(text.trim());
  if (!match) return text;
  const [, what, title, changes, blocks] = match;
  switch (what) {
    case "已完成":
      return say(context.language, `好的，“${title}”标记为已完成。`, `Done — "${title}" is marked complete.`);
    case "已改回未完成":
      return say(context.language, `好的，“${title}”改回未完成了。`, `Okay, "${title}" is open again.`);
    case "已修改":
      return say(context.language, `好的，“${title}”${changes ?? "已经改好"}了。`, `Okay, "${title}" is updated.`);
    default:
      return say(context.language, `“${title}”已经删掉了${blocks ?? ""}。`, `"${title}" is deleted.`);
  }
}

export function decideTaskEdit(intent: TaskEditIntent, context: DecisionContext): Decision {
  const toolName = TOOLS[intent.action];
  const done = latestStep(context.steps, [toolName]);
  if (!done) return callTool(toolName, toolInput(intent));
  return reply(done.result.ok ? doneSentence(done.result.text, context) : done.result.text);
}
