/**
 * An exam told at the end of a story (round 39, M): "今天课代表终于把考试安排贴出来了。工程热力学期末在1月5号上午九点…",
 * "今天线代老师上课前絮絮叨叨讲了半天考试纪律……重点是她终于公布时间了，1月7号早上九点，主楼A区302，帮我登到考试里".
 * The statement starts at the clause that holds the date said in digits: the clauses before it are the story, whose
 * 今天 is when it was told and whose words are no title. A date clause that names no course ("…公布时间了，1月7号…")
 * is the exam of the course whose teacher the story names.
 */
import { EXAM_WORD } from "./exam-words";

/** "1月7号", "1/7": a day said in digits, which no story's "今天" can be. */
const DIGIT_DATE = /\d{1,2}\s*月\s*\d{1,2}\s*[号日]?|(?<![\d/])\d{1,2}\/\d{1,2}(?![\d/])/;

/** The marks a story's clauses end with; the last one before the date starts the statement. */
const CLAUSE_MARK = /[，,。！!：:；;…~～]/g;

/** The story must be a story: a short lead ("线代期末，1月7号…") is the statement's own title, said as a form. */
const STORY_LENGTH = 10;

/** "线代老师", "高数老师上课说": the course named by its teacher; the time words before it are the story's. */
const TEACHER_COURSE = /(\p{Script=Han}{2,8}?)老师/gu;
const TOLD_WHEN = /^(?:今天|昨天|前天|刚才|刚刚|刚|今早|早上|上午|下午|晚上|这周|上周|那天)/;
const NO_COURSE = /^(?:班主任|辅导员|导师|任课|代课|我们|那个|这个|各科|每科|有个|有的)$/;

export function examStoryClause(text: string): string {
  const date = DIGIT_DATE.exec(text);
  if (!date) return text;
  let start = 0;
  for (const mark of text.slice(0, date.index).matchAll(CLAUSE_MARK)) start = mark.index + mark[0].length;
  if (start < STORY_LENGTH) return text;
  const statement = text.slice(start);
  const lead = text.slice(start, date.index);
  if (EXAM_WORD.test(lead) && /\p{Script=Han}{2}/u.test(lead.replace(EXAM_WORD, ""))) return statement;
  if (lead.trim() !== "") return text;
  const course = [...text.slice(0, start).matchAll(TEACHER_COURSE)]
    .map((match) => match[1]!.replace(TOLD_WHEN, ""))
    .find((name) => name.length >= 2 && !NO_COURSE.test(name));
  return course ? `${course}考试${statement}` : text;
}
