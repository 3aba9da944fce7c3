/**
 * "1月9号下午两点，在逸夫楼" after "操作系统啥时候考" was answered: the day (and place) of the exam the question
 * asked about, which the answer had no record of. Only a message that opens with its day, after a question about one
 * named exam; "周五有空吗" after the same question asks something else.
 */
import { dayIn, HAS_TIME, TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { untoldExam } from "./untold-exams";
import { namesExam } from "./exam-words";

const OPENS_WITH_DATE = /^(?:\d{1,2}\s*[月/.]\s*\d{1,2}\s*[日号]?|(?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|第\d{1,2}周)/;

export function examDaySaid(text: string, previous: PreviousRequest): FollowUp | undefined {
  const asked = detectIntent(previous.text);
  if (asked.family !== "exam_countdown" || !asked.exam) return undefined;
  if (!OPENS_WITH_DATE.test(text) && dayIn(text)?.index !== 0) return undefined;
  const said = `${asked.exam}考试${text}`;
  return detectIntent(said).family === "exam_record" ? { family: "pointed", text: said } : undefined;
}

/** "数值分析，1月9号下午": a course's name, then its day, the two things the question about that exam asks for. */
const NAME_THEN_DAY = /^([^，,。\s\d]{2,16}?)[，,\s]+(?=\d{1,2}\s*[月/.]|(?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|第\d{1,2}周)(.+)$/;

/**
 * The exam the request told of without its course or day, once an answer said both ("数值分析，1月9号下午" to "哪门课？
 * 哪天考？"), or its day when the course was told ("1月9号下午" to "有门线代期中要记上"): the statement of that exam.
 */
export function examNamedAndDated(answer: string, told: string): string | undefined {
  const read = detectIntent(told);
  // "离散期末帮我记一下" reads as a note of that exam: the exam untold but for its day.
  if (read.family === "quick_note" && namesExam(read.content) && !dayIn(read.content) && !HAS_TIME.test(read.content)) {
    const said = datedByAnswer(read.content, answer.trim());
    return said !== undefined && detectIntent(said).family === "exam_record" ? said : undefined;
  }
  const untold = untoldExam(told) ?? (read.family === "exam_untold" ? read : undefined);
  if (!untold) return undefined;
  const said = untold.title
    ? datedByAnswer(untold.title, answer.trim())
    : untold.when
      ? namedByAnswer(answer.trim(), untold)
      : namedAndDatedByAnswer(answer.trim());
  return said !== undefined && detectIntent(said).family === "exam_record" ? said : undefined;
}

function namedAndDatedByAnswer(answer: string): string | undefined {
  const named = NAME_THEN_DAY.exec(answer);
  return named ? `${named[1]}考试${named[2]}` : undefined;
}

/** "高数" (or "高数的", "是线代") to "是哪门课的考试？" after "有个考试要记一下，明天下午三点": that course's exam, on the day told. */
const COURSE_ANSWER = /^(?:是|就是)?([^，,。？?\s\d]{2,12}?)(?:的|吧|啊|呀|哈)*[。!！~～\s]*$/;

function namedByAnswer(answer: string, told: { exam?: string; when?: string; location?: string }): string | undefined {
  const course = COURSE_ANSWER.exec(answer)?.[1];
  if (!course || !told.when) return namedAndDatedByAnswer(answer);
  const exam = namesExam(course) ? "" : (told.exam ?? "考试");
  return `${course}${exam}${told.when}${told.location ? `，在${told.location}` : ""}`;
}

function datedByAnswer(title: string, answer: string): string | undefined {
  return OPENS_WITH_DATE.test(answer) || dayIn(answer)?.index === 0 ? `${title}${answer}` : undefined;
}

/**
 * "不对，是1月8号" after an exam was recorded for 1月7号: the same exam on the day said, at the time it had unless a
 * time is said too. Only a day (with or without its time): "不对，是数据库" is a name, read elsewhere.
 */
export function examRedated(stated: string, previous: PreviousRequest): FollowUp | undefined {
  if (detectIntent(previous.text).family !== "exam_record") return undefined;
  const old = dayIn(previous.text);
  // "是5号" after "1月4号": a day of the month alone is in the month the exam had.
  const month = /^\d{1,2}\s*月/.exec(old?.[0] ?? "")?.[0];
  const said = month && /^\d{1,2}\s*[号日]/.test(stated) ? `${month}${stated}` : stated;
  const day = dayIn(said);
  if (!day || day.index !== 0 || !old) return undefined;
  const oldTime = TIME.exec(previous.text.slice(old.index + old[0].length))?.[0] ?? "";
  const replaced = HAS_TIME.test(said) ? old[0] + oldTime : old[0];
  const text = previous.text.slice(0, old.index) + said + previous.text.slice(old.index + replaced.length);
  return detectIntent(text).family === "exam_record" ? { family: "correction", text } : undefined;
}

/** "还有编译原理，1月9号上午" after an exam was recorded: one more course's exam, its day said after its name. */
// "还有一门，宪法学1月11号上午九点": "one more" a clause of its own, then the name run straight into its day.
const ONE_MORE =
  /^(?:还有|另外还有|再加(?:一门|个)?|再记(?:一门|个)?)(?:一门|一场|门|场)?(?:[，,\s]+(?=[^，,。\s\d]{2,12}?(?:的?(?:考试|期末考?|期中考?))?\d{1,2}\s*[月/.]))?([^，,。\s\d]{2,12}?)(?:的?(?:考试|期末考?|期中考?))?(?:[，,\s]+|(?=\d{1,2}\s*[月/.]))(.+)$/;

/** "顺手把工程材料也记上，1月11号上午九点", "大学物理也是，1月13号下午两点": another course 也 noted the same way. */
const ALSO_EXAM =
  /^(?:顺手|顺便|另外)?(?:帮我)?(?:把)?([^，,。\s\d把那这]{2,12}?)(?:的?(?:考试|期末考?|期中考?))?也(?:是|要考|考|记上|记一下|记下|加上|加一下|加进去|帮我记上|一起记上)?(?:吧)?[，,\s]+(.+)$/;

export function oneMoreExam(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (detectIntent(previous.text).family !== "exam_record") return undefined;
  const match = ONE_MORE.exec(text) ?? ALSO_EXAM.exec(text);
  if (!match || !(OPENS_WITH_DATE.test(match[2]) || dayIn(match[2])?.index === 0)) return undefined;
  const said = `${match[1]}考试${match[2]}`;
  return detectIntent(said).family === "exam_record" ? { family: "pointed", text: said } : undefined;
}

/** "概率论那门是哪天", "线代那场几号": another course's exam asked about the way the last one was, by 那门 / 那场. */
const OTHER_EXAM_ASKED = /^(?:那)?([^，,。\s\d那这]{2,12}?)(?:那门|这门|那场|这场|那科|这科)(?:课)?(?:考试)?(?:是|在)?(哪天|哪一天|几号|什么时候|啥时候)(?:考)?(?:呢|啊|呀)?[？?。\s]*$/;

export function otherExamAsked(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (detectIntent(previous.text).family !== "exam_countdown") return undefined;
  const match = OTHER_EXAM_ASKED.exec(text);
  if (!match) return undefined;
  const said = `${match[1]}考试是${match[2]}`;
  return detectIntent(said).family === "exam_countdown" ? { family: "pointed", text: said } : undefined;
}
