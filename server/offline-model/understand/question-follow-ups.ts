/**
 * A question about the timetable asked again for another day or part of the day, with only the new words said:
 * "那大后天呢" after "周日有课吗", "换个时间，下午呢" after "周五哪里有空", "那再看看周日" after "周六上午有空吗".
 * The previous question is said again with its day or time replaced (a day alone keeps the part of the day it had).
 * Only after a timetable question: "那周五呢" after a note is no question.
 */
import { detectIntent } from "./intents";
import { dayIn, HAS_TIME, replacedPlace, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** "那…呢", "换个时间，…呢", "那再看看…", "…怎么样": the new day or time and asking words around it. */
const ANOTHER = /^(?:(?:换个时间|换一天|换个|换成|改成)[，,\s]*)?(?:那|那么|要是|如果是)?(?:再)?(?:看看|看一下|看下|查查|查一下|问问)?\s*([^，,。？?]{1,12}?)\s*(?:呢|怎么样|如何|咋样|行吗|可以吗)?[？?。.!！~～\s]*$/;
/** Words that may stand beside the day or time in such a question ("的", "那天", "同一天": the day it had). */
const FILLER = /^(?:的|那天|那边|那时候|这天|同一天的?|同一天|当天的?)?$/;
/** "同一天晚上": the same day is the day the question had, so only the time is new. */
const SAME_DAY = /^(?:那天|这天|同一天|当天)的?/;

export function askAgain(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (detectIntent(previous.text).family !== "schedule_question") return undefined;
  // "那…" or "…呢" or a lead that changes the time: a bare "周五" is an answer, not this follow-up.
  if (!/^(?:换|那|要是|如果)|呢[？?。.!！~～\s]*$|怎么样|如何|咋样/.test(text)) return undefined;
  const match = ANOTHER.exec(text);
  if (!match) return undefined;
  const place = match[1];
  const day = dayIn(place);
  const time = new RegExp(HAS_TIME.source).exec(place);
  if (!day && !time) return undefined;
  // Nothing but the day and the time: "那周五的实验课呢" asks something else.
  let rest = place;
  for (const said of [day?.[0], time?.[0]]) if (said) rest = rest.replace(said, "");
  if (!FILLER.test(rest.trim())) return undefined;
  const again = replacedPlace(previous.text, place.replace(SAME_DAY, "").replace(/的$/, ""));
  return again === undefined ? undefined : { family: "ask_again", text: again };
}
