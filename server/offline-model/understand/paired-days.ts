/**
 * "明天、后天有空吗", "周四周五下午有没有空", "明天或者后天的课": two days asked about in one question. The tools take
 * one day at a time, so the question is asked of each day; read as one, the second day was dropped.
 */
import type { Intent } from "./intent-types";

const ONE_DAY = "(?:(?:下下|下个|下|这个|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|大后天|后天|明天|今天|\\d{1,2}\\s*月\\s*\\d{1,2}\\s*[日号])";
const PAIRED = new RegExp(`^(?<first>${ONE_DAY})(?:、|，|,|和|跟|与|或者?|还是|以及|\\s)?(?<second>${ONE_DAY})(?<rest>.+)$`);

/** Each day's question, when the words after the two days ask about a day; undefined for anything else. */
export function pairedDays(text: string, detect: (part: string) => Intent): Intent | undefined {
  const match = PAIRED.exec(text.trim());
  const { first, second, rest } = match?.groups ?? {};
  // "周四周五哪天更空": the two weighed against each other is one question about both.
  if (!first || !second || !rest || first === second || /哪|更|比较/.test(rest)) return undefined;
  const parts = [detect(`${first}${rest}`), detect(`${second}${rest}`)];
  return parts.every((part) => part.family === "schedule_question") ? { family: "compound", parts } : undefined;
}
