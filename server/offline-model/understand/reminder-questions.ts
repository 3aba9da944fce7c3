/**
 * Reminders asked about, not asked for: "明天会响的提醒有哪些", "答辩的提醒定在几点", "有几个提醒". A reminder is a
 * noted to-do, so the question lists to-dos (by the thing reminded of, when one is named); 提醒 there is a noun, never
 * the cue of a note, and 几点 never a question about the timetable.
 */
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";
import { taskQueryInput } from "./task-queries";

/** 提醒 as a noun after a question word, or followed by the question of when it rings or which there are. */
const REMINDER_ASKED =
  /(?:哪些|哪几(?:个|条)|几个|几条|多少(?:个|条)?|什么|啥)提醒|提醒(?:时间)?(?:都)?(?:设|定|订|调)?(?:的|在|成|到)?(?:是)?(?:几点|什么时候|啥时候|哪天|几号|哪一天)|提醒(?:都|还)?有(?:哪些|哪几(?:个|条)|什么|啥|几个|几条|多少)(?!用|意义|意思)/;
/** "那个讲座的提醒", "给我设的答辩那条提醒": the thing reminded of, just before the reminder. */
const REMINDER_OF = /([\p{Script=Han}A-Za-z0-9]{2,12}?)(?:的|那个|那条|这个|这条)提醒/u;
/** Pointing and asking words before the thing, which are no part of its name. */
const LEAD = /^(?:我|你)?(?:给我)?(?:设|定|订)?(?:的)?(?:那个|这个|那条|这条)?/;
/** "周五会响的", "这周的": when the reminders ring, which the listing's bound says, not a name. */
const WHEN_ONLY = new RegExp(`^(?:${DAY_WORD.source})?(?:的|都)?(?:会|要)?(?:响|叫)?(?:的)?$`, "u");
/** "周五的讲座": the day before the thing is its bound, not part of its name. */
const DAY_BEFORE = new RegExp(`^(?:${DAY_WORD.source})的`, "u");

/** The to-do listing a question about reminders asks for; undefined when the message asks none. */
export function reminderAsked(text: string): Intent | undefined {
  if (!REMINDER_ASKED.test(text)) return undefined;
  const input = taskQueryInput(text);
  const named = REMINDER_OF.exec(text)?.[1].replace(LEAD, "").replace(DAY_BEFORE, "");
  if (named && [...named].length >= 2 && !WHEN_ONLY.test(named)) input.keyword = named;
  else delete input.keyword;
  return { family: "query_tasks", input };
}
