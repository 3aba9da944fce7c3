/**
 * The blocks pointed at first, the plan asked after: "线代复习还没排的那些，都放到下周", "住院那几天英语复习全空着，剩下
 * 的排进这周末". The first clause names what is planned (it asks nothing: no "哪些没排"); the request after it points
 * back with 都 / 全部 / 剩下的 (or the topic counts the blocks left: "离散复习还有好几块没排，帮我排进下周") and names no
 * subject of its own.
 */
import type { Intent } from "./intent-types";
import { scheduleIntentOf, detectScheduleRequest } from "./schedule-intents";

/** "…还没排的那些", "…全空着", "…一节没动": the blocks as they stand, told. */
const TOPIC_TAIL = /(?:还)?(?:没排|没安排|未安排)的?(?:那些|那几节|那几块)?$|(?:全|都)?空着(?:呢)?$|(?:一节)?(?:都)?没动(?:过)?$/;
/** "请假那几周", "住院期间": when the blocks stood empty, before their subject. */
const WHEN_LEAD = /^.*?(?:那几周|那几天|那周|那天|期间|的时候)/;
/** "离散复习", "英语的学习": the subject and its study word. */
const STUDY_SUBJECT = /^([\p{Script=Han}A-Za-z]{2,8}?)(?:的)?(?:复习|学习|预习)/u;
const ASKS = /[？?吗]|哪|什么|(?<!好)几[节块个门]|多少|有没有/;
const POINTS_BACK = /剩下|剩余|全部|都|全|那些|它们/;
/** "离散复习还有好几块没排": the blocks left counted in the topic, so a request naming nothing else is for them. */
const COUNTED_LEFT = /还有[^，,；;]{0,4}(?:块|节|个|些)(?:还)?(?:没排|没安排|未安排)$/;

export function topicThenPlan(text: string): Intent | undefined {
  const [first, ...others] = text.split(/[，,；;]/).map((clause) => clause.trim());
  if (others.length === 0 || ASKS.test(first) || !TOPIC_TAIL.test(first)) return undefined;
  const subject = STUDY_SUBJECT.exec(first.replace(TOPIC_TAIL, "").replace(WHEN_LEAD, "").trim())?.[1];
  const rest = others.join("，");
  if (!subject || !(POINTS_BACK.test(rest) || COUNTED_LEFT.test(first)) || !detectScheduleRequest(rest)) return undefined;
  const plan = scheduleIntentOf(rest);
  if (plan.family !== "schedule" || plan.hints.length > 0) return undefined;
  return { ...plan, hints: [subject], wantsAll: false, studyPlan: true };
}
