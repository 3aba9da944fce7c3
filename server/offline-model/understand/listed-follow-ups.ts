/**
 * "那就放周六上午", "就排周日晚上吧" after an answer that listed one thing ("待安排里还有：综合模拟卷（限时），需要连续
 * 4节。"): that thing, put on the day said. The verb has no object; the answer's one thing is what it means.
 */
import { answeredThings } from "./answered-things";
import { DAY_WORD } from "./day-words";
import { TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";

const PUT_ON_DAY = new RegExp(`^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那|就|还是)(?:帮我|给我)?(?:放|排|安排)(?:到|在)?((?:${DAY_WORD.source})[^，,。]*?)${TAIL}`, "i");

export function putListedThing(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = PUT_ON_DAY.exec(text.trim());
  const things = answeredThings(previous);
  if (!match || things.length !== 1) return undefined;
  // "综合模拟卷，需要连续4节": what the answer said of the thing after a comma is no part of its name.
  const name = things[0].name.split(/[，,]/)[0].trim();
  return name.length < 2 ? undefined : { family: "pointed", text: `把${name}放到${match[1]}` };
}
