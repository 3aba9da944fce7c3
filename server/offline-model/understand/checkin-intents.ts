/**
 * What happened to the plan, in the student's words (issue 23 #2, #3, #6; issue 27): check-ins said in a sentence
 * ("第一章和第二章复习完了，第三章没做", "今天上午的线代复习只做了一半", "命题逻辑那块鸽了", "打卡：第一章 ✅"),
 * questions about progress ("这周完成了多少？", "还没打卡的有哪些", "进度怎么样") and re-planning what was missed
 * ("把没完成的重新排一下", "missed 的那些帮我 reschedule 一下"), in Chinese and English, alone or a check-in then a
 * re-plan in one message.
 *
 * Each phrasing family is a row of OUTCOME_RULES (checkin-rows.ts); its readers live by job in checkin-sentences.ts
 * (check-ins), missed-work.ts (re-plans), progress-questions.ts and checkin-compounds.ts (a check-in, then a request).
 */
import { OUTCOME_RULES } from "./checkin-rows";
import { detectProposeClass } from "./class-intents";
import { STUDY_WORD } from "./checkin-cues";
import type { Intent } from "./intent-types";
import { withoutSpokenFillers } from "./spoken-checkin-fillers";

/**
 * Forms these rows read as one: "没有做" as "没做", and Cantonese words the normaliser leaves (嗰节 那节, 点样 怎么样).
 */
function folded(text: string): string {
  return withoutSpokenFillers(text)
    .replace(/没有(?=[做去学复看弄动碰写刷背完打])/g, "没")
    .replace(/嗰(?=[节块次个些])/g, "那")
    .replace(/昨日/g, "昨天")
    .replace(/今日/g, "今天")
    .replace(/点样/g, "怎么样")
    // "两块一个没落全做了", "昨天的复习一节都没落下": none of the blocks missed is every one done.
    .replace(/(?:一(?:个|块|节)|啥|什么)(?:都|也)?没(?:落|漏|拉)下?(?:的)?(?:[，,\s]*(?=(?:全|都)(?:做|学|复习|看|完成|搞定)|(?:全部|都)?(?:做|学|复习|看)(?:完|好)))/g, "")
    .replace(/(?:一(?:个|块|节)|啥|什么)(?:都|也)?没(?:落|漏|拉)下?(?=$|[，,。！!~\s])/g, "全做了");
}

/**
 * One part of a compound ("第三章复习完了，明天下午有空吗"): a single check-in, progress question or re-plan; a
 * message of several is read whole by detectPlanOutcome.
 */
export function detectPlanOutcomePart(text: string): Intent | undefined {
  const intent = detectPlanOutcome(text);
  if (intent?.family === "compound") return undefined;
  // "未完成 离散相关 列一下": as a part, a check-in names a block, a day or a study word, never just "未完成".
  if (intent?.family === "checkin" && !intent.when && intent.entries.every((entry) => entry.block === undefined) && !STUDY_WORD.test(text)) return undefined;
  return intent;
}

/** The rows in priority order; the first whose pattern matches and whose reader reads the message wins. */
export function detectPlanOutcome(message: string): Intent | undefined {
  // "英语真题还剩三套没做，建个复习计划，每套2节": what is left is the new plan's parts, not a block skipped.
  if (detectProposeClass(message)) return undefined;
  const text = folded(message);
  for (const rule of OUTCOME_RULES) {
    if (!rule.pattern.test(text)) continue;
    const intent = rule.extract(text);
    if (intent) return intent;
  }
  return undefined;
}
