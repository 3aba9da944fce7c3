/**
 * Messages that ask for more than one thing ("记一下周五交班费，再把离散数学排到下周") and messages that drop a
 * pending question ("算了，周四下午有空吗"). A compound request is split at a connector only when both halves are
 * requests of their own, so "提醒我明天交报告，然后去打印" stays one note.
 */
import { detectDayBlocksShift } from "./day-blocks";
import { SELF_FACT, withNewsDay } from "./leading-facts";
import { thereAsAsked } from "./asked-place";
import { detectProposeClass } from "./class-intents";
import type { Intent } from "./intent-types";
import { cancelledThenPointedDeleted } from "./exam-cancelled";
import { endsWithNoteCue } from "./note-cues";
import { ASKS } from "./uncued-notes";
import { optionsOnly } from "./schedule-options";
import { runOnly } from "./counted-days";
import { sentenceParts } from "./sentence-requests";
import { isRequest, isWhole } from "./whole-requests";
import { withStoryDay } from "./time-questions";

/**
 * "算了", "不用了", "那就先别排了", "这周先不用给我排复习了", "两个都先不用了", "先放着吧，我今晚自己想想", "never mind": the student drops what was being asked, and may go on with something
 * else. "先别记，等我问清楚哪天交再说", "都不要，…": a bare 别记 / 都不要 only as a clause of its own. "你先别排了，我去问问
 * 导员下周有没有活动": who the student will go and ask, after the drop, is no question put to the planner; nor is what
 * is not yet decided ("先别排，我还没想好复习哪门"), nor who or what the student waits for ("等班长通知了再说"), nor that
 * the student will do it alone ("先不用了，我自己排").
 */
const ABANDON = /^(?:(?:哎|唉|嗯|啊|额|呃|害|emm+|hmm+)[，,~～\s]*)?(?:(?:(?:还是)?算了吧?|算啦|先这样吧?|就这样吧?|不用了|先不用了?|先不了|不排了|先不排了|(?:那就?|那)?(?:你)?(?:还是)?(?:先)?(?:不|别)(?:弄|搞|做|排|要|用|改|删|记|查|看|问)了吧?|不要了|(?:这周|下周|今天|明天|周末|这几天|最近)?(?:就|先|暂时)(?:不用|不要|别)(?:再)?(?:给我|帮我)?(?:排|安排)(?:复习|学习)?了|(?:都|全都|全部)不要(?=[，,。！!\s]|$)|(?:(?:这|那)?(?:两|几|三)个)?(?:都|全都|全部)(?:先|暂时)?(?:不用|不要|不排)了|(?:先)?(?:不|别)(?:记|排|删|改|挪|动)(?=[，,。！!\s]|$)|(?:等下|等会儿?|回头|以后|晚点|改天|等我想(?:好|清楚|一下)了?|等我(?:问|想|弄|搞|查|打听)(?:清楚|明白|好)了?[^，,。！!？?]{0,10}?|等(?!我)[^，,。！!？?]{1,12}?(?:了|之后|以后)?|我再想想|(?:让我|容我|我先)(?:再)?想(?:想|一想|一下))?再说吧?|(?:让我|容我)(?:再)?想(?:想|一想|一下)(?:吧|哈)?|(?:那)?(?:就)?(?:先)?(?:放着|搁着|放一放|放放|搁一搁)(?:吧|哈|先)?(?=[，,。.!！\s]|$)|(?:我)?(?:今晚|晚上|回头|等会儿?|明天)?(?:自己)?(?:再)?(?:想想|考虑考虑|考虑一下|琢磨琢磨|琢磨一下)(?:吧|哈|啊)?(?=[，,。.!！\s]|$)|never ?mind|nvm|forget it|cancel that)[，,。.!！\s]*)+(?:(?:我)?(?:先|再)?(?:去|得|要)问(?:问|一下|下)?(?:导员|辅导员|老师|班主任|班长|学委|室友|舍友|同学|学长|学姐|家里|爸妈|我妈|我爸|他|她|他们)[^。！!？?]*[。.!！\s]*|(?:我)?(?:还|也)?(?:没想好|没决定|没定好?|不确定|拿不准)[^，,。！!？?]*[。.!！\s]*|(?:我)?(?:还是|先)?(?:自己|自个儿)(?:来)?(?:排|安排|弄|搞|来|规划|看着办|处理)(?:吧|就行|就好|好了|哈)?[。.!！\s]*)?/i;

/** The message without its "算了，" and whether it had one. */
export function withoutAbandon(text: string): { abandons: boolean; rest: string } {
  const match = ABANDON.exec(text.trim());
  if (!match) return { abandons: false, rest: text.trim() };
  return { abandons: true, rest: text.trim().slice(match[0].length).trim() };
}

/**
 * A clause break with a word that says "and also"; a bare comma is not enough ("线性代数复习，4章，每章2节"). 还有
 * before an asking word or 空 is "still" inside one question ("看下这周还有哪天下午空着", "下课以后还有空吗"), not "and also"; 再 after a
 * negation ("考前一天别再塞新内容了") is "any more", not "and then".
 */
const CONNECTOR =
  /\s*[，,；;。.]?\s*(?:然后再?|(?<![别甭不没莫勿]|不要|不用)再|另外|顺便|顺手|顺带|还有(?![哪啥几多没什空])|并且|同时|接着|之后|外加)(?:再|也)?(?:帮我|请你?|麻烦你?)?\s*|\s*[,;.]?\s+(?:and then|and also|and|then|also)\s+/gi;

/**
 * A bare clause break: a sentence's end ("。", "；", "？"), or a comma between two requests that are each whole
 * ("交班费done，明天下午有空不"). "线性代数复习，4章，每章2节" and "周五前把班费交了，帮我记着" are no such pair: one
 * side alone is no request, or a note with nothing to note.
 */
const CLAUSE_BREAK = /\s*[；;。！!？?]+\s*|\s*[，,]\s*|(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu;

/**
 * Between two requests, "、" parts clauses as a comma does ("周报发了、班费也交了"): both sides must be whole, so the
 * 、 of "高数、线代都交了" or "把A、B排到下周" stays inside one request. Never a break for one request among remarks.
 */
const REQUEST_BREAK = new RegExp(`${CLAUSE_BREAK.source}|\\s*、\\s*`, "gu");

/**
 * "排下周计划之前，先看看最近有哪些考试", "复习之前先帮我查下明天的课": what the student will do later, said to put the
 * request first (之前 … 先); only the request is asked now. A bare time before it ("周五之前，先把报告交了") is
 * the request's own bound, so the head must itself read as a request.
 */
function laterStepFirst(head: Intent, headText: string, tailText: string): boolean {
  return isRequest(head) && /(?:之前|以前)$/.test(headText) && /^(?:我)?(?:想|要|得|还是)?先/.test(tailText);
}

/**
 * "…4章，每章2节，排到下周": a range with nothing of its own to schedule belongs to the plan or request before it.
 * "做一下下周的计划吧，复习和待办都排进去": after a plan that names nothing, "all of it" with no range of its own says
 * what goes into that plan.
 */
function attachesTo(head: Intent, tail: Intent): boolean {
  if (limitsFirst(head, tail)) return true;
  if ((head.family !== "propose_class" && head.family !== "schedule") || tail.family !== "schedule" || tail.hints.length > 0) return false;
  return !tail.wantsAll || (head.family === "schedule" && head.hints.length === 0 && tail.range === undefined);
}

/**
 * "一天最多排两节，离散和概率论都排到下周": limits said first, with nothing of their own to plan and no stretch, are
 * the limits of the request after them, not a plan of everything.
 */
function limitsFirst(head: Intent, tail: Intent): boolean {
  if (head.family !== "schedule" || tail.family !== "schedule" || head.hints.length > 0 || head.range !== undefined || head.wantsAll) return false;
  return head.dailyCap !== undefined || head.daysOff !== undefined || head.keepFree !== undefined || head.strategy !== undefined;
}

/** "先记一下…，再…": the 先 of a first step is no part of it. */
const FIRST_STEP = /^(?:首先|先)(?=帮|记|提醒|看|查|把|排|删|改)/;

/**
 * "班费交了，谢谢", "四级真题做完了，好累", "把交班费删了，不需要了": one clause is a request, the others thank, sigh or
 * explain. The request is what the message asks for; undefined when no clause is one, or more than one are.
 */
export function clauseRequest(text: string, detect: (part: string) => Intent): Intent | undefined {
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    const index = match.index ?? 0;
    const first = text.slice(0, index).trim();
    const second = text.slice(index + match[0].length).trim();
    if (index === 0 || first === "" || second === "") continue;
    const head = detect(first);
    const tail = detect(second);
    if (isWhole(head) && !isRequest(tail)) return head;
    if (isWhole(tail) && !isRequest(head)) return withStoryDay(tail, text);
  }
  return undefined;
}

/** News about a day: it explains the request that follows and asks nothing itself. */
const NEWS = /有事|要考试|考试了|有活动|有安排了|不在学校|请假/;
/** "系里突然安排体检", "学院临时通知开会": something sprung on the student, news before a block moved. */
const SPRUNG = /(?:突然|临时)[^，,。]{0,6}(?:安排|通知|要|有|加|叫)/;

/** "…，然后那天我比较空": saying one is free, with no word that asks, is a remark, not a second request. */
function remarkOnly(intent: Intent, text: string): boolean {
  if (intent.family !== "schedule_question" || ASKS.test(text)) return false;
  // "周三临时有事，把…拿掉", "下周要考试了": a day with news about it asks nothing either.
  return (intent.question.toolName === "query_free_time" && /我/.test(text)) || NEWS.test(text);
}

/** "周三没空", "周五排满了": a day said to be taken, which asks for no free time on it. */
const TAKEN = /(?:没|不)(?:空|时间)(?![不没]?空)|满课|课满|排满|约满/;

/**
 * "后天满课，大后天上午有空档吗": a day said to be taken, then free time asked for on another, is one question about
 * the other day; the taken day is why it is asked, neither a question of its own nor a study block skipped.
 */
function takenThenAsked(head: Intent, tail: Intent, headText: string): boolean {
  if (tail.family !== "schedule_question" || tail.question.toolName !== "query_free_time" || tail.question.input.when === undefined) return false;
  if (!TAKEN.test(headText) || ASKS.test(headText)) return false;
  const asQuestion = head.family === "schedule_question" && head.question.toolName === "query_free_time";
  const asSkipped = head.family === "checkin" && head.entries.every((entry) => entry.status === "skipped" && entry.block === undefined);
  return asQuestion || asSkipped;
}

/** "明天的空闲时间，然后帮我把待办排进去": free time named without asking is where the plan goes. */
function rangeOnly(head: Intent, tail: Intent, headText: string): boolean {
  return head.family === "schedule_question" && head.question.toolName === "query_free_time" && tail.family === "schedule" && !ASKS.test(headText);
}

/**
 * "需要连续三节空闲，能帮我看看后天有没有吗": a free-time question whose day comes in the next clause is one question,
 * unless that clause asks what the day holds ("明天下午有空吗，周四有什么课"); so is one whose next clause asks which
 * day of it is the emptiest.
 */
function oneFreeQuestion(head: Intent, tail: Intent, tailText: string): boolean {
  if (head.family !== "schedule_question" || head.question.toolName !== "query_free_time" || tail.family !== "schedule_question") return false;
  // "想看看这周的空档，周几最空": the second free-time question names no stretch of its own; it asks which day of the first.
  if (tail.question.toolName === "query_free_time") return tail.question.input.when === undefined;
  return tail.question.toolName === "query_day" && !/课|安排|日程|计划|活动|\bclass|\bschedule/i.test(tailText);
}

/**
 * "我想找个时间去图书馆自习，明天下午我有空吗": the wish to find a time is why the free-time question is asked; it
 * asks for no plan of its own ("…，帮我排一下" would).
 */
function wishForTime(head: Intent, tail: Intent, headText: string): boolean {
  if (head.family !== "schedule" || tail.family !== "schedule_question" || tail.question.toolName !== "query_free_time") return false;
  return /^(?:我)?(?:想|打算|准备|得)(?:找|抽|挑|腾)(?:个|一个|一点|点|一天|出)?(?:时间|空|空儿|一天)/.test(headText) && !/帮我|给我|排|安排/.test(headText);
}

/**
 * "周四晚上提醒我打印准考证，考试是下下周六": an exam named by its exam word alone, after a note, says when the noted
 * thing matters; it is no exam of its own to record. "周五交完报告就轻松了，那天晚上提醒我…": a note whose day is
 * 那天 points back at the clause before it, which is its context, not a request of its own — unless that clause asks
 * about the day ("查下周四的课，顺便记上那天下午的组会"): then both are asked, and 那天 is the day asked about.
 */
function examForNote(head: Intent, tail: Intent): boolean {
  const dayAsked = head.family === "schedule_question" && head.question.toolName === "query_day" && head.question.input.when !== undefined;
  if (tail.family === "quick_note" && /^(?:那天|当天|那一天)/.test(tail.content)) return !dayAsked;
  // An exam word alone with its day reads as an exam whose course is untold (exam_untold with `when`).
  const examAlone = (said: Intent) =>
    (said.family === "exam_record" && /^(?:考试|期末|期中|期末考试|期中考试|考)$/.test(said.title)) || (said.family === "exam_untold" && said.when !== undefined);
  // "下礼拜二期中考，记得提我早啲温书": the exam first is what the reminder is for, told before it the same.
  return (head.family === "quick_note" && examAlone(tail)) || (examAlone(head) && tail.family === "quick_note");
}

/** "看看周四的课，顺便记上那天下午的组会": the note's 那天 is the day just asked about, so it is noted on that day. */
function onAskedDay(head: Intent, tail: Intent): Intent {
  if (tail.family !== "quick_note" || head.family !== "schedule_question" || head.question.toolName !== "query_day") return tail;
  const pointed = /^(?:那天|当天|那一天)/.exec(tail.content);
  const when = head.question.input.when;
  return pointed && when ? { ...tail, content: `${when}${tail.content.slice(pointed[0].length)}` } : tail;
}

/** "前一天", "前一晚", "考前一天": a day counted back from the exam just stated. */
const DAY_BEFORE_EXAM = /^(?:到时候?)?(?:考试|考)?前一(天|晚)(?:晚上)?(?:再)?(?:提醒我|记得|叫我)?/;
/** A part of the day or a clock time: what the note counts back from is the exam's day, not its hour. */
const WITHIN_DAY = /\s*(?:上午|下午|晚上|早上|中午|傍晚|凌晨|\d{1,2}\s*[点:：]|[一二三四五六七八九十两]+点).*$/;

/**
 * "周四上午考线代，提醒我前一天带计算器": the note's 前一天 counts back from the exam just stated, so it is noted on
 * the day before the exam ("周四前一天带计算器"), which the note's date reader resolves.
 */
function beforeStatedExam(head: Intent, tail: Intent): Intent {
  if (tail.family !== "quick_note" || head.family !== "exam_record") return tail;
  const counted = DAY_BEFORE_EXAM.exec(tail.content);
  const day = head.when.replace(WITHIN_DAY, "");
  if (!counted || day === "") return tail;
  const evening = counted[1] === "晚" || counted[0].endsWith("晚上") ? "前一天晚上" : "前一天";
  return { ...tail, content: `${day}${evening}${tail.content.slice(counted[0].length)}` };
}

/**
 * "答辩延期到周五了，我那个答辩PPT的截止也改成周四晚上10点": a change that has happened, told (了, nobody asked to
 * make it), then a to-do changed 也 to match: only the second is asked for; the first is why.
 */
function newsBeforeEdit(head: Intent, tail: Intent, headText: string, tailText: string): boolean {
  if (head.family !== "task_edit" || head.action !== "update") return false;
  const told = /了[。.!！~～\s]*$/.test(headText) && !/帮我|给我|替我|把|将|请|麻烦|改一下/.test(headText);
  // "面试定在明天下午四点了，谓词逻辑那块挪到周六": a study block moved to make room needs no 也 to show the news is why.
  if (tail.family === "edit" && tail.action === "move") return told;
  return tail.family === "task_edit" && tail.action === "update" && told && /也|跟着|同样/.test(tailText);
}

/**
 * "刚发完邮件，周报搞定", "刚提交完问卷，社会实践搞定": something just finished (刚/才 V完 X), then a to-do said done with
 * only 搞定 / 完成 after it: the first is how the to-do got done, so only the to-do is marked. "…，周报也搞定了" (也,
 * 都) counts a second thing done.
 */
function meansOfDone(head: Intent, tail: Intent, headText: string, tailText: string): boolean {
  if (head.family !== "task_edit" || head.action !== "complete" || tail.family !== "task_edit" || tail.action !== "complete") return false;
  return /^(?:我)?(?:刚刚?|才)[^，,。]{0,4}?完/.test(headText) && /^(?!.*[也都])(?!还[要得没])[^，,。]+?(?:搞定|完成|完事|ok|OK)(?:了|啦|咯)?[。！!~～\s]*$/.test(tailText);
}

/**
 * "还有啥事没办，重要又急的那种": a clause that only names a quadrant narrows the to-do question before it; it asks no
 * second question. Nor does one that only says how to order the list ("明天截止的有哪些，按ddl排一下").
 */
function narrowedTaskQuestion(head: Intent, tail: Intent): Intent | undefined {
  if (head.family !== "query_tasks" || tail.family !== "query_tasks") return undefined;
  const { quadrant, sort, ...rest } = tail.input;
  if (Object.keys(rest).length > 0 || (quadrant !== undefined && head.input.quadrant !== undefined)) return undefined;
  return { ...head, input: { ...head.input, ...(quadrant === undefined ? {} : { quadrant }), ...(sort === undefined ? {} : { sort }) } };
}

/** "周三临时有事，把树与最小生成树从日程里拿掉": the request without a first clause that only tells news. */
export function withoutLeadingRemark(text: string, detect: (part: string) => Intent): string {
  const match = /^([^，,。！!？?]+)[，,。！!]\s*(.+)$/u.exec(text);
  if (!match) return text;
  const head = detect(match[1]);
  const told = (head.family === "unknown" || head.family === "schedule_question") && !ASKS.test(match[1]);
  const news = told && NEWS.test(match[1]);
  const rest = detect(match[2]);
  const sprung = told && SPRUNG.test(match[1]) && rest.family === "edit";
  if (!news && !sprung && !remarkOnly(head, match[1]) && !(head.family === "unknown" && SELF_FACT.test(match[1]))) return text;
  // "周三有事，提醒我带伞": a note keeps the news, which holds its day; so does "上周生病了，落了多少复习", a
  // progress question whose stretch only the news says.
  const stretchInNews = rest.family === "progress" && rest.range === undefined;
  if (rest.family === "quick_note" || rest.family === "create_task" || rest.family === "unknown" || stretchInNews) return text;
  return withNewsDay(match[1], match[2]);
}

/**
 * The parts of a compound request, in the order they were asked, or undefined for a single request; one part when
 * the other clause only says why the request is made.
 */
export function compoundParts(message: string, detect: (part: string) => Intent): Intent[] | undefined {
  // "…空不空，空的话把X挪过去，还是七点": 挪过去 is the place asked about.
  const text = thereAsAsked(message);
  // "数学真题还剩五套没刷，建个复习计划，每套2节，排到下周": a new plan, its parts and its range are one request.
  // "周三那两块复习，整体往后推一周": the blocks of a day, then how they all shift, are one move.
  if (endsWithNoteCue(text) || detectProposeClass(text) || detectDayBlocksShift(text)) return undefined;
  return sentenceParts(text, detect, pairParts) ?? pairParts(text, detect);
}

function lastClause(text: string): string {
  return text.split(/[，,]/).pop() ?? text;
}

/** Two requests in one message, split at a connector or a clause break (see compoundParts). */
function pairParts(text: string, detect: (part: string) => Intent): Intent[] | undefined {
  const split = (connector: RegExp, counts: (head: Intent, tail: Intent) => boolean): Intent[] | undefined => {
    for (const match of text.matchAll(connector)) {
      const index = match.index ?? 0;
      if (index === 0) continue;
      const first = text.slice(0, index).trim().replace(FIRST_STEP, "");
      const second = text.slice(index + match[0].length).trim();
      // "…从周三开始排，排三天": how long the run goes on belongs to the day it starts on.
      // "…，周六上午要去见习，那半天空出来": the clause before and its pointer are one condition of the plan.
      if (first === "" || second === "" || optionsOnly(second) || optionsOnly(`${lastClause(first)}，${second}`) || runOnly(second)) continue;
      const head = detect(first);
      const tail = detect(second);
      if (oneFreeQuestion(head, tail, second) || remarkOnly(tail, second) || remarkOnly(head, first) || rangeOnly(head, tail, first) || examForNote(head, tail)) continue;
      const cancelled = cancelledThenPointedDeleted(head, tail, second);
      if (cancelled) return [cancelled];
      if (wishForTime(head, tail, first) || newsBeforeEdit(head, tail, first, second) || takenThenAsked(head, tail, first)) return [tail];
      if (meansOfDone(head, tail, first, second) || laterStepFirst(head, first, second)) return [tail];
      const narrowed = narrowedTaskQuestion(head, tail);
      if (narrowed) return [narrowed];
      // "未完成 离散相关 列一下": words apart by a space that read as the same kind of request are one request.
      if (match[0].trim() === "" && head.family === tail.family) continue;
      // "之前确认的那版作废，帮我撤销": the same request said twice is asked once.
      if (counts(head, tail)) return JSON.stringify(head) === JSON.stringify(tail) ? [head] : [head, beforeStatedExam(head, onAskedDay(head, tail))];
    }
    return undefined;
  };
  return (
    // "高数相关的还有哪些没搞完": 还有 inside one task question joins no second one.
    split(CONNECTOR, (head, tail) => isRequest(head) && isRequest(tail) && !(head.family === "query_tasks" && tail.family === "query_tasks")) ??
    split(REQUEST_BREAK, (head, tail) => isWhole(head) && isWhole(tail) && !attachesTo(head, tail))
  );
}
