/**
 * "明早八点吧，起床就交" answering "想让我什么时候提醒你？": the time an answer gives to a note that was asked when it
 * is due. The note's words are the request's; the answer only says when, with whatever the student adds after it.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import type { Request } from "../types";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
/** A question that asks when: the day, the clock or the time of something. */
const ASKS_WHEN = /什么时候|啥时候|几点|哪天|哪一天|几号|时间|\bwhen\b|\bwhat time\b/i;

/**
 * The time words of the latest answer to a question of when, or undefined when no answer gives one, or the note's own
 * words already say when (what the tool reads from them stands).
 */
export function answeredWhen(request: Request, content: string): string | undefined {
  if (parseDateTime(content, LOCATE)) return undefined;
  for (const answer of [...request.answers].reverse()) {
    if (!ASKS_WHEN.test(answer.question.question)) continue;
    const date = parseDateTime(answer.text, LOCATE);
    if (date) return date.matchedText.trim();
  }
  return undefined;
}
