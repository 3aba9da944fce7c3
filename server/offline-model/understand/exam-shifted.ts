/**
 * An exam on file moved by a span rather than to a day ("高数期末推迟了一周", "概率论期末提前两天考"): the new day is
 * the listed day moved, so the model asks query_exams first and records the exam on it (decide-exams.ts). A wish
 * ("要是考试能推迟一周就好了"), a question or a rumour is no such news.
 */
import type { Intent } from "./intent-types";
import { namesExam } from "./exam-words";
import { subjectOfEnglish } from "./schedule-words";

const COUNT: Readonly<Record<string, number>> = { 一: 1, 两: 2, 俩: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7 };
const SHIFTED =
  /^(?:我的?|那个)?([^，,。！!？?\s]{2,16}?)(?:那场|这场)?(?:又|也|就|被)?(?:整体|整个|统一|全部)?(推迟|延后|推后|往后推|往后延|往后挪|向后推|向后延|往后顺延|顺延|延期|迟|晚|提前|提早|往前挪|往前提)(?:了)?\s*([一两俩二三四五六七\d])\s*(?:个)?(天|周|星期|礼拜)(?:考|举行)?(?:了)?(?=$|[，,。！!\s])/;
/** What else is sat or held in a 场: a match, a show, a talk, a class, a meal, an interview. */
const EVENT = /赛|会|演|电影|球|讲座|活动|课|聚|饭|面试|展|戏|live|club/i;
/** Where a clause starts: the news may follow a lead ("刚收到教务通知，离散期末往后顺延一周"). */
const CLAUSE_START = /[，,。；;：:！!]\s*/g;
const NOT_NEWS = /要是|如果|假如|就好了|希望|但愿|可能|好像|听说|据说|不确定|还没(?:确定|定)|[吗么嘛？?]|会不会|是不是/;

/** The first clause (from the message's start or after a comma) that says an exam moved by a span. */
function shiftClause(text: string): RegExpExecArray | undefined {
  const starts = [0, ...[...text.matchAll(CLAUSE_START)].map((mark) => mark.index + mark[0].length)];
  for (const start of starts) {
    const match = SHIFTED.exec(text.slice(start));
    // "离散那场推迟了三天考": the sitting pointed at (那场) of a course is an exam though the course names none; a
    // match, a show or a talk (比赛那场, 演唱会那场) is not.
    const pointed = /^(?:那场|这场)/.test(match?.[0].slice(match[0].indexOf(match[1]) + match[1].length) ?? "") && !EVENT.test(match?.[1] ?? "");
    if (match && (namesExam(match[1]) || pointed)) return match;
  }
  return undefined;
}

/**
 * "my prob final got pushed back 2 days, same time", "the stats midterm got moved up a day": the same news in English,
 * the exam named with its exam word.
 */
const SHIFTED_EN =
  /^(?:so\s+|ugh,?\s+)?(?:my|our|the)\s+(.+?\s+(?:final|midterm|exam|quiz|test)s?)\s+(?:got|was|has been|is|'s)?\s*(pushed back|postponed|delayed|moved back|pushed|moved up|brought forward|moved forward)\s+(?:by\s+)?(\d+|a|an|one|two|three|four|five|six|seven)\s+(days?|weeks?)\b/i;
const COUNT_EN: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const NOT_NEWS_EN = /\b(?:if|maybe|might|may|hope|wish|rumou?r|heard)\b|\?/i;

function englishShift(text: string): Extract<Intent, { family: "exam_shift" }> | undefined {
  // "moved 3 days later", "moved a week earlier": the span said before its direction reads as "pushed back 3 days".
  const said = text.trim().replace(/\b(?:moved|pushed|shifted)\s+(\w+\s+(?:days?|weeks?))\s+(later|back|earlier|sooner|forward)\b/i, (_all, span: string, way: string) => `${/later|back/i.test(way) ? "pushed back" : "moved up"} ${span}`);
  const match = SHIFTED_EN.exec(said);
  if (!match || NOT_NEWS_EN.test(text)) return undefined;
  const count = COUNT_EN[match[3].toLowerCase()] ?? Number(match[3]);
  const days = count * (/^day/i.test(match[4]) ? 1 : 7) * (/up|forward/i.test(match[2]) ? -1 : 1);
  // The exam is looked up by the subject the student's list spells in Chinese ("prob final" → 概率论期末).
  const subject = subjectOfEnglish(match[1]);
  const sitting = /midterm/i.test(match[1]) ? "期中" : /final/i.test(match[1]) ? "期末" : "考试";
  return { family: "exam_shift", exam: subject ? `${subject}${sitting}` : match[1], days };
}

export function shiftedExam(text: string): Extract<Intent, { family: "exam_shift" }> | undefined {
  const english = englishShift(text);
  if (english) return english;
  const match = shiftClause(text);
  if (!match || NOT_NEWS.test(text)) return undefined;
  const count = COUNT[match[3]] ?? Number(match[3]);
  const days = count * (match[4] === "天" ? 1 : 7) * (/提前|提早|往前/.test(match[2]) ? -1 : 1);
  return { family: "exam_shift", exam: match[1], days };
}
