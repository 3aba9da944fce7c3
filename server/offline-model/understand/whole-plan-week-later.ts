/**
 * "不行 下周太满了 整体往后推一周", "这周排不下，全部推迟一周吧" after a plan over a week was proposed: the week is too
 * full, so the whole plan goes into the week after, planned again there ("把离散复习排到下下周"), not each block moved
 * by seven days onto whatever that week holds. A bare "都往后推一周" with no reason before it is the draft's moves
 * (draft-follow-ups.ts).
 */
import { detectIntent } from "./intents";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

/** "整体往后推一周", "全部推迟一个星期": every block, one week later. */
const WHOLE_WEEK_LATER = /(?:整体|全部|全都|统统|整个|都)(?:给我)?(?:往后|向后)?(?:推|挪|延|顺延|推迟|延后|移)(?:迟|后)?(?:一|1)(?:周|个?星期|个?礼拜)(?:吧|呗)?[。.!！~～\s]*$/;
/** The plan's week, and the one after it. */
const NEXT_WEEK: Record<string, string> = { 这周: "下周", 本周: "下周", 下周: "下下周" };

export function wholePlanWeekLater(text: string, previous: PreviousRequest): FollowUp | undefined {
  const later = WHOLE_WEEK_LATER.exec(text);
  const before = text.slice(0, later?.index ?? 0);
  // Only with a reason said first ("下周太满了"): the week given up, not the blocks pushed along.
  if (!later || before.replace(/[，,。\s]/g, "") === "" || /[把将]|那块|那节|那个/.test(before)) return undefined;
  const asked = detectIntent(previous.text);
  if (asked.family !== "schedule" || asked.range === undefined) return undefined;
  const next = NEXT_WEEK[asked.range];
  return next !== undefined && previous.text.includes(asked.range) ? { family: "plan_again", text: previous.text.replace(asked.range, next) } : undefined;
}
