/**
 * What the follow-up readers share: the request before the current one, the follow-up it becomes, the time words of
 * a place ("周四下午第7-8节", "晚上8点") and the thing a request named. Pure.
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";
import { DAY_WORD } from "./day-words";
import { detectIntent } from "./intents";
import type { Intent } from "./intent-types";
import { notedTitle } from "./noted-title";
import { pronounIn } from "./references";
import type { UserTurn } from "../types";

/** The request before the current one: its text as re-read (itself perhaps a follow-up) and its answers. */
export interface PreviousRequest {
  text: string;
  /** The student's answers to the questions it raised, oldest first (a pronoun's answer names the thing). */
  answerTexts: readonly string[];
  /** What the assistant answered it with, when it answered with words rather than a question. */
  said?: string;
  /** What the turn that answered it handed as data: its tools' facts and its cards' names (types.ts UserTurn). */
  answeredWith?: UserTurn["answeredWith"];
}

type FollowUpFamily = "objectless" | "correction" | "time_change" | "accept_slot" | "plan_again" | "make_up" | "drop_noted" | "note_again" | "ask_again" | "that_day" | "pointed" | "declined";

export interface FollowUp {
  family: FollowUpFamily;
  /** The request as it would have been said in full. */
  text: string;
}

export { CLOCK, PART_OF_DAY };
export const PERIOD = "(?:第\\s*[\\d一二两三四五六七八九十]{1,2}(?:\\s*[-~～到至]\\s*[\\d一二两三四五六七八九十]{1,2})?\\s*节)";
/** The time part of a place: "下午第7-8节", "晚上8点", "14:00", "下午". */
export const TIME = new RegExp(`^(?:的)?(?:${PART_OF_DAY}\\s*(?:${CLOCK}|${PERIOD})?|${CLOCK}|${PERIOD})`);
export const HAS_TIME = new RegExp(`${PART_OF_DAY}|${CLOCK}|${PERIOD}`);

export const TAIL = "(?:吧|啊|呀|哈|呢|才对|好了|就行|就好)?[。.!！~～\\s]*$";
/** The last day a text names: "周一晚上那个…挪到周四" moves to 周四, which is the day a follow-up means. */
export function dayIn(text: string): RegExpExecArray | null {
  const all = new RegExp(DAY_WORD.source, "gi");
  let last: RegExpExecArray | null = null;
  for (let match = all.exec(text); match; match = all.exec(text)) last = match;
  return last;
}

/** The thing a request named: a block's or to-do's name, the answer a pronoun got, or undefined. */
/** "周四下午有空吗，想放函数与等价关系": the free time asked about for a thing the student wants to put there. */
const WISHED_THING = /[，,。\s](?:我)?(?:想|打算|准备|要)(?:放|排|塞|安排)(?:进)?([^，,。？?把]{2,12}?)(?:进去)?[。！!？?~～\s]*$/;

export function namedIn(previous: PreviousRequest): string | undefined {
  // "把它移到明天" answered "集合与二元关系": the answer is the name.
  if (pronounIn(previous.text) !== undefined && previous.answerTexts.length > 0) return previous.answerTexts.at(-1);
  const intent: Intent = detectIntent(previous.text);
  const name =
    intent.family === "edit" && "reference" in intent
      ? "name" in intent.reference
        ? intent.reference.name
        : `[${intent.reference.id}]`
      : intent.family === "task_edit"
        ? intent.task
        : // "把背单词排到周五": a plan of one thing names it.
          intent.family === "schedule" && intent.hints.length === 1
          ? intent.hints[0]
          : intent.family === "schedule_question"
            ? WISHED_THING.exec(previous.text)?.[1]
            : notedTitle(intent);
  return name === undefined || pronounIn(`把${name}删了`) !== undefined ? undefined : name;
}

/** What the previous request created or changed, as the object of a rewritten request: its name, else "它". */
export function objectOf(previous: PreviousRequest): string {
  return namedIn(previous) ?? "它";
}

/** "把学生会策划案挪到周四下午第7-8节" + "周五" → the day replaced; + "晚上" → the time replaced too. */
export function replacedPlace(text: string, place: string): string | undefined {
  const newDay = dayIn(place);
  const newTime = HAS_TIME.test(place);
  const oldDay = dayIn(text);
  if (oldDay) {
    const after = text.slice(oldDay.index + oldDay[0].length);
    const oldTime = TIME.exec(after)?.[0] ?? "";
    const replacement = newDay ? (newTime ? place : `${place}${oldTime}`) : newTime ? `${oldDay[0]}${place}` : undefined;
    if (replacement === undefined) return undefined;
    return `${text.slice(0, oldDay.index)}${replacement}${after.slice(oldTime.length)}`;
  }
  // No day in the request: a time replaces its time words, or follows its verb.
  if (!newTime && !newDay) return undefined;
  const time = new RegExp(`(?:${PART_OF_DAY}\\s*(?:${CLOCK}|${PERIOD})?|${CLOCK}|${PERIOD})`).exec(text);
  if (time) return `${text.slice(0, time.index)}${place}${text.slice(time.index + time[0].length)}`;
  return undefined;
}

/** A stretch a plan is put in: "这周", "下周末", "下下周" (never a weekday of it: "下周三" is a day). */
const STRETCH = /(?:下下|下|这|本)(?:个)?(?:周末?|星期|礼拜)(?![一二三四五六日天\d])/;

/** "把待办排进这周" + "下周" → the stretch the request named replaced by the one said, when only a stretch is said. */
export function replacedStretch(text: string, said: string): string | undefined {
  const old = STRETCH.exec(said)?.[0] === said ? STRETCH.exec(text) : null;
  return old ? `${text.slice(0, old.index)}${said}${text.slice(old.index + old[0].length)}` : undefined;
}
