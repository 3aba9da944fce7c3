/**
 * A to-do's done mark set or taken back right after the request that touched it, the to-do named by that request
 * and not by the words around the mark: "等等，其实还没交，点错了" after "线代作业交了" takes the mark back from 线代作业;
 * "等下别删，我其实写完了，标成完成就行" after "把物理实验报告删了" marks it done instead. The words a reader would
 * take for a name here (等等, 等下别删, 我其实) are only the student catching the assistant mid-way.
 */
import { namedIn, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

/** "等等", "等下别删", "哦其实", "不对": words that stop the assistant, never the name of a to-do. */
// "其实写完了" before the mark says only why it is asked.
const HOLD_WORDS = /等等|等一下|等下|等会儿?|稍等|(?:先)?(?:别|不要|不用)删了?|哦|噢|啊|诶|欸|嗯|不对|其实|已经|(?:写|做|弄|搞)完|交|我|了|[，,、\s]/g;

/** The request before: a to-do marked done, or asked to be deleted, whose name the follow-up means. */
function touched(previous: PreviousRequest): string | undefined {
  const intent = detectIntent(previous.text);
  return intent.family === "task_edit" && (intent.action === "complete" || intent.action === "delete") ? namedIn(previous) : undefined;
}

export function markedAgain(text: string, previous: PreviousRequest): FollowUp | undefined {
  const intent = detectIntent(text);
  if (intent.family !== "task_edit" || (intent.action !== "complete" && intent.action !== "reopen")) return undefined;
  if (intent.task.replace(HOLD_WORDS, "") !== "") return undefined;
  const name = touched(previous);
  if (name === undefined) return undefined;
  return { family: "pointed", text: intent.action === "reopen" ? `把${name}改回未完成` : `把${name}标成完成` };
}
