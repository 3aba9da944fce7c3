/**
 * Follow-ups that take a place the assistant's last answer offered (an answer about free time): "那就放那个时间",
 * "就第二个吧", "那就把读书笔记排那个时间吧" — the thing named, else the one the request before named, put there;
 * and 那天 as the day such an answer named.
 */
import { DAY_WORD } from "./day-words";
import { detectIntent } from "./intents";
import { namedIn, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** "那就放那个时间", "就这个时间吧", "好，就那个时候". */
const ACCEPT_SLOT = new RegExp(
  `^(?:好的?|行|可以|嗯|ok)?[，,\\s]*(?:那就|就|那)?(?:放|排|定|安排|选|用|挪|移)?(?:在|到)?(?:那个|这个|那|这)(?:时间|时段|时候|空|空档|位置)(?:吧|好了|就行|呗)?[。.!！~～\\s]*$`,
  "i",
);

const SLOT_DAY = new RegExp(`(?:\\d{1,2}月\\d{1,2}日\\s*)?(?:周[一二三四五六日])|${DAY_WORD.source}`, "i");
const SLOT_CLOCK = /(\d{1,2}:\d{2})(?:\s*[–-]\s*\d{1,2}:\d{2})?|第(\d+)(?:-\d+)?节/;

/** Every place the assistant's answer offered, in order: each clock time or period with the day said before it. */
export function offeredSlots(said: string): string[] {
  const tokens = new RegExp(`${SLOT_DAY.source}|${SLOT_CLOCK.source}`, "gi");
  const slots: string[] = [];
  let day: string | undefined;
  for (const match of said.matchAll(tokens)) {
    const clock = SLOT_CLOCK.exec(match[0]);
    if (clock && clock.index === 0 && clock[0] === match[0]) {
      if (day !== undefined) slots.push(clock[1] ? `${day}${clock[1]}` : `${day}第${clock[2]}节`);
    } else {
      day = /\d{1,2}月\d{1,2}日/.exec(match[0])?.[0] ?? match[0];
    }
  }
  return slots;
}

/** The first place the assistant's answer offered: its day and its first clock time or period. */
export function offeredSlot(said: string): string | undefined {
  return offeredSlots(said)[0];
}

/**
 * "就第二个吧", "放第二个时间", "读书笔记放第二段": one of the places the answer offered, by its place in the list,
 * for the thing named before the verb if one is.
 */
const PICK_SLOT =
  /^(?:好的?|行|嗯)?[，,\s]*(?:那就|就|那)?(?:把)?(?:([^，,。\s]{2,20}?)(?=放|排|安排|挪|移))?(?:放|排|选|用|定|安排|挪|移)?(?:在|到)?第([一二两三四1-4])(?:个|段)(?:时间|时段|空|空档)?(?:吧|好了|就行|呗)?[。.!！~～\s]*$/;
const SLOT_PLACES: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4 };

/** "那就把读书笔记放那个时间": the thing named, put in the place the answer offered. */
const NAMED_ACCEPT_SLOT = new RegExp(
  `^(?:好的?|行|可以|嗯|ok)?[，,\\s]*(?:那就|就|那)?(?:帮我)?把(.{2,20}?)(?:放|排|定|安排|挪|移)(?:在|到)?(?:那个|这个|那|这)(?:时间|时段|时候|空|空档|位置)(?:吧|好了|就行|呗)?[。.!！~～\\s]*$`,
  "i",
);

export function acceptSlot(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  // Only an answer about free time offers a slot; a move's reply also names the place it left.
  if (previous.said === undefined || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const slots = offeredSlots(previous.said);
  const picked = PICK_SLOT.exec(text);
  // An ordinal picks a slot only when the answer offered several; otherwise it is an ordinal of something else.
  const named = NAMED_ACCEPT_SLOT.exec(text);
  const slot = named ? slots[0] : ACCEPT_SLOT.test(text)
    ? slots[0]
    : picked && slots.length > 1
      ? slots[(SLOT_PLACES[picked[2]] ?? Number(picked[2])) - 1]
      : undefined;
  if (!slot) return undefined;
  // The thing: the one the message names, else the one the question named, else the one named the request before
  // it, else what the last card named.
  const name = named?.[1] ?? picked?.[1] ?? namedIn(previous) ?? (before ? namedIn(before) : undefined) ?? "它";
  return { family: "accept_slot", text: `把${name}移到${slot}` };
}

/** "就那天，…", "把线代复习都放到那天": the day the answer named, in the place of 那天. */
const THAT_DAY = /那一?天|这一?天/;
const LEAD = /^(?:好的?|行|嗯|ok)?[，,\s]*(?:那就|就)?(?=那一?天|这一?天)/i;

/** After an answer about free time that named a day ("12月5日 周六最空"), 那天 is that day. */
export function onThatDay(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (previous.said === undefined || !THAT_DAY.test(text) || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const day = SLOT_DAY.exec(previous.said);
  if (!day) return undefined;
  const named = /\d{1,2}月\d{1,2}日/.exec(day[0])?.[0] ?? day[0];
  const said = text.replace(LEAD, "").replace(THAT_DAY, named);
  return detectIntent(said).family === "unknown" ? undefined : { family: "that_day", text: said };
}
