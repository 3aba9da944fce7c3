/**
 * Follow-ups that correct what the request before them said: "不对，是周四", "不是下午，是晚上", "我是说周三",
 * "no, Thursday" (the previous request with its day, time, priority or name replaced), and "时间改成下午四点" (the
 * time of what was just created or moved, on the day it had). Read by followUpOf (follow-ups.ts).
 */
import { BARE_CORRECTION, CORRECTION, CORRECTION_LEAD, INTERJECTION, FIX_ASKED, saidClock } from "./correction-words";
import { examRedated } from "./exam-follow-ups";
import { examRetimed } from "./exam-detail-follow-ups";
import {
  CLOCK,
  dayIn,
  HAS_TIME,
  namedIn,
  objectOf,
  PART_OF_DAY,
  replacedPlace,
  replacedStretch,
  TAIL,
  TIME,
  type FollowUp,
  type PreviousRequest,
} from "./follow-up-words";
import type { Intent } from "./intent-types";
import { detectIntent } from "./intents";
import { spaced, timeAfterDay } from "./kept-time";
import { savedDue, withoutSameDay } from "./note-time-follow-ups";

/**
 * "no, Thursday", "sorry, I meant next friday", "actually make it Friday", "fine, Thursday then" (the other day agreed
 * on), "oops wrong day, it's wednesday", "wait no, make that saturday, same time" (the time kept is the reader's anyway).
 */
// "make it saturday instead", "move it to friday": the verb alone says it too.
const CORRECTION_EN =
  /^(?:(?:(?:no|nope|sorry|oops|wait|actually|ok(?:ay)?|fine|alright|wrong day)\b[,.!\s]*)+(?:i\s+meant|i\s+mean|it'?s|make\s+(?:it|that)|i\s+said|let'?s\s+(?:say|do))?|(?:make|move|change|push)\s+(?:it|that)(?:\s+to)?)\s*(?:on\s+)?((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)(?:\s+(?:then|instead))?(?:,?\s*same\s+time)?[.!\s]*$/i;
/**
 * "时间改成下午四点", "时间换到晚上8点吧", "改到下午四点吧" (a time alone, no day); "不好意思，交表时间应为8:40，请更正":
 * the time the thing noted should have had, its name before 时间 (checked against the note) and the fix asked after.
 */
const TIME_CHANGE = new RegExp(
  `^${INTERJECTION}(?:(?:抱歉|不好意思|sorry)[，,、\\s]*)?(?:那就?|就)?(?:把)?(?:([^，,。把]{1,8}?)的?(?=时间|时候))?(?:时间|时候|点钟)?(?:改成|改到|换成|换到|调成|调到|定在|改为|挪到|移到|应为|应该是|应该为|应当是|应是)\\s*([^，,。]+?)${FIX_ASKED}${TAIL}`,
  "i",
);

/** A quadrant in words: "重要且紧急", "不重要不紧急", "紧急". */
const PRIORITY = /(?:重要|不重要)?(?:且|又|但|而且|并且|不|和)?(?:紧急|不紧急)|(?:不)?重要|简单不重要|复杂不重要/;

/** "说错了，8点" after "晚上7点": a clock said alone stays in the part of the day the time it corrects had. */
function inPartOf(said: string, oldTime: string): string {
  const part = new RegExp(`^${PART_OF_DAY}`).exec(oldTime)?.[0];
  return part && new RegExp(`^${CLOCK}$`).test(said) ? `${part}${said}` : said;
}

/** A request that writes something: the ones a correction or a time change may say again. */
function writes(intent: Intent): boolean {
  return ["edit", "task_edit", "quick_note", "create_task", "schedule_question", "schedule"].includes(intent.family);
}

/**
 * "不对不对，民法作业是周四交": the thing the correction is of named before 是 — a name the request before said, which
 * adds nothing to what is corrected.
 */
const NAMED_BEFORE = new RegExp(`^(${INTERJECTION}${CORRECTION_LEAD}[^，,。]{0,6}?[，,、\\s]+)([\\u4e00-\\u9fa5A-Za-z]{2,8}?)(?:那个|这个|那条|这条)?(?=(?:还是|应该)?是)`, "i");

function withoutNamedThing(text: string, previous: PreviousRequest): string {
  const named = NAMED_BEFORE.exec(text);
  if (!named || !previous.text.includes(named[2]) || dayIn(named[2]) || HAS_TIME.test(named[2])) return text;
  return `${named[1]}${text.slice(named[0].length)}`;
}

export function correction(message: string, previous: PreviousRequest): FollowUp | undefined {
  const text = withoutNamedThing(message, previous);
  // "抱歉，时间应是七点半": what follows the lead is itself a time change (timeChange reads it with its part of the day).
  const bare = BARE_CORRECTION.exec(text);
  const timeSaid = bare !== null && TIME_CHANGE.test(bare[1]);
  const match = CORRECTION.exec(text) ?? CORRECTION_EN.exec(text) ?? (bare && !timeSaid && (dayIn(bare[1]) || HAS_TIME.test(bare[1])) ? bare : null);
  if (!match) return undefined;
  // "不是线代，是高数" after "把线代作业挪到周五": the word said wrong is put right where it stands in the name.
  const taken = WRONG_WORD.exec(text)?.[1];
  const wrong = taken && !dayIn(taken) && !HAS_TIME.test(taken) ? taken : undefined;
  const said = match[1].trim();
  // "不是辅导员，…" (or "…是班主任不是辅导员") when the request before never said 辅导员: the correction is of
  // something else.
  if (wrong && !previous.text.includes(wrong)) return undefined;
  const takenAfter = WRONG_WORD_AFTER.exec(text)?.[1];
  if (takenAfter && !dayIn(takenAfter) && !HAS_TIME.test(takenAfter) && !previous.text.includes(takenAfter)) return undefined;
  if (wrong && /^[\u4e00-\u9fa5]{1,6}$/.test(said) && !dayIn(said) && !HAS_TIME.test(said) && writes(detectIntent(previous.text))) {
    return { family: "correction", text: previous.text.replace(wrong, said) };
  }
  return corrected(said, previous);
}
/** "不是线代，…": the word the correction takes back. */
const WRONG_WORD = /^(?:不对[，,\s]*)?不是([\u4e00-\u9fa5]{1,6})[，,、\s]/;
/** "…是还自行车不是还钥匙": the word taken back after the right one. */
const WRONG_WORD_AFTER = /是[^，,。]+?[，,、\s]*(?:而)?不是([\u4e00-\u9fa5]{1,6})[。！!\s]*$/;

/** "9号": a day of the month said alone; "12月8号": the month a request's date names. */
const DATE_ONLY = /^\d{1,2}\s*[号日]$/;
const MONTH_DATE = /(\d{1,2})\s*月\s*\d{1,2}\s*[号日]/;

/** The previous request with `stated` (a day, a time, a priority or a name) in the place of what it said. */
export function corrected(stated: string, previous: PreviousRequest): FollowUp | undefined {
  // "不对，是周四的课": the day (and its time) is what is corrected; the words after it only repeat the request.
  const day = dayIn(stated);
  const said = day && day.index === 0 ? `${day[0]}${TIME.exec(stated.slice(day[0].length))?.[0] ?? ""}` : stated;
  // "不对，是1月8号" after an exam was recorded: that exam on the day said (an exam is no to-do to re-date).
  // "不对，是下午两点，日子没错": that exam at the clock said, its day kept.
  const exam = examRedated(said, previous) ?? examRetimed(stated, previous);
  if (exam) return exam;
  // "不是问空闲，是问课：周四下午有什么课": a request of its own after the correction, not a word to put back.
  // "周五上午十点开组会" read as no note, though the answer says it saved one ("已记下：开组会（截止 …）"): a note still.
  const saved = savedDue(previous) !== undefined;
  if (said.length > 12 || /[:：?？]/.test(said) || !(writes(detectIntent(previous.text)) || saved)) return undefined;
  const intent = detectIntent(previous.text);
  // "日期记错了，是9号" after "记一下12月8号交…": the day of the month said alone is in the month the request had.
  const month = DATE_ONLY.test(said) ? MONTH_DATE.exec(previous.text)?.[1] : undefined;
  if (month) return corrected(`${month}月${said}`, previous);
  // "记一下周五交实验报告" → "搞错了，是周六": the to-do is already noted; it is re-dated, not noted twice.
  if ((intent.family === "quick_note" || intent.family === "create_task" || saved) && (dayIn(said) || HAS_TIME.test(said))) {
    const day = dayIn(previous.text);
    const oldTime = timeAfterDay(previous.text);
    // "明早九点…" names its day in words dayIn does not read: the day the answer saved it on, and its part of the day.
    const saved = day || dayIn(said) ? undefined : savedDue(previous);
    if (saved) return { family: "correction", text: `把${saved.title}的截止时间改到${saved.day}${inPartOf(saidClock(said), saved.part)}` };
    const when = dayIn(said) ? (HAS_TIME.test(said) ? said : spaced(said, oldTime)) : `${day?.[0] ?? ""}${inPartOf(saidClock(said), oldTime)}`;
    // The title the answer saved it under ("已記下：去銀行") is the to-do's name in the student's own script.
    return { family: "correction", text: `把${savedDue(previous)?.title ?? objectOf(previous)}改到${when}` };
  }
  // "写错了，不是重要的，改成简单不重要": a priority said again replaces the one the previous request set.
  const oldPriority = PRIORITY.exec(previous.text);
  if (PRIORITY.test(said) && oldPriority && !dayIn(said) && !HAS_TIME.test(said)) {
    return { family: "correction", text: `${previous.text.slice(0, oldPriority.index)}${said}${previous.text.slice(oldPriority.index + oldPriority[0].length)}` };
  }
  const placed = replacedPlace(previous.text, said) ?? replacedStretch(previous.text, said);
  if (placed) return { family: "correction", text: placed };
  // "不对，是高数作业": the name the previous request used, replaced.
  const name = namedIn(previous);
  if (name && previous.text.includes(name) && !dayIn(said) && !HAS_TIME.test(said)) {
    return { family: "correction", text: previous.text.replace(name, said) };
  }
  return undefined;
}

/** The last created or moved thing at a new time: a block moved again, a to-do re-dated on the day it had. */
export function timeChange(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = TIME_CHANGE.exec(text);
  // "签到时间应为…": the name said before 时间 is the thing noted, or the message is about something else.
  if (!match || (match[1] !== undefined && !previous.text.includes(match[1]))) return undefined;
  const said = withoutSameDay(match[2].trim());
  // "改到周五" names a day: that is an objectless move, not a time change.
  if (!HAS_TIME.test(said) || dayIn(said)) return undefined;
  // "时间改成…" always leans back; "改到下午四点吧" only when it has nothing else to name.
  const intent = detectIntent(previous.text);
  const found = dayIn(previous.text);
  const day = found?.[0] ?? "";
  // "换到七点半" after "明天晚上八点": a clock alone stays in the part of the day the time it replaces had.
  const time = inPartOf(said, found ? (TIME.exec(previous.text.slice(found.index + found[0].length))?.[0] ?? "") : "");
  if (intent.family === "edit" && intent.action === "move") {
    return { family: "time_change", text: `把${objectOf(previous)}移到${day}${time}` };
  }
  // A to-do just noted or re-dated: its time is its deadline, said so, so it is never taken for a study block.
  const saved = found ? undefined : savedDue(previous);
  if (saved && (intent.family === "quick_note" || intent.family === "create_task")) {
    return { family: "time_change", text: `把${saved.title}的截止时间改到${saved.day}${inPartOf(said, saved.part)}` };
  }
  if (intent.family === "quick_note" || intent.family === "create_task" || intent.family === "task_edit") {
    return { family: "time_change", text: `把${objectOf(previous)}的截止时间改到${day}${time}` };
  }
  return undefined;
}
