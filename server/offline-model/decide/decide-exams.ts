/** Exams (issue 25 #3): one tool call each, then its answer as the student reads it. */
import type { Intent } from "../understand/intent-types";
import { EXAM_DAY_QUESTION, EXAM_QUESTION } from "./questions";
import { callTool, latestStep, reply } from "./steps";
import type { Decision, DecisionContext } from "../types";

export function decideExamRecord(intent: Extract<Intent, { family: "exam_record" }>, context: DecisionContext): Decision {
  const recorded = latestStep(context.steps, ["record_exam"]);
  if (recorded) return reply(recorded.result.text);
  return callTool("record_exam", { title: intent.title, when: intent.when, ...(intent.location ? { location: intent.location } : {}) });
}

export function decideExamCountdown(intent: Extract<Intent, { family: "exam_countdown" }>, context: DecisionContext): Decision {
  const answered = latestStep(context.steps, ["query_exams"]);
  if (answered) return reply(answered.result.text);
  return callTool("query_exams", intent.exam ? { exam: intent.exam } : {});
}

/** "有场考试要记一下": what record_exam needs and was not told — the course and the day, or the day — asked back. */
export function decideExamUntold(intent: Extract<Intent, { family: "exam_untold" }>, context: DecisionContext): Decision {
  const question = intent.title ? EXAM_DAY_QUESTION : EXAM_QUESTION;
  return callTool("ask_user", { question: question[context.language] });
}
