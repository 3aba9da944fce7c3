/**
 * The turns around a free-time answer that a follow-up taking its place leans on: the student's own question of
 * when ("错题本两节，最早哪天有空", "树与最小生成树最早什么时候能放"), which names the thing to put there; a question
 * of a thing's length asked between ("集合与二元关系要几节来着"), after which "那就那个时间吧" still takes the place
 * answered before it; a clock the work starts at said in a closing clause ("…，从两点开始"); and a place picked by
 * its part of the day among answers further back ("还是上面那个晚上吧，把四级真题放进去").
 */
import { offeredPlaces } from "./answered-things";
import { DAY_WORD } from "./day-words";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

/** "最早哪天有空", "什么时候能放": a question of when, which an answer offering places replies to. */
const ASKS_WHEN = /最早|什么时候|啥时候|哪天|哪个时间/;

/** Whether the previous turn asked when and its answer offered places. */
export function askedWhen(previous: PreviousRequest): boolean {
  // Only a question that named its thing first: "哪天适合做四级真题" and "周四最早什么时候有空" are read by others.
  return ASKS_WHEN.test(previous.text) && thingAsked(previous) !== undefined && offeredPlaces(previous).length > 0;
}

/** "错题本两节，最早哪天有空", "把树与最小生成树最早什么时候能放": the thing said first, then the question of when. */
const THING_THEN_WHEN = /^(?:把)?(\p{Script=Han}{2,12}?)(?:要|需要|得)?(?:[一二两三四五六\d]节)?[，,\s]*(?:最早|什么时候|啥时候|哪天|哪个时间)/u;
/** "集合与二元关系要几节来着": a thing's length asked. */
const THING_LENGTH = /^(?:那)?(\p{Script=Han}{2,12}?)(?:要|需要|得)(?:几|多少)节/u;

/** The thing a question of when or of length named first. */
export function thingAsked(previous: PreviousRequest): string | undefined {
  const thing = (THING_THEN_WHEN.exec(previous.text.trim()) ?? THING_LENGTH.exec(previous.text.trim()))?.[1];
  // "周四最早什么时候有空": a day said first is where, not what.
  return thing === undefined || DAY_WORD.test(thing) || /[我你哪]/.test(thing) ? undefined : thing;
}

/** Whether the previous turn only asked how long a thing is (its answer offers no place). */
export function askedLength(previous: PreviousRequest): boolean {
  return THING_LENGTH.test(previous.text.trim()) && offeredPlaces(previous).length === 0;
}

/** "，从两点开始", "，三点开始吧": the clock the work starts at, said after the place is taken. */
const START_CLAUSE = /[，,\s]+(?:就|那就)?从?([\d一二两三四五六七八九十]{1,2})点(半)?(?:钟)?(?:开始|起)(?:吧|呗|好了)?[。.!！~～\s]*$/;

/** The message without a closing start clock, and that clock's words. */
export function withoutStart(text: string): { text: string; hour?: string; half: boolean } {
  const start = START_CLAUSE.exec(text);
  return start ? { text: text.slice(0, start.index), hour: start[1], half: start[2] !== undefined } : { text, half: false };
}

/** "还是上面那个晚上吧，把四级真题放进去": a part of the day pointed back at, and the thing put there. */
const PART_BACK =
  /^(?:(?:好的?|行|嗯)[，,\s]*)?(?:还是|那就|就|那)*(?:上面|前面|刚才|刚刚|之前)(?:那个|的|那)?(上午|下午|晚上)(?:那个|那段|的)?(?:吧|呗)?[，,\s]*(?:就|那就)?(?:帮我|给我)?(?:把(.{2,20}?)(?:放|排|塞|安排)(?:进去|上|在那)?|(?:放|排|塞)(.{2,20}?))(?:吧|呗)?[。.!！~～\s]*$/;

/** The place an earlier free-time answer offered in that part of the day, for the thing named. */
export function partPickedBack(text: string, earlier: readonly PreviousRequest[]): FollowUp | undefined {
  const said = PART_BACK.exec(text.trim());
  if (!said) return undefined;
  const [, part, named, put] = said;
  const answered = earlier.filter((turn) => (turn.said ?? "").includes(part) && offeredPlaces(turn).length > 0);
  // Only one answer back may hold that part of the day: two would leave "上面那个" open.
  if (answered.length !== 1) return undefined;
  return { family: "accept_slot", text: `把${named ?? put}移到${offeredPlaces(answered[0])[0]}` };
}
