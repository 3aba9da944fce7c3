/**
 * Notes said with no cue word: something the student has to do by a time ("明天得去交学费", "I need to pay the 电费 by
 * friday") or a deadline stated outright ("下周三之前要交操作系统实验报告", "数据结构实验报告下周一截止"). Kept apart
 * from the cue readers (note-cues.ts) because with no "记一下" to go by, what makes these notes is that nothing in them
 * asks, sighs or plans; the words that ask are shared with the readers that must not take a question for a request.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { DURATION_SOURCE } from "@/lib/tasks/said-durations";
import { tidyText } from "@/lib/tasks/task-text";
import { PLANNED_BLOCK_TO_DO } from "./planned-block-deeds";
import { REFUSED } from "./note-cues";
import { withoutTeller } from "./said-deadline";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** Words that ask or ask to be shown: a message with one is a question, whatever else it says. */
// "多不多", "急不急": a word, 不 and the word again asks which, though no question mark follows.
export const ASKS =
  /(\p{Script=Han})不\1|[？?吗呢么嘛]|[不没](?:有)?[\s。.!！~～]*$|什么|啥|哪|几|多少|有没有|是不是|是否|怎么|咋|看看|看下|看一下|瞅|瞧|查|列|给我|\b(?:what|which|when|how|any|show|list|is|are|do|does|did|can)\b/iu;
/** "下周五之前得把申请表交到学院": something the student has to do, said after when. */
// "后天中午前把见习手册交给秘书签字": by a time, 把 the thing and what is done to it says the same.
// "明早八点前把实验数据传到服务器": 把 the thing and where it is put (an English verb too) says it as well.
const OBLIGATION = /(?:要|得|需要|必须|该)(?!不要)|^\s*(?:前|之前|以前)?把(?=[^，,。]{2,}(?:签字|签|交|送|拿|取|还|带|寄|发|打印|盖章|填|给|上传|提交|推送|(?:[A-Za-z]+|传|放|存|拷|发|推)到))/;
/** A clock time or a part of the day in the date phrase: a time one can keep an appointment at. */
const TIMED = /点|[:：]\d{2}|上午|下午|晚上|早上|中午|傍晚|凌晨|\d\s*(?:am|pm)\b/i;
/** "…去补办校园卡", "…去拿体检报告": going to do something (not gone: 去了 / 去过). */
const ERRAND = /^\s*(?:我)?(?:得|要)?去(?![了过])(?=\p{Script=Han}{2,})/u;
/** Feelings make a sigh, not a note: "明天要考试了好紧张". */
const FEELING = /累|困|烦|紧张|焦虑|难受|开心|害怕|担心|哭|崩溃|无聊|好难|哈哈|呜|😭|😩|😫/u;

/**
 * A statement of something to do by a time, with no cue word: "周日前要把论文初稿交给老师", "明天得去交学费". The
 * time comes first, the obligation after it, and nothing asks or sighs. The whole sentence is the note.
 */
/**
 * "…，谓词逻辑那节先撤下来", "…，那块挪到周六": a later clause that does something to a study block is the request, and
 * the obligation before it (明天下午实验要做到六点) only says why.
 */
const BLOCK_CHANGED_AFTER = /[，,。；;][^，,。；;]*[那这][一两二三四几]?(?:节|块)(?!课)[^，,。；;]{0,6}(?:撤|拿|删|挪|移|换|推|别排|不排|去掉)/;

const TOLD_CLAUSE = /了[，,。；;！!]/;

/**
 * "I need to pay the 电费 by friday", "gotta return the 图书馆 books by friday": an obligation with its time, said in
 * English. The note is what is to be done, without "I need to" ("I need to know if…" notes nothing).
 */
const ENGLISH_OBLIGATION = /^(?:i\s+)?(?:really\s+|still\s+)?(?:need to|have to|gotta|got to|must)\s+(?!know|ask|check if|see if|think|decide|figure|study|review|sleep|rest)(\S.+?)[.!\s]*$/i;

function englishObligation(text: string): string | undefined {
  const said = ENGLISH_OBLIGATION.exec(text.trim());
  if (!said || /[?？]/.test(text)) return undefined;
  const date = parseDateTime(said[1], LOCATE);
  return date && date.relation !== "from" && date.relation !== "after" ? tidyText(said[1]) : undefined;
}

export function obligationNote(text: string): string | undefined {
  const english = englishObligation(text);
  if (english) return english;
  const date = parseDateTime(text, LOCATE);
  if (!date || ASKS.test(text) || FEELING.test(text) || REFUSED.test(text) || BLOCK_CHANGED_AFTER.test(text) || PLANNED_BLOCK_TO_DO.test(text)) return undefined;
  const after = text.slice(date.index + date.matchedText.length);
  // "后天上午十点去体检": at a time of day, going to do something is an appointment to note.
  const obligation = OBLIGATION.exec(after) ?? (TIMED.test(date.matchedText) ? ERRAND.exec(after) : null);
  // The obligation follows the time closely and something is done after it: "明天要" alone is no note.
  if (!obligation || obligation.index > 12 || after.slice(obligation.index + obligation[0].length).replace(/[\s，,。.！!~～]/g, "").length < 2) return undefined;
  // "隔壁班月中就放寒假了，我们还得上到…": a clause closed on 了 tells what the time is; the 得 after it is another's.
  if (TOLD_CLAUSE.test(after.slice(0, obligation.index))) return undefined;
  return tidyText(text);
}

/** Any word of the "note this" family, however it is phrased ("mark一下", "记得叫我", "别让我忘咯", "提醒俺"). */

/** Handing in or finishing something: what a deadline statement says is to be done. */
// "简历周四前改好": making it ready (改好, 写好, 做好) finishes it as much as handing it in.
// Sending it where it is due (发群里, 发给老师, 发到邮箱, 上传) hands it in too.
const SUBMIT = "(?:交|提交|上交|交上|完成|写完|做完|弄完|搞定|准备好|改好|改完|写好|做好|弄好|发(?:到|给|进)?群里?|发(?:给|到)[^，,。；;\\s]{0,6}|上传)";
/** "下周三之前要交…", "明天上午之前得提交…": the deadline, then the obligation and the thing. */
const DATE_THEN_SUBMIT = new RegExp(`^[\\s，,]*(?:前|之前|以前|截止)?[\\s，,]*(?:我|就)?(?:一定|必须|还|就)?(?:要|得|需要|必须|该)(?:把)?[^，,。？?]{0,12}?${SUBMIT}`);
/** "概率论作业要在周五前交": the thing, the obligation, the deadline, then the verb. */
const THING_BEFORE_DATE = /\p{Script=Han}{2,}(?:要|得|需要|必须|该)(?:在|于)?\s*$/u;
const SUBMIT_AFTER_DATE = new RegExp(`^\\s*(?:前|之前|以前)?\\s*(?:就)?(?:要|得)?${SUBMIT}`);
/** "交X，挺重要的", "要提交X，很急": the thing to hand in, then a clause that only weighs it. */
const THING_AND_WEIGHT = /^(?:要|得)?(?:交|提交|上交)(?![了完过掉])\p{Script=Han}{2,}[^，,。]*[，,]\s*(?:这个|这件事)?(?:挺|很|非常|蛮|超|特别|比较|真的)?(?:重要|急|紧急)的?(?:[!！。~～]|哦|啊|呢)*$/u;
const NAMES_A_THING = /\p{Script=Han}{2}|[A-Za-z]{2}/u;
const BEFORE_THEN_SUBMIT = new RegExp(`^\\s*(?:上课|下课|开课|开会|上班)?(?:前|之前|以前)\\s*(?:就)?(?:要|得|需要|必须)${SUBMIT}`);
const DATE_THEN_VERB = /^\s*(?:交|提交|上交)(?![了完过掉])\s*\p{Script=Han}{2,}/u;
/** "…下周一截止": the thing, then when it is due. */
const DUE_AFTER_DATE = /^\s*(?:前|之前)?\s*(?:截止|到期)(?!的)/;
/** "DDL是12月10日…": the deadline word, then the date. */
const DDL_BEFORE_DATE = /(?:ddl|deadline|截止(?:时间|日期)?)\s*(?:是|为|:|：|\bis\b)\s*$/i;
/**
 * "…要在周五前完成，帮我排一下": asking for time to do it is planning, not noting; so is the number of sittings it is
 * to be done in ("分三次写完，下周内弄好").
 */
const PLANNING = /排|规划|计划|分成?[一两二三四五六七八九十\d]{1,2}次|\bplan\b|改到|改成|改为|推迟|延期|延后|推后|提前|挪|\bmove\b|\bearlier\b|\blater\b|\bpostpone\b/i;
/** "周五之前要交的作业", "…要交的东西": a thing named by its deadline is asked about, not noted. */
const NAMED_BY_DEADLINE = new RegExp(`${SUBMIT}的(?:作业|任务|待办|东西|事情?|ddl|有)|${SUBMIT}的$|的(?:作业|任务|待办|东西|事情?|ddl)$`, "i");

/**
 * "补一下昨天那场比赛的复盘，大概要3小时，周五前搞定": the thing (and its estimate) first, then a closing clause that is only
 * the deadline and the verb of finishing. The deadline goes first in the note, where the date reader looks (a past
 * word in the thing's name, 昨天, is no deadline).
 */
const CLOSING_DEADLINE = new RegExp(`[，,；;\\s]+([^，,；;]{1,14}?(?:前|之前|以前))\\s*(?:就)?(?:要|得|必须)?${SUBMIT}(?:掉|完)?(?:吧|就行|就好|哈)?[。.!！~～\\s]*$`);

function closingDeadline(text: string): string | undefined {
  const closing = CLOSING_DEADLINE.exec(text);
  if (!closing) return undefined;
  const thing = text.slice(0, closing.index);
  const bound = parseDateTime(closing[1], LOCATE);
  return bound?.relation === "until" && NAMES_A_THING.test(thing) ? tidyText(`${closing[1].trim()}${thing}`) : undefined;
}

/**
 * After the bound, only the verb of finishing, and perhaps how long it is ("，三千字", "，两页") and how long it takes
 * ("…前发群里，估计两个多小时", "，我估计得写五六个小时"): the tools read the estimate from the note.
 */
const FINISHED_BY = new RegExp(
  `^\\s*(?:前|之前|以前)?\\s*(?:就)?(?:要|得)?${SUBMIT}(?:掉|完)?(?:吧|就行|就好|哈)?(?:[，,]\\s*(?:要求|字数)?[\\d一二两三四五六七八九十百千万]+\\s*(?:字|页|张|题|道题)(?:左右|以上)?)?(?:[，,]\\s*(?:我)?(?:估计|大概|预计|大约|差不多)?(?:要|得)?(?:写|做|弄|花)?${DURATION_SOURCE}(?:左右)?(?:吧)?)?[。.!！~～\\s]*$`,
);

/**
 * A deadline stated with no cue word: "下周三之前要交操作系统实验报告，大概要写4个小时", "概率论作业要在周五前交".
 * Nothing asks, nothing sighs; the whole message is the note (the tools read its deadline, estimate and title).
 */
export function deadlineStatement(text: string): string | undefined {
  // "老师今天在课上说X周五前交": who passed the deadline on, and the day they said it, are no part of the to-do.
  const untold = withoutTeller(text);
  return untold === text ? statedDeadline(text) : statedDeadline(untold);
}

function statedDeadline(text: string): string | undefined {
  if (ASKS.test(text) || FEELING.test(text) || REFUSED.test(text) || NAMED_BY_DEADLINE.test(text) || PLANNING.test(text) || PLANNED_BLOCK_TO_DO.test(text)) return undefined;
  // "交概率论作业第三章，挺重要的": something to hand in and how much it matters, with no date, is a note too.
  if (THING_AND_WEIGHT.test(text)) return tidyText(text);
  const closing = closingDeadline(text);
  if (closing) return closing;
  const date = parseDateTime(text, LOCATE);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  const before = text.slice(0, date.index);
  const after = text.slice(date.index + date.matchedText.length);
  // "这周五前要交" names nothing to hand in: only a thing makes a note.
  const thing = after.replace(/前|之前|以前|截止|我|就|一定|必须|还|要|得|需要|该|把|提交|上交|交|完成|写完|做完|弄完|搞定|准备好|的|了/g, "");
  const stated =
    (DATE_THEN_SUBMIT.test(after) && NAMES_A_THING.test(thing)) ||
    (THING_BEFORE_DATE.test(before) && SUBMIT_AFTER_DATE.test(after)) ||
    // "数据结构实验报告下周一截止"
    (NAMES_A_THING.test(before) && DUE_AFTER_DATE.test(after)) ||
    // "物理实验报告 周五上课前要交": the thing, the day, then 前 (or a class before which) and the obligation.
    (NAMES_A_THING.test(before) && BEFORE_THEN_SUBMIT.test(after)) ||
    // "12.15 交操作系统课设": the day first, then the verb and the thing, nothing between.
    (before.trim() === "" && DATE_THEN_VERB.test(after) && NAMES_A_THING.test(thing)) ||
    // "周报周五前搞定", "海报明天之前交": the thing, the bound, then only the verb of finishing.
    (date.relation === "until" && NAMES_A_THING.test(before) && FINISHED_BY.test(after)) ||
    // "DDL是12月10日晚上10点，交数据库论文"
    (DDL_BEFORE_DATE.test(before) && NAMES_A_THING.test(`${before.replace(DDL_BEFORE_DATE, "")}${after}`));
  return stated ? tidyText(text) : undefined;
}
