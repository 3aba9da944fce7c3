/**
 * Follow-ups that lean on the request before them and are read as that request said again:
 * - "那就挪到周五第7-8节", "就改到周四吧", "那就不排了": a verb with no object → the thing the previous request named
 *   (or "它", which references.ts resolves against what the last card named);
 * - "不对，是周四", "不是下午，是晚上", "我是说周三": a correction → the previous request with its day, time or
 *   name replaced;
 * - "时间改成下午四点", "改到下午四点吧": the time of what was just created or moved, on the day it had;
 * - "那就放那个时间", "就这个时间吧": the slot the assistant's last answer offered, for the thing named before it.
 * Ordinary sentences that start with 那 ("那个高数作业改到周五", "那明天下午有空吗") are no follow-ups: each family
 * needs its own shape, and a follow-up is only read so when there is a previous request to lean on.
 */
import { DAY_WORD } from "./day-words";
import { detectIntent } from "./intents";
import type { Intent } from "./intent-types";
import { pronounIn } from "./references";

/** The request before the current one: its text as re-read (itself perhaps a follow-up) and its answers. */
export interface PreviousRequest {
  text: string;
  /** The student's answers to the questions it raised, oldest first (a pronoun's answer names the thing). */
  answerTexts: readonly string[];
  /** What the assistant answered it with, when it answered with words rather than a question. */
  said?: string;
}

type FollowUpFamily = "objectless" | "correction" | "time_change" | "accept_slot" | "plan_again" | "make_up";

export interface FollowUp {
  family: FollowUpFamily;
  /** The request as it would have been said in full. */
  text: string;
}

const PART_OF_DAY = "(?:上午|早上|早晨|中午|下午|傍晚|晚上)";
const CLOCK = "(?:\\d{1,2}\\s*[:：]\\s*\\d{2}|[\\d一二两三四五六七八九十]{1,3}\\s*点(?:半|\\d{1,2}分?)?)";
const PERIOD = "(?:第\\s*[\\d一二两三四五六七八九十]{1,2}(?:\\s*[-~～到至]\\s*[\\d一二两三四五六七八九十]{1,2})?\\s*节)";
/** The time part of a place: "下午第7-8节", "晚上8点", "14:00", "下午". */
const TIME = new RegExp(`^(?:的)?(?:${PART_OF_DAY}\\s*(?:${CLOCK}|${PERIOD})?|${CLOCK}|${PERIOD})`);
const HAS_TIME = new RegExp(`${PART_OF_DAY}|${CLOCK}|${PERIOD}`);

const TAIL = "(?:吧|啊|呀|哈|呢|才对|好了|就行|就好)?[。.!！~～\\s]*$";
const VERBS = "(?:挪|移|放|调|换|改|搬)";

/** "那就挪到周五第7-8节": a lead word, then the verb at once. "那个…", "那明天…" have no verb there. */
const OBJECTLESS = new RegExp(`^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那还是|那再|那|就|还是)(?:帮我|给我)?(?:再)?(${VERBS}(?:到|去|在|成|至)[^，,。]+|(?:删了|删掉|不排了|先不排了?|不要了)${TAIL.slice(0, -1)})$`, "i");
/** "不对，是周四", "不是下午，是晚上", "错了，应该是周三", "我是说周三". */
const CORRECTION = new RegExp(
  `^(?:(?:不对|不是|错了|说错了|搞错了|写错了|打错了|我说错了|sorry|抱歉)[^，,。]{0,6}?[，,、\\s]*(?:不是[^，,。]{0,6}[，,、\\s]*)?(?:是|应该是|我是说|我说的是|改成|换成|改回|改为)|我是说|我说的是)\\s*([^，,。]+?)${TAIL}`,
  "i",
);
/** "no, Thursday", "sorry, I meant next friday", "actually make it Friday". */
const CORRECTION_EN = /^(?:no|nope|sorry|oops|wait|actually)\b[,.!\s]*(?:i\s+meant|i\s+mean|it'?s|make\s+it|i\s+said)?\s*(?:on\s+)?((?:next\s+|this\s+)?[a-z]+day|tomorrow|today)[.!\s]*$/i;
/** "时间改成下午四点", "时间换到晚上8点吧", "改到下午四点吧" (a time alone, no day). */
const TIME_CHANGE = new RegExp(`^(?:那就?|就)?(?:把)?(?:时间|时候|点钟)?(?:改成|改到|换成|换到|调成|调到|定在|改为|挪到|移到)\\s*([^，,。]+?)${TAIL}`);
/** "那就放那个时间", "就这个时间吧", "好，就那个时候". */
const ACCEPT_SLOT = new RegExp(
  `^(?:好的?|行|可以|嗯|ok)?[，,\\s]*(?:那就|就|那)?(?:放|排|定|安排|选|用|挪|移)?(?:在|到)?(?:那个|这个|那|这)(?:时间|时段|时候|空|空档|位置)(?:吧|好了|就行|呗)?[。.!！~～\\s]*$`,
  "i",
);

/** A quadrant in words: "重要且紧急", "不重要不紧急", "紧急". */
const PRIORITY = /(?:重要|不重要)?(?:且|又|但|而且|并且|不|和)?(?:紧急|不紧急)|(?:不)?重要|简单不重要|复杂不重要/;

/** The last day a text names: "周一晚上那个…挪到周四" moves to 周四, which is the day a follow-up means. */
function dayIn(text: string): RegExpExecArray | null {
  const all = new RegExp(DAY_WORD.source, "gi");
  let last: RegExpExecArray | null = null;
  for (let match = all.exec(text); match; match = all.exec(text)) last = match;
  return last;
}

/** The thing a request named: a block's or to-do's name, the answer a pronoun got, or undefined. */
function namedIn(previous: PreviousRequest): string | undefined {
  // "把它移到明天" answered "集合与二元关系": the answer is the name.
  if (pronounIn(previous.text) !== undefined && previous.answerTexts.length > 0) return previous.answerTexts.at(-1);
  const intent: Intent = detectIntent(previous.text);
  const name =
    intent.family === "edit" && intent.action !== "swap"
      ? "name" in intent.reference
        ? intent.reference.name
        : `[${intent.reference.id}]`
      : intent.family === "task_edit"
        ? intent.task
        : undefined;
  return name === undefined || pronounIn(`把${name}删了`) !== undefined ? undefined : name;
}

/** What the previous request created or changed, as the object of a rewritten request: its name, else "它". */
function objectOf(previous: PreviousRequest): string {
  return namedIn(previous) ?? "它";
}

/** "把学生会策划案挪到周四下午第7-8节" + "周五" → the day replaced; + "晚上" → the time replaced too. */
function replacedPlace(text: string, place: string): string | undefined {
  const newDay = dayIn(place);
  const newTime = HAS_TIME.test(place);
  const oldDay = dayIn(text);
  if (oldDay) {
    const after = text.slice(oldDay.index + oldDay[0].length);
    const oldTime = TIME.exec(after)?.[0] ?? "";
    const replacement = newDay ? (newTime ? place : `${place}${oldTime}`) : newTime ? `${oldDay[0]}${place}` : undefined;
    if (replacement === undefined) return undefined;
    return `${text.slice(0, oldDay.index)}${replacement}${after.slice(oldTime.length)}`;
  }
  // No day in the request: a time replaces its time words, or follows its verb.
  if (!newTime && !newDay) return undefined;
  const time = new RegExp(`(?:${PART_OF_DAY}\\s*(?:${CLOCK}|${PERIOD})?|${CLOCK}|${PERIOD})`).exec(text);
  if (time) return `${text.slice(0, time.index)}${place}${text.slice(time.index + time[0].length)}`;
  return undefined;
}

/** A request that writes something: the ones a correction or a time change may say again. */
function writes(intent: Intent): boolean {
  return ["edit", "task_edit", "quick_note", "create_task", "schedule_question", "schedule"].includes(intent.family);
}

function correction(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = CORRECTION.exec(text) ?? CORRECTION_EN.exec(text);
  if (!match) return undefined;
  // "不对，是周四的课": the day (and its time) is what is corrected; the words after it only repeat the request.
  const stated = match[1].trim();
  const day = dayIn(stated);
  const said = day && day.index === 0 ? `${day[0]}${TIME.exec(stated.slice(day[0].length))?.[0] ?? ""}` : stated;
  // "不是问空闲，是问课：周四下午有什么课": a request of its own after the correction, not a word to put back.
  if (said.length > 12 || /[:：?？]/.test(said) || !writes(detectIntent(previous.text))) return undefined;
  const intent = detectIntent(previous.text);
  // "记一下周五交实验报告" → "搞错了，是周六": the to-do is already noted; it is re-dated, not noted twice.
  if ((intent.family === "quick_note" || intent.family === "create_task") && (dayIn(said) || HAS_TIME.test(said))) {
    const day = dayIn(previous.text);
    const oldTime = day ? (TIME.exec(previous.text.slice(day.index + day[0].length))?.[0] ?? "") : "";
    const when = dayIn(said) ? (HAS_TIME.test(said) ? said : `${said}${oldTime}`) : `${day?.[0] ?? ""}${said}`;
    return { family: "correction", text: `把它改到${when}` };
  }
  // "写错了，不是重要的，改成简单不重要": a priority said again replaces the one the previous request set.
  const oldPriority = PRIORITY.exec(previous.text);
  if (PRIORITY.test(said) && oldPriority && !dayIn(said) && !HAS_TIME.test(said)) {
    return { family: "correction", text: `${previous.text.slice(0, oldPriority.index)}${said}${previous.text.slice(oldPriority.index + oldPriority[0].length)}` };
  }
  const placed = replacedPlace(previous.text, said);
  if (placed) return { family: "correction", text: placed };
  // "不对，是高数作业": the name the previous request used, replaced.
  const name = namedIn(previous);
  if (name && previous.text.includes(name) && !dayIn(said) && !HAS_TIME.test(said)) {
    return { family: "correction", text: previous.text.replace(name, said) };
  }
  return undefined;
}

/** The last created or moved thing at a new time: a block moved again, a to-do re-dated on the day it had. */
function timeChange(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = TIME_CHANGE.exec(text);
  if (!match) return undefined;
  const time = match[1].trim();
  // "改到周五" names a day: that is an objectless move, not a time change.
  if (!HAS_TIME.test(time) || dayIn(time)) return undefined;
  // "时间改成…" always leans back; "改到下午四点吧" only when it has nothing else to name.
  const intent = detectIntent(previous.text);
  const day = dayIn(previous.text)?.[0] ?? "";
  if (intent.family === "edit" && intent.action === "move") {
    return { family: "time_change", text: `把${objectOf(previous)}移到${day}${time}` };
  }
  if (intent.family === "quick_note" || intent.family === "create_task" || intent.family === "task_edit") {
    return { family: "time_change", text: `把${objectOf(previous)}改到${day}${time}` };
  }
  return undefined;
}

function objectless(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = OBJECTLESS.exec(text);
  if (!match) return undefined;
  let rest = match[1];
  // "那就挪到下午四点": a time with no day keeps the day the previous request had.
  const day = dayIn(previous.text)?.[0];
  if (!dayIn(rest) && HAS_TIME.test(rest) && day) rest = rest.replace(/^(.(?:到|去|在|成|至))/, `$1${day}`);
  return { family: "objectless", text: `把${objectOf(previous)}${rest}` };
}

const SLOT_DAY = new RegExp(`(?:\\d{1,2}月\\d{1,2}日\\s*)?(?:周[一二三四五六日])|${DAY_WORD.source}`, "i");
const SLOT_CLOCK = /(\d{1,2}:\d{2})(?:\s*[–-]\s*\d{1,2}:\d{2})?|第(\d+)(?:-\d+)?节/;

/** Every place the assistant's answer offered, in order: each clock time or period with the day said before it. */
export function offeredSlots(said: string): string[] {
  const tokens = new RegExp(`${SLOT_DAY.source}|${SLOT_CLOCK.source}`, "gi");
  const slots: string[] = [];
  let day: string | undefined;
  for (const match of said.matchAll(tokens)) {
    const clock = SLOT_CLOCK.exec(match[0]);
    if (clock && clock.index === 0 && clock[0] === match[0]) {
      if (day !== undefined) slots.push(clock[1] ? `${day}${clock[1]}` : `${day}第${clock[2]}节`);
    } else {
      day = /\d{1,2}月\d{1,2}日/.exec(match[0])?.[0] ?? match[0];
    }
  }
  return slots;
}

/** The first place the assistant's answer offered: its day and its first clock time or period. */
export function offeredSlot(said: string): string | undefined {
  return offeredSlots(said)[0];
}

/** "就第二个吧", "放第二个时间": one of the places the answer offered, by its place in the list. */
const PICK_SLOT = /^(?:好的?|行|嗯)?[，,\s]*(?:那就|就|那)?(?:放|排|选|用|定)?(?:在|到)?第([一二两三四1-4])个(?:时间|时段|空|空档)?(?:吧|好了|就行|呗)?[。.!！~～\s]*$/;
const SLOT_PLACES: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4 };

/** "那就把读书笔记放那个时间": the thing named, put in the place the answer offered. */
const NAMED_ACCEPT_SLOT = new RegExp(
  `^(?:好的?|行|可以|嗯|ok)?[，,\\s]*(?:那就|就|那)?(?:帮我)?把(.{2,20}?)(?:放|排|定|安排|挪|移)(?:在|到)?(?:那个|这个|那|这)(?:时间|时段|时候|空|空档|位置)(?:吧|好了|就行|呗)?[。.!！~～\\s]*$`,
  "i",
);

function acceptSlot(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  // Only an answer about free time offers a slot; a move's reply also names the place it left.
  if (previous.said === undefined || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const slots = offeredSlots(previous.said);
  const picked = PICK_SLOT.exec(text);
  // An ordinal picks a slot only when the answer offered several; otherwise it is an ordinal of something else.
  const named = NAMED_ACCEPT_SLOT.exec(text);
  const slot = named ? slots[0] : ACCEPT_SLOT.test(text)
    ? slots[0]
    : picked && slots.length > 1
      ? slots[(SLOT_PLACES[picked[1]] ?? Number(picked[1])) - 1]
      : undefined;
  if (!slot) return undefined;
  // The thing: the one the message names, else the one the question named, else the one named the request before
  // it, else what the last card named.
  const name = named?.[1] ?? namedIn(previous) ?? (before ? namedIn(before) : undefined) ?? "它";
  return { family: "accept_slot", text: `把${name}移到${slot}` };
}

/**
 * The current message as a full request, when it is a follow-up of `previous` (and of `before`, the request ahead of
 * that one); undefined when it stands on its own.
 */
/**
 * "每天别超过2节，重新排一下" after a plan was proposed: how to spread it, with no subject or range of its own, asks
 * for the previous plan again under that condition.
 */
function planAgain(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!/重新|再排|重排|再来/.test(text)) return undefined;
  const intent = detectIntent(text);
  if (intent.family !== "schedule" || intent.hints.length > 0 || intent.range !== undefined || intent.forExams) return undefined;
  const before = detectIntent(previous.text);
  if (before.family !== "schedule") return undefined;
  return { family: "plan_again", text: `${previous.text.replace(/[。.!！~～\s]+$/, "")}，${text}` };
}

/** "那就补到周五晚上吧", "就补在周末": making up, with no object, the time it is made up in. */
const MAKE_UP = new RegExp(`^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那|就|还是)(?:帮我|给我)?(?:再)?补(?:到|在|进)([^，,。]+?)${TAIL}`, "i");

/** After a block was said skipped or half done, "那就补到…" puts what was missed into that time. */
function makeUp(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = MAKE_UP.exec(text);
  if (!match) return undefined;
  const before = detectIntent(previous.text);
  const parts = before.family === "compound" ? before.parts : [before];
  const missed = parts.some((part) => part.family === "checkin" && part.entries.some((entry) => entry.status !== "done"));
  return missed ? { family: "make_up", text: `把没做的补到${match[1].trim()}` } : undefined;
}

export function followUpOf(text: string, previous: PreviousRequest | undefined, before?: PreviousRequest): FollowUp | undefined {
  if (!previous) return undefined;
  const trimmed = text.trim();
  return (
    acceptSlot(trimmed, previous, before) ??
    correction(trimmed, previous) ??
    timeChange(trimmed, previous) ??
    objectless(trimmed, previous) ??
    makeUp(trimmed, previous) ??
    planAgain(trimmed, previous)
  );
}
