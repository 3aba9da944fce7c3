/**
 * "下下周三 英语四级模拟考", "周五 组会": a day, a space, and the thing on it — a note written the way a diary line is,
 * with no verb and no cue. The day must open the message and be all of its first part; the rest must name something
 * and ask nothing. The thing may come first when the day after it is a bound ("错题本 周五前", "实验报告，下周一之前"):
 * a day alone after a name could be a question about it, a bound is when it is due.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import type { Intent } from "./intent-types";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
const DAY_THEN_THING = /^(\S{2,12})\s+([\p{Script=Han}A-Za-z0-9]{2,16})$/u;
const THING_THEN_BOUND = /^([\p{Script=Han}A-Za-z0-9]{2,16})[\s，,]+(\S{2,12}?(?:之前|以前|前))[。！!]?$/u;
const ASKS = /[？?吗呢么嘛]|什么|啥|哪|多少|有没有|是不是|几/;
/** "12.10 交了课设": a deed already done is told, not noted. */
const DONE = /了|完$|过$/;
/** "周五 有空", "明天 上午": a thing that only says free or when is no thing. */
const NO_THING = /^(?:有空|没空|空闲|上午|下午|晚上|早上|中午|全天|一天|休息|放假)$/;

function boundAfterThing(text: string): Intent | undefined {
  const said = THING_THEN_BOUND.exec(text);
  if (!said || ASKS.test(said[1]) || NO_THING.test(said[1]) || DONE.test(said[1]) || parseDateTime(said[1], LOCATE)) return undefined;
  const date = parseDateTime(said[2], LOCATE);
  return date && date.index === 0 ? { family: "quick_note", content: text } : undefined;
}

export function datedItem(text: string): Intent | undefined {
  const bound = boundAfterThing(text.trim());
  if (bound) return bound;
  const said = DAY_THEN_THING.exec(text.trim());
  if (!said || ASKS.test(said[2]) || NO_THING.test(said[2]) || DONE.test(said[2])) return undefined;
  const date = parseDateTime(said[1], LOCATE);
  if (!date || date.index !== 0 || date.matchedText.trim() !== said[1]) return undefined;
  return { family: "quick_note", content: text.trim() };
}
