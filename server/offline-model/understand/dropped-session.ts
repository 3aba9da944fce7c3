/**
 * A session dropped with the reason said right after the words that point at it ("明天那节复习我不想上了，取消吧",
 * "周三那个复习块不想去了，撤掉吧"): the unplace readers take what comes before the verb as the block, so the reason
 * (and the clause break after it) is cut off, leaving the pointer the time readers know ("明天那节复习").
 */

/** "我不想上了", "不想去了", "去不了": why the session is dropped. */
const WHY_DROPPED = /(?:我)?(?:真的|实在)?(?:不想|不打算|不去|没空|没时间|上不了|去不了|赶不上)[^，,。]*$/;
const SESSION_POINTER = /[那这][一两二三四几]?(?:节|块|个)|学习块/;

/** The clause that points at the session with the reason after it taken off; the words as they were when none is. */
export function pointerClause(said: string): string {
  const clause = said.split(/[，,。；;]/).find((part) => SESSION_POINTER.test(part));
  return clause !== undefined && WHY_DROPPED.test(clause) ? clause.replace(WHY_DROPPED, "") : said;
}
