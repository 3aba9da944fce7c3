/**
 * "今朝收到email，礼拜日夜晚十点前要submit份lab report", "刚收到教务的通知：周五前交选课单": how the student came to
 * know opens the message, and its day (今天早上, 刚才) is when they heard, not when the thing is due. The note keeps
 * what follows it, so the date reader meets the deadline first.
 */
const ARRIVAL =
  /^(?:今天|今早|今天早上|今天上午|早上|上午|中午|下午|晚上|刚刚?|刚才|昨天|昨晚)?(?:刚刚?)?(?:收到|接到|看到)(?:了)?(?:一?[封条个份则])?(?:老师|学院|教务处?|助教|辅导员|导师|班群|群里)?(?:的|发的)?(?:email|e-mail|mail|邮件|通知|消息|短信|微信|信息)[，,：:\s]+(?=\S)/i;

/** The message without the clause that says how the news arrived; as it was when nothing would be left. */
export function withoutNewsArrival(text: string): string {
  const rest = text.replace(ARRIVAL, "");
  return rest.length >= 4 ? rest : text;
}
