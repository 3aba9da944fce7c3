/**
 * Intent detection: which family a student's message belongs to, checked from the most specific wording to the
 * loosest, so "提醒我…" is a note even when it mentions tasks and "把[12]移到第4天第1节" is an edit before it is a
 * question about day 4.
 */
import { detectProposeClass } from "./class-intents";
import { detectEdit } from "./edit-intents";
import { detectTaskEdit } from "./task-edit-intents";
import { detectUndo } from "./undo-intent";
import { clauseRequest, compoundParts, withoutAbandon } from "./compound";
import type { Intent } from "./intent-types";
import { detectScheduleQuestion, detectScheduleRequest } from "./schedule-intents";
import { LEADING_GREETING, smallTalkTopic } from "./small-talk";
import { detectCreateTask, detectQuickNote, detectTaskQuery } from "./task-intents";
import { looseNoteContent, obligationNote } from "./note-cues";
import { nearestIntent } from "./nearest-intent";

const UNPLACE_CUE = /先不排|不排了|(?:别|不要|不用)(?:再)?排了|取消安排|取消预排|(?:移出|撤出|拿出|挪出)(?:日程|课表)|从(?:日程|课表)(?:上|里)?(?:拿掉|去掉|移除|拿下来?|撤下来?|移走)/;

const DETECTORS: readonly ((text: string) => Intent | undefined)[] = [
  // "N章，每章M节" is unmistakable, and its trailing "排到下周" must not make it a plain schedule request.
  detectProposeClass,
  detectCreateTask,
  detectQuickNote,
  // "撤销刚才的安排" before the edits read 撤销 … 安排 as taking a block off.
  detectUndo,
  // "把X先不排了" takes a block off the timetable; the to-do edits below would read 了 as "done".
  (text) => (UNPLACE_CUE.test(text) ? detectEdit(text) : undefined),
  // "把取快递这个任务删了" before the schedule edits read 删/移除 as taking a block off the timetable.
  detectTaskEdit,
  detectEdit,
  detectScheduleRequest,
  detectScheduleQuestion,
  detectTaskQuery,
];

function detectSingle(text: string): Intent | undefined {
  for (const detect of DETECTORS) {
    const intent = detect(text);
    if (intent) return intent;
  }
  return undefined;
}

/** A message this short ("好", "ok", "3") is an answer or a nod, never a request to guess at. */
const TOO_SHORT = /^[\s\p{P}\p{S}]*(?:\p{Script=Han}[\s\p{P}\p{S}]*|[A-Za-z0-9]+[\s\p{P}\p{S}]*)?$/u;

/**
 * `nearest`: when no rule reads the message and it is not plainly small talk, the nearest labelled sentence may say
 * what it asks for (nearest-intent.ts). Off for answers to the model's own questions ("周日吧", "下周"), which are
 * read against the question they answer.
 */
/**
 * Pinyin-keyboard slips in the words the readers key on: 下五 / 上五 / 中五 for 下午 / 上午 / 中午 (not 第五, 周五, 五点),
 * and 码 for a closing 吗 ("明天下五有空码").
 */
const TYPOS: readonly [RegExp, string][] = [
  [/(?<![第周期拜下])([上下中])五(?![节点时分天日号个门周])/g, "$1午"],
  [/码(?=[\s？?！!。~～]*$)/, "吗"],
];

function withoutTypos(text: string): string {
  return TYPOS.reduce((fixed, [typo, word]) => fixed.replace(typo, word), text);
}

/** "收到收到", "好嘞", "got it": a nod, never a request ("收到" is no parcel received). */
const ACKNOWLEDGED = /^(?:收到|了解|明白|知道了|好的|好滴|好嘞|行吧?|可以|ok|okk|okay|got it|嗯+|哦+|噢+)(?:[，,\s]*(?:收到|了解|明白|知道了|好的|好滴|好嘞|ok|got it|嗯+|哦+|了|啦|呀|哈))*[!！~～。.\s]*$/i;

export function detectIntent(message: string, options: { nearest?: boolean } = {}): Intent {
  const text = withoutTypos(message.trim());
  if (ACKNOWLEDGED.test(text)) return { family: "small_talk", topic: "chat" };
  const withoutGreeting = text.replace(LEADING_GREETING, "").trim();
  if (withoutGreeting === "") return { family: "small_talk", topic: text === "" ? "capabilities" : "greeting" };
  const { abandons, rest } = withoutAbandon(withoutGreeting);
  if (rest === "") return { family: "small_talk", topic: "dismiss" };
  const parts = compoundParts(rest, (part) => detectSingle(part) ?? { family: "unknown" });
  if (parts) return { family: "compound", parts };
  const intent = detectSingle(rest);
  if (intent) return intent;
  const note = looseNoteContent(rest) ?? obligationNote(rest);
  if (note) return { family: "quick_note", content: note };
  const clause = clauseRequest(rest, (part) => detectSingle(part) ?? { family: "unknown" });
  if (clause) return clause;
  const topic = smallTalkTopic(rest);
  if (topic) return { family: "small_talk", topic };
  const guessed = options.nearest && !TOO_SHORT.test(rest) ? nearestIntent(rest) : undefined;
  if (guessed) return guessed;
  return rest === text || abandons ? { family: "unknown" } : { family: "small_talk", topic: "greeting" };
}
