/**
 * A check-in, then a request about it in one message (issue 23 #6): "第三章没做，帮我重新排一下" (a re-plan of what was
 * missed) or "周一的复习搞定了，这周一共完成多少了" (a progress question).
 */
import { readCheckin, readEnglishCheckin } from "./checkin-sentences";
import { MADE_UP } from "./checkin-english";
import type { Intent } from "./intent-types";
import { readReplan, REPLAN } from "./missed-work";
import { readProgress } from "./progress-questions";
import { rangeWords } from "./schedule-words";
import { detectTaskEdit } from "./task-edit-intents";

/** Where one request may end and the next begin. */
// "周一的做完了那个这周…", "…做完了对了本周…": a filler after 了 turns to the next request where a comma would.
// "今天两节都没做 烦死了 帮我重新排一下": typed by voice, a space between words ends a clause as a comma would.
// "…全没做 😅 can u find time…": an emoji before the next words ends one too.
const CLAUSE_BREAK = /[，,；;。！!]\s*(?:然后|再|顺便|顺手|另外|顺带|并且|还有|also|and then|then)?\s*|\s*(?:然后|顺便|顺手|另外)\s*|(?<=了)\s*(?:那个|对了|话说|哦对了?)\s*(?=[这本上下今我])|(?<=\p{Script=Han})\s+(?=\p{Script=Han})|\s*\p{Extended_Pictographic}\uFE0F?\s+/giu;

/**
 * "帮我重新排一下", "补回来吧", "can you reschedule it": a re-plan that names nothing of its own, so after a block said
 * missed it means that block ("第三章没做，把第四章排到明天" names 第四章 and is not one).
 */
// "剩下的帮我再排一下": what is left of the blocks just told is theirs too; "帮我重新排进这周": 进 places as 到 does.
const SUBJECTLESS_REPLAN_FILLER =
  /剩下的?|剩余的?|重排|帮我|麻烦|请|你|把|将|它|这|那|几|节|个|块|些|重新|再|也|一下|下|吧|啊|哈|补|排|安排|回来|回|上|往后|后面|之后|挪|移|推|到|进|入|往|顺延|延后|(?:另外?)?找(?:个|一个)?时间|换(?:个|一个)时间|[\s\p{P}\p{S}]/gu;

function replansWhatWasSaid(said: string): boolean {
  // "明天补上", "这周六补回来": the range it goes into is no subject of its own.
  const range = rangeWords(said);
  const tail = (range ? said.replace(range, "") : said).replace(WHEN_WORDS, "");
  // "can u find time next week to make them up?": the blocks just told, pointed back at and made up.
  if (MADE_UP.test(tail) && !/\p{Script=Han}{2}/u.test(tail)) return true;
  if (/\b(?:re-?schedule|re-?plan|move|put|fit)\b/i.test(tail)) return /^(?:(?:can|could|would|will) you |please )?(?:re-?schedule|re-?plan|move|put|fit) (?:it|them|that|those)(?: (?:back|in|later|somewhere))?(?: (?:for|to) me)?(?: please)?[\s?.!]*$/i.test(tail.replace(/^(?:and|so)\s+/i, ""));
  return REPLAN.test(tail) && tail.replace(SUBJECTLESS_REPLAN_FILLER, "") === "";
}

/** "帮我挪到晚上", "后天补上": the day or part of the day the work goes into, which is no subject. */
const WHEN_WORDS = /今天|明天|后天|今晚|明晚|(?:这|下)?(?:周|星期)[一二三四五六日天末]|上午|下午|晚上|中午|傍晚/g;

/** A re-plan of what was just said missed, into the range its clause names ("明天补上"), if any. */
function replanInto(tail: string): Intent {
  const range = /\b(?:re-?schedule|re-?plan|move|put|fit)\b/i.test(tail) ? undefined : (rangeWords(tail) ?? tail.match(WHEN_WORDS)?.join(""));
  return { family: "replan_missed", ...(range ? { range } : {}) };
}

/** All the study of a stretch missed ("全鸽了", "都没做"), not one block pointed at ("昨天那节没学成"). */
const ALL_MISSED = /全|都|所有|一(?:节|块|个|点)(?:都|也)/;

/** "没学的那几节", "落下的那些": the missed study named as a thing, the head of no sentence. */
// "上周没做的块", "没做的": said with no pointer, the missed study is still the object.
const MISSED_AS_OBJECT = /(?:没|未|落下|漏|鸽)[^，,。的]{0,3}的(?:那|这)?(?:几|些|两)?(?:节|块|个)?(?:复习|学习)?$/;

/** A check-in that only says study was missed, no block named: "昨天的复习全鸽了". */
function toldMissedUnnamed(part: Intent): boolean {
  return part.family === "checkin" && part.entries.every((entry) => entry.status === "skipped" && entry.block === undefined);
}

/** "今天下午的复习做完了，然后把之前没做的也重新排一下", "第三章没做，帮我重新排一下": record_checkin, then rough_schedule. */
export function readCheckinThenReplan(text: string): Intent | undefined {
  for (const cut of text.matchAll(CLAUSE_BREAK)) {
    // "Lowkey spent the whole weekend binge-watching, so 周末那几块复习全没做": the story before "so" is only why.
    const head = text.slice(0, cut.index).trim().replace(/^[^，,]*[，,]\s*so\s+(?=\p{Script=Han})/iu, "");
    const tail = text.slice(cut.index + cut[0].length).trim();
    if (!head || !tail) continue;
    // "前两天没学的那几节，帮我重新找时间补上": what was missed, said as the re-plan's object, tells nothing new.
    if (MISSED_AS_OBJECT.test(head)) continue;
    const read = readCheckin(head) ?? readEnglishCheckin(head);
    const checkins = read?.family === "checkin" ? [read] : read?.family === "compound" ? read.parts : [];
    if (checkins.length === 0 || checkins.some((part) => part.family !== "checkin")) continue;
    // After a block said missed, "帮我重新排一下" needs no missed word of its own.
    const missedBefore = checkins.some((part) => part.family === "checkin" && part.entries.some((entry) => entry.status !== "done"));
    const own = readReplan(tail);
    // "昨天前天的复习全鸽了，没做的那些在考试前给我补上": blocks missed with none named, then re-planned by missed words
    // of its own — the telling is the re-plan's reason, with nothing to record that the re-plan does not take up.
    // Only with a day said: "之前排的复习一个都没做，帮我重新安排一下落下的" names none, so the blocks still waiting are
    // recorded skipped first, as when one block is pointed at, and the re-plan takes them up.
    if (own && ALL_MISSED.test(head) && checkins.every((part) => toldMissedUnnamed(part) && part.family === "checkin" && part.when !== undefined)) return own;
    const replan = own ?? (missedBefore && replansWhatWasSaid(tail) ? replanInto(tail) : undefined);
    if (replan) return { family: "compound", parts: [...checkins, replan] };
  }
  return undefined;
}

/** "周一的复习搞定了，这周一共完成多少了": record_checkin, then the progress question after it. */
export function readCheckinThenProgress(text: string): Intent | undefined {
  for (const cut of text.matchAll(CLAUSE_BREAK)) {
    const head = text.slice(0, cut.index).trim();
    const tail = text.slice(cut.index + cut[0].length).trim();
    if (!head || !tail) continue;
    const read = readCheckin(head);
    const checkins = read?.family === "checkin" ? [read] : read?.family === "compound" ? read.parts : [];
    if (checkins.length === 0 || checkins.some((part) => part.family !== "checkin")) continue;
    const asked = readProgress(tail);
    if (asked) return { family: "compound", parts: [...checkins, asked] };
  }
  return undefined;
}

/** "…，列出来之后帮我重排", "…，先给我看看再补上": the list shown first, then what is on it re-planned. */
const LISTED_THEN = /^(?:先)?(?:给我)?(?:列(?:出来|一下|一列)?|看看|看一下|列个清单)(?:之后|以后|完|了)?(?:再|然后)?/;

/** "上周漏掉的是哪些，列一下再帮我补上": the question about what was missed, then the re-plan of it. */
export function readMissedThenReplan(text: string): Intent | undefined {
  for (const cut of text.matchAll(CLAUSE_BREAK)) {
    const head = text.slice(0, cut.index).trim();
    const tail = text.slice(cut.index + cut[0].length).trim();
    const asked = head && tail ? readProgress(head) : undefined;
    if (asked?.family !== "progress" || asked.focus !== "missed") continue;
    const replan = tail.replace(LISTED_THEN, "");
    if (replan !== tail && (readReplan(replan) ?? (replansWhatWasSaid(replan) ? replanInto(replan) : undefined))) {
      return { family: "compound", parts: [asked, readReplan(replan) ?? replanInto(replan)] };
    }
  }
  return undefined;
}

/** "海报做完交给社长了；顺便问下这周学习完成了多少": a to-do done, then the progress question after it. */
export function readDoneThenProgress(text: string): Intent | undefined {
  for (const cut of text.matchAll(CLAUSE_BREAK)) {
    const head = text.slice(0, cut.index).trim();
    const tail = text.slice(cut.index + cut[0].length).trim().replace(/^(?:问(?:一?下|问)|想知道)[，,\s]*/, "");
    if (!head || !tail || readCheckin(head)) continue;
    const done = detectTaskEdit(head);
    if (done?.family !== "task_edit" || done.action !== "complete") continue;
    const asked = readProgress(tail);
    if (asked) return { family: "compound", parts: [done, asked] };
  }
  return undefined;
}
