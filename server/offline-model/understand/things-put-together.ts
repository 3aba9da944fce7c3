/**
 * "那把集合与二元关系和函数与等价关系都放周六上午" after free time was told: two things put in the one place, each
 * placed there in its turn ("把A放到周六上午，另外把B放到周六上午"), as the compound readers split it. Only after an
 * answer about free time, where the place was just offered; a name that holds 和 itself is read as it stands elsewhere.
 */
import { detectIntent } from "./intents";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const BOTH_PUT = /^(?:好的?[，,\s]*)?(?:那就|那|就)?把(\p{Script=Han}[^，,。和]{1,19}?)(?:和|跟|与|、)(\p{Script=Han}[^，,。和]{1,19}?)(?:都|一起|全)(?:放|排|安排|塞)(?:到|在|进)?([^，,。]{2,16}?)(?:吧|呗)?[。.!！~～\s]*$/u;

export function thingsPutTogether(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = BOTH_PUT.exec(text.trim());
  if (!said || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const [, first, second, place] = said;
  const each = `把${first}放到${place}，另外把${second}放到${place}`;
  const intent = detectIntent(each);
  return intent.family === "compound" && intent.parts.every((part) => part.family === "edit") ? { family: "that_day", text: each } : undefined;
}
