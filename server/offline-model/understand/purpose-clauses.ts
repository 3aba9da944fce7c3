/**
 * What the answer is for, said after the request: "把重要不紧急的列一下，周末好安排", "…，我好安排时间", "…，方便我
 * 提前规划". The clause asks nothing; its day is when the student will use the answer, not a filter of the request
 * (周末 there is no day to look at, no deadline to list by).
 */

/** When the student will use it: a day or a part of one, never a negation ("不好安排" says it is hard to arrange). */
const WHEN_USED = "[^，,。？?！!不没好]{0,6}?";

/**
 * The clause: 好 / 方便 / 以便 / 便于 ("so that I can"), then planning or getting ready. 好好 ("我好好安排一下") is
 * the student's own resolve, and a question at the end ("这周好安排吗") asks whether it is easy.
 */
const PURPOSE_CLAUSE = new RegExp(
  `[，,。]\\s*(?:这样|这样的话|然后)?(?:我|我们)?${WHEN_USED}(?:我|我们)?(?:也|就)?(?:好|方便|以便|便于)(?!好)(?:我|我们)?(?:提前)?(?:安排|规划|计划|打算|做计划|做打算|排|处理|准备|心里有数|有个数|有数)[^，,。？?！!吗么嘛]{0,10}[。!！~～\\s]*$`,
);

/** The request without the clause that only says what its answer is for; the message itself when it has none. */
export function withoutPurposeClause(text: string): string {
  const match = PURPOSE_CLAUSE.exec(text);
  if (!match || match.index === 0) return text;
  const rest = text.slice(0, match.index).trim();
  return rest === "" ? text : rest;
}
