/**
 * "周四那个晚上帮我把第三章排上", "周三那个晚上把树与最小生成树放进去" after an answer that offered free runs by date
 * ("12月10日 周四 晚上 19:00–22:30 空"): the weekday said back is the answer's day (next week's, when it asked about
 * next week), so the thing goes to the run the answer offered on it, not to this week's weekday.
 */
import { offeredOnWeekday } from "./answered-things";
import { PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { isName } from "./name-guard";

const WEEKDAY = "(?:周|星期|礼拜)[一二三四五六日天]";
/** The weekday pointed back at: "周四那个晚上", "周三晚上那段", "周五的那个时间". */
const POINTED_DAY = new RegExp(
  `^(?:(?:好的?|行|嗯|ok)[，,\\s]*)?(?:那就|那|就)?(?<day>${WEEKDAY})(?:的)?(?:那个|那段|那天|那一段)(?:的)?(?<part>${PART_OF_DAY})?(?:那段|那个)?(?:的)?(?:时间|时段)?[，,\\s]*(?:就|再|先)?(?:帮我|给我)?`,
  "i",
);
/** What goes there: "把X排上", "把X放进去", "排一下X", "给X", "放X". */
const THING_PUT = [
  /^把(?<name>[^，,。！!？?]{2,20}?)(?:放|排|安排|塞|挪|移)(?:上|进去|进来|进|一下|到那|在那)?(?:吧|呗|哈|好了)?[。.!！~～\s]*$/,
  /^(?:放|排|安排|塞|给|留给)(?:一下|上)?(?<name>[^，,。！!？?]{2,20}?)(?:吧|呗|哈|好了)?[。.!！~～\s]*$/,
];

export function weekdayOfAnswer(text: string, previous: PreviousRequest): FollowUp | undefined {
  const pointed = POINTED_DAY.exec(text.trim());
  if (!pointed?.groups) return undefined;
  const rest = text.trim().slice(pointed[0].length);
  const name = THING_PUT.map((shape) => shape.exec(rest)?.groups?.name).find((found) => found !== undefined);
  if (name === undefined || !isName(name)) return undefined;
  const places = offeredOnWeekday(previous, pointed.groups.day);
  // One run that day is the place; several are still to be picked, so the reading is left to the others.
  return places.length === 1 ? { family: "accept_slot", text: `把${name}移到${places[0]}` } : undefined;
}
