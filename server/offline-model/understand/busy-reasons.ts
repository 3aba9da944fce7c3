import { withoutTimeOfDayTold } from "./said-limits";

/**
 * "推迟一小时吧，十点还在上课", "往后推一个小时，那会儿我有课": why a change is asked, said after it — the student is
 * busy at the time it had. The reason asks nothing; the change before it is the follow-up.
 */
const BUSY_AFTER =
  /[，,]\s*(?:因为)?(?:我)?(?:那会儿?|那时候?|那个点|那个时间|(?:早上|上午|中午|下午|晚上)?(?:\d{1,2}|[一二两三四五六七八九十]{1,3})点(?:半|钟)?)?(?:我)?(?:还|正|正好|刚好)?(?:在|要|得|有)(?:上课|课|开会|会|上班|值班|做实验|实验|考试|事)(?:呢|啊|呀|哦)?[。!！~～\s]*$/;

/**
 * "调到八点半吧，八点太早了", "挪到九点，八点有点赶": the old time found too early, too late or too tight — as much a
 * reason only as being busy then.
 */
const TOO_SOON_AFTER =
  /[，,]\s*(?:因为)?(?:(?:早上|上午|中午|下午|晚上)?(?:\d{1,2}|[一二两三四五六七八九十]{1,3})点(?:半|钟)?|那会儿?|那个点|那个时间|原来那个时间)?(?:也|还是|实在)?(?:太|有点|有些|稍微)(?:早|晚|赶|急|紧)了?(?:点|些)?(?:吧|呢|啊|呀|哦)?[。!！~～\s]*$/;

/**
 * "不对，我说的是下周，这周没空", "改到周五吧，周四有事": the stretch the change leaves found taken up — no request of its
 * own, only why the change is asked.
 */
const NO_TIME_AFTER =
  /[，,]\s*(?:因为)?(?:我)?(?:这周|本周|这个?星期|这礼拜|那周|这几天|这两天|周末|那天|当天|今天|明天|后天|(?:周|星期|礼拜)[一二三四五六日天])(?:我)?(?:都|实在|真的|可能)?(?:没空|没时间|抽不出时间|不得空|有事|有安排|太忙|很忙|忙不过来)了?(?:呢|啊|呀|哦|吧)?[。!！~～\s]*$/;

/**
 * The change with the busy reason after it cut off, or with a time of day the student cannot study in said before it
 * ("不行，我晚上学不进去，换个白天的时段", said-limits.ts); undefined when no such reason is told.
 */
export function withoutBusyReason(text: string): string | undefined {
  const toldBefore = withoutTimeOfDayTold(text);
  if (toldBefore) return toldBefore;
  const reason = BUSY_AFTER.exec(text) ?? TOO_SOON_AFTER.exec(text) ?? NO_TIME_AFTER.exec(text);
  return reason && reason.index > 0 ? text.slice(0, reason.index) : undefined;
}
