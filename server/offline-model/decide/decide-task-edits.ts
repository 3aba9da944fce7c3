/**
 * A to-do changed from the chat: one task tool, then one sentence with the task's title. A refusal (no such task,
 * several fit, a time not understood) is already one sentence in the student's words and is said as it is.
 */
import type { Intent } from "../understand/intent-types";
import { say } from "../speak/language";
import { callTool, isListing, latestStep, reply } from "./steps";
import { changeQuestion, withAnswer } from "../understand/unsaid-change";
import { namedInstead } from "../understand/option-picks";
import { asksAbout, isQuestion, isWhichTask, WHICH_TASK_QUESTION } from "./questions";
import type { Answer, AskedQuestion, Decision, DecisionContext } from "../types";
import { decideEdit } from "./decide-edit";
import { resolveReference } from "./name-resolution";
import { listedTasks } from "./facts";
import { slotTarget } from "../understand/slot-words";
import { unquoted } from "@/lib/protocol/record-text";
import { spelledTaskName } from "./short-named-task";
import { looselyPointedAsk } from "./loosely-pointed";

type TaskEditIntent = Extract<Intent, { family: "task_edit" }>;

const TOOLS = { complete: "complete_task", reopen: "complete_task", update: "update_task", delete: "delete_task" } as const;

function toolInput(intent: TaskEditIntent): Record<string, unknown> {
  const input: Record<string, unknown> = { task: spelledTaskName(intent.task) };
  if (intent.action === "reopen") input.undo = true;
  if (intent.title !== undefined) input.title = intent.title;
  if (intent.deadline !== undefined) input.deadline = intent.deadline;
  if (intent.priorityGroup !== undefined) input.priority_group = intent.priorityGroup;
  return input;
}

/**
 * delete_task deletes nothing: "待确认删除：「交班费」（连同它的2个学习块）。…" asks the student to decide on its card.
 * The title is the quoted one (lib/protocol/record-text.ts), said back without its 「」.
 */
function askedSentence(text: string, context: DecisionContext): string | undefined {
  const match = /^待确认删除：(「[^」]*」|.+?)(（连同它的\d+个学习块）)?。/.exec(text.trim());
  if (!match) return undefined;
  const [, quotedTitle, blocks] = match;
  const title = unquoted(quotedTitle);
  return say(
    context.language,
    `要删除“${title}”${blocks ?? ""}吗？在下面的卡片上点“删除”确认，点“取消”就保留。`,
    `Delete "${title}"? Press 删除 on the card below to confirm, or 取消 to keep it.`,
  );
}

/** "已完成：「交班费」。" → the sentence the student reads. */
function doneSentence(text: string, context: DecisionContext): string {
  const asked = askedSentence(text, context);
  if (asked) return asked;
  const match = /^(已完成|已改回未完成|已修改)：(「[^」]*」|.+?)(?:，(.+?))?。$/.exec(text.trim());
  if (!match) return text;
  const [, what, quotedTitle, changes] = match;
  const title = unquoted(quotedTitle);
  switch (what) {
    case "已完成":
      return say(context.language, `好的，“${title}”标记为已完成。`, `Done — "${title}" is marked complete.`);
    case "已改回未完成":
      return say(context.language, `好的，“${title}”改回未完成了。`, `Okay, "${title}" is open again.`);
    default:
      return say(context.language, `好的，“${title}”${changes ?? "已经改好"}了。`, `Okay, "${title}" is updated.`);
  }
}

/** Whether two names share two characters in a row: 实验报告 in 交实验报告 and 完成大学物理实验报告. */
function sharesWords(a: string, b: string): boolean {
  for (let index = 0; index + 2 <= a.length; index += 1) if (b.includes(a.slice(index, index + 2))) return true;
  return false;
}

/** "是哪一条作业？" after an edit of 作业: the question named the edit's thing, so every option it offers is one. */
const WHICH_ONE = /哪(?:一)?(?:条|个|项|份|门|篇|本|件)|which/i;

function asksWhichOf(asked: AskedQuestion, task: string): boolean {
  return WHICH_ONE.test(asked.question) && task.length >= 2 && asked.question.includes(task);
}

/**
 * "是哪一条作业？" (however the question was worded) answered by picking one of its options ("第一个", "电路的"):
 * the option that shares the edit's words names the to-do. Read from the options the question offered, not from
 * its wording; an edit still missing its change reads the answer as that change instead.
 */
function pickedTodo(intent: TaskEditIntent, answers: readonly Answer[]): { intent: TaskEditIntent; answers: Answer[] } | undefined {
  if (intent.missing || intent.task === "") return undefined;
  // "都不是，是电路实验报告": none of them, and the one meant instead, in the edit's own words.
  const named = (answer: Answer) => (answer.question.options.includes(answer.text) ? answer.text : namedInstead(answer.text));
  const which = answers.findIndex((answer) => {
    const name = named(answer);
    return answer.question.options.length > 1 && name !== undefined && (sharesWords(intent.task, name) || asksWhichOf(answer.question, intent.task));
  });
  const name = which === -1 ? undefined : named(answers[which]);
  return name === undefined ? undefined : { intent: { ...intent, task: name }, answers: answers.slice(which + 1) };
}

/** The to-do a nameless edit is about, once the student named it, and the answers given after that. */
function namedTodo(intent: TaskEditIntent, context: DecisionContext): { intent: TaskEditIntent; answers: Answer[] } | undefined {
  const { answers } = context.request;
  // "你说的“实验”是指哪一个任务？" answered ("物理那个", an option): the answer names the to-do.
  const which = answers.findIndex((answer) => intent.task !== "" && isWhichTask(answer.question) && asksAbout(answer.question, intent.task));
  if (which !== -1) {
    const words = answers[which].text.replace(/^[\s，,。.：:"“”]+|(?:那个|这个|那条|这条)?[\s，,。.！!"“”]*$/g, "");
    const option = answers[which].question.options.find((offered) => words !== "" && offered.includes(words));
    if (option ?? words) return { intent: { ...intent, task: option ?? words }, answers: answers.slice(which + 1) };
  }
  const picked = pickedTodo(intent, answers);
  if (picked) return picked;
  if (intent.task !== "") return { intent, answers };
  // Asked in our words, or by any question whose offered to-dos the answer picks from ("想删哪一条？" with options).
  const index = answers.findIndex((answer) => isQuestion(answer.question, WHICH_TASK_QUESTION) || answer.question.options.includes(answer.text));
  const name = index === -1 ? "" : answers[index].text.replace(/^[\s，,。.：:"“”]+|[\s，,。.！!"“”]+$/g, "").replace(/^(?:是|就是)/, "");
  return name === "" ? undefined : { intent: { ...intent, task: name }, answers: answers.slice(index + 1) };
}

/** "下午四点", "上午十点", "19:00": a time of day, where a block would start. */
const AT_A_TIME = /(?:上午|下午|晚上|早上|中午|傍晚)|\d\s*[点:：]|[一二三四五六七八九十两]点/;

/**
 * "图论基础挪到周四": a moving verb and a day may mean a study block as well as a to-do's deadline. The list of
 * everything says which: a block of a task class is moved in the draft, anything else is re-dated.
 */
function movedBlock(intent: TaskEditIntent, context: DecisionContext): Decision | undefined {
  // "概率论第一章提前到今天下午四点", "X改到周六上午十点": a time of day said with any verb of re-dating may be where a
  // study block starts as well; the listing says which.
  // A request that says 截止 / ddl (a follow-up to a note is reworded so) is about a to-do's deadline, never a block.
  const saysDeadline = /截止|ddl|deadline/i.test(context.request.text);
  const mayBeBlock = intent.moved || (!saysDeadline && intent.deadline !== undefined && AT_A_TIME.test(intent.deadline));
  if (!mayBeBlock || intent.deadline === undefined || intent.title !== undefined || intent.priorityGroup !== undefined) return undefined;
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  if (!listing) return context.isActive("list_tasks") ? callTool("list_tasks", { status: "all" }) : undefined;
  if (!listing.result.ok) return undefined;
  const found = resolveReference({ name: intent.task }, listedTasks(listing.result));
  if (found.kind !== "found" || found.task.category === undefined || found.task.category === "待办" || found.task.category === "课程") return undefined;
  return decideEdit({ family: "edit", action: "move", reference: { name: intent.task }, target: slotTarget(intent.deadline) }, context);
}

/**
 * "物理那个，改到周六中午十二点" to "改哪一条、改到什么时候？": an option picked by its words in the first clause, the
 * change said after it.
 */
function optionThenChange(answer: Answer): { option: string; change: string } | undefined {
  const said = /^([^，,。]{2,12}?)(?:那个|这个|那条|这条|那项)?[，,]\s*(.+)$/.exec(answer.text.trim());
  const options = said ? answer.question.options.filter((option) => option.includes(said[1])) : [];
  return said && options.length === 1 ? { option: options[0], change: said[2] } : undefined;
}

export function decideTaskEdit(asked: TaskEditIntent, context: DecisionContext): Decision {
  const block = movedBlock(asked, context);
  if (block) return block;
  const named = namedTodo(asked, context);
  if (!named) return callTool("ask_user", { question: WHICH_TASK_QUESTION[context.language] });
  let { intent } = named;
  if (intent.missing) {
    const answer = named.answers.at(-1);
    if (!answer) return callTool("ask_user", changeQuestion(intent.task, intent.missing, context.language));
    const picked = optionThenChange(answer);
    if (picked) intent = { ...intent, task: picked.option };
    const completed = withAnswer(intent, picked?.change ?? answer.text);
    if (!completed) {
      return reply(say(context.language, `没听懂要把“${intent.task}”改成什么。可以直接说“把${intent.task}改到周五”。`, `I didn't catch the change for "${intent.task}". Try "move ${intent.task} to Friday".`));
    }
    intent = completed;
  }
  const toolName = TOOLS[intent.action];
  const done = latestStep(context.steps, [toolName]);
  // "概率那个删掉吧": a subject's word that fits several things is asked about before anything changes.
  const which = done || named.answers.length > 0 ? undefined : looselyPointedAsk(intent, context);
  if (which) return which;
  if (!done) return callTool(toolName, toolInput(intent));
  return reply(done.result.ok ? doneSentence(done.result.text, context) : done.result.text);
}
