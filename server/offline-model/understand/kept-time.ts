/**
 * A follow-up that moves something to another day and says its time stays: "说错了，是周四，时间不变", "那就周五吧，
 * 还是那个点", "fine, Thursday then, same time". The tail is read off before the follow-up readers see the day, and the time
 * the previous request had is put back after the new day when the rewritten request names none.
 */
import { CLOCK, dayIn, HAS_TIME, PART_OF_DAY, TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** ", same time", "，时间不变", "，还是那个点", "，时间照旧", "，点不变": the time stays as it was. */
export const KEEPS = "(?:(?:时间|时候|钟点|点儿?)(?:不变|照旧|不动|一样|还是一样|跟原来一样|还是那个|还是原来(?:那个|的))|还是(?:那个|原来的?)(?:点儿?|时间|钟点)|同一(?:个)?时间|原来的?时间|(?:at\\s+)?(?:the\\s+)?same\\s+time(?:\\s+as\\s+before)?)(?:吧|啊|呀|哈)?";
const KEEPS_TIME = new RegExp(`[，,、\\s]+${KEEPS}[。.!！~～\\s]*$`, "i");
/** "时间还是原来那个，日子改成周六": the time kept said first, the new day after it. */
const KEEPS_TIME_FIRST = new RegExp(`^${KEEPS}[，,、\\s]+(?=\\S)`, "i");

/** "9pm", "at 7:30 am": a clock in English, which the Chinese time words do not read. */
const ENGLISH_CLOCK = /^\s*(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm))\b/i;

/** The message without its keep-the-time tail, and whether it had one. */
export function keptTimeSaid(text: string): { rest: string; keeps: boolean } {
  const tail = KEEPS_TIME.exec(text);
  if (tail && tail.index > 0) return { rest: text.slice(0, tail.index), keeps: true };
  const first = KEEPS_TIME_FIRST.exec(text);
  return first ? { rest: text.slice(first[0].length), keeps: true } : { rest: text, keeps: false };
}

/** The time said right after a text's last day: "晚上8点" of "周二晚上8点开班会", "9pm" of "on Thursday 9pm". */
export function timeAfterDay(text: string): string {
  const day = dayIn(text);
  if (!day) return "";
  const after = text.slice(day.index + day[0].length);
  return TIME.exec(after)?.[0] ?? ENGLISH_CLOCK.exec(after)?.[1] ?? "";
}

/** Two words run together, with a space where English would need one ("Friday" + "9pm"). */
export function spaced(first: string, second: string): string {
  return /[a-z\d]$/i.test(first) && /^[a-z\d]/i.test(second) ? `${first} ${second}` : `${first}${second}`;
}

const ANY_TIME = new RegExp(`${HAS_TIME.source}|\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)\\b`, "i");
const TIME_AT_START = new RegExp(`^\\s*(?:的)?(?:${PART_OF_DAY}|${CLOCK})`);

/** The follow-up with the previous request's time after its new day, when it names a day and no time. */
export function withKeptTime(followUp: FollowUp, previous: PreviousRequest): FollowUp {
  const day = dayIn(followUp.text);
  const time = timeAfterDay(previous.text);
  if (!day || time === "") return followUp;
  const after = followUp.text.slice(day.index + day[0].length);
  if (TIME_AT_START.test(after) || ANY_TIME.test(after)) return followUp;
  const at = day.index + day[0].length;
  return { ...followUp, text: `${spaced(followUp.text.slice(0, at), time)}${followUp.text.slice(at)}` };
}
