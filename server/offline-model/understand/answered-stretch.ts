/**
 * "把概率论复习排一排" → "想排到哪段时间？" → "下周" → plan proposed → "要不还是这周吧，下周要回家": the stretch the
 * plan went into came from the answer, not the request's own words, so the change of mind names the request and the
 * new stretch together ("把概率论复习排一排，排到这周").
 */
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { rangeWords } from "./schedule-words";

/** "要不还是这周吧", "那还是排这周", "还是改成这周吧": a stretch said again, with a second thought before it. */
const STRETCH_AGAIN = /^(?:要不|算了|那|那就|干脆)*[，,\s]*还是(?:排|放|改成?|换成?)?(?:到|在)?\s*([^，,。到进在]+?)(?:吧|好了|呗)?$/;
/** A stretch a whole plan goes into: a week, the weekend, a month. */
const WHOLE_STRETCH = /^(?:(?:这|本|下下?)(?:个)?(?:周|星期|礼拜)末?|(?:这|本|下下?)?周末|(?:这|本|下)个?月)$/;

export function answeredStretchAgain(text: string, previous: PreviousRequest): FollowUp | undefined {
  const answered = previous.answerTexts.at(-1);
  const [said] = text.split(/[，,。！!]\s*/);
  const into = STRETCH_AGAIN.exec(said?.trim() ?? "");
  const range = into ? rangeWords(into[1]) : undefined;
  const before = answered === undefined ? undefined : rangeWords(answered.trim());
  if (range === undefined || before === undefined || range === before || !WHOLE_STRETCH.test(range)) return undefined;
  const intent = detectIntent(previous.text);
  // Only a plan whose request left its stretch to the question: one that named its own is read by otherStretch.
  if (intent.family !== "schedule" || intent.range !== undefined) return undefined;
  return { family: "plan_again", text: `${previous.text.replace(/[。.!！~～\s]+$/, "")}，排到${range}` };
}
