/**
 * A priority quadrant said in everyday words, as the readers of to-dos meet it: the words lib/tasks/priority.ts reads
 * ("挺重要的，只是不急", "又急又要紧", "不算重要，但挺费功夫"), here only asked whether they say a quadrant and nothing
 * else, or whether they name the to-dos filed in one.
 */
import { detectPriority } from "@/lib/tasks/priority";

/** The words joining a quadrant's two halves ("重要但不急", "挺重要的，只是不急"), which say nothing of their own. */
const JOINING = /[的但又且而也还挺很蛮就只是算其实比较非常特别，,。！!~～\s]/g;

/** The quadrant words say when they say nothing else ("挺重要的，只是不急"); "放到明天" or "周五那栏" is none. */
export function onlyQuadrant(words: string): number | undefined {
  const found = detectPriority(words);
  if (!found) return undefined;
  const rest = found.matches.reduce((left, word) => left.replace(word, ""), words);
  return rest.replace(JOINING, "") === "" ? found.priority_group : undefined;
}

/**
 * "不太急但很要紧的", "又急又要紧的事": a quadrant said whole and closed by 的 is the to-dos filed in it. 重要 or 要紧
 * alone ("重要的") could be either important quadrant, so it names none.
 */
export function quadrantFiled(text: string): boolean {
  const found = detectPriority(text);
  const last = found?.matches.at(-1);
  if (!found || last === undefined || !text.includes(`${last}的`)) return false;
  return found.priority_group !== 2 || found.matches.some((word) => /不/.test(word));
}
