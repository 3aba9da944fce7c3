/**
 * "帮我把高数作业安排在明天晚上" when the student has no such task: rather than scheduling something else, the model
 * offers to note it down first; "记下来" notes it (with the time words as its deadline), "不用了" drops it.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import type { Intent } from "../understand/intent-types";
import { say } from "../speak/language";
import { CREATE_OFFER_OPTIONS, createOfferQuestion, isCreateOffer } from "./questions";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { type NamedTask } from "./name-resolution";
import { callTool, latestStep, reply } from "./steps";
import type { Decision, DecisionContext } from "../types";

type ScheduleIntent = Extract<Intent, { family: "schedule" }>;

/** Only where the phrase is matters here, not what it resolves to: a fixed instant keeps the model clock-free. */
const PHRASE_LOCATING_OPTIONS = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

const YES = /^(?:记下来|记吧|记|好|好的|好呀|要|嗯|可以|行|ok|okay|yes|yep|sure|note it)/i;
/** "嗯，不用", "好的不用了", "ok no thanks": a nod that only leads into the no is no yes. */
const NO = /不用|不要|不记|不必|别记|算了|\b(?:no|nope|don'?t)\b/i;

const lower = (text: string) => text.toLowerCase();

function names(hint: string, tasks: readonly NamedTask[]): boolean {
  const word = lower(hint);
  return tasks.some((task) =>
    [task.name, task.category ?? ""].some(
      (name) => name !== "" && (lower(name).includes(word) || word.includes(lower(name)) || isAbbreviation(word, lower(name))),
    ),
  );
}

/** The subject words of a request that name no class, item or to-do the student has; undefined when they do. */
export function unknownSubject(intent: ScheduleIntent, tasks: readonly NamedTask[]): string | undefined {
  if (intent.wantsAll || intent.looseOnly || intent.hints.length === 0 || tasks.length === 0) return undefined;
  return intent.hints.some((hint) => names(hint, tasks)) ? undefined : intent.hints[0];
}

/** The student's answer to an offer made earlier in this request, with the name it was about. */
export function answeredOffer(context: DecisionContext): { label: string } | undefined {
  const answer = context.request.answers.findLast((candidate) => isCreateOffer(candidate.question));
  const label = answer ? /[“"](.+?)[”"]/.exec(answer.question.question)?.[1] : undefined;
  return label === undefined ? undefined : { label };
}

export function decideCreateOffer(label: string, range: string | undefined, context: DecisionContext): Decision {
  const { language } = context;
  const answer = context.request.answers.findLast((candidate) => isCreateOffer(candidate.question));
  if (!answer) return callTool("ask_user", { question: createOfferQuestion(label, language), options: CREATE_OFFER_OPTIONS[language] });
  if (!YES.test(answer.text.trim()) || NO.test(answer.text)) return reply(say(language, "好的，那就先不记了。", "Okay, I'll leave it."));
  const noted = latestStep(context.steps, ["quick_note"]);
  // The request's own time words ("明天晚上"), which the note tool reads as the deadline.
  const when = parseDateTime(context.request.text, PHRASE_LOCATING_OPTIONS)?.matchedText.trim() ?? range;
  if (!noted) return callTool("quick_note", { content: when ? `${when}${language === "en" ? " " : ""}${label}` : label });
  if (!noted.result.ok) return reply(noted.result.text);
  return reply(
    say(
      language,
      `记下了“${label}”。要把它排进日程的话，告诉我大概需要几节。`,
      `Noted "${label}". To put it on the timetable, tell me roughly how many periods it needs.`,
    ),
  );
}
