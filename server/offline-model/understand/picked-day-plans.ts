/**
 * "看下这周哪天最空，把四级真题放那天", "下周哪天最闲？错题本整理排到那天": the emptiest day asked for, then a thing put
 * on 那天 — the day the answer will name. Two parts: the question, then a move whose day is the pointer itself
 * (THAT_DAY), which the compound's planner fills in from the question's reply (decide/decide-compound.ts).
 */
import type { Intent } from "./intent-types";
import { detectScheduleQuestion } from "./schedule-intents";
import { slotTarget } from "./slot-words";

/** The day word a part leaves for an earlier part's answer to fill in. */
export const THAT_DAY = "那天";

const HEAD_THEN_TAIL = /^([^，,。？?；;]+)[？?，,。；;\s]+(.+)$/;
/**
 * "把四级真题放那天", "然后错题本整理排到那一天去吧", "把听力放到那天晚上七点": the time of day after 那天, if any, says
 * where on that day.
 */
const PUT_ON_THAT_DAY =
  /^(?:然后|再|就|那就)?(?:帮我|给我)?(?:把)?(?<thing>[^，,。？?]{2,20}?)(?:就)?(?:放|排|安排|塞|挪)(?:到|在|进)?(?:那天|那一天|当天|这天)(?:的)?(?<time>(?:上午|下午|晚上|早上|中午|傍晚)?(?:[\d一二两三四五六七八九十]{1,3}(?:点(?:半|\d{1,2}分?)?|[:：]\d{2}))?)(?:开始)?(?:去|里|上)?(?:吧|呗|哈)?[。.!！~～\s]*$/;

export function pickedDayPlan(text: string): Intent | undefined {
  const said = HEAD_THEN_TAIL.exec(text.trim());
  if (!said) return undefined;
  const asked = detectScheduleQuestion(said[1]);
  if (asked?.family !== "schedule_question" || asked.question.toolName !== "query_free_time" || asked.question.input.pick !== "emptiest") return undefined;
  const put = PUT_ON_THAT_DAY.exec(said[2].trim())?.groups;
  if (!put?.thing) return undefined;
  const target = { ...(put.time ? slotTarget(put.time) : {}), dayWord: THAT_DAY };
  return { family: "compound", parts: [asked, { family: "edit", action: "move", reference: { name: put.thing.trim() }, target }] };
}
