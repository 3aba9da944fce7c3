/**
 * The offline model's decision for one step: which request the turn serves, its intent, the family's decision,
 * and the rules every step obeys: only offered tools are called, a question already asked is put to the student as
 * text, and a call repeated with the same arguments (or a turn that ran too long) ends with text instead of looping.
 */
import type { Intent } from "../understand/intent-types";
import { replyLanguage, say } from "../speak/language";
import { decideProposeClass } from "./decide-class";
import { batchedMoves } from "./batched-moves";
import { decideCompound } from "./decide-compound";
import { decideCheckin, decideProgress, decideReplanMissed } from "./decide-outcomes";
import { decideEdit } from "./decide-edit";
import { decideExamCancel, decideExamCountdown, decideExamNote, decideExamRecord, decideExamShift, decideExamUntold } from "./decide-exams";
import { examAnchoring } from "./exam-anchored";
import { movedCourseExam } from "./moved-course-exam";
import { courseAnchoring } from "./course-anchored";
import { classDayLookup } from "./class-day-lookup";
import { blockAnchoring } from "./block-anchored";
import { earlierDayAnchoring } from "./earlier-day-anchored";
import { decideTermQuestion, decideTermSet } from "./decide-term";
import { decidePlacedReason, decideSwapUnsaid } from "./placed-reasons";
import { decideTaskEdit } from "./decide-task-edits";
import { decideUndo } from "../understand/undo-intent";
import { decideQuestion } from "./decide-question";
import { decideSchedule } from "./decide-schedule";
import { decideCreateTask, decideQuickNote, decideTaskQuery } from "./decide-tasks";
import { questionAsText, questionInText } from "./questions";
import { inStudentWords, type StudentCalendar } from "../speak/student-words";
import { studentCalendarOf } from "./facts";
import { inOwnWords } from "../normalise/own-words";
import { withTermDates } from "./term-dates";
import { currentRequest } from "../understand/request";
import { referredRequest } from "../understand/references";
import { smallTalkReply } from "../speak/small-talk";
import { examCancelKept } from "./exam-kept";
import { callTool, latestStep, relay, reply, unavailableText } from "./steps";
import type { ConversationView, Decision, DecisionContext, TurnStep } from "../types";

/** More tool calls than any family needs (the longest, an edit after a question, takes four). */
export const MAX_TURN_STEPS = 6;

function decideIntent(intent: Intent, context: DecisionContext): Decision {
  switch (intent.family) {
    case "quick_note":
      return decideQuickNote(intent, context);
    case "create_task":
      return decideCreateTask(intent, context);
    case "query_tasks":
      return decideTaskQuery(intent, context);
    case "schedule":
      return decideSchedule(intent, context);
    case "propose_class":
      return decideProposeClass(intent, context);
    case "edit":
      return decideEdit(intent, context);
    case "schedule_question":
      return decideQuestion(intent, context);
    case "small_talk":
      return reply(smallTalkReply(intent.topic, context.language, intent.about));
    case "unknown":
      return reply(smallTalkReply("unknown", context.language));
    case "task_edit":
      return decideTaskEdit(intent, context);
    case "compound":
      return batchedMoves(intent.parts, context, decideIntent) ?? decideCompound(intent.parts, context, decideIntent);
    case "undo":
      return decideUndo(context);
    case "checkin":
      return decideCheckin(intent, context);
    case "progress":
      return decideProgress(intent, context);
    case "replan_missed":
      return decideReplanMissed(context, intent);
    case "exam_record":
      return decideExamRecord(intent, context);
    case "exam_countdown":
      return decideExamCountdown(intent, context);
    case "exam_cancel":
      return decideExamCancel(intent, context);
    case "exam_untold":
      return decideExamUntold(intent, context);
    case "exam_note":
      return decideExamNote(intent, context);
    case "exam_shift":
      return decideExamShift(intent, context);
    case "term_question":
      return decideTermQuestion(context);
    case "term_set":
      return decideTermSet(intent, context);
    case "placed_reason":
      return decidePlacedReason(intent, context);
    case "swap_unsaid":
      return decideSwapUnsaid(intent, context);
  }
}

/** Key order does not change what a call means, so inputs are compared with sorted keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function repeats(decision: Decision, steps: readonly TurnStep[]): boolean {
  if (decision.kind !== "tool") return false;
  const call = canonical(decision.input);
  return steps.some((step) => step.toolName === decision.toolName && canonical(step.input) === call);
}

/** An ask_user input said as text, its options listed after it. */
function questionText(input: unknown, fallback: string, context: DecisionContext): string {
  const fields = (input ?? {}) as { question?: unknown; options?: unknown };
  const question = typeof fields.question === "string" ? fields.question : fallback;
  const options = Array.isArray(fields.options) ? fields.options.filter((option) => typeof option === "string") : [];
  return questionAsText({ question, options }, context.language);
}

/** Ends the turn with the latest reply when the decision would only repeat itself. */
function closingText(context: DecisionContext): Decision {
  const last = latestStep(context.steps, context.steps.map((step) => step.toolName));
  if (!last) return reply(smallTalkReply("unknown", context.language));
  return relay(say(context.language, "目前的结果如下：", "Here's where things stand:"), last.result);
}

/** A text answer in the student's words; the model's own questions keep the forms the model reads back. */
function inWords(decision: Decision & { kind: "text" }, calendar: StudentCalendar): Decision {
  if (questionInText(decision.text)) return decision;
  return reply(inStudentWords(decision.text, calendar));
}

/** `calendar`: the window's days and periods the call carries (decide/facts.ts); empty when it carries none. */
export function decideStep(
  conversation: ConversationView,
  isActive: (toolName: string) => boolean,
  calendar: StudentCalendar = studentCalendarOf(undefined),
): Decision {
  const request = currentRequest(conversation.userTurns);
  if (!request) return reply(smallTalkReply("capabilities", "zh"));
  const language = replyLanguage([
    conversation.userTurns.at(-1)?.text ?? "",
    ...request.answers.map((answer) => answer.text).reverse(),
    request.text,
  ]);
  const context: DecisionContext = { request, language, steps: conversation.steps, isActive, calendar, ...(conversation.draftOpen ? { draftOpen: true } : {}) };

  // Once ask_user has answered, the question is the model's last word: the student replies in the next turn. Its
  // options are not said again: the chat shows them as chips under the question.
  const asked = conversation.steps.findLast((step) => step.toolName === "ask_user" && step.result);
  if (asked) return reply(questionText({ question: (asked.input as { question?: unknown } | undefined)?.question }, asked.result?.text ?? "", context));
  if (conversation.steps.length >= MAX_TURN_STEPS) return inWords(closingText(context) as Decision & { kind: "text" }, calendar);

  // "把它移到明天": the pronoun read as what the conversation last named, or a question about which one.
  const said = referredRequest(request, conversation.mentions, language);
  // "高数考完那天下午三点…", "明天上完体育课…": the exam's dates or the class's clock looked up, then the request read
  // again with them in place.
  const anchoring =
    said.kind === "intent"
      ? (examAnchoring(said.intent, request, conversation.steps, language, conversation.userTurns) ??
        classDayLookup(said.intent, request, conversation.steps) ??
        courseAnchoring(said.intent, request, conversation.steps, calendar) ??
        blockAnchoring(said.intent, request, conversation.steps, calendar) ??
        earlierDayAnchoring(said.intent, request, conversation.userTurns) ??
        movedCourseExam(said.intent, request, conversation.steps))
      : undefined;
  const dated = anchoring?.kind === "dated" ? anchoring.request : request;
  const referred = dated === request ? said : referredRequest(dated, conversation.mentions, language);
  const read =
    anchoring?.kind === "step"
      ? anchoring.decision
      : referred.kind === "ask"
        ? callTool("ask_user", { question: referred.question, ...(referred.options.length > 0 ? { options: referred.options } : {}) })
        : decideIntent(examCancelKept(referred.intent, conversation.userTurns), { ...context, request: dated });
  if (read.kind === "text") return inWords(read, calendar);
  // What a tool saves is cut from the student's own characters, not from the reading; a day named by the term's
  // week goes to the recording tools dated, since they read dates without the term.
  const decision = withTermDates(inOwnWords(read, dated), calendar);
  if (repeats(decision, conversation.steps)) return closingText(context);
  if (!isActive(decision.toolName)) {
    // A question needs no tool to be asked: without ask_user it is simply said.
    if (decision.toolName === "ask_user") return reply(questionText(decision.input, "", context));
    return reply(unavailableText(decision.toolName, language));
  }
  return decision;
}
