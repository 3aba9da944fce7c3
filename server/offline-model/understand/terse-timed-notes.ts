/**
 * "周六 8点 模拟卷", "明天下午3点 图论": a day, a clock time and a name, with no verb. Read as a note; the decision
 * (decide/noted-block.ts) makes it that block placed there when the name is an item of a study plan. Read here by its
 * shape, not left to the nearest labelled sentence: which sentence is nearest moves whenever the index grows, and
 * "周四 9点 历年真题" once fell from a note to nothing when forty English sentences joined it.
 */
import { tidyText } from "@/lib/tasks/task-text";
import { DAY_WORD } from "./day-words";

export const TERSE_TIMED = new RegExp(
  `^(?<when>(?:${DAY_WORD.source})(?:的)?(?:上午|早上|中午|下午|晚上)?\\s*(?:\\d{1,2}|[一二三四五六七八九十两]{1,3})\\s*(?:点半?|[:：]\\d{2}))\\s*(?<name>[\\u4e00-\\u9fff][^，,。；;！!？?\\s]{1,20})$`,
);

/**
 * The note's words when the message is only a day, a clock time and a name typed apart ("周四 9点 历年真题"). Run
 * together ("明天晚上八点开班会") it is a clause the follow-up and note readers read in their own ways.
 */
export function terseTimedNote(text: string): string | undefined {
  const trimmed = text.trim();
  const when = TERSE_TIMED.exec(trimmed)?.groups?.when;
  return when !== undefined && /\s/.test(trimmed.charAt(when.length)) ? tidyText(trimmed) : undefined;
}
