/**
 * "考试那周有什么课", "概率论考试那天有空吗", "期末考试前一天": days named by an exam, turned into the calendar dates
 * the time tools read ("2027年1月11日到2027年1月17日"). Pure: the caller passes the exams still ahead and today.
 */
import { addDays, dateParts, mondayOf } from "@/lib/calendar/zoned-time";
import { isAbbreviation } from "@/lib/tasks/short-names";

/** The words that name days by an exam, with the subject that may come before ("概率论期末考试那周"). */
export const EXAM_DAY_WORDS =
  /([\p{Script=Han}A-Za-z]{0,8}?)(期末考试|期中考试|期末考|期中考|期末|期中|考试)(?:的)?(那一?周|那个?星期|那一?天|当天|前一天|前一周|前一个?星期|之前那周)/u;

interface AheadExam {
  title: string;
  date: string;
}

function dateWords(date: string): string {
  const { year, month, day } = dateParts(date);
  return `${year}年${month}月${day}日`;
}

const KIND_ONLY = /^(?:我的?|那门|这门|的)*$/;

/**
 * The exam the words mean: the one whose title holds the subject named, or that the subject abbreviates (高数 for
 * 高等数学期末考试, 大物 for 大学物理, as query_exams reads it), else the soonest (a 期末 among 期末s).
 */
function chosenExam(subject: string, kind: string, exams: readonly AheadExam[]): AheadExam | undefined {
  const named = subject.replace(/^(?:我的?|那门|这门)/, "").replace(/的$/, "");
  if (named !== "" && !KIND_ONLY.test(named)) return exams.find((exam) => exam.title.includes(named)) ?? exams.find((exam) => isAbbreviation(named, exam.title));
  const sameKind = kind.startsWith("期末") || kind.startsWith("期中") ? exams.filter((exam) => exam.title.includes(kind.slice(0, 2))) : [];
  return (sameKind.length > 0 ? sameKind : exams)[0];
}

export type ExamDays = { ok: true; when: string } | { ok: false; text: string };

/** Undefined when the words name no exam's days; otherwise the dates, or why there are none. */
export function examDays(when: string, exams: readonly AheadExam[]): ExamDays | undefined {
  const match = EXAM_DAY_WORDS.exec(when);
  if (!match) return undefined;
  const [, subject, kind, which] = match;
  const ahead = [...exams].sort((a, b) => a.date.localeCompare(b.date));
  const exam = chosenExam(subject, kind, ahead);
  if (!exam) {
    const named = subject.replace(/^(?:我的?|那门|这门)/, "");
    return { ok: false, text: `还没有记录${named === "" ? "" : `${named}的`}考试，不知道是哪天。可以告诉我，比如“概率论期末考试是1月12日上午9点”。` };
  }
  const monday = mondayOf(exam.date);
  if (/^(?:那一?天|当天)$/.test(which)) return { ok: true, when: dateWords(exam.date) };
  if (which === "前一天") return { ok: true, when: dateWords(addDays(exam.date, -1)) };
  if (/^(?:前一周|前一个?星期|之前那周)$/.test(which)) return { ok: true, when: `${dateWords(addDays(monday, -7))}到${dateWords(addDays(monday, -1))}` };
  return { ok: true, when: `${dateWords(monday)}到${dateWords(addDays(monday, 6))}` };
}
