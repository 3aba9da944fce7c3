/**
 * A thing put at a clock time with no day of its own, after an answer that told a day ("12月5日 周六 上午 空闲：…",
 * a day's agenda, a block just pre-placed): the clock is on that day.
 * - "那就把树与最小生成树放十点那段", "把错题本放两点吧": the day the answer told;
 * - "那周四下午空着，把集合与二元关系放两点": the day (and part) the clause before says is free;
 * - "还有错题本，放同一天下午两点": the thing in a clause of its own, then 同一天 — the answer's day;
 * - "要得，七点那阵把树与最小生成树放起", "好，七点把X放上": the clock said first, then the thing put.
 */
import { answeredDay } from "./answered-things";
import { draftPlaces } from "./draft-follow-ups";
import { DAY_WORD } from "./day-words";
import { CLOCK, PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

const PUT = "(?:也)?(?:放|排|安排|塞)(?:到|在)?";
// "七点那阵", "七点那会儿": around the clock said, which is where it starts.
const AROUND = "(?:钟)?(?:开始|起)?(?:那段|那会儿|那会|那阵儿?|那个时段|的时候)?";
const AT = `(?<part>${PART_OF_DAY})?(?<clock>${CLOCK})${AROUND}(?:吧|呗)?[。.!！~～\\s]*$`;
/** "好，", "要得，", "行吧，": a nod to the answer before the thing is put. */
const NOD = "(?:(?:好的?|行吧?|可以|要得|嗯+|ok|OK|那好)[，,\\s]+)?";
/** "那就把X放十点那段", "那周四下午空着，把X放两点", "要得，把X放七点". */
const PUT_AT_CLOCK = new RegExp(
  `^${NOD}(?:(?:那|那就)?(?<day>${DAY_WORD.source})(?<freePart>${PART_OF_DAY})?(?:还|都)?(?:空着|有空|没课|没事)[，,\\s]*)?(?:那就?|就|那)?(?:帮我|给我)?把(?<name>[^，,。]{2,20}?)${PUT}${AT}`,
);
/** "七点那阵把X放起", "好，七点把X放上", "晚上七点那会儿把X排进去": the clock said first, then the thing put. */
const CLOCK_FIRST = new RegExp(
  `^${NOD}(?:那就?|就)?(?<part>${PART_OF_DAY})?(?<clock>${CLOCK})${AROUND}[，,\\s]*(?:就|再)?(?:帮我|给我)?把(?<name>[^，,。]{2,20}?)(?:也)?(?:放|排|安排|塞)(?:上|进去|进来|起|下|着)?(?:吧|呗)?[。.!！~～\\s]*$`,
);
/** "还有错题本，放同一天下午两点", "另外错题本，也放那天两点". */
const ALSO_SAME_DAY = new RegExp(`^(?:还有|另外|再就是)(?<name>[^，,。]{2,20}?)[，,\\s]+${PUT}(?:同一天|当天|那天|同天)${AT}`);

/** Whether the answer before told a day: free time or a day asked about, or blocks just pre-placed. */
function toldADay(previous: PreviousRequest): boolean {
  return detectIntent(previous.text).family === "schedule_question" || draftPlaces(previous).length > 0;
}

export function placedOnToldDay(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = (PUT_AT_CLOCK.exec(text.trim()) ?? CLOCK_FIRST.exec(text.trim()) ?? ALSO_SAME_DAY.exec(text.trim()))?.groups;
  if (!said || !toldADay(previous)) return undefined;
  const day = said.day ?? answeredDay(previous) ?? draftPlaces(previous)[0]?.day;
  if (!day) return undefined;
  return { family: "that_day", text: `把${said.name}放到${day}${said.part ?? said.freePart ?? ""}${said.clock}` };
}
