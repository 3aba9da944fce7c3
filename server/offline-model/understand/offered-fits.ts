/**
 * An answer that offered a place for one thing: "图论基础：欧拉图与哈密顿图要3节，12月3日 周四 14:00–16:45 放得下",
 * "整理离散数学错题本（2节）放在 14:00–15:40 正好，要放吗？". A follow-up that takes the place ("就那个时间，放吧")
 * puts that thing there, even when the student's own question named it loosely or not at all.
 */
import { offeredPlaces } from "./answered-things";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

/** "放得下", "正好", "要放吗": the answer offers the place for the thing it fitted. */
const OFFERS_FIT = /放得下|放得进|正好|刚好|要放吗|要不要放|可以放|能放下/;
/** "X要3节", "X（2节）": the thing the answer fitted, by its length. */
const FITTED_THING = /^(?:把)?([^，,。\s（(]{2,30}?)(?:（\d+节）|\(\d+节\)|要\d+节|(?:正好|刚好)?(?:可以|能)放(?:进去|下|得下))/;

/** Whether the last answer offered a place for a thing it fitted there. */
export function offersFit(previous: PreviousRequest): boolean {
  return OFFERS_FIT.test(previous.said ?? "") && fittedThing(previous) !== undefined;
}

/** The thing the last answer fitted into the place it offered. */
export function fittedThing(previous: PreviousRequest): string | undefined {
  for (const clause of (previous.said ?? "").split(/[，,。；;]\s*/)) {
    const thing = FITTED_THING.exec(clause.trim())?.[1];
    // "16:00–17:40（2节）" is a run of free time, not a thing.
    if (thing && !/\d{1,2}:\d{2}/.test(thing)) return thing;
  }
  return undefined;
}

/** "行，就放那儿", "那就这么放", "按你说的排上", "那就放进去吧": yes to the place offered, with no place word of its own. */
const TAKEN = /^(?:(?:好的?|行|可以|嗯+|ok|那)[，,\s]*)*(?:那就|就|那)?(?:按|照)?(?:你|刚才?|刚刚)?(?:说的)?(?:这么|这样|那样)?(?:放|排|安排|来)(?:上|进去|下|吧|那儿|那里|在那|在那儿)*(?:吧|呗|好了|就行)?[。.!！~～\s]*$/i;

/** The thing the last answer fitted, put in the first place it offered, when the message only says yes to it. */
export function acceptedFit(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!TAKEN.test(text.trim()) || !offersFit(previous)) return undefined;
  const thing = fittedThing(previous);
  const place = offeredPlaces(previous)[0];
  return thing && place ? { family: "accept_slot", text: `把${thing}移到${place}` } : undefined;
}
