/**
 * "那考前两天晚上提醒我去答疑" after "线代什么时候考" was answered: a reminder counted back from the exam the
 * conversation is about, though this message does not name it. The exam is the one the turn before asked about (or
 * recorded); the message is read as the same reminder with that exam named (exam-timed-notes.ts).
 */
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

/** "考前三天", "考试前那天", "考前一晚", "考试当天": the day (or the hours) counted from an exam left unnamed. */
// "考前一个小时", "考前半小时", "考前二十分钟": counted back from its start by hours or minutes.
const UNNAMED_EXAM_DAY =
  /^(?:那就?|那你|好的?[，,\s]*那?)?\s*(?:考试|考)(前(?:一|两|二|三|[1-3]|那)天|前一?晚|当天|前(?:半|[一两二三1-3]个半?|[一两二三1-3])(?:个)?(?:小时|钟头)|前(?:[一二三四五六]?十|[一二三四五六]十五|十五|[1-6]?\d)分钟|前一刻钟)/;

function examOf(previous: PreviousRequest): string | undefined {
  const asked = detectIntent(previous.text);
  if (asked.family === "exam_countdown") return asked.exam;
  if (asked.family === "exam_record") return asked.title;
  return undefined;
}

export function examCountedBack(text: string, previous: PreviousRequest): FollowUp | undefined {
  const day = UNNAMED_EXAM_DAY.exec(text);
  const exam = day ? examOf(previous) : undefined;
  if (!day || !exam) return undefined;
  // "考前那天" is the day before it, as "前一天" says; "科目一考试" is not named 科目一考试考试.
  const named = /考试?$/.test(exam) ? exam : `${exam}考试`;
  const said = `${named}${day[1].replace("前那天", "前一天")}${text.slice(day.index + day[0].length)}`;
  return detectIntent(said).family === "exam_note" ? { family: "pointed", text: said } : undefined;
}
