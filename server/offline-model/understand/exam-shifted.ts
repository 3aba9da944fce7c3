/**
 * An exam on file moved by a span rather than to a day ("高数期末推迟了一周", "概率论期末提前两天考"): the new day is
 * the listed day moved, so the model asks query_exams first and records the exam on it (decide-exams.ts). A wish
 * ("要是考试能推迟一周就好了"), a question or a rumour is no such news.
 */
import type { Intent } from "./intent-types";
import { namesExam } from "./exam-words";

const COUNT: Readonly<Record<string, number>> = { 一: 1, 两: 2, 俩: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7 };
const SHIFTED = /^(?:我的?|那个)?([^，,。！!？?\s]{2,16}?)(?:那场|这场)?(?:又|也|就|被)?(推迟|延后|推后|往后推|顺延|延期|提前|提早)(?:了)?\s*([一两俩二三四五六七\d])\s*(?:个)?(天|周|星期|礼拜)(?:考|举行)?(?:了)?(?=$|[，,。！!\s])/;
const NOT_NEWS = /要是|如果|假如|就好了|希望|但愿|可能|好像|听说|据说|不确定|还没(?:确定|定)|[吗么嘛？?]|会不会|是不是/;

export function shiftedExam(text: string): Extract<Intent, { family: "exam_shift" }> | undefined {
  const match = SHIFTED.exec(text);
  if (!match || NOT_NEWS.test(text) || !namesExam(match[1])) return undefined;
  const count = COUNT[match[3]] ?? Number(match[3]);
  const days = count * (match[4] === "天" ? 1 : 7) * (/提前|提早/.test(match[2]) ? -1 : 1);
  return { family: "exam_shift", exam: match[1], days };
}
