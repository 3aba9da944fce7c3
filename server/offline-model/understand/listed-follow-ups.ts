/**
 * "那就放周六上午", "就排周日晚上吧" after an answer that listed one thing ("待安排里还有：综合模拟卷（限时），需要连续
 * 4节。", "上周落下了1个学习块…"): that thing, put on the day said. The verb has no object, or only 它 for one; the
 * answer's one thing is what it means.
 */
import { answeredThings } from "./answered-things";
import { DAY_WORD } from "./day-words";
import { TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";

// "那就把它补到周四下午", "把那个塞进周日": the one thing pointed at, made up or squeezed in on the day.
const PUT_ON_DAY = new RegExp(`^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那|就|还是)(?:帮我|给我)?(把(?:它|这个|那个|这节|那节|这块|那块))?(放|排|安排|补|塞)(?:到|在|进)?((?:${DAY_WORD.source})[^，,。]*?)${TAIL}`, "i");

export function putListedThing(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = PUT_ON_DAY.exec(text.trim());
  const things = answeredThings(previous);
  if (!match || things.length !== 1) return undefined;
  // "综合模拟卷，需要连续4节": what the answer said of the thing after a comma is no part of its name.
  const name = things[0].name.split(/[，,]/)[0].trim();
  // 补 / 塞 plan a missed block again rather than move the block it missed: read as 排, which plans it anew. With
  // no 它 they make up whatever was missed ("那就补到周五晚上"), which is the make-up reader's.
  const madeUp = /[补塞]/.test(match[2]);
  if (madeUp && match[1] === undefined) return undefined;
  return name.length < 2 ? undefined : { family: "pointed", text: `把${name}${madeUp ? "排" : "放"}到${match[3]}` };
}
