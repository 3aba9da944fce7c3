/**
 * "1月9号下午两点，在逸夫楼" after "操作系统啥时候考" was answered: the day (and place) of the exam the question
 * asked about, which the answer had no record of. Only a message that opens with its day, after a question about one
 * named exam; "周五有空吗" after the same question asks something else.
 */
import { dayIn, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

const OPENS_WITH_DATE = /^(?:\d{1,2}\s*[月/.]\s*\d{1,2}\s*[日号]?|(?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|第\d{1,2}周)/;

export function examDaySaid(text: string, previous: PreviousRequest): FollowUp | undefined {
  const asked = detectIntent(previous.text);
  if (asked.family !== "exam_countdown" || !asked.exam) return undefined;
  if (!OPENS_WITH_DATE.test(text) && dayIn(text)?.index !== 0) return undefined;
  const said = `${asked.exam}考试${text}`;
  return detectIntent(said).family === "exam_record" ? { family: "pointed", text: said } : undefined;
}
