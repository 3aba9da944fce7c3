/**
 * A to-do re-dated in news the student passes on ("大物老师说实验报告截止推到下周四了。全班都松了口气。"): who told it is
 * no part of the to-do's name, and the new deadline's words are cut from what follows the verb that changes it. A message often goes on after
 * the new day ("…截止推到下周四了。全班都松了口气。", "…改到下周一了，之前说的是明天"): the tools read the first day they
 * find in the deadline's words and would take one from the remark, so only the deadline's own clause is kept, with a
 * clause after it that only says the time of day ("改到周五，晚上八点前").
 */

/** Where a sentence ends: nothing after it belongs to the deadline. */
const SENTENCE_END = /[。！!？?；;\n]/;
const CLAUSE_BREAK = /[，,、]/g;
/** "晚上八点", "下午5点前", "23:59", "中午": a clause that only says the time of the day said before it. */
const TIME_ONLY =
  /^\s*(?:早上|上午|中午|下午|晚上|傍晚|凌晨|夜里)?\s*(?:\d{1,2}\s*(?:[:：]\s*\d{2}|[点时](?:半|\d{1,2}\s*分?)?)|[一二两三四五六七八九十]{1,3}\s*点(?:半|[一二三四五六七八九十]{1,3}\s*分?)?|\d{1,2}\s*(?:am|pm))?\s*(?:之前|以前|前|整|截止)?\s*$/i;
/** "下周四了", "周五啦": the particle that closes the news is no part of the day. */
const CLOSING_PARTICLE = /(?<=\S)(?:了|啦)(?:吧|哦|哈)?$/;

export function deadlineWords(said: string): string {
  const sentence = said.split(SENTENCE_END)[0];
  let end = sentence.length;
  for (const breakAt of sentence.matchAll(CLAUSE_BREAK)) {
    const next = sentence.slice(breakAt.index + 1).split(CLAUSE_BREAK)[0];
    const ownClause = sentence.slice(0, breakAt.index);
    if (next.trim() === "" || !TIME_ONLY.test(next)) {
      end = breakAt.index;
      break;
    }
    end = ownClause.length + 1 + next.length;
  }
  return sentence.slice(0, end).trim().replace(CLOSING_PARTICLE, "");
}

/**
 * "大物老师说", "老师刚在群里说", "班长通知", "听说", "导师上午在组会上说", "店长说", "社长通知": who brought the news
 * (at school, at a part-time job, in a club), and when and where, said before the to-do it is about.
 */
const TELLER =
  /^(?:[^，,。：:]{0,4}?(?:老师|助教|学委|班长|导师|教授|组长|辅导员|课代表|学院|教务处?|店长|老板娘|老板|经理|主管|领班|社长|部长|会长|队长|教练|房东)|听)(?:刚刚?|刚才|今天|昨天|已经|又)?(?:上午|下午|晚上)?(?:在)?(?:群里|班群里?|课上|上课时?|组会上|开会时?|会上)?(?:说|通知|讲|宣布|发话)(?!的)(?:了)?[，,：:\s]*/;

/** The to-do's words without the teller before them; as said when nothing would be left. */
export function withoutTeller(name: string): string {
  const rest = name.replace(TELLER, "");
  return rest.length >= 2 ? rest : name;
}
