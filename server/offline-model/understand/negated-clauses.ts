/**
 * "四级真题别放晚上", "周末别排", "晚上十点以后的别给我排": a clause of a scheduling request that says where the work must
 * not go. The planner has no option for it; what matters to the readers is the subject before the negation, which is
 * kept, unless it only says when.
 */

const NEGATION = /(?:别|不要|不用|不想|不能|不许)(?:再)?(?:给我|帮我)?(?:放|排|安排|占|用|塞|嵌|碰|动)/;
const TIME_ONLY =
  /^[，,\s]*(?:(?:这|本|下下?)?(?:周|星期|礼拜)(?:[一二三四五六日天]|末)?|周末|今天|明天|后天|今晚|白天|晚上|上午|下午|早上|中午|傍晚|[\d一二两三四五六七八九十]+点(?:半)?|以后|之后|以前|之前|前|后|的|都|也|就)*$/;

/** A time the work must stay out of, after the negated verb: "别放晚上", "不要排周末", "别排十点以后". */
const KEPT_OUT_TIME = /^(?:在|到)?(?:(?:这|本|下下?)?(?:周|星期|礼拜)(?:[一二三四五六日天]|末)|周末|白天|晚上|上午|下午|早上|中午|傍晚|[\d一二两三四五六七八九十]+点)/;

/**
 * The clause with its negated tail cut off: the subject before it is kept when the tail only keeps a time free ("四级
 * 真题别放晚上"); a head that only says when, or one before any other refusal ("病刚好别排太满"), goes with it.
 */
export function withoutNegatedTail(clause: string): string {
  const negation = NEGATION.exec(clause);
  if (!negation) return clause;
  const head = clause.slice(0, negation.index);
  const tail = clause.slice(negation.index + negation[0].length);
  return TIME_ONLY.test(head) || !KEPT_OUT_TIME.test(tail) ? "" : head;
}
