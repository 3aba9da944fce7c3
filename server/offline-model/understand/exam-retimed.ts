/**
 * An exam on file moved to another clock on the same day ("概率论还是那天考，不过从上午九点改到下午两点了", "离散考试
 * 时间改了：同一天，改成上午十点"): the day is the listed one, so the model asks query_exams first and records the exam
 * on that day at the new clock (decide-exams.ts), as it does for a span (exam-shifted.ts).
 */
import type { Intent } from "./intent-types";

/** The words that keep the day: "还是那天", "同一天", "日子不变", "日期没变". */
const SAME_DAY = /还是(?:那|这|同一)天(考)?|同一天(考)?|当天(?:不变)?|(?:日子|日期|那天|哪天|天数|日期时间里的日子)(?:不变|没变|没改|不改|照旧|一样)|不换日子/;
/** The new clock after a verb that sets it: "改成上午十点", "推到晚上七点", "从九点改到下午三点". */
const NEW_CLOCK =
  /(?:改成|改到|改为|改在|推到|推迟到|挪到|换到|换成|调到|调成|提前到|延到|变成)\s*((?:早上|上午|中午|下午|晚上)?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})(?:[:：]\d{2}|点(?:半|[一二三四五]十分?|\d{2}分?)?))/;
/** The exam at a clause's start: a course with its exam word, or a course alone when the kept day is said with 考. */
const EXAM_AT_START =
  /^(?:我的?|那个|那门)?(\p{Script=Han}{2,8}?)(?:的)?(?:那场|这场)?(期末考试|期中考试|期末考|期中考|期末|期中|考试)?(?=还是|同一天|考试时间|时间|从|改|推|挪|换|调|日子|日期|那场|这场|[，,：:\s])/u;
const CLAUSE_START = /[，,。；;！!]\s*/g;
/** Wishes, questions and rumours are no news (as for a span). */
const NOT_NEWS = /要是|如果|假如|就好了|希望|但愿|可能|好像|听说|据说|不确定|[吗么嘛？?]|会不会|是不是|能不能|可不可以/;

function examNamed(text: string, dayKeptWithVerb: boolean): string | undefined {
  const starts = [0, ...[...text.matchAll(CLAUSE_START)].map((mark) => mark.index + mark[0].length)];
  for (const start of starts) {
    const match = EXAM_AT_START.exec(text.slice(start));
    if (!match) continue;
    if (match[2]) return `${match[1]}${match[2]}`;
    if (dayKeptWithVerb) return `${match[1]}考试`;
  }
  return undefined;
}

export function retimedExam(text: string): Extract<Intent, { family: "exam_shift" }> | undefined {
  const kept = SAME_DAY.exec(text);
  const clock = NEW_CLOCK.exec(text);
  if (!kept || !clock || NOT_NEWS.test(text)) return undefined;
  const exam = examNamed(text, Boolean(kept[1] ?? kept[2]));
  return exam ? { family: "exam_shift", exam, days: 0, clock: clock[1].replace(/\s+/g, "") } : undefined;
}
