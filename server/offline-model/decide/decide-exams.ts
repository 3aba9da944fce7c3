/** Exams (issue 25 #3): one tool call each, then its answer as the student reads it. */
import type { Intent } from "../understand/intent-types";
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
