/**
 * "今天考得好差，下周五补考，帮我记一下", "高数考砸了，1月6号补考": how the last exam went, told in a clause of its own
 * beside the statement of the next sitting. That clause's day (今天) is when the last one was sat, so it is neither the
 * day nor part of the title of the exam to record; the course it names ("高数考砸了") is the one the retake is of.
 */
import { HOW_IT_WENT } from "./told-remarks";

const CLAUSES = /[^，,。；;！!]+[，,。；;！!]*\s*/g;
/** Words around the course in a remark: who, which time, how surprised. */
const REMARK_EDGES = /^(?:我的?|这次的?|那门|这门|的)+|(?:的|又|也|都|这次|真的|居然|竟然|彻底|直接)+$/g;
const COURSE = /^\p{Script=Han}{2,8}$/u;
/** When the last one was sat, which the exam readers' day words (days ahead) leave in. */
const SAT_WHEN = /昨天|前天|今天|刚才|刚刚|早上|上午|下午|晚上|今早|昨晚/g;

export interface WithoutRemark {
  rest: string;
  /** The course the remark names, when it names one. */
  course?: string;
}

/**
 * The statement without the clauses that tell how an exam went, when what is left still holds an exam word;
 * `examWord` and `dayWords` are the exam readers' own (exam-intents.ts).
 */
export function withoutHowItWent(text: string, examWord: RegExp, dayWords: RegExp): WithoutRemark {
  const clauses = text.match(CLAUSES) ?? [];
  const remarks = clauses.filter((clause) => HOW_IT_WENT.test(clause));
  if (remarks.length === 0 || remarks.length === clauses.length) return { rest: text };
  const rest = clauses.filter((clause) => !remarks.includes(clause)).join("");
  if (!examWord.test(rest)) return { rest: text };
  const course = remarks
    .map((clause) =>
      clause
        .replace(/[，,。；;！!\s]+$/, "")
        .replace(new RegExp(dayWords.source, "gi"), "")
        .replace(SAT_WHEN, "")
        .replace(HOW_IT_WENT, "")
        .replace(new RegExp(examWord.source, "gi"), "")
        .replace(REMARK_EDGES, ""),
    )
    .find((left) => COURSE.test(left));
  return { rest, ...(course ? { course } : {}) };
}
