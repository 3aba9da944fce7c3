/**
 * "行，那我跟学姐约四点喝奶茶，记上" after "周四下午有空吗": a note at a time of day, with no day of its own, made
 * after a question about one day is on that day — the one the question asked about, else the one its answer named.
 */
import { answeredDay } from "./answered-things";
import { CLOCK, dayIn, PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

const TIME_SAID = new RegExp(`(?:${PART_OF_DAY})?\\s*(?:${CLOCK})|${PART_OF_DAY}`);
/** Asked to note in so many words: "放那儿吧就四点那段…" is a placing, never a note of its own. */
const NOTE_ASKED = /记|提醒/;
/** "同一天晚上…": a day pointed back at, which the readers of that day take. */
const DAY_POINTED = /同一天|当天|那天|这天/;
/** "明晚八点", "今早七点": a part of the day that names its own day, which no day word reads. */
const DAY_IN_PART = /[今明后]晚|[今明]早|[今明]晨|[今明]夜|当晚/;

export function noteOnAskedDay(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (dayIn(text) || DAY_IN_PART.test(text) || !NOTE_ASKED.test(text) || DAY_POINTED.test(text) || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const time = TIME_SAID.exec(text);
  if (!time || detectIntent(text).family !== "quick_note") return undefined;
  const day = dayIn(previous.text)?.[0] ?? answeredDay(previous);
  if (!day) return undefined;
  return { family: "that_day", text: `${text.slice(0, time.index)}${day}${text.slice(time.index)}` };
}
