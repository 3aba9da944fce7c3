/**
 * A thing given a clock on a day the answer just told free ("12月5日 周六 全天都空：08:00–22:30。"): "那就周六早上八点做四级
 * 真题，一口气做完", "行，那就周五晚上七点把四级真题刷完" → that thing put there. "做完", "刷完" here say how it is
 * to be done, not that it is done: the student is choosing a time for it, which is what the answer offered.
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";
import { DAY_WORD } from "./day-words";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const VERB = "(?:做|刷|写|弄|学|复习|练|背|看|搞|整理|收拾)";
const LEAD = "^(?:(?:好的?|行|嗯|ok|可以)[，,\\s]*)?(?:那就?|就|那)?(?:我)?";
const WHEN = `(?<day>${DAY_WORD.source})?(?<part>${PART_OF_DAY})?(?<clock>${CLOCK})(?:开始|起)?(?:我)?(?:就|来|去)?`;
/** "八点做四级真题" (the verb first) or "七点把四级真题刷完" (把, then the verb). */
const CLOCKED = [
  new RegExp(`${LEAD}${WHEN}${VERB}(?:一套|一份|一下|一遍)?(?<name>[^，,。把]{2,16}?)(?:吧|呗)?(?=[，,。.!！~～\\s]|$)`, "i"),
  new RegExp(`${LEAD}${WHEN}把(?<name>[^，,。]{2,16}?)${VERB}(?:完|掉|了|好)*(?:吧|呗)?(?=[，,。.!！~～\\s]|$)`, "i"),
];
/** An answer that told free time: "全天都空", "空闲：…", "19:00 以后空". */
const TOLD_FREE = /空闲|都空|全天空|以后空|之后空|有空|[–-]\s*\d{1,2}:\d{2}\s*空/;
/** What follows may only say how (一口气做完, 争取一次弄完): another request is read on its own. */
const OWN_REQUEST = /帮我|提醒|记一下|另外|顺便|[？?]/;

export function clockedFreeThing(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!TOLD_FREE.test(previous.said ?? "")) return undefined;
  for (const shape of CLOCKED) {
    const match = shape.exec(text.trim());
    if (!match?.groups || OWN_REQUEST.test(text.slice(match[0].length))) continue;
    const { day, part, clock, name } = match.groups;
    // The day the student says, or the one day the answer told.
    const days = [...new Set((previous.said ?? "").match(/周[一二三四五六日天]/g) ?? [])];
    const on = day ?? (days.length === 1 ? days[0] : undefined);
    const thing = name.replace(/^(?:一套|一份)/, "").trim();
    if (on && thing.length >= 2) return { family: "that_day", text: `把${thing}放到${on}${part ?? ""}${clock}` };
  }
  return undefined;
}
