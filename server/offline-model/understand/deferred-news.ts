/**
 * News told and put off in the same breath, asking for nothing: "同学说大物期末可能提前，通知还没出，我先不急着改",
 * "考试安排好像贴出来了，但我还没敢去看，晚点再说吧", "听说线代期末可能往后延，先别动". The last clause defers (later, not
 * yet, leave it), and no clause before it asks the planner for anything, so the news is only told: a model that acts
 * on it (moves the exam, looks up the exams, notes it) does what the student said not to do yet.
 */
import type { Intent } from "./intent-types";

/** The closing clause that puts it off: 先不急着改, 晚点再说吧, 先别动, 先不管它, 回头再看. */
const DEFERRED =
  /(?:^|[，,。；;！!\s])(?:但是?|不过|所以|那)?(?:我)?(?:就|还是)?(?:先|暂时|暂且)?(?:不急着?|不着急|别急着?|不用急着?)(?:改|动|记|弄|管|处理|调|排)?(?:它)?|(?:^|[，,。；;！!\s])(?:但是?|不过|所以|那)?(?:我)?(?:先|就)?(?:等|晚点|回头|以后|改天|过两天|明天|等会儿?)[^，,。；;！!？?]{0,10}?再(?:说|看|改|弄|管|处理)(?:吧|呗|哈)?|(?:^|[，,。；;！!\s])(?:但是?|不过|所以|那)?(?:我)?(?:就)?(?:先|暂时)(?:别|不)(?:动|改|管)(?:它)?(?:了|吧)?|(?:^|[，,。；;！!\s])(?:我)?(?:晚点|回头|等会儿?|改天)(?:自己)?(?:再)?(?:去)?(?:看|查|瞅)(?:吧|一下吧?)?/;
const CLOSING = new RegExp(`(?:${DEFERRED.source})[。！!~～.\\s]*$`);
/** A clause that asks the planner for something: a request's lead, a question, or a verb put to it. */
const ASKS = /帮我|给我|替我|请你?|麻烦|提醒|记(?:一下|上|下来|着)|[吗么？?]|怎么办|能不能|可不可以|(?<![安])排(?!队)|删|挪到|改到|改成/;
/** Who told it, or how sure it is: news, not a fact the student acts on. */
const NEWS = /好像|可能|听说|据说|说|通知|贴出来|出来了|公布|发了|还没出/;

export function deferredNews(text: string): Intent | undefined {
  const closing = CLOSING.exec(text);
  if (!closing || closing.index === 0) return undefined;
  const told = text.slice(0, closing.index);
  if (ASKS.test(told) || !NEWS.test(told)) return undefined;
  return { family: "small_talk", topic: "news" };
}
