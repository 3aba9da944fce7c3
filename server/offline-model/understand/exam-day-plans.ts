/**
 * "那就按这个日子把离散复习往回排" after "离散哪天考" was answered: the day it points at is that exam's, so the plan is
 * the one the exams set ("按考试把离散复习往回排"). Only after an exam's day was asked or told: "按这个时间" after
 * anything else points at something else.
 */
import { detectIntent } from "./intents";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

/** "按这个日子", "照这个时间", "根据这个考试时间": the day just told, pointed at. */
const THAT_DAY = /(?:按|照|根据|对着|参照)着?(?:这个|这|那个|那)(?:日子|时间|日期|考试时间|考试日期|考期|天)/;
/** "「离散数学期末考试」：1月12日（周二）14:00": an answer that told an exam's day. */
const EXAM_TOLD = /考试?」?\s*[：:]\s*\d{1,2}月\d{1,2}日/;

export function examDayPlanned(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!THAT_DAY.test(text)) return undefined;
  const asked = detectIntent(previous.text).family;
  if (asked !== "exam_countdown" && !EXAM_TOLD.test(previous.said ?? "")) return undefined;
  const planned = text.replace(THAT_DAY, "按考试");
  const intent = detectIntent(planned);
  return intent.family === "schedule" && intent.forExams ? { family: "plan_again", text: planned } : undefined;
}
