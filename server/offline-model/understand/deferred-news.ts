/**
 * News told and put off in the same breath, asking for nothing: "同学说大物期末可能提前，通知还没出，我先不急着改",
 * "考试安排好像贴出来了，但我还没敢去看，晚点再说吧", "听说线代期末可能往后延，先别动". The last clause defers (later, not
 * yet, leave it), and no clause before it asks the planner for anything, so the news is only told: a model that acts
 * on it (moves the exam, looks up the exams, notes it) does what the student said not to do yet.
 */
import type { Intent } from "./intent-types";
import { schoolCalendarAsked } from "./school-calendar";
import { namesExam } from "./exam-words";

/** The closing clause that puts it off: 先不急着改, 晚点再说吧, 先别动, 先不管它, 回头再看. */
const DEFERRED =
  /(?:^|[，,。；;！!\s])(?:但是?|不过|所以|那)?(?:我)?(?:就|还是)?(?:先|暂时|暂且)?(?:不急着?|不着急|别急着?|不用急着?)(?:改|动|记|弄|管|处理|调|排)?(?:它)?|(?:^|[，,。；;！!\s])(?:但是?|不过|所以|那)?(?:我)?(?:先|就)?(?:等|晚点|回头|以后|改天|过两天|明天|等会儿?)[^，,。；;！!？?]{0,10}?再(?:说|看|改|弄|管|处理)(?:吧|呗|哈)?|(?:^|[，,。；;！!\s])(?:但是?|不过|所以|那)?(?:我)?(?:就)?(?:先|暂时)(?:别|不)(?:动|改|管)(?:它)?(?:了|吧)?|(?:^|[，,。；;！!\s])(?:我)?(?:晚点|回头|等会儿?|改天)(?:自己)?(?:再)?(?:去)?(?:看|查|瞅)(?:吧|一下吧?)?/;
const CLOSING = new RegExp(`(?:${DEFERRED.source})[。！!~～.\\s]*$`);
/** A clause that asks the planner for something: a request's lead, a question, or a verb put to it. */
const ASKS = /帮我|给我|替我|请你?|麻烦|提醒|记(?:一下|上|下来|着)|[吗么？?]|怎么办|能不能|可不可以|(?<![安])排(?!队)|删|挪到|改到|改成/;
/** Who told it, or how sure it is: news, not a fact the student acts on. */
const NEWS = /好像|可能|听说|据说|说|通知|贴出来|出来了|公布|发了|还没出/;

function deferredNews(text: string): Intent | undefined {
  const closing = CLOSING.exec(text);
  if (!closing || closing.index === 0) return undefined;
  const told = text.slice(0, closing.index);
  if (ASKS.test(told) || !NEWS.test(told)) return undefined;
  return { family: "small_talk", topic: "news" };
}

/**
 * "我们班下周好像要小考，可是老师还没公布是哪天", "有人说概率论期末要推迟，不知道是不是谣言": an exam's news heard
 * but not settled (still unannounced, maybe a rumour) asks nothing: there is no day to record and nothing to move.
 */
const UNSETTLED = /(?:还没|没有|并没|尚未|还未)(?:正式)?(?:公布|通知|出通知|说|定|出来|确定)|不知道(?:是不是|真的假的|真假)|不确定|谣言|没准/;
const HEARD = /好像|可能|听说|据说|有人说|说|传/;

function unsettledExamNews(text: string): Intent | undefined {
  const clauses = text.split(/[，,。；;！!]/);
  const last = clauses.findIndex((clause) => UNSETTLED.test(clause));
  if (last <= 0 || !(/考/.test(text) || namesExam(text)) || !HEARD.test(text) || ASKS.test(text.replace(/是哪天|哪天考/, ""))) return undefined;
  return { family: "small_talk", topic: "news" };
}

/**
 * "下午陪室友去医院拿报告，等了两个多小时，还好结果没啥事", "上午陪同学去银行办卡，…，总算办好了": a day spent going
 * along with someone on their errand, told with how long it took and how it ended. The errand is theirs, so its
 * "办好了" marks no to-do of the student's, and nothing is asked.
 */
const ALONG_WITH = /^(?:今天|昨天|前天|刚才|刚刚|上午|下午|中午|晚上|早上|今早|今晚|昨晚)*(?:我)?(?:又)?(?:陪|陪着|跟着|带)(?:我的?)?(?:室友|舍友|同学|朋友|同桌|对象|女朋友|男朋友|爸妈|我妈|我爸|妈妈|爸爸|学长|学姐|学弟|学妹|老乡|队友|表弟|表妹|弟弟|妹妹|他|她|他们)(?:一起)?去/;
const ASKS_AFTER = /帮我|给我|替我|请你?|麻烦|提醒|记(?:一下|上|下来|着)|[吗么？?]|能不能|可不可以|看看|查(?:一下|下)|排(?!了|队)|顺便|另外|对了/;

function alongOnTheirErrand(text: string): Intent | undefined {
  return ALONG_WITH.test(text) && !ASKS_AFTER.test(text) ? { family: "small_talk", topic: "chat" } : undefined;
}

/**
 * News put off or not yet settled, someone else's errand gone along with, or the school's calendar asked: each is told or asked beyond
 * the planner, read before a story's words are taken as a move, a completion or a day's courses.
 */
export function toldNotAsked(text: string): Intent | undefined {
  return deferredNews(text) ?? unsettledExamNews(text) ?? alongOnTheirErrand(text) ?? schoolCalendarAsked(text);
}
