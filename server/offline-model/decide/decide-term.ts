/** The term (issue 28 #1): one tool call, then its answer as the student reads it. */
import type { Intent } from "../understand/intent-types";
import { callTool, latestStep, reply } from "./steps";
import { termWeekDate } from "./term-dates";
import { say } from "../speak/language";
import type { Decision, DecisionContext } from "../types";

export function decideTermQuestion(context: DecisionContext): Decision {
  const answered = latestStep(context.steps, ["query_term"]);
  if (!answered) return callTool("query_term", {});
  // "第16周周三是几号": the day asked for, dated from the window's term weeks, before the term's own summary.
  const dated = answered.result.ok ? termWeekDate(context.request.text, context.calendar) : undefined;
  return reply(dated ? `${say(context.language, `${dated.said}是${dated.date}。`, `${dated.said} is ${dated.date}.`)}\n${answered.result.text}` : answered.result.text);
}

export function decideTermSet(intent: Extract<Intent, { family: "term_set" }>, context: DecisionContext): Decision {
  const saved = latestStep(context.steps, ["set_term_week"]);
  if (saved) return reply(saved.result.text);
  // "we have 18 weeks this term": the week stays the one today has, which the window's calendar knows.
  const week = intent.currentWeek ?? context.calendar.termAnchor?.week;
  if (week === undefined) {
    return reply(say(context.language, "好的，那现在是第几周？告诉我这周是第几周，我把学期一起改好。", "Got it — and which week of the term is it now? Tell me and I'll update the term."));
  }
  return callTool("set_term_week", { current_week: week, ...(intent.weeks !== undefined ? { weeks: intent.weeks } : {}) });
}
