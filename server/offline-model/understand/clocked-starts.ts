/**
 * "周六早上八点开始做那套四级真题，一口气四节做完", "周五下午两点开始写物理实验报告，连着写三节", "星期六晚上七点起做四级真题":
 * a day and a clock still ahead, then what is started then — the thing put at that time (as "把X放到周六早上八点"),
 * not a check-in (nothing is done yet) nor a note. A clause after it may only say how long it runs ("一口气四节",
 * "两节就够", "一次做完"); the item's own length is what the planner places.
 */
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";

const PART = "(?:早上|上午|中午|下午|傍晚|晚上)?";
const CLOCK = "(?:[一二三四五六七八九十两]{1,3}|\\d{1,2})(?:点(?:半|钟)?|[:：]\\d{2})";
const DEED = "(?:做|刷|写|整理|学|复习|看|背|练|弄|搞)";
const CLOCKED_START = new RegExp(
  `^(?:那|那就|就|我)?(?<when>(?:${DAY_WORD.source})(?:的)?${PART}${CLOCK})(?:我)?(?:就)?(?:开始|起|开干)(?:${DEED})(?:一下)?(?<thing>[^，,。！!？?\\s我你]{2,20}?)(?:吧)?(?:[，,\\s]+(?<length>[^，,。！!？?]+))?[。！!~～\\s]*$`,
);
/** "一口气四节做完", "四节连着做完", "连着写三节", "两节就够", "一次做完": how long it runs, nothing else. */
const LENGTH_ONLY =
  /^(?:一口气|连着|一次(?:性)?|一下子|中间不停)?(?:[一二两三四五六\d]节)?(?:连着|一口气|一次)?(?:做|写|刷|学|弄|搞)?(?:完|掉)?(?:[一二两三四五六\d]节)?(?:就够了?|就行了?|就好|够了)?(?:吧)?$/;
/** A time gone by is a check-in's. */
const PAST = /昨天|前天|上周|刚才|已经|了$/;

export function clockedStart(text: string, read: (words: string) => Intent): Intent | undefined {
  const said = CLOCKED_START.exec(text.trim())?.groups;
  if (!said || PAST.test(said.when)) return undefined;
  const length = said.length?.trim() ?? "";
  if (length !== "" && (!LENGTH_ONLY.test(length) || length.length < 2)) return undefined;
  const intent = read(`把${said.thing}放到${said.when}`);
  return intent.family === "edit" && intent.action === "move" ? intent : undefined;
}
