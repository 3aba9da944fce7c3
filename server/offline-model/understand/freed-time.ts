/**
 * "周五晚上的社团活动取消了，正好把错题本排进去，七点开始": something the student had is off, and the time it freed
 * is used. The cancelled event is context, never a thing to unplace or delete; the request is the thing put into
 * that time, read as "把错题本放到周五晚上七点" (a clock said after it, "七点开始", is where it starts).
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";

/**
 * "周五晚上的社团活动取消了", "明天下午的实验课不上了", "第14周周三下午全年级开会停课": the time (a week of the term
 * may name it), then the event that no longer takes it, or the classes off.
 */
const FREED = new RegExp(
  `^(?<when>(?:第\\s*\\d{1,2}\\s*周\\s*)?(?:${DAY_WORD.source})(?:的)?(?:${PART_OF_DAY})?(?:${CLOCK})?)(?:的)?[^，,。把将]{0,12}?(?:取消了|不上了|不开了|停了|改期了|延期了|推迟了|挪走了|停课了?|调课了?|没课了|空出来了)[，,。\\s]+`,
  "i",
);
/** "那天下午", "当天": the time freed pointed back at, its part of the day said again or not. */
const THAT_TIME = `(?:那天|当天|那一天|那段时间|那会儿)?(?:${PART_OF_DAY})?`;
/** "正好把错题本排进去", "那就把X放进去吧", "刚好把X补上": the thing put into the time freed. */
const PUT_IN = new RegExp(
  `^(?:那|那就|就|正好|刚好|正好可以|刚好可以|可以)*${THAT_TIME}(?:就)?(?:帮我|给我)?(?:把|将)(?<thing>[^，,。]+?)(?:排|放|塞|安排|补|挪|移)(?:进去|进来|上|在那|到那|那儿)?(?:吧|呗)?`,
);
/** "那天下午帮我放X", "正好排X": the verb first, the thing after it. */
const PUT_THING = new RegExp(
  `^(?:那|那就|就|正好|刚好|正好可以|刚好可以|可以)*${THAT_TIME}(?:就)?(?:帮我|给我)?(?:放|排|塞|安排|补)(?:上|进)?(?<thing>[^，,。]{2,20}?)(?:吧|呗)?(?=[，,。！!~～\\s]|$)`,
);
/** "，七点开始", "，从七点起". */
const STARTS_AT = new RegExp(`^[，,。\\s]*(?:从)?(?<clock>${CLOCK})(?:开始|起)(?:吧|呗)?`);

export function freedTimeUsed(text: string, read: (words: string) => Intent): Intent | undefined {
  const freed = FREED.exec(text);
  if (!freed?.groups) return undefined;
  const rest = text.slice(freed[0].length);
  const put = PUT_IN.exec(rest) ?? PUT_THING.exec(rest);
  if (!put?.groups) return undefined;
  const after = rest.slice(put[0].length);
  const start = STARTS_AT.exec(after);
  // Anything else after it is a request of its own, which this reading would swallow.
  if (after.slice(start?.[0].length ?? 0).replace(/[。！!~～\s]+/g, "") !== "") return undefined;
  const intent = read(`把${put.groups.thing}放到${freed.groups.when}${start?.groups?.clock ?? ""}`);
  return intent.family === "edit" || intent.family === "schedule" ? intent : undefined;
}
