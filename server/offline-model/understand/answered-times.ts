/**
 * "明早八点吧，起床就交" answering "想让我什么时候提醒你？": the time an answer gives to a note that was asked when it
 * is due. The note's words are the request's; the answer only says when, with whatever the student adds after it.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import type { Request } from "../types";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
/** A question that asks when: the day, the clock or the time of something. */
const ASKS_WHEN = /什么时候|啥时候|几点|哪天|哪一天|几号|时间|\bwhen\b|\bwhat time\b/i;

/** A day in the answer's time words: "下午五点前" alone is an hour of the day the note already has. */
const NAMES_DAY = /[周星期拜天日号月]|今|明|后天/;

/**
 * The time words of the latest answer to a question of when, or undefined when no answer gives one, or the note's own
 * words already say when (what the tool reads from them stands). "周四几点前交？" answered "下午五点前吧": the note's
 * day with the answer's hour.
 */
export function answeredWhen(request: Request, content: string): string | undefined {
  const own = parseDateTime(content, LOCATE);
  if (own?.hasTime) return undefined;
  for (const answer of [...request.answers].reverse()) {
    if (!ASKS_WHEN.test(answer.question.question)) continue;
    const date = parseDateTime(answer.text, LOCATE);
    if (!date) continue;
    const said = date.hasTime ? date.matchedText.trim() : withClockAfter(date.matchedText.trim(), answer.text.slice(date.index + date.matchedText.length));
    if (!own) return said;
    return NAMES_DAY.test(said) ? undefined : `${own.matchedText.trim()}${said}`;
  }
  return undefined;
}


/**
 * "导师说下下周一，早上九点前", "下周一午饭前收齐，那就十二点吧": the day, then its clock in a later clause; the two
 * are one time.
 */
function withClockAfter(day: string, rest: string): string {
  const clock = parseDateTime(rest, LOCATE);
  if (!clock?.hasTime || NAMES_DAY.test(clock.matchedText)) return day;
  // "周五中午前收，那就十一点吧": the part of the day said first is only where the clock falls.
  return `${day.replace(/(?:凌晨|早上|上午|中午|下午|傍晚|晚上)?(?:之前|以前|前)?$/, "")}${clock.matchedText.trim()}`;
}
