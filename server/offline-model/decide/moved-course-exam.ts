/**
 * "高数改到1月6号了": a course moved to a calendar day, with no exam word. A class of the timetable moves by the week
 * (周四, 下周), so a month and day said for a course that has an exam on file is that exam moved: the model asks
 * query_exams first, then records the exam at its new day; a course with no exam keeps the timetable's answer.
 */
import { isAbbreviation } from "@/lib/tasks/short-names";
import type { Intent } from "../understand/intent-types";
import type { Decision, Request, TurnStep } from "../types";
import { factsOf } from "./facts";
import { callTool, latestStep, reply } from "./steps";

const MOVED_TO_DATE =
  /^(?:我的?)?(\p{Script=Han}{2,8}?)(?:又|也)?(?:改到|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到)((?:\d{1,2}|十[一二]?|[一二三四五六七八九])月(?:\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[日号](?:(?:早上|上午|中午|下午|晚上)?(?:\d{1,2}|[一二两三四五六七八九十]{1,3})(?:[:：]\d{2}|点(?:半|\d{1,2}分?)?))?)了?[。!！~～\s]*$/u;

/** Undefined unless the reading is a class moved and the words move a course to a month and day. */
export function movedCourseExam(intent: Intent, request: Request, steps: readonly TurnStep[]): { kind: "step"; decision: Decision } | undefined {
  if (intent.family !== "small_talk" || intent.topic !== "course_change") return undefined;
  const moved = MOVED_TO_DATE.exec(request.text.trim());
  if (!moved) return undefined;
  const [, course = "", when = ""] = moved;
  const listed = latestStep(steps, ["query_exams"]);
  if (!listed) return { kind: "step", decision: callTool("query_exams", { exam: course }) };
  const exams = (listed.result.ok ? factsOf(listed.result, "exam_list")?.exams : undefined) ?? [];
  const onFile = exams.some((exam) => exam.title.includes(course) || isAbbreviation(course, exam.title));
  // No exam of that course: the class itself moved, which the timetable keeps (the small talk's answer).
  if (!onFile) return undefined;
  const recorded = latestStep(steps, ["record_exam"]);
  if (recorded) return { kind: "step", decision: reply(recorded.result.text) };
  return { kind: "step", decision: callTool("record_exam", { title: `${course}考试`, when }) };
}
