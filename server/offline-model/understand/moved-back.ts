/**
 * "啊不对，改回去，还是放周三原来那个时间", "算了，挪回原来的位置吧" after a block was moved: the block moved back to
 * where the move said it was ("把周三下午的谓词逻辑挪到周五晚上7点" → "把谓词逻辑挪到周三"). A day said alone keeps the
 * block's own periods, which is where it sat on that day; a clock said with the day is kept. Not when the move never
 * said where the block was: then "back" names no place, and the undo reader (撤销, 恢复原样) is the way back.
 */
import { DAY_WORD, dayWordKey } from "./day-words";
import { detectIntent } from "./intents";
import { draftPlaces } from "./draft-follow-ups";
import { weekdayOfDate } from "./draft-day-moves";
import { CLOCK, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** "改回去", "挪回来", "放回原来的时间", "原来那个位置": the words that say "back". */
// "还是周六吧，刚才那样就行": the way it was before the move is "back" too.
const BACK = new RegExp(
  `(?:改|挪|放|移|调|换|搬)回(?:去|来|(?:到)?(?:原来|原先|之前|本来|${DAY_WORD.source}))|(?:原来|原先|本来|刚才|之前)(?:的|那个)(?:时间|位置|地方|时段)|(?:刚才|刚刚|之前|原来|本来)(?:那样|那个样子|的样子|那版)`,
  "i",
);
/** Everything else such a message may hold: a change of mind, the back words, the origin day again, particles. */
const FILLER = new RegExp(
  [
    "^(?:啊|哦|噢|呃|额|嗯|唉|哎)",
    "不对|不行|算了|还是|不要了|我想了想|想了想|帮我|给我|把它|它|就|再",
    "(?:改|挪|放|移|调|换|搬)回?(?:去|来|到)?",
    "(?:刚才|刚刚|之前|原来|本来)(?:那样|那个样子|的样子|那版)(?:就行|就好|就可以|可以|挺好|也行)?",
    "(?:原来|原先|之前|本来|刚才)(?:的|那个)?(?:时间|位置|地方|时段)?",
    `(?:${DAY_WORD.source})(?:的)?(?:上午|下午|晚上|早上|中午)?`,
    "吧|啊|呀|哈|好了|[，,。.!！~～\\s]",
  ].join("|"),
  "gi",
);
/** Where a block is said to be: "周三下午四点的", "周三那节"; the part of the day alone is left out (see below). */
const WHERE = `(?<day>${DAY_WORD.source})(?:的)?(?<part>上午|下午|晚上|早上|中午)?(?<clock>${CLOCK})?(?:的|那节|那块|那个)*`;
/** Where the block was, as the move said it: "把周三下午的X…", "把X从周三挪到…". */
const ORIGIN = new RegExp(`(?:^(?:帮我|请你?)?(?:把|将)|从)${WHERE}`, "i");
const WHERE_FIRST = new RegExp(`^${WHERE}`, "i");
const FROM_WHERE = new RegExp(`从${WHERE}$`, "i");
const DAYS = new RegExp(DAY_WORD.source, "gi");

export function movedBack(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!BACK.test(text) || text.replace(FILLER, "") !== "") return undefined;
  const moved = detectIntent(previous.text);
  if (moved.family !== "edit" || moved.action !== "move" || !("name" in moved.reference)) return undefined;
  const origin = ORIGIN.exec(previous.text)?.groups;
  // "改回去，放周四" names another day: that is a new move, not the way back.
  // "放回周三晚上" of a block moved from "12月9日": the weekday the answer's dates put that day on.
  const weekday = draftPlaces(previous).map((place) => weekdayOfDate(origin?.day ?? "", place)).find(Boolean);
  const sameDay = (said: string) => dayWordKey(said) === dayWordKey(origin?.day ?? "") || (weekday !== undefined && new RegExp(`^(?:这|本)?(?:周|星期|礼拜)[${weekday}${weekday === "日" ? "天" : ""}]$`).test(said));
  if (!origin || [...text.matchAll(DAYS)].some((day) => !sameDay(day[0]))) return undefined;
  // The name the move read may still hold where the block was ("周三下午的谓词逻辑"): only the words after it name it.
  const name = moved.reference.name.replace(WHERE_FIRST, "").replace(FROM_WHERE, "");
  // "周三下午" would be the afternoon's first free periods, not the block's own: a day alone keeps them, a clock is kept.
  const clock = origin.clock === undefined ? "" : `${origin.part ?? ""}${origin.clock}`;
  return name === "" ? undefined : { family: "pointed", text: `把${name}挪到${origin.day}${clock}` };
}
