/**
 * "那就放到周五下午四点" after "…「函数与等价关系」：待打卡 → 没做。它回到了待安排，可以重新排。": the one thing the
 * answer said is waiting to be placed again (a block marked missed, the one block missed last week) is what a move
 * with no object places, when the request before named nothing itself.
 */
import { answeredThings } from "./answered-things";
import type { PreviousRequest } from "./follow-up-words";

/** The answer says the thing waits to be placed: back among the pending, to plan again, or the one block missed. */
const WAITING_AGAIN = /回到了?待安排|可以重新排|落下了?1个学习块/;

export function freedThing(previous: PreviousRequest): string | undefined {
  if (!WAITING_AGAIN.test(previous.said ?? "")) return undefined;
  const things = answeredThings(previous);
  const quoted = previous.answeredWith ? 0 : (previous.said?.match(/「[^」]+」/g) ?? []).length;
  return things.length === 1 && quoted <= 1 ? things[0].name : undefined;
}
