/**
 * A to-do's deadline clock said after it was noted, without naming the deadline: "哦要在下午五点前交，忘说了",
 * "忘了说，中午十二点前要交". The hand-in is by that clock on the day already noted ("截止 12月3日 周四 23:59"), so
 * the day stays and only the clock is said.
 */

/** "…，忘说了", "…，忘了讲": the word left out owned after it is said, which the readers take first. */
const FORGOT_LAST = /^(.+?)[，,\s]+(?:哦|噢)?(?:忘(?:了|记)?(?:说|讲)了?|漏说了|刚才没说)[。.!！~～\s]*$/;

export function forgottenFirst(text: string): string {
  const last = FORGOT_LAST.exec(text.trim());
  return last ? `忘了说，${last[1]}` : text;
}

/** "要在下午五点前交", "中午十二点前要交", "得五点之前交上": a clock the hand-in must come before. */
const DUE_BY = /^(?:哦|噢|对)?(?:要|得)?(?:在)?((?:上午|中午|下午|傍晚|晚上)?(?:\d{1,2}|[一二两三四五六七八九十]{1,3})(?:点|[:：]\d{2})(?:半|\d{1,2}分?)?)(?:之前|以前|前)(?:要|得)?(?:交|提交|交上|交掉|完成|做完|写完)(?:掉|上)?(?:了|哦|哈)?$/;

/** The deadline said: the clock on the day the noted answer gave, or the clock alone when it gave none. */
export function dueClock(said: string, answered: string | undefined): string | undefined {
  const clock = DUE_BY.exec(said.trim())?.[1];
  if (clock === undefined) return undefined;
  const day = /截止\s*(\d{1,2}月\d{1,2}日)/.exec(answered ?? "")?.[1];
  return `${day ?? ""}${clock}`;
}
