/** The term (issue 28 #1): one tool call, then its answer as the student reads it. */
import type { Intent } from "../understand/intent-types";
import { callTool, latestStep, reply } from "./steps";
import type { Decision, DecisionContext } from "../types";

export function decideTermQuestion(context: DecisionContext): Decision {
  const answered = latestStep(context.steps, ["query_term"]);
  return answered ? reply(answered.result.text) : callTool("query_term", {});
}

export function decideTermSet(intent: Extract<Intent, { family: "term_set" }>, context: DecisionContext): Decision {
  const saved = latestStep(context.steps, ["set_term_week"]);
  if (saved) return reply(saved.result.text);
  return callTool("set_term_week", { current_week: intent.currentWeek, ...(intent.weeks !== undefined ? { weeks: intent.weeks } : {}) });
}
