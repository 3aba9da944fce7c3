/**
 * "下周三下午帮我放函数与等价关系", "第14周周四晚上放图论吧": the time first, then a thing put there. Read as the thing
 * moved to that time ("把…放到下周三下午"), the way "把X放到…" is. 放 of 放学 / 放个假 / 放松 is no putting, a clause
 * about the student (我去…, 要…) is no thing, 放什么 asks, and
 * "放两节离散" is periods of a subject to plan (schedule-intents.ts), no thing of its own.
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";
import { DAY_WORD, TERM_WEEK_DAY } from "./day-words";
import type { Intent } from "./intent-types";

const WHEN = `(?:${TERM_WEEK_DAY.source}|${DAY_WORD.source})(?:的)?\\s*(?:${PART_OF_DAY})?\\s*(?:${CLOCK})?`;
const TIME_THEN_PUT = new RegExp(
  `^(?:那|那就|就)?(?<when>${WHEN})(?:那段|那会儿|的时候)?[，,\\s]*(?:就)?(?:帮我|给我)?(?:放|塞)(?!学|假|松|心|弃|电影|风筝|鞭炮|歌|视频|空|下|着|在|了|个|一|点|什么|啥|哪)(?:上|进)?(?<thing>(?![^，,。]*(?:什么|啥|哪))(?![一两二三四五六七八九十\\d]+\\s*(?:大节|节|个|小时|钟头))[^，,。！!？?\\s我你去要]{2,20}?)(?:吧|呗|进去|上去)?[。！!~～\\s]*$`,
  "i",
);

export function timeFirstPut(text: string, read: (words: string) => Intent): Intent | undefined {
  const said = TIME_THEN_PUT.exec(text.trim())?.groups;
  if (!said) return undefined;
  const intent = read(`把${said.thing}放到${said.when}`);
  return intent.family === "edit" && intent.action === "move" ? intent : undefined;
}
