/**
 * Follow-ups that point at what the last answer put before the student, read as the request they would be with the
 * thing named:
 * - "第二个已经交了", "最后一个推到周日", "第三个截止改成明晚": an item of the list the answer gave, by its place;
 * - "那个截止改到周四", "这个帮我延到下周二": the one thing the request before recorded or the answer listed;
 * - "那个复习往前挪到上午": the one study block of the day the answer told;
 * - "前面那个做完了", "delete the last one": the first or second of two, an English ordinal.
 * What the answer listed is read by answered-things.ts (its data first). A request naming its own thing is none of
 * these: "那个高数作业改到周五" names the to-do.
 */
import { answeredDay, answeredThings, type AnsweredThing } from "./answered-things";
import { CLOCK, dayIn, namedIn, PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { withoutAbandon } from "./compound";
import { detectIntent } from "./intents";
import { atPlace, PLACE_WORDS, placeOf } from "./list-places";
import { notedTitle } from "./noted-title";
import { onDay, onNotedDay } from "./note-time-follow-ups";
import { PLANNED_POINTER, pronounIn, withReferent } from "./references";


/**
 * The families whose requests name one to-do or block: where a pointed-at thing may go. An item counted off a list
 * may also be asked about ("第三个是哪天截止"): a to-do question with its name as the keyword.
 */
function namesOne(text: string, name?: string): boolean {
  const intent = detectIntent(text);
  if (intent.family === "query_tasks") return name !== undefined && intent.input.keyword === name;
  // "中间那个想放周日上午，帮我排上": the item counted off is planned, alone.
  if (intent.family === "schedule") return name !== undefined && intent.hints.length === 1 && intent.hints[0] === name;
  return intent.family === "edit" || intent.family === "task_edit";
}

function byPlace(things: readonly AnsweredThing[], pronoun: string): AnsweredThing | undefined {
  return things.length < 2 ? undefined : atPlace(things, pronoun);
}

/** "前面那个…", "后一个…", "上面那条…": the first or the second of a list of two. */
const OF_TWO = /^(?:(前面|前边|上面|前)(?:那|的那|一)?(?:个|条|项)|(后面|后边|下面|后)(?:那|的那|一)?(?:个|条|项))(?=[^，,。]*[做完删改挪移推交标])/;
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
  if (placeOf(pronoun) !== undefined) return byPlace(things, pronoun)?.name;
  // A note or an edit just made is what "那个" means; else the one thing the answer listed. A plan's blocks are what
  // its card listed, not the subject it was asked for.
  const made = RECORDING.has(detectIntent(previous.text).family) ? namedIn(previous) : undefined;
  if (things.length === 1) return made ?? things[0].name;
  // "那个挪到晚上" after a day's agenda: a course stays where it is, so the one study block is what moves.
  const study = things.filter((thing) => thing.kind === "study");
  return made ?? (study.length === 1 && MOVE_VERB.test(text) ? study[0].name : undefined);
}

const COUNTED_CLAUSE = new RegExp(`^(${PLACE_WORDS})(?:(?:学习块|任务|待办))?(?=\\S)`);

/**
 * "第一个学完了，第三个跳过了" after "昨天有哪些学习块没打卡": each clause opens with the place of an item of the list
 * the answer gave, and tells what became of it. After a question about check-ins the clauses are a check-in of the
 * day it asked about.
 */
export function countedOff(text: string, previous: PreviousRequest): FollowUp | undefined {
  const clauses = text.trim().replace(/[。.!！~～\s]+$/, "").split(/[，,；;]\s*/);
  const things = answeredThings(previous);
  if (clauses.length < 2 || things.length < 2) return undefined;
  const said: string[] = [];
  for (const clause of clauses) {
    const place = COUNTED_CLAUSE.exec(clause);
    const thing = place ? atPlace(things, place[1]) : undefined;
    if (!place || !thing) return undefined;
    said.push(`${thing.name}${clause.slice(place[0].length)}`);
  }
  const asked = detectIntent(previous.text);
  const checkins = asked.family === "progress" || /打卡/.test(previous.said ?? "");
  const day = asked.family === "progress" && asked.range ? `${asked.range}的` : "";
  const full = checkins ? `${day}打卡：${said.join("，")}` : said.join("，");
  return ["checkin", "task_edit", "compound"].includes(detectIntent(full).family) ? { family: "pointed", text: full } : undefined;
}

/** The requests that record or change one thing: what "那个" after them means. */
const RECORDING = new Set(["quick_note", "create_task", "task_edit", "edit"]);

/** "，还是下午三点" after a new day: the time it keeps, said apart. */
const KEPT_TIME = new RegExp(`[，,\\s]+(?:时间)?(?:还是|仍然是?|照旧)(?=${PART_OF_DAY}|${CLOCK})`);
/** The verbs that move a block; a to-do just noted is re-dated instead (as references.ts fits a pronoun). */
const MOVE_VERB = /(?:挪|移|调|换|放)(?:到|至)/;

export function pointedThing(message: string, previous: PreviousRequest): FollowUp | undefined {
  // "算了，那个先不弄了": a first thought dropped; what follows 算了 points at the thing.
  const text = withoutAbandon(message).rest || message;
  const name = pointed(text, previous);
  if (name === undefined) return undefined;
  // "这个帮我…" puts the help before the thing; "那个也删了" says 也 of the thing, which is no part of its name.
  let said = withReferent(text, name)
    .replace(new RegExp(`^(.*?)${escaped(name)}(?:帮我|给我)`), `$1帮我把${name}`)
    .replace(new RegExp(`${escaped(name)}也`), name)
    .replace(KEPT_TIME, "");
  if (notedTitle(detectIntent(previous.text)) === name) said = onNotedDay(said.replace(MOVE_VERB, "改到"), previous);
  else if (answeredThings(previous).some((thing) => thing.name === name && thing.kind === "study")) said = onDay(said, answeredDay(previous));
  // "那就先排它": the thing planned alone, as an item counted off is.
  const counted = placeOf(pronounIn(text) ?? "") !== undefined || PLANNED_POINTER.test(text.trim());
  if (!namesOne(said, counted ? name : undefined)) return undefined;
  // "这个其实后来补上了，改成完成" after an answer on the blocks missed: a study block is checked in, not a to-do done.
  const done = detectIntent(said);
  const missedAsked = detectIntent(previous.text).family === "progress";
  if (missedAsked && done.family === "task_edit" && done.action === "complete") {
    // "12月1日（周二）19:00「X」": the day the answer said it was missed on is the day checked in.
    const day = new RegExp(`(\\d{1,2}月\\d{1,2}日)[^「\\n；;]*「${escaped(name)}」`).exec(previous.said ?? "")?.[1];
    return { family: "pointed", text: `${day ? `${day}的` : ""}打卡：${name}完成` };
  }
  return { family: "pointed", text: said };
}

function escaped(words: string): string {
  return words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * "那个复习往前挪到上午", "这节学习挪到周五", "那个复习的先去掉", "上面那条学习的拿掉": a kind word after the
 * demonstrative (a 先 or 就 before the verb says when, not what).
 */
// "学习那块改到当天晚上七点": the kind word first, then the demonstrative, the same way.
// "最后那块复习往后推到晚上七点": the last of the day told, pointed at with its kind word, the same way.
const KIND_POINTED =
  /^((?:那就?|就)?(?:把)?)(?:(?:上面|刚才|刚刚)的?)?(?:(?:(?:最后|最后面|最晚)的?)?(?:那个|这个|那条|这条|那节|这节|那块|这块)(?:复习|学习|自习)(?:块|的)?|(?:复习|学习|自习)(?:那个|那节|那块|这块))(?:先|就|也)?(?=[移挪放调改换推提往删不拿去撤取砍])/;

/** The one study block of the day the answer told, by the kind word the student pointed with. */
export function pointedStudy(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = KIND_POINTED.exec(text);
  if (!match) return undefined;
  const study = answeredThings(previous).filter((thing) => thing.kind === "study");
  return study.length === 1 ? pointedAs(match[1], study[0].name, text.slice(match[0].length), previous) : undefined;
}

/** The request said of the thing pointed at: the lead kept, 把 before the name, the rest on the day the answer told. */
function pointedAs(lead: string, name: string, after: string, previous: PreviousRequest): FollowUp | undefined {
  // "往前挪到上午": which way is said by where; a time with no day stays on the day the answer told.
  // "往后推到晚上七点": a block of the day told is moved, however it is pushed; 推到 alone would re-date a to-do.
  let rest = after.replace(/^(?:往|向)(?:后|前)(?=[挪移推调放])/, "").replace(/^推(?=到|至)/, "挪");
  const day = answeredDay(previous);
  // "改到当天晚上七点": 当天 is the day the answer told.
  if (day) rest = rest.replace(/^([挪移推调放换改](?:到|至|在))(?:当天|同一天|那天)/, `$1${day}`);
  if (!dayIn(rest) && day) rest = rest.replace(/^([挪移推调放换改](?:到|至|在))/, `$1${day}`);
  const said = `${lead.includes("把") ? lead : `${lead}把`}${name}${rest}`;
  return namesOne(said) ? { family: "pointed", text: said } : undefined;
}

/**
 * "体育课后面那节复习", "高数之前的那节": the block next to a thing the answer listed, in the answer's order (a day's
 * agenda is listed by the clock).
 */
const BY_NEIGHBOUR =
  /^((?:那就?|就)?(?:把)?)(\p{Script=Han}{1,10}?)课?的?(后面|后边|后头|之后|下面|前面|前边|之前|上面)的?(?:那节|这节|那个|那块|一节)(?:复习|学习|自习|课)?(?:块|的)?(?:先|就|也)?(?=[移挪放调改换推提往删不拿去撤取砍])/u;

export function pointedByNeighbour(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = BY_NEIGHBOUR.exec(text);
  if (!match) return undefined;
  const things = answeredThings(previous);
  // "英语课" for 大学英语: the class by a word of its name, when no thing is named so exactly.
  const exact = things.findIndex((thing) => thing.name === match[2]);
  const at = exact !== -1 ? exact : things.findIndex((thing) => thing.name.includes(match[2]));
  const next = at === -1 ? undefined : things[/[后下]/.test(match[3]) ? at + 1 : at - 1];
  // Only a study block is pointed at so; a class beside it is no block of the plan to move or take out.
  return next?.kind === "study" ? pointedAs(match[1], next.name, text.slice(match[0].length), previous) : undefined;
}
