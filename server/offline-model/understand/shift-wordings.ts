/**
 * Ways a student says a noted thing's time shifts that the shift readers (note-time-follow-ups.ts) do not read as
 * they stand, each turned into the plain shift they do read:
 * - "提前一小时，六点就得过去": the time it comes to, said after the shift as why, adds nothing to it;
 * - "讲座改成提前半小时开始了", "聚餐推迟一个小时了": the thing named first (a part of the note's title) and what
 *   happens then ("开始", "出发") after, as news of the change rather than a request.
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";

/** "，六点就得过去", "，七点半就要出门", "，八点才下课": the time it comes to, as the reason for the shift. */
const CLOCK_REASON_AFTER = new RegExp(`[，,]\\s*(?:${PART_OF_DAY})?\\s*${CLOCK}(?:就|才|必须|得|要)[^，,。？?]*[。.!！~～\\s]*$`);

export function withoutClockReason(text: string): string {
  return text.replace(CLOCK_REASON_AFTER, "");
}

/** "讲座改成", "聚餐要", "班会": the thing named before its shift, with the word that says it changed. */
const NAMED_BEFORE = /^(?:那个|这个)?([^，,。\d]{1,8}?)(?:的时间)?(?:改成|改为|变成|改|要|得|也)?(?=提前|推迟|延后|推后|往后|往前|晚|早)/;
/** "开始了", "出发", "集合了": what happens at the shifted time, which only says again what the thing is. */
const HAPPENS_AFTER = /(?:开始|出发|集合|开|见面|到)?了?(?=[。.!！~～\s]*$)/;

/**
 * "讲座改成提前半小时开始了" after a note titled 听讲座: the shift alone ("提前半小时"). Only when every character
 * of the name is in the title, so "课改成提前一小时" after a note on something else stays unread.
 */
export function withoutNamedThing(text: string, title: string): string {
  const named = NAMED_BEFORE.exec(text);
  if (!named || ![...named[1]].every((character) => title.includes(character))) return text;
  return text.slice(named[0].length).replace(HAPPENS_AFTER, "");
}
