/**
 * A course question that names the course by its teacher or its room ("王老师的课这周还剩几次", "三教那节课是周几来着"):
 * the timetable knows courses by name only, so the student is asked which course, offered the courses the listing
 * names (list_tasks all); their answer is the course the question is then put with.
 */
import type { ScheduleQuestion } from "../understand/intent-types";
import { namesCourseByTeacherOrRoom } from "../understand/course-questions";
import { say } from "../speak/language";
import { isQuestion, type Bilingual } from "./questions";
import { listedTasks } from "./facts";
import { callTool, isListing, latestStep } from "./steps";
import type { Decision, DecisionContext, Language } from "../types";

export const WHICH_COURSE_QUESTION: Bilingual = {
  zh: "你说的是哪门课？课表里只有课程名，没有任课老师和教室。",
  en: "Which course do you mean? The timetable knows course names, not teachers or rooms.",
};

const MAX_OPTIONS = 6;

type DayQuestion = Extract<ScheduleQuestion, { toolName: "query_day" }>;

/**
 * The question with the course the student named in answer, the call that reads the courses or asks which one, or
 * undefined when the question names its course by name.
 */
export function describedCourse(question: ScheduleQuestion, context: DecisionContext): DayQuestion | Decision | undefined {
  if (question.toolName !== "query_day" || question.input.course === undefined || !namesCourseByTeacherOrRoom(question.input.course)) return undefined;
  const answer = context.request.answers.findLast((candidate) => isQuestion(candidate.question, WHICH_COURSE_QUESTION));
  if (answer) return { toolName: "query_day", input: { ...question.input, course: answer.text.trim() } };
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  if (!listing && context.isActive("list_tasks")) return callTool("list_tasks", { status: "all" });
  const courses = listedTasks(listing?.result).filter((task) => task.category === "课程").map((task) => task.name);
  const options = [...new Set(courses)].slice(0, MAX_OPTIONS);
  return callTool("ask_user", { question: say(context.language, WHICH_COURSE_QUESTION.zh, WHICH_COURSE_QUESTION.en), ...(options.length > 0 ? { options } : {}) });
}

/** "水课都有哪几门": the listing answers, its courses marked 固定 or 可嵌入. */
export function fillerCoursesLead(language: Language): string {
  return say(language, "课程后面标着“可嵌入”的就是水课（课上可以安排学习）：", "Courses marked 可嵌入 are the ones you can study through:");
}
