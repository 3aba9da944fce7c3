/** Questions about the timetable: one read tool, then a lead sentence and the tool's own reply. */
import type { Intent, ScheduleQuestion } from "../understand/intent-types";
import { say } from "../speak/language";
import { callTool, latestStep, relay, reply } from "./steps";
import { courseAnswer, dayQuestionAnswer, freeTimeAnswer, nextClassAnswer } from "../speak/time-answers";
import { NEXT_CLASS } from "../understand/time-questions";
import { factsOf } from "./facts";
import { isQuestion, ROUTINE_END_QUESTION } from "./questions";
import { UNTOLD_ROUTINE_END } from "../normalise/daily-routine";
import { describedCourse, fillerCoursesLead } from "./described-course";
import { asksFillerCourses } from "../understand/course-questions";
import type { Decision, Language, DecisionContext, ToolOutcome } from "../types";

type QuestionIntent = Extract<Intent, { family: "schedule_question" }>;

function lead(question: ScheduleQuestion, language: Language): string {
  switch (question.toolName) {
    case "get_overview":
      return say(language, "这是目前的整体安排：", "Here's your overall schedule:");
    case "query_range":
      return say(language, `第${question.input.day}天的占用情况如下：`, `Here's day ${question.input.day}:`);
    case "find_first_free":
      return say(language, "帮你查了空位：", "Here's the first free spot:");
    case "list_tasks":
      return say(language, "任务清单如下：", "Here's the list:");
    case "get_task_info":
      return say(language, "这个任务的详情如下：", "Here are the task's details:");
    case "query_free_time":
    case "query_day":
      return "";
  }
}

function timeAnswer(question: ScheduleQuestion, outcome: ToolOutcome, context: DecisionContext): string | undefined {
  const { language } = context;
  if (question.toolName === "query_free_time") {
    return freeTimeAnswer(factsOf(outcome, "free_time"), question.input.min_periods, language, context.calendar?.periods.size || undefined);
  }
  if (question.toolName !== "query_day") return undefined;
  const agenda = factsOf(outcome, "day_agenda");
  if (question.input.course) return courseAnswer(agenda, question.input.course, language);
  if (NEXT_CLASS.test(context.request.text)) return nextClassAnswer(agenda, language);
  return dayQuestionAnswer(agenda, language);
}

export function decideQuestion(intent: QuestionIntent, context: DecisionContext): Decision {
  // "王老师的课": a course named by its teacher or room is asked about by name first.
  const described = describedCourse(intent.question, context);
  if (described && "kind" in described) return described;
  const question = described ?? intent.question;
  const answered = latestStep(context.steps, question.toolName === "find_first_free" ? ["find_first_free", "find_free"] : [question.toolName]);
  // "晚自习之后还有空吗": the reading keeps 晚自习之后 only when its end was not told (normalise/daily-routine.ts), so it
  // is asked; once told ("九点半"), what comes after it is the evening.
  if (!answered && (question.toolName === "query_free_time" || question.toolName === "query_day") && UNTOLD_ROUTINE_END.test(context.request.text)) {
    const told = context.request.answers.some((answer) => isQuestion(answer.question, ROUTINE_END_QUESTION));
    return told ? callTool(question.toolName, { ...question.input, part: "evening" }) : callTool("ask_user", { question: ROUTINE_END_QUESTION[context.language] });
  }
  if (!answered) {
    const alias = question.toolName === "find_first_free" && !context.isActive("find_first_free") && context.isActive("find_free");
    return callTool(alias ? "find_free" : question.toolName, { ...question.input });
  }
  const answer = timeAnswer(question, answered.result, context);
  // A time tool's refusal is already one sentence in the student's words ("“下下月”不在能查看的日子里…").
  if (answer !== undefined) return reply(answered.result.ok ? answer : answered.result.text);
  if (!answered.result.ok) {
    return relay(say(context.language, "没有查到结果：", "I couldn't look that up:"), answered.result);
  }
  const filler = question.toolName === "list_tasks" && asksFillerCourses(context.request.text);
  return relay(filler ? fillerCoursesLead(context.language) : lead(question, context.language), answered.result);
}
