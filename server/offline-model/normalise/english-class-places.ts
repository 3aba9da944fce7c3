/**
 * An English request that sets something beside a class: "put 错题本 right after Thursday's linear algebra class",
 * "move 谓词逻辑 to right after my Friday afternoon class". The class is the timetable's, found on the day's agenda by
 * the readers of the Chinese sentence (decide/block-after-class.ts, the places beside a class), which know no
 * English; so the request is read as the Chinese one ("把错题本放在周四线性代数课后面"). Only the shape below, in a
 * message with no Chinese sentence around it; what is put stays the student's words. A reminder timed by a class is
 * read the same way (english-reminder-anchors.ts, which reads the class with englishClassInChinese).
 */
import type { Reading } from "./reading";
import { replacedAll } from "./rewrite";

const WEEKDAYS: Record<string, string> = { mon: "一", tue: "二", wed: "三", thu: "四", fri: "五", sat: "六", sun: "日" };
const DAY = String.raw`(?:(?:this|next)\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tomorrow|tmr|tmrw`;
const PARTS: Record<string, string> = { morning: "上午", afternoon: "下午", evening: "晚上", night: "晚上" };

/** The courses of a timetable by their English names; a name said in Chinese is kept as it is. */
const COURSES: readonly [RegExp, string][] = [
  [/^linear algebra$/i, "线性代数"],
  [/^(?:calculus|advanced math(?:s|ematics)?)$/i, "高等数学"],
  [/^discrete (?:math(?:s|ematics)?)$/i, "离散数学"],
  [/^(?:prob(?:ability)?|stat(?:s|istics))$/i, "概率论"],
  [/^physics$/i, "大学物理"],
  [/^(?:pe|gym|sports?)$/i, "体育"],
  [/^(?:programming|coding)$/i, "程序设计"],
  [/^english$/i, "大学英语"],
  [/^politics$/i, "思想政治"],
];

/**
 * "my Friday afternoon class", "Thursday's linear algebra class", "my Thursday morning classes", "my first class on
 * Monday". Groups: day, part, first/last, course, classes, day said after.
 */
// "right after Thursday's linear algebra": a course of the table named at the end of the message is its class, 课 unsaid.
const COURSE_WORDS = "linear algebra|calculus|advanced math(?:s|ematics)?|discrete math(?:s|ematics)?|prob(?:ability)?|stat(?:s|istics)|physics|pe|gym|programming|coding|english|politics";
const NOUN_UNSAID = String.raw`(?<=\b(?:${COURSE_WORDS}))(?=\s*[.!?]*\s*$)`;
const CLASS = String.raw`(?:my\s+|the\s+)?(?:(${DAY})(?:'s)?\s+)?(?:(morning|afternoon|evening|night)\s+)?(?:(first|last)\s+)?(?:(\p{Script=Han}{1,8}|[a-z]+(?:\s+[a-z]+)?)(?:\s+|${NOUN_UNSAID}))??(class(?:es)?|lectures?|lessons?|${NOUN_UNSAID})(?:\s+on\s+(${DAY}))?`;

function dayInChinese(word: string | undefined): string {
  if (word === undefined) return "";
  const lower = word.toLowerCase().replace(/\s+/g, " ");
  if (lower === "today") return "今天";
  if (/^(?:tomorrow|tmrw?)$/.test(lower)) return "明天";
  const [, lead, day] = /^(?:(this|next)\s+)?(\w{3})/.exec(lower) ?? [];
  return `${lead === "next" ? "下" : ""}周${WEEKDAYS[day ?? ""] ?? ""}`;
}

/** The class said in Chinese, without its 前/后: "周四上午第一节课", "周五下午那门课", "周四线性代数课". */
function classInChinese(groups: readonly (string | undefined)[]): string | undefined {
  const [day, part, order, course, noun, dayAfter] = groups;
  const said = course === undefined ? "" : /\p{Script=Han}/u.test(course) ? course : COURSES.find(([name]) => name.test(course))?.[1];
  if (said === undefined || (day ?? dayAfter) === undefined) return undefined;
  const ordinal = order === undefined ? "" : order.toLowerCase() === "first" ? "第一节" : "最后一节";
  // "my Thursday morning classes": the part's classes together, the block after the last of them.
  const which = ordinal !== "" || said !== "" ? "" : /^(?:classes|lectures|lessons)$/i.test(noun ?? "") ? "的" : "那门";
  return `${dayInChinese(day ?? dayAfter)}${part ? PARTS[part.toLowerCase()] : ""}${ordinal}${which}${said}课`;
}

const OPENING = String.raw`^\s*(?:(?:please|pls|plz|can you|could you)\s+)*`;

/** "put X right after …", "move X to right before …". Groups: verb, thing, after/before, then CLASS's. */
const PUT_BESIDE = new RegExp(
  String.raw`${OPENING}(move|shift|push|put|schedule|slot|place|fit)\s+(?:my\s+|the\s+)?(.+?)(?:\s+(?:block|session|review|task|one))?\s+(?:to\s+|in\s+)?(?:right\s+|just\s+|directly\s+)?(after|before)\s+${CLASS}\s*[.!?]*\s*$`,
  "iu",
);

/**
 * "the study block after my Wednesday PE class, move it to Sunday evening": the block pointed at by the class it
 * follows, then moved to a day (and its part). Groups: CLASS's, then the day, the part.
 */
const POINTED_THEN_MOVED = new RegExp(
  String.raw`^\s*(?:the\s+)?(?:study\s+|review\s+)?(?:block|session|one)\s+(?:right\s+)?after\s+${CLASS}\s*[,，]\s*(?:(?:please|pls|plz|can you|could you)\s+)*(?:move|shift|push|put)\s+it\s+to\s+(${DAY})(?:\s+(morning|afternoon|evening|night))?\s*[.!?]*\s*$`,
  "iu",
);

const SAYS_CLASS = new RegExp(String.raw`\bclass(?:es)?\b|\blectures?\b|\blessons?\b|\b(?:after|before)\s+(?:my\s+|the\s+)?[a-z]+(?:'s)?\s+(?:[a-z]+\s+)?(?:${COURSE_WORDS})\s*[.!?]*\s*$`, "i");

/** True when the message is one of the shapes read here: the mixed-English table leaves its words to this reader. */
export function saysEnglishClassPlace(text: string): boolean {
  return SAYS_CLASS.test(text) && (PUT_BESIDE.test(text) || POINTED_THEN_MOVED.test(text));
}

export function withEnglishClassPlaces(reading: Reading): Reading {
  if (!SAYS_CLASS.test(reading.text)) return reading;
  const put = replacedAll(reading, new RegExp(PUT_BESIDE.source, "giu"), (match) => {
    const place = classInChinese(match.slice(4, 10));
    if (place === undefined) return undefined;
    const moved = /^(?:move|shift|push)$/i.test(match[1]);
    // "move my 谓词逻辑 block to right after …": a block said as one moves on the timetable, its deadline untouched.
    const block = moved && /\s(?:block|session)\s/i.test(match[0]) ? "那块" : "";
    return `把${match[2]}${block}${moved ? "挪到" : "放在"}${place}${/^after$/i.test(match[3]) ? "后面" : "前面"}`;
  });
  if (put !== reading) return put;
  return replacedAll(reading, new RegExp(POINTED_THEN_MOVED.source, "giu"), (match) => {
    const place = classInChinese(match.slice(1, 7));
    const part = match[8] ? PARTS[match[8].toLowerCase()] : "";
    return place === undefined ? undefined : `${place}后面那个学习块挪到${dayInChinese(match[7])}${part}`;
  });
}

const WHOLE_CLASS = new RegExp(`^${CLASS}$`, "iu");

/** "my Thursday morning first class" as "周四上午第一节课"; undefined when the words are no class of a known day. */
export function englishClassInChinese(words: string): string | undefined {
  const said = WHOLE_CLASS.exec(words.trim());
  return said ? classInChinese(said.slice(1, 7)) : undefined;
}
