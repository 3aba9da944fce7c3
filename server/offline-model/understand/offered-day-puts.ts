/**
 * "那就放函数与等价关系吧", "那周六上午来一次概率论第二章" after an answer about free time: one thing put where the
 * answer pointed, with no place word (那个时间, 那天) to say so. A day or a part of a day said is where it goes (the
 * answer's day when only the part is said); nothing said is the first place the answer offered.
 */
import { answeredDay, offeredPlaces } from "./answered-things";
import { DAY_WORD } from "./day-words";
import { PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { isName } from "./name-guard";

/** "放", "排上", "来一次", "来一轮", "上一遍": the thing put on the plan, or a sitting of it said as doing it once. */
// A bare 来个 is left out: "那周六上午来个朋友" brings someone, it plans nothing.
const PUT = "(?:(?:放|排|安排|塞)(?:上|进)?|(?:来|上|整)(?:一|两)?(?:次|轮|遍|套|波|节))";
const PUT_ALONE = new RegExp(
  `^(?:(?:好的?|行|嗯|ok)[，,\\s]*)?(?:那就|那|就)?(?<day>${DAY_WORD.source})?(?<part>${PART_OF_DAY})?(?:就|再|先)?(?:帮我|给我)?${PUT}(?<name>[^，,。！!？?\\s]{2,20}?)(?:吧|呗|哈|好了)?[。.!！~～\\s]*$`,
  "i",
);
/**
 * A place, a pick or a pointer where the thing would be: "放那个时间", "排那儿", "放那天", "放上午", "放第二个",
 * "放第一个空档" (follow-up-slots.ts reads those).
 */
const NOT_A_THING = new RegExp(
  `^(?:那|这|哪|它|上|进|了|一下|下|第|前|后)|^(?:${DAY_WORD.source}|${PART_OF_DAY})|(?:时间|时段|时候|位置|空档|空|段|个)$|[\d:：点]`,
  "i",
);

export function putOnOfferedDay(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = PUT_ALONE.exec(text.trim())?.groups;
  if (!said || NOT_A_THING.test(said.name) || !isName(said.name)) return undefined;
  if (detectIntent(previous.text).family !== "schedule_question") return undefined;
  if (said.day !== undefined || said.part !== undefined) {
    const day = said.day ?? answeredDay(previous);
    return day ? { family: "that_day", text: `把${said.name}放到${day}${said.part ?? ""}` } : undefined;
  }
  const slot = offeredPlaces(previous)[0];
  return slot ? { family: "accept_slot", text: `把${said.name}移到${slot}` } : undefined;
}
