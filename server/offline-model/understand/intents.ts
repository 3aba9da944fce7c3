/**
 * Intent detection: which family a student's message belongs to, checked from the most specific wording to the
 * loosest, so "提醒我…" is a note even when it mentions tasks and "把[12]移到第4天第1节" is an edit before it is a
 * question about day 4.
 */
import { guardedIntent } from "./name-guard";
import { namedReading } from "./trimmed-names";
import { keptOpen } from "./kept-open";
import { detectPlanOutcome, detectPlanOutcomePart } from "./checkin-intents";
import { detectProposeClass } from "./class-intents";
import { detectBlockMove, detectEdit } from "./edit-intents";
import { detectExam, detectStatedExam } from "./exam-intents";
import { cancelledExam, cancelledWithReplacement } from "./exam-cancelled";
import { reminderAheadNote } from "./reminder-ahead";
import { detectExamCompound } from "./exam-compounds";
import { examThenPlan } from "./exam-then-plan";
import { withdrawnExam } from "./exam-withdrawn";
import { detectTerm, detectTermSet } from "./term-intents";
import { detectReopen } from "./reopen-intents";
import { reminderAsked } from "./reminder-questions";
import { detectStatedDeadline } from "./stated-deadlines";
import { detectTaskEdit } from "./task-edit-intents";
import { pairedTodos } from "./paired-todos";
import { detectUndo, SENT_BACK } from "./undo-intent";
import { onwardBlocks } from "./onward-blocks";
import { clauseRequest, compoundParts, withoutAbandon, withoutLeadingRemark } from "./compound";
import type { Intent } from "./intent-types";
import { storyIntent } from "./story-intents";
import { detectRangedRequest, detectScheduleQuestion, detectScheduleRequest, ownArrangement } from "./schedule-intents";
import { detectKeptOutRequest, detectTerseScheduleRequest } from "./schedule-cues";
import { LEADING_GREETING, smallTalkTopic } from "../speak/small-talk";
import { LEADING_ASIDE } from "./leading-asides";
import { detectCreateTask, detectEstimatedTask, detectQuickNote } from "./task-intents";
import { detectTaskQuery } from "./task-queries";
import { looseNoteContent } from "./note-cues";
import { obligationNote } from "./uncued-notes";
import { weighedNote } from "./weighed-notes";
import { terseTimedNote } from "./terse-timed-notes";
import { nearestIntent } from "./nearest-intent";
import { withoutIndirectAsk } from "./indirect-asks";
import { chatStatement } from "./chat-statements";
import { appQuestion } from "./app-questions";
import { asksCourseChange } from "./course-changes";
import { editsSavedPlan } from "./saved-plan-edits";
import { planContentsQuestion } from "./plan-contents";
import { listParts } from "./lists";
import { boundNote } from "./bound-notes";
import { withoutVentedEnds, withoutVenting } from "./vented-clauses";
import { withoutNoteManner } from "./note-manner";
import { topicThenPlan } from "./topic-then-plan";
import { estimatedTodosPlanned } from "./estimated-todos-planned";
import { missedThenReplanned } from "./missed-work";
import { questionThenWish } from "./question-then-wish";
import { placedReason, swapUnsaid, whyThenMove } from "./placed-reasons";
import { toldContext, wishThenDayAsked } from "./told-context";
import { datedItem } from "./dated-items";
import { connectedRequests } from "./connected-requests";
import { withoutAside } from "./asides";
import { certainMiss } from "./certain-miss";
import { deedThenMove } from "./deed-then-move";
import { editBesideRemark } from "./edit-beside-remark";
import { pairedDays } from "./paired-days";
import { severalTodos } from "./several-todos";
import { somedayTodo } from "./someday-todos";
import { detailedTodo } from "./detailed-todos";
import { estimatedNote } from "./estimated-notes";
import { classEndErrand } from "./class-point-errands";
import { pickedDayPlan } from "./picked-day-plans";
import { ReadingsMemo } from "./readings-memo";
import { doneAsked } from "./done-questions";
import { droppedReminder } from "./dropped-reminders";
import { freedTimeUsed } from "./freed-time";
import { timeFirstPut } from "./time-first-puts";
import { timeFirstDeed } from "./time-first-deeds";
import { clockedStart } from "./clocked-starts";
import { comparedQuestion } from "./compared-things";
import { withoutPurposeClause } from "./purpose-clauses";
import { allottedTime } from "./allotted-time";
import { planAroundAway } from "./away-reasons";
import { ACKNOWLEDGED, STORY_THEN_ANYWAY, THANKS_FOR_PAST, creditsPastReminder, WHAT_IF_AFTER_QUESTION, withoutCourtesy, withoutTypos } from "./spoken-extras";

/** Words that ask for a to-do's done mark to be taken back, or own that it was set by a slip (mismarked-done.ts). */
const ASKED_BACK = /不算(?:是)?(?:已经?)?(?:完成|做完)|被[^，,。]{0,8}(?:打回|退回|驳回)[^。]*(?:重写|重做|重弄|重交|还得改)|误(?:标|点|勾)(?:了|成)?(?:已)?完成|改回|(?:别|不要|不能)(?:给我|帮我)?算(?:我)?(?:已经?)?完成|撤回完成|撤销完成|取消完成|恢复(?:成|为)?未完成|标回|(?:点|标|勾|按)错(?:成)?(?:已?完成)?了|(?:点|标|勾|按)(?:成|为)(?:已)?完成了?[，,\s]*(?:其实|实际上|但|可是)/;

// "把周三那节复习删掉": a session said as one (那节, 那块) deleted is taken off the timetable.
const UNPLACE_CUE = /(?:[那这][一两二三四几]?(?:节(?!课)|块)|学习块)[^，,。]{0,8}?(?:删掉|删了|删除|删去|取消掉?吧?(?=[，,。]|$))|(?:删掉|删除|删去|^删|^取消)[^，,。]{0,12}(?:[那这][一两二三四几]?(?:节(?!课)|块)|学习块)|先不排|不排了|(?:别|不要|不用)(?:再)?排了|取消安排|取消预排|(?:移出|撤出|拿出|挪出)(?:日程|课表)|从(?:日程|课表)(?:上|里)?(?:拿掉|去掉|移除|拿下来?|撤下来?|撤掉|撤了|移走)/;

/**
 * "排在哪天", "安排在周几": asking where something already is; "那两天有没有排复习", "周五排没排课", "明天排了自习吗":
 * asking whether a day holds something, which is a question about the day, not a plan ("后天上午排的是哪几门课" too); "还有哪几章没排进去": which
 * are still unplaced.
 */
const PLACED_ASKED = /(?:排|安排)的是(?:哪|什么|啥)|(?:排|安排)在(?:哪天|哪一天|周几|星期几|礼拜几|什么时候|几号)|(?:有没有|有无)(?:给我)?(?:排|安排)(?![得的下])|(?:排|安排)没(?:排|安排)|(?:排|安排)了[^，,。？?吧]{1,8}(?:吗|么|没有?)[？?]?$|(?:哪些|哪几|几)[^，,。]{0,4}(?:还)?没(?:有)?(?:排|安排|放|塞)进去/;

const SORTED_LISTING = /排(?:个|一下|一个|下)?序/;

const DETECTORS: readonly ((text: string) => Intent | undefined)[] = [
  // "N章，每章M节" is unmistakable, and its trailing "排到下周" must not make it a plain schedule request.
  detectProposeClass,
  // "离散期中取消了": an exam called off, before the exam readers take it as one told without its day.
  cancelledExam,
  // "记一下：1月12日上午9点自然语言处理期末考试" is an exam before it is a note.
  detectExam,
  // "现在是第几周" before the day questions read 第…周 as a day.
  detectTerm,
  // "线代复习里都有哪几项", "我有几个学习计划": what the plans hold, before a check-in reads 那几项 as blocks.
  planContentsQuestion,
  // "第三章复习完了，明天下午有空吗": a check-in, progress question or re-plan as one part of a compound.
  detectPlanOutcomePart,
  detectCreateTask,
  detectEstimatedTask,
  // "大作业周五截止，帮我改一下": a deadline stated with the change asked for re-dates the to-do; it notes nothing.
  detectStatedDeadline,
  // "明天哪些提醒会响", "讲座的提醒是几点": reminders asked about, before 提醒 reads as a note's cue.
  reminderAsked,
  detectQuickNote,
  // "撤销刚才的安排" before the edits read 撤销 … 安排 as taking a block off.
  detectUndo,
  // "只要周一周二那两块，周三以后的都先别排": the blocks from a day on, before 先别排 reads as one block's.
  onwardBlocks,
  // "把X先不排了" takes a block off the timetable; the to-do edits below would read 了 as "done". The reason may come
  // first in a clause of its own ("周五要去医院，周五那块X先从日程上撤掉"): the clause that says it is the request.
  (text) => (UNPLACE_CUE.test(text) ? (detectEdit(text) ?? detectEdit(text.split(/[，,。；;]/).find((clause) => UNPLACE_CUE.test(clause)) ?? "")) : undefined),
  // "X那块改到周六": a block said as a block moves; the to-do readers below would re-date a deadline.
  detectBlockMove,
  // "把取快递这个任务删了" before the schedule edits read 删/移除 as taking a block off the timetable.
  // "A和B都交了", "A跟B这两条删了": each to-do its own call.
  (text) => pairedTodos(detectTaskEdit(text), text),
  detectEdit,
  // "电路实验排在哪天上午" asks when something is placed: a question, though it holds the verb of planning.
  (text) => (PLACED_ASKED.test(text) ? detectScheduleQuestion(text) : undefined),
  // "按轻重缓急把我的待办排个序": 排序 orders the list shown; nothing is put on the timetable.
  (text) => (SORTED_LISTING.test(text) ? detectTaskQuery(text) : undefined),
  detectScheduleRequest,
  detectTerseScheduleRequest,
  detectScheduleQuestion,
  // "第17周周五之前交大作业": a bound by the term's week and a deed, asking nothing, is a note before its 之前 and 交
  // read as a question about to-dos (the date reader of the note cues does not know the term's weeks).
  (text) => (/^第\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*周/.test(text) ? boundNote(text) : undefined),
  detectTaskQuery,
  // "线代作业这周写完了没": whether a to-do is done, asked, when no reader above took it.
  doneAsked,
];

function detectSingle(text: string): Intent | undefined {
  for (const detect of DETECTORS) {
    const intent = detect(text);
    if (intent) return intent;
  }
  return undefined;
}

/**
 * "帮我弄一下那个", "处理下这个": a deed with no verb of its own, on a thing pointed at with nothing named — no
 * labelled sentence may guess it (a guess read it as a deletion).
 */
const VAGUE_DEED = /^(?:你)?(?:帮我|给我|麻烦你?|替我)?(?:弄|搞|处理|整|办|弄弄|搞搞)(?:一下|下)?(?:那个|这个|它|那件事|这件事)(?:吧|呗|呀|啊)?[。！!~～\s]*$/;

/** A message this short ("好", "ok", "3") is an answer or a nod, never a request to guess at. */
const TOO_SHORT = /^[\s\p{P}\p{S}]*(?:\p{Script=Han}[\s\p{P}\p{S}]*|[A-Za-z0-9]+[\s\p{P}\p{S}]*)?$/u;

/**
 * "老师说可以找时间去答疑，所以想问问周四上午我有空吗", "因为要预约实验室，…": a clause that only gives the reason,
 * before the request itself. A note keeps its context, which is usually what is to be noted.
 */
const CONTEXT_CLAUSE =
  /^(?:因为|由于|最近|这两天|老师(?:刚|刚刚|刚才)?(?:说|通知|讲)|班长(?:刚|刚刚|刚才)?(?:说|通知|催)|辅导员(?:刚|刚刚|刚才)?(?:说|通知)|听说|刚(?:才|刚)?(?:收到|听说))[^，,。！!？?]*[，,。！!]\s*/;
// "Lowkey spent the whole weekend binge-watching, so 周末那几块复习全没做…": the English so after a comma too.
const SO_THEN = /^.*?(?:[，,。\s]\s*(?:所以|因此|因而|于是)|[,，]\s*so\b)[，,\s]*(?:我)?/i;
const ASKING_LEAD = /^(?:想问问|想问一下|想问下|问一下|问下|请问一下|请问|想请教一下|请教一下)[，,\s]*/;

/** The first clause with its mark: "我家教都排在晚上，" before the question it is the reason for. */
const FIRST_CLAUSE = /^[^，,。！!？?]+[，,。！!]\s*/;

function afterContext(text: string): string | undefined {
  const first = FIRST_CLAUSE.exec(text);
  const reason = CONTEXT_CLAUSE.exec(text) ?? (first && ownArrangement(first[0].replace(/[，,。！!\s]+$/, "")) ? first : null);
  // "最近都完成了啥，列一下": a clause that asks something itself is the request, not its reason; after 所以 the
  // request is what follows whatever came before.
  const match = SO_THEN.exec(text) ?? (reason && !detectSingle(reason[0].replace(/[，,。！!\s]+$/, "")) ? reason : null);
  if (!match) return undefined;
  const rest = text.slice(match[0].length).replace(ASKING_LEAD, "").trim();
  return rest === "" ? undefined : rest;
}

interface DetectOptions {
  nearest?: boolean;
}

/** "帮我记两件事：…；…", "完成了：…；…": a list whose header asks the same of every item. */
function listedCompound(text: string, options: DetectOptions): Intent | undefined {
  const listed = listParts(text);
  if (!listed) return undefined;
  const parts = listed.map((part) => detectIntent(part, options));
  return parts.every((part) => part.family !== "unknown" && part.family !== "small_talk" && part.family !== "compound") ? { family: "compound", parts } : undefined;
}

/**
 * The reason clause is dropped for a question ("…，所以想问问周四上午我有空吗"), or when the whole reads as nothing; a
 * request keeps it, since it may name the subject ("老师说线代作业可以晚交，把截止改到周四").
 */
function afterContextIntent(rest: string, options: DetectOptions): Intent | undefined {
  const focused = afterContext(rest);
  if (focused === undefined) return undefined;
  const intent = detectIntent(focused, options);
  const question = intent.family === "schedule_question" || intent.family === "query_tasks";
  // After 所以 a request that names its own subject and range is whole ("…，所以把离散数学复习排到这周").
  const whole = SO_THEN.test(rest) && intent.family === "schedule" && intent.hints.length > 0 && intent.range !== undefined;
  if (question || whole || (intent.family !== "unknown" && intent.family !== "small_talk" && intent.family !== "quick_note" && !detectSingle(rest))) {
    return intent;
  }
  return undefined;
}

/** The request once courtesy, story and remarks are gone, from the readers that need the whole message to the loosest. */
function detectRequest(rest: string, options: DetectOptions): Intent | undefined {
  // "第一章和第二章复习完了，第三章没做" is one check-in in two clauses, read whole before any split.
  // "微积分期中居然是这周五早上8点，我还没复习": an exam stated with its day, before "没复习" reads as a check-in.
  // "我们这周其实是第14周，是不是要改一下": the week told, with a tail that only asks for the change.
  // "数电期末1月6号上午，信号1月9号下午，都记一下": exams in a row, each its own record.
  // "明天中午取快递，周四晚上交党课心得": several to-dos, each with its own day, before one note swallows them all.
  // "实习证明盖章 下周五前 重要紧急": a quadrant or an estimate makes a cue-less to-do a new one.
  // "取快递那个不用提醒了，快递被退回去了": a reminder no longer wanted is its to-do deleted, before 提醒 reads as a note.
  // "新建任务：…。还有，下周二晚上有空吗": two requests joined by 另外 / 还有 / 顺便, before a whole-message reader
  // swallows the second into the first.
  // "明天、后天有空吗": each day asked, before a day reader keeps the first alone.
  const paired = pairedDays(rest, (part) => detectIntent(part, options));
  if (paired) return paired;
  const connected = connectedRequests(rest, (part) => detectIntent(part, options));
  if (connected) return connected;
  // "周末想去图书馆泡一天，周六还是周日更空": the wish told is why the day is asked, before the clauses read as notes.
  const dayWished = wishThenDayAsked(rest, (part) => detectIntent(part, options));
  if (dayWished) return dayWished;
  // "下周二下午三点古代汉语小测，提前一天提醒我": a reminder ahead of the time said is one note, before the exam or the
  // day it names is read apart.
  // "有空去配副新眼镜，不着急": a to-do for whenever, before 有空 reads as a free-time question.
  // "X那场考试取消了，改交论文，从考试列表里去掉": the news, its replacement and the deletion are one cancel_exam.
  const stated = cancelledWithReplacement(rest) ?? withdrawnExam(rest) ?? reminderAheadNote(rest) ?? detectExamCompound(rest) ?? detectStatedExam(rest) ?? severalTodos(rest) ?? detectEstimatedTask(rest) ?? detailedTodo(rest) ?? weighedNote(rest) ?? estimatedNote(rest) ?? classEndErrand(rest) ?? detectTermSet(rest) ?? droppedReminder(rest) ?? somedayTodo(rest);
  if (stated) return stated;
  // "周五晚上的社团活动取消了，正好把错题本排进去": the freed time used; the event cancelled is only context.
  // "下周三下午帮我放X": the time said first, then the thing put there.
  // "今晚把第二章做了": a time ahead, then a study block to be done then, put there.
  const freed = freedTimeUsed(rest, (part) => detectIntent(part, options)) ?? timeFirstPut(rest, (part) => detectIntent(part, options)) ?? timeFirstDeed(rest, (part) => detectIntent(part, options)) ?? clockedStart(rest, (part) => detectIntent(part, options));
  if (freed) return freed;
  // "看下这周哪天最空，把四级真题放那天": the emptiest day asked, then a thing put on the day the answer names.
  const picked = pickedDayPlan(rest);
  if (picked) return picked;
  // "周六用半天做综合模拟卷，上午八点开干": the time allotted, then where; one placement before a split into notes.
  const allotted = allottedTime(rest);
  if (allotted) return allotted;
  // "这周待办都排了，X先别排": one plan with something kept out, before a split reads X先别排 as taking a block off.
  const keptOut = detectKeptOutRequest(rest) ?? planAroundAway(rest, detectScheduleRequest);
  if (keptOut) return keptOut;
  // "线代排这周，英语排下周": each class with its own range is one plan in parts, not a compound of two plans.
  const ranged = detectRangedRequest(rest);
  if (ranged) return ranged;
  // "X复习还没排的那些，都放到下周": the blocks pointed at, then the plan for them, before a split asks which are left.
  // "上周没做的那几节，挪到下周补上": the missed blocks pointed at the same way, before a split reads a check-in.
  // "待办里有预计时长的那几条，这周排了": the estimated to-dos pointed at, then planned.
  const topic = topicThenPlan(rest) ?? missedThenReplanned(rest) ?? estimatedTodosPlanned(rest);
  if (topic) return topic;
  // "X其实没写完，帮忙改回未完成", "取消完成状态：X": a to-do asked back in so many words, before the check-ins read
  // 没看完 as a study block half done.
  if (ASKED_BACK.test(rest)) {
    const reopened = detectReopen(rest);
    if (reopened) return reopened;
  }
  // "刚才排的我瞅了瞅，太满了，退回吧": the plan looked at and sent back whole; its "看了" is no block studied.
  if (SENT_BACK.test(rest)) return { family: "undo" };
  // "下周哪天最闲，我打算挑一天把欠的补上", "想规划一下时间，…有哪些": the question, with the wish it is asked for.
  const wished = questionThenWish(rest, (part) => detectIntent(part, options));
  if (wished) return wished;
  // "辅修的课调到周四了，那几节我有空吗", "…安排在周四下午，提醒我带X": the told part is the context.
  const told = toldContext(rest, (part) => detectIntent(part, options));
  if (told) return told;
  const outcome = detectPlanOutcome(rest);
  if (outcome) return outcome;
  const focused = afterContextIntent(rest, options);
  if (focused) return focused;
  // "X 误点完成了，改回未完成" says one thing in two clauses: no compound of a completion and a question.
  const reopen = detectReopen(rest);
  if (reopen) return reopen;
  // "…接着复习谓词逻辑太累了，能不能挪到周四上午那两节课之后": the deed's object is what the nameless move moves.
  const deedMoved = deedThenMove(rest, (part) => detectIntent(part, options));
  if (deedMoved) return deedMoved;
  // "四级那套刷完了，对完答案72分", "X往后推一天吧，周四要去医院": the change, with how it went or why after it.
  const remarked = editBesideRemark(rest, (part) => detectSingle(part) ?? { family: "unknown" });
  if (remarked) return remarked;
  const parts = compoundParts(rest, (part) => detectSingle(part) ?? { family: "unknown" });
  // One part: the other clause only said why it is asked ("我想找个时间…，明天下午我有空吗").
  if (parts) return parts.length === 1 ? parts[0] : { family: "compound", parts };
  const intent = detectSingle(rest);
  if (intent) return intent;
  const note = looseNoteContent(rest) ?? obligationNote(rest) ?? terseTimedNote(rest);
  if (note) return { family: "quick_note", content: note };
  // "12月20号前还图书馆的书", "读书报告，估计三个钟头，周五要交": a bound and a deed, no cue word.
  const bound = boundNote(rest) ?? datedItem(rest);
  if (bound) return bound;
  return clauseRequest(rest, (part) => detectSingle(part) ?? { family: "unknown" });
}

/**
 * `nearest`: when no rule reads the message and it is not plainly small talk, the nearest labelled sentence may say
 * what it asks for (nearest-intent.ts). Off for answers to the model's own questions ("周日吧", "下周"), which are
 * read against the question they answer.
 *
 * Every reading passes the name guard (name-guard.ts): a piece of the sentence is never acted on as a name; and the
 * names it keeps lose the words said around them (trimmed-names.ts).
 */
export function detectIntent(message: string, options: DetectOptions = {}): Intent {
  return READINGS.read(`${options.nearest ? "n" : "-"}${message}`, () =>
    namedReading(guardedIntent(readIntent(message, options), message, (text) => readIntent(text, options)), message, (text) => detectIntent(text, options)),
  );
}

const READINGS = new ReadingsMemo<Intent>();

function readIntent(message: string, options: DetectOptions): Intent {
  const text = withoutAside(withoutIndirectAsk(withoutTypos(message.trim())));
  // "记一下：线代期末…；记完按考试把复习排一下": the plan after the exam is no second item under the header's 记一下.
  const listed = examThenPlan(text) ?? listedCompound(text, options);
  if (listed) return listed;
  if (ACKNOWLEDGED.test(text)) return { family: "small_talk", topic: "chat" };
  // "累死了。把X勾掉", "X还剩几天……这下彻底完了": the groans around the request are no part of it.
  // "帮我记一下就行，不用提醒：…": how the note is to be kept is no part of it (note-manner.ts).
  const withoutGreeting = withoutNoteManner(withoutVentedEnds(withoutCourtesy(text.replace(LEADING_GREETING, "").replace(LEADING_ASIDE, "").trim())));
  if (withoutGreeting === "") return { family: "small_talk", topic: text === "" ? "capabilities" : "greeting" };
  if (THANKS_FOR_PAST.test(withoutGreeting) || creditsPastReminder(withoutGreeting)) return { family: "small_talk", topic: "thanks" };
  // "粗排是什么意思", "删掉的任务还能找回来吗": a question about the planner itself, though it holds a request's words.
  const about = appQuestion(withoutGreeting);
  if (about) return { family: "small_talk", topic: "app_help", about };
  // "班费那个先别标完成，钱还没转过去": the mark forbidden keeps the to-do open, though it reads like a remark.
  const kept = keptOpen(withoutGreeting);
  if (kept) return kept;
  // "能把大学英语挪到周六吗", "下周的英语课往后推了一节，老师说的": a course is the timetable's, never moved here.
  if (asksCourseChange(withoutGreeting)) return { family: "small_talk", topic: "course_change" };
  // "把线代复习这个计划改名叫…", "英语复习里的听力那项删掉": a saved plan is changed on its page, not by a to-do's tool.
  if (editsSavedPlan(withoutGreeting)) return { family: "small_talk", topic: "plan_edit" };
  // "为啥X塞在思政课里？思政要点名的，挪到周四下午两点": the question names what the move after it moves.
  const reason = placedReason(withoutGreeting) ?? swapUnsaid(withoutGreeting);
  if (reason) return reason;
  // "X和Y，哪个先到期": the things named only bound a ranking the tools already give.
  const compared = comparedQuestion(withoutGreeting, (part) => detectIntent(part, options));
  if (compared) return compared;
  const movedAfterWhy = whyThenMove(withoutGreeting);
  if (movedAfterWhy) return detectIntent(movedAfterWhy, options);
  const fromStory = storyIntent(withoutGreeting, (part) => detectIntent(part, options));
  if (fromStory) return fromStory;
  // "舍友后天考雅思，他天天熬夜", "之前你排的那版很合理": told, not asked, though it holds a request's words.
  // "明天下午四点那块我肯定做不了，要去医院复查": a block surely missed is to go somewhere; the student is asked where.
  const missed = certainMiss(withoutGreeting);
  if (missed) return missed;
  const told = chatStatement(withoutGreeting);
  if (told) return { family: "small_talk", topic: told };
  // "把重要不紧急的列一下，周末好安排": what the answer is for asks nothing either.
  const asked = withoutPurposeClause(withoutGreeting.replace(WHAT_IF_AFTER_QUESTION, "").replace(STORY_THEN_ANYWAY, "").trim());
  const { abandons, rest: dropped } = withoutAbandon(asked || withoutGreeting);
  // "都不要，最近不想学，不排了": dropped, vented, and dropped again leaves nothing asked.
  const said = abandons && withoutAbandon(withoutVenting(dropped)).rest === "" && withoutAbandon(withoutVenting(dropped)).abandons ? "" : dropped;
  const rest = withoutLeadingRemark(said, (part) => detectSingle(part) ?? { family: "unknown" });
  if (rest === "") return { family: "small_talk", topic: "dismiss" };
  const request = detectRequest(rest, options);
  if (request) return request;
  // Read as no request: small talk, the nearest labelled sentence, or left unknown.
  const topic = smallTalkTopic(rest);
  if (topic) return { family: "small_talk", topic };
  const guessed = options.nearest && !TOO_SHORT.test(rest) && !VAGUE_DEED.test(rest) ? nearestIntent(rest) : undefined;
  if (guessed) return guessed;
  return rest === text || abandons ? { family: "unknown" } : { family: "small_talk", topic: "greeting" };
}
