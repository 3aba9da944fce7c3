/** The stretch an answer to the range question names ("想排到哪段时间？" → "两周都排，周六周日留着"). */
import { withoutAwayReasons } from "../understand/away-reasons";
import { scheduleOptions } from "../understand/schedule-options";
import { rangeWords } from "../understand/schedule-words";
import type { Answer } from "../types";

/**
 * "两周都排，周六周日留着", "下周，只排周一到周三": the stretch an answer names, read past the weekdays it keeps free
 * (which are options, not the stretch); the answer's own words when it names nothing else ("周六").
 */
export function answeredRange(answer: Answer): string | undefined {
  const own = rangeWords(scheduleOptions(withoutAwayReasons(answer.text)).rest);
  if (own !== undefined) return own;
  // "两周都排", "两个都要": both stretches offered, one after the other.
  const [first, second] = answer.question.options.map((option) => rangeWords(option));
  if (BOTH_OFFERED.test(answer.text.trim()) && answer.question.options.length === 2 && first && second) return `${first}到${second}`;
  return rangeWords(answer.text) ?? untilExams(answer.text);
}

/**
 * "到考试前", "就排到考试前吧": up to the exams, the stretch a request saying so gets too ("把概率论复习排到考试前" →
 * 期末前); said alone as an answer, since 考试前 inside a longer sentence may be when one thing happens.
 */
const UNTIL_EXAMS = /^(?:那就|就|还是)?(?:都)?(?:排|放|安排)?(?:到|在)?(?:期末)?考(?:试)?(?:之|以)?前(?:吧|就行|就好|好了)?[。.!！~～\s]*$/;

export function untilExams(text: string): string | undefined {
  return UNTIL_EXAMS.test(text.trim()) ? "期末前" : undefined;
}

const BOTH_OFFERED = /^(?:两(?:周|个|段|个星期)|都|全)(?:都|全)?(?:要|排|行|可以|安排)?(?=[，,。！!\s]|$)/;

/** "换成这两周", "改到下周吧", "那就排下下周": an answer that puts the plan into another stretch than the request said. */
const CHANGED_TO = /^(?:那就?|还是)?(?:换成|换到|改成|改到|挪到|放到|排到|排)/;

export function changedRange(answer: Answer): string | undefined {
  const text = answer.text.trim();
  return CHANGED_TO.test(text) ? rangeWords(text) : undefined;
}
