/**
 * Follow-ups that point at what the last answer put before the student, read as the request they would be with the
 * thing named:
 * - "第二个已经交了", "最后一个推到周日", "第三个截止改成明晚": an item of the list the answer gave, by its place;
 * - "那个截止改到周四", "这个帮我延到下周二": the one thing the request before recorded or the answer listed;
 * - "那个复习往前挪到上午": the one study block of the day the answer told;
 * - "…，已经交了" after a note: the noted to-do was done already;
 * - "再推迟一个半小时", "往前提半小时": the noted time, shifted.
 * What the answer listed is read by answered-things.ts (its data first). A request naming its own thing is none of
 * these: "那个高数作业改到周五" names the to-do.
 */
import { answeredDay, answeredThings, type AnsweredThing } from "./answered-things";
import { CLOCK, dayIn, HAS_TIME, namedIn, PART_OF_DAY, TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { notedTitle } from "./noted-title";
import { pronounIn, withReferent } from "./references";

const PLACES: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };
const ORDINAL = /^第([一二两三四五六七八1-8])|^(最后|倒数第一)/;

/**
 * The families whose requests name one to-do or block: where a pointed-at thing may go. An item counted off a list
 * may also be asked about ("第三个是哪天截止"): a to-do question with its name as the keyword.
 */
function namesOne(text: string, name?: string): boolean {
  const intent = detectIntent(text);
  if (intent.family === "query_tasks") return name !== undefined && intent.input.keyword === name;
  return intent.family === "edit" || intent.family === "task_edit";
}

function byPlace(things: readonly AnsweredThing[], pronoun: string): AnsweredThing | undefined {
  const match = ORDINAL.exec(pronoun);
  if (!match || things.length < 2) return undefined;
  return match[2] !== undefined ? things.at(-1) : things[(PLACES[match[1]] ?? Number(match[1])) - 1];
}

/** "前面那个…", "后一个…": the first or the second of a list of two. */
const OF_TWO = /^(?:(前面|前边|上面|前)(?:那|的那|一)?个|(后面|后边|下面|后)(?:那|的那|一)?个)(?=[^，,。]*[做完删改挪移推交标])/;
/** "the second one is done", "delete the last one": an English ordinal of the list. */
const EN_ORDINAL = /\bthe\s+(first|second|third|fourth|last)(?:\s+one)?\b/i;
const EN_PLACES: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

/** A list's item said by where it stood, as the text with its name in that place; undefined when none is. */
function byWhere(text: string, previous: PreviousRequest): string | undefined {
  const two = OF_TWO.exec(text);
  const english = EN_ORDINAL.exec(text);
  if (!two && !english) return undefined;
  const things = answeredThings(previous);
  if (two) return things.length === 2 ? `${things[two[1] !== undefined ? 0 : 1].name}${text.slice(two[0].length)}` : undefined;
  const word = english![1].toLowerCase();
  const thing = things.length < 2 ? undefined : word === "last" ? things.at(-1) : things[EN_PLACES[word] - 1];
  return thing ? text.replace(english![0], thing.name) : undefined;
}

export function pointedByWhere(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = byWhere(text, previous);
  if (said === undefined || !namesOne(said)) return undefined;
  // "…is done" around a name the English readers cannot cut: only a reading that names the thing whole is kept.
  const intent = detectIntent(said);
  const named = answeredThings(previous).some((thing) => (intent.family === "task_edit" ? intent.task === thing.name : said.includes(thing.name)));
  return named ? { family: "pointed", text: said } : undefined;
}

/** "那个…", "第三个…": the thing the pronoun or the ordinal stands for, or undefined. */
function pointed(text: string, previous: PreviousRequest): string | undefined {
  const pronoun = pronounIn(text);
  if (pronoun === undefined || pronoun === "那") return undefined;
  const things = answeredThings(previous);
  if (ORDINAL.test(pronoun)) return byPlace(things, pronoun)?.name;
  // A note or an edit just made is what "那个" means; else the one thing the answer listed. A plan's blocks are what
  // its card listed, not the subject it was asked for.
  const made = RECORDING.has(detectIntent(previous.text).family) ? namedIn(previous) : undefined;
  if (things.length === 1) return made ?? things[0].name;
  // "那个挪到晚上" after a day's agenda: a course stays where it is, so the one study block is what moves.
  const study = things.filter((thing) => thing.kind === "study");
  return made ?? (study.length === 1 && MOVE_VERB.test(text) ? study[0].name : undefined);
}

/** The requests that record or change one thing: what "那个" after them means. */
const RECORDING = new Set(["quick_note", "create_task", "task_edit", "edit"]);

/** "，还是下午三点" after a new day: the time it keeps, said apart. */
const KEPT_TIME = new RegExp(`[，,\\s]+(?:时间)?(?:还是|仍然是?|照旧)(?=${PART_OF_DAY}|${CLOCK})`);
/** The verbs that move a block; a to-do just noted is re-dated instead (as references.ts fits a pronoun). */
const MOVE_VERB = /(?:挪|移|调|换|放)(?:到|至)/;

export function pointedThing(text: string, previous: PreviousRequest): FollowUp | undefined {
  const name = pointed(text, previous);
  if (name === undefined) return undefined;
  // "这个帮我…" puts the help before the thing; "那个也删了" says 也 of the thing, which is no part of its name.
  let said = withReferent(text, name)
    .replace(new RegExp(`^(.*?)${escaped(name)}(?:帮我|给我)`), `$1帮我把${name}`)
    .replace(new RegExp(`${escaped(name)}也`), name)
    .replace(KEPT_TIME, "");
  if (notedTitle(detectIntent(previous.text)) === name) said = onNotedDay(said.replace(MOVE_VERB, "改到"), previous);
  else if (answeredThings(previous).some((thing) => thing.name === name && thing.kind === "study")) said = onDay(said, answeredDay(previous));
  const counted = ORDINAL.test(pronounIn(text) ?? "");
  return namesOne(said, counted ? name : undefined) ? { family: "pointed", text: said } : undefined;
}

const REDATING_VERB = /(?:改|推|延|挪|移|调|提前|推迟|延后)(?:到|至|成)/;

/**
 * "交学费改到晚上九点" after "提醒我周四交学费", "图的遍历挪到晚上" after 周五's agenda: a time alone keeps the day
 * the thing had.
 */
function onDay(said: string, day: string | undefined): string {
  const verb = REDATING_VERB.exec(said);
  if (!verb || !day) return said;
  const rest = said.slice(verb.index + verb[0].length);
  if (dayIn(rest) || !HAS_TIME.test(rest)) return said;
  return `${said.slice(0, verb.index + verb[0].length)}${day}${rest}`;
}

function onNotedDay(said: string, previous: PreviousRequest): string {
  return onDay(said, dayIn(previous.text)?.[0]);
}

/**
 * "提前到下午三点", "推迟到周五", "改成后天吧", "还是明天吧": a re-dating that names nothing, after a note or a to-do's
 * re-dating; only a day or a time may follow.
 */
const REDATE = new RegExp(`^(?:那就?|就|再|那)?(?:帮我|给我)?(?:(?:提前|推迟|延后|推|延|改|换)(?:到|至|成)|还是(?:改回|改到|改成)?)([^，,。]+?)${TAIL}`);
const TIME_WORDS = new RegExp(`${PART_OF_DAY}|${CLOCK}|第\\s*[\\d一二两三四五六七八九十]{1,2}(?:\\s*[-~～到至]\\s*[\\d一二两三四五六七八九十]{1,2})?\\s*节|之前|以前|前`, "g");

/** The to-do the request before noted or re-dated. */
function redatedTodo(previous: PreviousRequest): string | undefined {
  const intent = detectIntent(previous.text);
  if (intent.family === "task_edit") return intent.action === "update" ? intent.task : undefined;
  return notedTitle(intent);
}

export function redateNoted(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = REDATE.exec(text);
  const title = redatedTodo(previous);
  if (!match || !title) return undefined;
  const when = match[1].trim();
  const day = dayIn(when);
  // Only the day and the time: "还是算了吧", "改成重要的" say something else.
  const rest = (day ? when.replace(day[0], "") : when).replace(TIME_WORDS, "").replace(/[的\s]/g, "");
  if ((!day && !HAS_TIME.test(when)) || rest !== "") return undefined;
  return { family: "pointed", text: onNotedDay(`把${title}改到${when}`, previous) };
}

function escaped(words: string): string {
  return words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "那个复习往前挪到上午", "这节学习挪到周五": a kind word after the demonstrative. */
const KIND_POINTED = /^((?:那就?|就)?(?:把)?)(?:那个|这个|那节|这节|那块|这块)(?:复习|学习|自习)(?:块)?(?=[移挪放调改换推提往删不])/;

/** The one study block of the day the answer told, by the kind word the student pointed with. */
export function pointedStudy(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = KIND_POINTED.exec(text);
  if (!match) return undefined;
  const study = answeredThings(previous).filter((thing) => thing.kind === "study");
  if (study.length !== 1) return undefined;
  // "往前挪到上午": which way is said by where; a time with no day stays on the day the answer told.
  let rest = text.slice(match[0].length).replace(/^(?:往|向)(?:后|前)(?=[挪移推调放])/, "");
  const day = answeredDay(previous);
  if (!dayIn(rest) && day) rest = rest.replace(/^([挪移推调放换](?:到|至|在))/, `$1${day}`);
  const said = `${match[1].includes("把") ? match[1] : `${match[1]}把`}${study[0].name}${rest}`;
  return namesOne(said) ? { family: "pointed", text: said } : undefined;
}

/** "哦不用了", "刚想起来", "其实": words around a statement that name nothing. */
const CHATTER = /^(?:哦|噢|喔|啊|诶|欸|嗯)?(?:不用了|不用记了|算了|对了|其实|刚想起来|我?想起来了?|我?忘了说|忘说了)?$/;
const DONE_ALREADY = new RegExp(`^(?:我|其实)?(?:早就|已经|早)(?:交|交过|做完|写完|完成|弄完|提交|做)了${TAIL}`);

/** "啊对了，其实早就交了" after a note: the noted to-do is done, said with no name. */
export function doneAlready(text: string, previous: PreviousRequest): FollowUp | undefined {
  const clauses = text.split(/[，,\s]+/).filter((clause) => clause !== "");
  const last = clauses.at(-1) ?? "";
  // The chatter may run into the statement: "我想起来了已经交了".
  const at = last.search(/(?:我|其实)?(?:早就|已经|早)/);
  if (at === -1 || !DONE_ALREADY.test(last.slice(at))) return undefined;
  if (![...clauses.slice(0, -1), last.slice(0, at)].every((clause) => CHATTER.test(clause))) return undefined;
  const title = notedTitle(detectIntent(previous.text));
  return title ? { family: "pointed", text: `${title}${last.slice(at)}` } : undefined;
}

const SHIFT = new RegExp(`^(?:那就?|就)?(?:时间|时候)?(?:再)?(提前|推迟|延后|推后|往后推|往后挪|往后|往前提|往前挪|往前|晚|早)(半|一|两|二|三|[1-3])?(?:个)?(半)?(小时|钟头)${TAIL}`);
const AMOUNTS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3 };
const TIME_AT = new RegExp(`(${PART_OF_DAY})?\\s*(${CLOCK})`);
const HOUR_NUMBERS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };

/** "晚上8点" → 20:00 in minutes; undefined when the clock is not one the readers know. */
function minutesOf(part: string | undefined, clock: string): number | undefined {
  const match = /^(\d{1,2}|[一两二三四五六七八九十]{1,3})\s*(?:[:：]\s*(\d{2})|点(半|(\d{1,2})分?)?)/.exec(clock);
  if (!match) return undefined;
  let hour = /\d/.test(match[1]) ? Number(match[1]) : HOUR_NUMBERS[match[1]];
  if (hour === undefined) return undefined;
  if (part && /下午|傍晚|晚上/.test(part) && hour < 12) hour += 12;
  const minute = match[2] ? Number(match[2]) : match[3] === "半" ? 30 : match[4] ? Number(match[4]) : 0;
  return hour * 60 + minute;
}

/** "再推迟一个半小时" after "明天下午2点提醒我开班会": the noted to-do at the time it had, shifted. */
export function shiftedTime(text: string, previous: PreviousRequest): FollowUp | undefined {
  const shift = SHIFT.exec(text);
  const title = notedTitle(detectIntent(previous.text));
  const day = dayIn(previous.text);
  if (!shift || !title) return undefined;
  const time = TIME_AT.exec(day ? previous.text.slice(day.index) : previous.text);
  const minutes = time ? minutesOf(time[1], time[2]) : undefined;
  if (minutes === undefined) return undefined;
  const hours = shift[2] === "半" ? 0.5 : (AMOUNTS[shift[2] ?? "一"] ?? Number(shift[2])) + (shift[3] ? 0.5 : 0);
  const moved = minutes + (/提前|前|早/.test(shift[1]) ? -1 : 1) * hours * 60;
  if (moved < 0 || moved >= 24 * 60) return undefined;
  const clock = `${String(Math.floor(moved / 60)).padStart(2, "0")}:${String(moved % 60).padStart(2, "0")}`;
  return { family: "pointed", text: `把${title}改到${day?.[0] ?? "今天"}${clock}` };
}

const DAY_SHIFT = new RegExp(`^(?:那就?|就)?(?:再)?(提前|推迟|延后|推后|往后推|往后挪|往后|往前提|往前挪|往前|晚|早)(一|两|二|三|[1-3])天${TAIL}`);
const RELATIVE_DAYS = ["今天", "明天", "后天", "大后天"];
const WEEKDAY_NAMES = "一二三四五六日";

/** The day `by` days after (or before) a day word, in the same kind of words; undefined when it leaves them. */
function shiftedDay(word: string, by: number): string | undefined {
  const relative = RELATIVE_DAYS.indexOf(word);
  if (relative !== -1) return RELATIVE_DAYS[relative + by];
  const weekday = /^((?:下下|下|这|本)?)(?:周|星期|礼拜)([一二三四五六日天])$/.exec(word);
  if (weekday) {
    const index = WEEKDAY_NAMES.indexOf(weekday[2] === "天" ? "日" : weekday[2]) + by;
    return index >= 0 && index < 7 ? `${weekday[1]}周${WEEKDAY_NAMES[index]}` : undefined;
  }
  const date = /^(\d{1,2})月(\d{1,2})[日号]$/.exec(word);
  if (!date) return undefined;
  // Any year: only the month's length matters, and the term never holds 29 February.
  const moved = new Date(Date.UTC(2025, Number(date[1]) - 1, Number(date[2]) + by));
  return `${moved.getUTCMonth() + 1}月${moved.getUTCDate()}日`;
}

/** "往后推一天", "提前两天" after "提醒我周四交学费": the noted day, shifted, at the time it had. */
export function shiftedDayNoted(text: string, previous: PreviousRequest): FollowUp | undefined {
  const shift = DAY_SHIFT.exec(text);
  const title = notedTitle(detectIntent(previous.text));
  const day = dayIn(previous.text);
  if (!shift || !title || !day) return undefined;
  const by = (AMOUNTS[shift[2]] ?? Number(shift[2])) * (/提前|前|早/.test(shift[1]) ? -1 : 1);
  const moved = shiftedDay(day[0], by);
  if (moved === undefined) return undefined;
  const time = TIME_AT.exec(previous.text.slice(day.index + day[0].length));
  return { family: "pointed", text: `把${title}改到${moved}${time && time.index === 0 ? time[0] : ""}` };
}

/** "make it 4pm instead", "change the time to 7:30pm": a note's time, said in English, on the day it had. */
const EN_TIME_CHANGE = /^(?:no,?\s*|actually,?\s*|ok(?:ay)?,?\s*)?(?:make it|change (?:it|the time) to|move it to|set it (?:to|for))\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm))(?:\s+instead)?[.!\s]*$/i;

export function englishTimeChange(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = EN_TIME_CHANGE.exec(text.trim());
  const title = notedTitle(detectIntent(previous.text));
  if (!match || !title) return undefined;
  const day = dayIn(previous.text)?.[0];
  return { family: "pointed", text: `把${title}改到${day ? `${day} ` : ""}${match[1]}` };
}

