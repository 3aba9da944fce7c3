/**
 * Times counted from an exam the student names, in the shapes the time tools do not read themselves
 * ("高数考完那天", "概率论考的前一天", "高数考完的第二天", "考完高数之后那个周末", "概率论考试之前的那个周末",
 * "高数考前那一周", "高数考试那周的周五"): the exam's date comes from the exams' list, and the words become calendar dates that every tool
 * reads ("2027年1月4日", "2027年1月9日到2027年1月10日"). Pure: the caller passes the exam's date.
 */
import { addDays, dateParts, isoDayOfWeek, mondayOf } from "@/lib/calendar/zoned-time";
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";

/** How the named time stands to the exam's day. */
export type ExamOffset =
  | { kind: "day"; days: number }
  | { kind: "weekend"; side: "before" | "after" }
  | { kind: "week_before" }
  /** A weekday of the exam's own week (0) or of the week before it (-1): "高数考试那周的周五", "考前一周的周三". */
  | { kind: "week_day"; weeks: 0 | -1; weekday: number };

export interface ExamAnchor {
  /** The course as said ("高数", "概率论"). */
  subject: string;
  offset: ExamOffset;
  /** The words that name the time, to be replaced by its dates. */
  words: string;
}

const KIND = "(?:期末考试|期中考试|期末考|期中考|期末|期中|考试|开考|考)";
const COUNT = "[一两二三四五六七八九十\\d]";
const AFTER = "(?:之后|以后|后)";
const BEFORE = "(?:之前|以前|前)";
/** The time after the exam words: a day of the exam's, days before or after it, the weekend or the week around it. */
const WEEKDAY = "(?:周|星期|礼拜)(?:的)?";
const SPAN =
  `(?:的)?(?<weekOf>那一?周|那个?星期|那个?礼拜|当周|${BEFORE}(?:的)?(?:那一?周|一周|那个?星期))(?:的)?${WEEKDAY}(?<weekday>[一二三四五六日天])` +
  `|(?<same>那一?天|当天)` +
  `|${BEFORE}(?:的)?(?<weekendBefore>那个周末)` +
  `|${AFTER}?(?:的)?(?<weekendAfter>那个周末|第一个周末)` +
  `|前(?:的)?(?<weekBefore>那一?周|一周|那个?星期)` +
  `|(?:的)?前(?<before>${COUNT})(?:天|晚)` +
  `|(?:的|${AFTER}(?:的)?)?(?:第(?<after>${COUNT})天|(?<next>次日|隔天|后一天))`;
/** "高数考完那天": the course, its exam (sat, 完), then the time. */
const SUBJECT_FIRST = new RegExp(`([\\p{Script=Han}A-Za-z]{2,10}?)(?:的)?${KIND}(?<done>完)?(?:了)?(?:的)?(?:${SPAN})`, "u");
/** "考完高数之后那个周末": the exam sat first, then the course. */
const VERB_FIRST = new RegExp(`考完(?<subject>[\\p{Script=Han}A-Za-z]{2,6}?)(?:${KIND})?(?:${SPAN}|${AFTER}?(?:的)?(?<doneDay>那天))`, "u");
/**
 * Words before the course that belong to the clause around it ("截止挪到高数…", "英语口语考试在高数…", "提醒我考试
 * 前一天…", "我的离散…"): a course's name holds none of them (与 and 和 it may: 概率论与数理统计).
 */
const LEAD = /^.*(?:[到在是把等于跟我你他她它的那这，,、。；;：:\s]|考试|期末|期中)/u;

function countOf(words: string): number {
  return /^\d$/.test(words) ? Number(words) : (parseSmallNumber(words) ?? 1);
}

function offsetOf(groups: Record<string, string | undefined>): ExamOffset | undefined {
  if (groups.weekOf && groups.weekday) return { kind: "week_day", weeks: /前/.test(groups.weekOf) ? -1 : 0, weekday: "一二三四五六日".indexOf(groups.weekday === "天" ? "日" : groups.weekday) + 1 };
  if (groups.same || groups.doneDay) return { kind: "day", days: 0 };
  if (groups.weekendBefore) return { kind: "weekend", side: "before" };
  if (groups.weekendAfter) return { kind: "weekend", side: "after" };
  if (groups.weekBefore) return { kind: "week_before" };
  if (groups.before) return { kind: "day", days: -countOf(groups.before) };
  // 第二天 after the exam is the day after it.
  if (groups.after) return { kind: "day", days: countOf(groups.after) - 1 };
  if (groups.next) return { kind: "day", days: 1 };
  return undefined;
}

/** The first time named by an exam in the words, or undefined. */
export function examAnchorIn(text: string): ExamAnchor | undefined {
  const verbFirst = VERB_FIRST.exec(text);
  const subjectFirst = SUBJECT_FIRST.exec(text);
  const match = verbFirst && (!subjectFirst || verbFirst.index <= subjectFirst.index) ? verbFirst : subjectFirst;
  if (!match?.groups) return undefined;
  const offset = offsetOf(match.groups);
  if (!offset) return undefined;
  // A day or weekend after counts from the exam sat (考完, 考试后), not from the exam's name alone ("高数考试那个周末").
  const after = match.groups.after || match.groups.next || match.groups.weekendAfter;
  if (after && match === subjectFirst && !match.groups.done && !/后/.test(match[0])) return undefined;
  const said = match === verbFirst ? (match.groups.subject ?? "") : match[1];
  const subject = said.replace(LEAD, "");
  if ([...subject].length < 2) return undefined;
  const start = match.index + match[0].indexOf(subject, match === verbFirst ? 2 : 0);
  const words = match === verbFirst ? match[0] : text.slice(start, match.index + match[0].length);
  return { subject, offset, words };
}

function dateWords(date: string): string {
  const { year, month, day } = dateParts(date);
  return `${year}年${month}月${day}日`;
}

/** The dates the anchor names, from the exam's date: "2027年1月5日", or a span "…到…". */
export function anchoredDates(offset: ExamOffset, examDate: string): string {
  if (offset.kind === "day") return dateWords(addDays(examDate, offset.days));
  if (offset.kind === "week_day") return dateWords(addDays(mondayOf(examDate), offset.weeks * 7 + offset.weekday - 1));
  if (offset.kind === "week_before") {
    const monday = mondayOf(examDate);
    return `${dateWords(addDays(monday, -7))}到${dateWords(addDays(monday, -1))}`;
  }
  const weekday = isoDayOfWeek(examDate);
  // The whole weekend before the exam's day and the first one after it: an exam sat on a weekend counts its own out.
  const saturday = offset.side === "before" ? addDays(examDate, -(weekday + 1)) : addDays(examDate, (6 - weekday + 7) % 7 || 7);
  const sunday = addDays(saturday, 1);
  return `${dateWords(saturday)}到${dateWords(sunday)}`;
}
