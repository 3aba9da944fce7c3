/**
 * Follow-ups of blocks the assistant's last answer just pre-placed ("已预排：做一套英语四级真题 → 12月5日 周六
 * 14:00–17:40", or a rough plan's "集合与二元关系 → 12月7日 周一 第7-8节"):
 * - "挪到周六同一时间", "大数定律挪到周四，时间不变": the block on another day at the start it had. A bare
 *   weekday is the one in the block's own week (a plan put into next week is moved within next week);
 * - "那还是算了，先去掉", "算了，先撤下来吧": the block taken off again (unplaced, never deleted).
 * The block is named by where it was put (draft-follow-ups.ts), so the move knows it is a block of the draft.
 */
import { DAY_WORD } from "./day-words";
import { pickedPlaces, draftPlaces, placedName, type DraftPlace } from "./draft-follow-ups";
import { TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { KEEPS } from "./kept-time";

const MOVING = "(?:那就?|就|还是)?(?:帮我|给我)?(?:把它|把这个|把这块|它)?(?:换|挪|移|调|改|放|排)(?:到|至|在|去)";
/** "换到周六同一时间", "挪到周二，时间不变": the verb, a day, and the time said to stay. */
const SAME_TIME_ON = new RegExp(`^${MOVING}(${DAY_WORD.source})(?:的)?[，,、\\s]*${KEEPS}${TAIL}`, "i");
/** "还是算了吧，先去掉", "算了吧，撤下来": given up on, then taken off. */
const TAKEN_BACK = new RegExp(
  `^(?:(?:那|那就)?(?:还是)?算了吧?[，,、\\s]*)?(?:那就|那|就|还是)?(?:先|暂时)?(?:帮我)?(?:拿掉|撤掉|去掉|拿下来|撤下来|撤了|拿走)(?:吧)?${TAIL}`,
);
const WEEKDAYS = "一二三四五六日";
/** Seven years in a row hold every weekday for any date. */
const YEARS = [2026, 2027, 2028, 2029, 2030, 2031, 2032];

/** A block picked by the words it starts with: a pointer ("后面那个") or its own name. */
function pickedBy(text: string, places: readonly DraftPlace[]): { picked: DraftPlace[]; rest: string } | undefined {
  const named = places.filter((place) => text.startsWith(place.name));
  if (named.length === 1) return { picked: named, rest: text.slice(named[0].name.length) };
  return pickedPlaces(text, places);
}

/** The year in which the answer's date fell on the weekday it said (the model reads no clock). */
function yearOf(place: DraftPlace, month: number, day: number): number {
  const from = WEEKDAYS.indexOf((place.weekday ?? "").replace("天", "日"));
  // Only whether February has a 29th hangs on it.
  return YEARS.find((candidate) => (new Date(Date.UTC(candidate, month - 1, day)).getUTCDay() + 6) % 7 === from) ?? YEARS[0];
}

/** The weekday ("三") of a date ("12月9日") near a block whose answer said its weekday; undefined when it said none. */
export function weekdayOfDate(date: string, place: DraftPlace): string | undefined {
  const at = /^(\d{1,2})月(\d{1,2})日$/.exec(place.day);
  const wanted = /^(\d{1,2})月(\d{1,2})日$/.exec(date);
  if (!at || !wanted || place.weekday === undefined) return undefined;
  const year = yearOf(place, Number(at[1]), Number(at[2]));
  return WEEKDAYS[(new Date(Date.UTC(year, Number(wanted[1]) - 1, Number(wanted[2]))).getUTCDay() + 6) % 7];
}

/** "周二" in the week of a block on "12月7日" (a Monday): "12月8日". Other day words are left as said. */
export function dayInWeekOf(place: DraftPlace, said: string): string {
  const bare = /^(?:周|星期|礼拜)([一二三四五六日天])$/.exec(said);
  const dated = /^(\d{1,2})月(\d{1,2})日$/.exec(place.day);
  if (!bare || !dated || place.weekday === undefined) return said;
  const from = WEEKDAYS.indexOf(place.weekday.replace("天", "日"));
  const offset = WEEKDAYS.indexOf(bare[1].replace("天", "日")) - from;
  const year = yearOf(place, Number(dated[1]), Number(dated[2]));
  const date = new Date(Date.UTC(year, Number(dated[1]) - 1, Number(dated[2]) + offset));
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

export function draftOnOtherDay(text: string, previous: PreviousRequest): FollowUp | undefined {
  const places = draftPlaces(previous);
  const which = places.length > 0 ? pickedBy(text.trim(), places) : undefined;
  const day = which && SAME_TIME_ON.exec(which.rest.trim())?.[1];
  if (!which || !day) return undefined;
  return { family: "pointed", text: which.picked.map((place) => `把${placedName(place)}挪到${dayInWeekOf(place, day)}${place.start}`).join("；") };
}

export function draftTakenBack(text: string, previous: PreviousRequest): FollowUp | undefined {
  const places = draftPlaces(previous);
  const which = places.length > 0 ? pickedBy(text.trim(), places) : undefined;
  if (!which || !TAKEN_BACK.test(which.rest.trim())) return undefined;
  return { family: "pointed", text: which.picked.map((place) => `把${placedName(place)}先拿掉`).join("；") };
}
