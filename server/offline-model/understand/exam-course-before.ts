/**
 * "数据库原理 期末 1月15日 …", "马原下周四晚上考试", "最后一门课数据挖掘，期末…": a generic exam word (期末, 考试,
 * 随堂测验) whose course is the plain name said just before it — a form's first field, or the subject the day follows.
 */

/** "最后一门课", "第三门", "还有一门课": which of the student's courses it is, before the course's own name. */
const ORDINAL_LEAD = /^(?:(?:还有|另外)一?门|(?:还有|另外)?(?:最后|第[一二三四五六七八九十\d]{1,2}|另|剩下的?|下)一?门)(?:课)?(?:是)?/;

/** Words a course's name never holds: the student, a person, a verb of saying or having, a day or a question. */
const NOT_A_COURSE = /[我你他她它们]|老师|同学|说|讲|通知|有|要|会|还|都|也|就|前|后|今|明|昨|周|号|点|吗|呢|吧|了|什么|怎么/;

/**
 * `text`: the statement the pieces were cut from. A clause of its own before the exam ("班主任人很好，期末…") is a remark
 * unless it leads with which course it is ("最后一门课X，期末…"); a name spaced or run into the day is a field.
 */
export function courseBefore(pieces: readonly string[], found: string, text: string): string | undefined {
  const index = pieces.indexOf(found);
  if (index < 1) return undefined;
  const piece = pieces[index - 1]!;
  const said = piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (new RegExp(`${said}\\s*[，,；;]`, "u").test(text) && !ORDINAL_LEAD.test(text)) return undefined;
  // "还有一门课X": the title's own edges took "还有一门" off already, leaving the measure's 课 before the name.
  const name = piece.replace(ORDINAL_LEAD, "").replace(/^课(?!程)/, "");
  return /^\p{Script=Han}{2,10}$/u.test(name) && !NOT_A_COURSE.test(name) ? name : undefined;
}

/** "最后一门课数据挖掘": the ordinal lead is no course, so a reader of the course told before skips it. */
export function leadsWithOrdinal(text: string): boolean {
  return ORDINAL_LEAD.test(text);
}
