/**
 * A question about the timetable asked again for another day or part of the day, with only the new words said:
 * "那大后天呢" after "周日有课吗", "换个时间，下午呢" after "周五哪里有空", "那再看看周日" after "周六上午有空吗".
 * The previous question is said again with its day or time replaced (a day alone keeps the part of the day it had).
 * Only after a timetable question: "那周五呢" after a note is no question. A question about what is due is asked again
 * for another stretch ("月底前的呢"), one about an exam for another subject ("那线代呢"), one about progress for another
 * stretch ("上上周的呢" after "上周完成了多少"); one about free time over a week for another week ("下周呢" after
 * "这周哪天最空").
 */
import { detectIntent } from "./intents";
import { dayIn, HAS_TIME, replacedPlace, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** "那…呢", "换个时间，…呢", "那再看看…", "…怎么样", after a nod ("ok 那周六的上午呢"): the new day or time and asking words around it. */
const ANOTHER = /^(?:(?:好的?|行|嗯+|哦+|ok|okay)[，,\s]*)?(?:(?:换个时间|换一天|换个|换成|改成)[，,\s]*)?(?:那|那么|要是|如果是)?(?:再)?(?:看看|看一下|看下|查查|查一下|问问)?\s*([^，,。？?]{1,12}?)\s*(?:呢|怎么样|如何|咋样|行吗|可以吗)?[？?。.!！~～\s]*$/;
/** Words that may stand beside the day or time in such a question ("的", "那天", "同一天": the day it had). */
// "晚上那段呢", "下午那会儿呢": the stretch of the day pointed at is that part of the day.
const FILLER = /^(?:的|那天|那边|那时候|这天|同一天的?|同一天|当天的?|(?:的)?(?:那|这)(?:一)?(?:段|会儿?|个时段)|(?:的)?时段|的时间)?$/;
/** "同一天晚上": the same day is the day the question had, so only the time is new. */
const SAME_DAY = /^(?:那天|这天|同一天|当天)的?/;

/** A stretch a question about what is due may be asked for: "下周", "下下周", "月底前". */
const DUE_WHEN = /^(?:(?:这|本|下下?)(?:周|个?星期|个?礼拜)[一二三四五六日天末]?|今天|明天|后天|大后天|月底|这个月|下个月)(?:之前|以前|前)?$/;

/** "后天的呢" after "明天之前要交什么": the same question with its stretch replaced. */
function dueAgain(said: string, previous: string, bound: string | undefined): FollowUp | undefined {
  const when = said.replace(/的$/, "");
  if (!DUE_WHEN.test(when) || bound === undefined || !previous.includes(bound)) return undefined;
  return { family: "ask_again", text: previous.replace(bound, when) };
}

/** "那线代呢" after "最近一门考试是哪门": the same question about another subject's exam. */
function examAgain(said: string): FollowUp | undefined {
  const subject = said.replace(/的(?:考试)?$/, "");
  if (!/^\p{Script=Han}{2,8}$/u.test(subject) || dayIn(subject) || HAS_TIME.test(subject) || /下一?场|后面|之后|接下来/.test(subject)) return undefined;
  const again = `${subject}什么时候考`;
  const intent = detectIntent(again);
  return intent.family === "exam_countdown" && intent.exam === subject ? { family: "ask_again", text: again } : undefined;
}

/** A week a free-time question may be asked over: "这周", "下周", "下下周", "这周末". */
const WEEK = /(?:这|本|下下?)(?:个)?(?:周|星期|礼拜)末?/;

/** "下周呢" after "这周哪天最空": the same question over the week said, in the place of the week it had. */
function weekAgain(said: string, previous: string): FollowUp | undefined {
  const had = WEEK.exec(previous)?.[0];
  if (!new RegExp(`^${WEEK.source}$`).test(said) || had === undefined || had === said) return undefined;
  const again = previous.replace(had, said);
  return detectIntent(again).family === "schedule_question" ? { family: "ask_again", text: again } : undefined;
}

/** "上上周的呢" after "上周完成了多少": the same progress question over the stretch said, when it reads as one. */
function progressAgain(said: string, previous: string, range: string | undefined): FollowUp | undefined {
  const when = said.replace(/的$/, "");
  if (range === undefined || !previous.includes(range) || when === range) return undefined;
  const again = previous.replace(range, when);
  const intent = detectIntent(again);
  return intent.family === "progress" && intent.range === when ? { family: "ask_again", text: again } : undefined;
}

/** "搞错了，我要问的是…", "不好意思，我想问的是…": the question put right, asked again for what was meant. */
const MEANT_INSTEAD = /^(?:(?:哦|啊|呃)?(?:不好意思|抱歉|sorry|搞错了|说错了|弄错了|问错了|错了|不对|不是(?:这个|这天|这|那个)?)[，,\s]*)*(?:我)?(?:要问的是|想问的是|问的是|是想问|是要问|是问)\s*/i;

export function askAgain(said: string, previous: PreviousRequest): FollowUp | undefined {
  const meant = MEANT_INSTEAD.exec(said);
  const text = meant ? `那${said.slice(meant[0].length)}` : said;
  const asked = detectIntent(previous.text);
  if (!["schedule_question", "query_tasks", "exam_countdown", "progress"].includes(asked.family)) return undefined;
  // "那…" or "…呢" or a lead that changes the time: a bare "周五" is an answer, not this follow-up.
  if (!/^(?:换|那|要是|如果)|呢[？?。.!！~～\s]*$|怎么样|如何|咋样/.test(text)) return undefined;
  const match = ANOTHER.exec(text);
  if (!match) return undefined;
  if (asked.family === "query_tasks") return dueAgain(match[1].trim(), previous.text, asked.input.deadline_before);
  if (asked.family === "exam_countdown") return examAgain(match[1].trim());
  if (asked.family === "progress") return progressAgain(match[1].trim(), previous.text, asked.range);
  const place = match[1];
  const day = dayIn(place);
  const time = new RegExp(HAS_TIME.source).exec(place);
  if (!day && !time) return weekAgain(place.replace(/的$/, ""), previous.text);
  // Nothing but the day and the time: "那周五的实验课呢" asks something else.
  let rest = place;
  for (const said of [day?.[0], time?.[0]]) if (said) rest = rest.replace(said, "");
  if (!FILLER.test(rest.trim())) return undefined;
  const again = replacedPlace(previous.text, place.replace(SAME_DAY, "").replace(/的$/, ""));
  return again === undefined ? undefined : { family: "ask_again", text: again };
}

/**
 * "上上周的落下情况也看看", "晚上也帮我看一下", "概率论的也顺便查下", "跟上周比呢，上周的也看看": the question just
 * answered asked once more for another stretch, part of the day or subject, said as something to look at too.
 */
const ALSO_LOOKED =
  /^(?:(?:跟|和|与)[^，,。]{1,6}比(?:呢|一下|的话)?[，,\s]*)?(?:那)?([^，,。？?]{1,10}?)(?:的)?(?:落下|完成|学习|打卡)?(?:的)?(?:情况|进度)?也(?:顺便|顺带|帮我|给我|再)*(?:看看|看一下|看下|列一下|列列|列出来|查下|查一下|查查|说说|说一下|发我看看|发给我|发我)(?:吧|呗|哈|呢)?[？?。.!！~～\s]*$/;

export function alsoAsked(text: string, previous: PreviousRequest): FollowUp | undefined {
  const also = ALSO_LOOKED.exec(text.trim())?.[1];
  return also === undefined ? undefined : askAgain(`那${also}呢`, previous);
}

/** "那下午…", "那晚上…": a question that leans on the day just asked about, with no day of its own. */
const LEANING_PART = /^(?:那|那么)(?=上午|中午|下午|傍晚|晚上|早上)/;

/**
 * "那下午下课以后还有空吗" after "周五有什么课": the timetable question asked of the day the previous question named,
 * since its part of the day alone names no day.
 */
export function sameDayAsked(text: string, previous: PreviousRequest): FollowUp | undefined {
  const day = dayIn(previous.text)?.[0];
  if (day === undefined || !LEANING_PART.test(text) || dayIn(text) || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const again = `${day}${text.replace(LEANING_PART, "")}`;
  return detectIntent(again).family === "schedule_question" ? { family: "ask_again", text: again } : undefined;
}

/**
 * "只看晚上的，白天我要泡实验室", "光看下午的就行", "晚上的呢？" after a free-time question: the same question narrowed
 * to that part of the day. Said only as a part with 只 / 光 or 的: a bare "晚上" may be an answer of its own.
 */
const NARROWED = /^(?:那|那就)?(只|光|就|单|仅)?(?:要|看|问|说|查)?(?:一下|下)?(上午|早上|下午|晚上|白天)(的)?(?:那段|时段|时间)?(?:呢|吧|就行|就好|就够了|就可以)?(?:[，,。？?!！\s]+(.*))?$/;

export function narrowedPart(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = NARROWED.exec(text.trim());
  if (!match || (match[1] === undefined && match[3] === undefined) || /帮我|提醒|记一下|另外|顺便|[？?]/.test(match[4] ?? "")) return undefined;
  const asked = detectIntent(previous.text);
  if (asked.family !== "schedule_question" || asked.question.toolName !== "query_free_time") return undefined;
  const when = typeof asked.question.input.when === "string" ? asked.question.input.when : "";
  const again = `${when}${match[2] === "早上" ? "上午" : match[2]}有空吗`;
  return detectIntent(again).family === "schedule_question" ? { family: "ask_again", text: again } : undefined;
}
