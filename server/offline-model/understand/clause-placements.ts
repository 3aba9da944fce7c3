/**
 * "这周末做一套四级真题，放周六上午吧", "周日上午排两节复习，就放树与最小生成树，下午要睡觉": the item said in one
 * clause and where it goes in the other, with a 放 that has no object of its own there. Read as one placement of
 * that item ("四级真题放到周六上午"); the decider still checks the name against the list of everything.
 */
import { DAY_WORD } from "./day-words";

const PART = "(?:上午|早上|中午|下午|晚上|傍晚)";

/** The item first, done with a verb of study ("做一套…"), then 放 and where. A stretch before the verb only says roughly when. */
const ITEM_FIRST = new RegExp(
  `^(?<day>(?:这|本|下)个?(?:周末|周|星期)|周末|${DAY_WORD.source})?(?:的)?(?:要|想|打算|准备)?(?:做|写|刷|复习|学|看|练)(?:[一两二三几]\\s*(?:套|份|章|篇|遍))?(?<item>[^，,。；;]{2,20}?)[，,]\\s*(?:就|都|那就)?(?:放|排|安排)(?:到|在)?(?<when>(?:${DAY_WORD.source}|${PART})[^，,。；;]{0,10}?)(?:吧|呗|好了|就行)?[。!！]?$`,
);

/** Where first, with time made for study ("排两节复习"), then 放 and the item; a clause after it says why. */
const WHEN_FIRST = new RegExp(
  `^(?<when>(?:${DAY_WORD.source})(?:的)?(?:上午|早上|中午|下午|晚上)?)(?:先)?(?:排|安排|留|空出)(?:[一两二三四\\d]\\s*节)?(?:复习|学习|时间)?[，,]\\s*(?:就|先|那就)?(?:放|排)(?<item>[^，,。；;]{2,20}?)(?:吧|呗)?(?:[，,。].*)?$`,
);

/** The message as "X放到<when>" when it says an item and its place in two clauses so; otherwise unchanged. */
export function clausePlacement(text: string): string {
  const match = ITEM_FIRST.exec(text) ?? WHEN_FIRST.exec(text);
  const { item, when, day } = match?.groups ?? {};
  if (!item || !when) return text;
  // "明天刷一套高数卷子，放晚上吧": a part of the day alone is of the day said with the item.
  const whole = new RegExp(`^${PART}`).test(when) ? (day && DAY_WORD.test(day) ? `${day}${when}` : undefined) : when;
  return whole ? `${item.trim()}放到${whole.trim()}` : text;
}
