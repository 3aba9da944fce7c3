/**
 * Two requests joined by an "and also" word after a clause break: "新建任务：…，3节。还有，下周二晚上有空吗", "撤销刚才
 * 那次排程，另外落下的复习补到下周", "周日下午两点去看电影，顺便看看那天上午有没有课". The readers that take the whole
 * message (a to-do's form, a re-plan of missed work) would swallow the second request into the first, so each side is
 * read whole first; when both are requests that say all they need, both are asked.
 */
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";
import { isWhole } from "./whole-requests";

/**
 * 另外 / 还有 / 顺便 / 对了 after a clause break; 还有 before an asking word is "still" ("还有哪些没做"), and before a
 * count of blocks the rest of them ("三块搞定了，还有一块没来得及").
 */
const AND_ALSO = /[，,；;。！!]\s*(?:另外|还有(?![哪啥几多没什]|[一两三四五六七八九十\d][块节])|顺便|顺带|对了|此外)[，,、\s]*/g;
const POINTS_BACK = /它|这个|那个/;
/** "那天", "当天": the day of the first request, which the second leans on. */
const THAT_DAY = /那一?天|当天/;
const ASKED_BRIEFLY = /(?<=[查看问瞅])下(?=那一?天|当天)/;

export function connectedRequests(text: string, detect: (part: string) => Intent): Intent | undefined {
  for (const match of text.matchAll(AND_ALSO)) {
    const head = text.slice(0, match.index).trim();
    const tail = text.slice(match.index + match[0].length).trim();
    // "我高数期末是第17周周一上午，顺便问下离它还有几周": a second part that points back at the first (它) is read
    // with it by the readers of the whole.
    if (head === "" || tail === "" || POINTS_BACK.test(tail)) continue;
    const first = detect(head);
    // "上周六的做了、周日的没做，顺便看下这周完成率": the first side may itself be several check-ins, each whole.
    const firsts = first.family === "compound" && first.parts.every(isWhole) ? first.parts : [first];
    if (!firsts.every(isWhole)) continue;
    // "…看电影，顺便看看那天上午有没有课": 那天 is the first request's day.
    const day = DAY_WORD.exec(head)?.[0];
    // "查下那天" said "查一下" first, so the day put in its place is not read as 下周六.
    const second = detect(day ? tail.replace(ASKED_BRIEFLY, "一下").replace(THAT_DAY, day) : tail);
    if (isWhole(second)) return { family: "compound", parts: [...firsts, second] };
  }
  return undefined;
}
