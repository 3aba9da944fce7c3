/**
 * Scheduling requests ("帮我把这周的复习排进空闲时间") and questions about the timetable ("明天下午有空吗", "我下周三有
 * 什么课", "[3]是什么"). Day words are passed on as written: the time tools read them in the student's zone.
 */
import type { Intent, ScheduleQuestion } from "./intent-types";
import { examPlanHints, measuredByExamDays, plansForExams, withoutExamClauses } from "./exam-plans";
import { withoutPassingJudgement } from "./judged-names";
import { keptOut } from "./kept-out";
import { scheduleOptions } from "./schedule-options";
import { rangeWords, subjectHints, wantsEverything } from "./schedule-words";
import { rangedParts } from "./ranged-parts";
import { asksEarliestFit, timeQuestion } from "./time-questions";
import { withoutVenting } from "./vented-clauses";
import { withoutAwayReasons } from "./away-reasons";

// "帮我把它排了", "把这个排了吧": 排了 as an order, asked with 把 (not "我把它排了", which tells). "X放这周": 放 before
// the stretch it goes into, the way 排这周 is said; "周六上午帮我放两节X": 放 with the periods it takes. "帮我做个计划",
// "定一份下周的复习计划": a plan to be made, with its measure (个, 一下, 份; "我做了计划" tells) and at most its range;
// "弄个编译原理的复习计划" names a subject, which is a new study plan (class-intents.ts).
// "复习你帮我看着排吧": left to the planner's judgement (看着) is still 帮我排.
// "最要紧的先排", "有截止的先安排": which go first, said closing the clause.
// "把复习铺一下": revision spread over the days is revision planned.
const CHINESE_SCHEDULING =
  /的(?:先|优先)(?:排|安排)(?:上)?(?:吧|哈)?(?=[，,。!！~～\s]|$)|(?:^|^(?:这|本|下下?)(?:周|礼拜|个?星期)(?:内|里)?(?:就|先)?|帮我|帮忙|给我|请你?|麻烦你?|你)把[^，,。？?]{1,12}排了(?:吧|呗|呀|哈|啊)?(?:[，,\s]+(?:每天|一天|每日)[^，,。？?]{0,8}节)?[。!！~～\s]*$|\bschedule\s*(?:到|进|在)|\barrange\b|排点|排些|排一些|(?<![安编彩])排(?=这周|下周|本周|下下周|明天|后天|今天|今晚|周末|这周末|(?:这|下)个周末|工作日)|工作日(?:里|内)?(?:排|安排)(?![了得吗啥什])|(?<![开解释发播存投])放(?=这周|下周|本周|下下周|周末|这周末|(?:这|下)个周末)|(?:搞|弄)(?:到|进)(?=这周|下周|本周|下下周|明天|后天|周末|这周末)|往(?:这周|下周|本周|下下周|周末|这周末|明天|后天|今天|今晚)里?(?:塞|排|放|安排)|安排点|安排些|安排下|帮我安排|给我安排|(?:帮我|给我)?再安排|安排一轮|塞满|排满|铺开到|铺到|摊到|分摊到|(?:做|排|出|定|弄)(?:个|一个|一下)[^，,。？?]{0,8}(?:复习|学习|备考)(?:安排|规划)|(?:做|出|定|制定|订|弄)(?:个|一个|一下|一份|份)(?:(?:这|本|下下?)(?:周|个?星期|个?月)|今天|明天|后天|周末|这周末|期末)?(?:的)?(?:学习|复习)?(?:计划|规划)|排进|排到|排入|排一下|(?:复习|学习|备考)(?:计划)?(?:给我|帮我)?铺(?:一下|下|一铺|开来)|排完|排掉|找时间|找个时间|找点时间|分配到|分配进|分散到|放到|放进|放在|塞进|塞到|挪进|移进|塞点|塞些|塞一些|填进|填满|排一排|排下|排上|排个|(?<![开解释发播存投])放(?:上)?(?:[一两二三四五六七八九十\d]{1,2}|几)(?:节|块)(?!课)|排好|帮我排|(?:帮我|给我)看着(?:排|安排)|安排一下|安排进|安排到|安排上|安排好|安排在|(?<!安)排在|规划一下|规划|(?:复习|学习|预习|备考)(?:计划|安排)?(?:帮我|给我)?(?:安排|排)出来(?!了)|粗排|预排一下|排复习|只(?:排|安排)(?:在)?(?:周|星期|礼拜)[一二三四五六日天]|(?:起|开始)(?:排|安排)(?![了得吗啥什])(?![^，,。？?]*[吗？?])|排时间|(?:就)?(?:按|照)(?:这个|这样|这么)(?:来)?排|(?:复习|学习)(?:计划)?(?:整体|全部|都|统一|一起)(?:往后|往前|向后)?(?:推|挪|移|顺延|延)到|(?:复习|学习|预习)(?:计划)?(?:挪|移|推)到(?=这周|下周|本周|下下周|这周末|周末)(?![^，,。]{0,3}[一二三四五六日天])/;
// "spread the 离散 review over next week": spread with the stretch it goes over ("spread the word" plans nothing).
// "plz plan next week's revision": the chat shorthands of please, too.
const ENGLISH_SCHEDULING =
  /^(?:(?:please|pls|plz)\s+)?(?:can you\s+|could you\s+)?(?:help me\s+)?(?:schedule|plan|slot|fit|arrange|put)\b|\b(?:schedule|plan)\s+(?:my|the|all|some|in)\b|^(?:(?:please|pls|plz)\s+)?(?:can you\s+|could you\s+)?spread\b[^.?]*\b(?:over|across)\b/i;
/** "数电复习 → 下周": a study plan, an arrow and the range it goes into (not "ddl → 12/12", which moves a deadline). */
const ARROW_SCHEDULING = /(?:复习|学习|预习|备考|计划|待办|任务)\s*(?:→|->|=>|⇒|➡️?)\s*(?:这|本|下下?)?(?:周|星期|个?月|周末)/;
/**
 * "线代复习 下周 steady", "rapid，本周内排完数电": a range with the planner's own strategy word is a command for the
 * plan without its verb, the way the app's options read. Asking about the words ("steady还是rapid好") is not one.
 */
const OPTION_WORD_SCHEDULING =
  /^(?![^]*(?:[吗？?]|还是|区别|什么|啥|怎么|哪个))(?=[^]*\b(?:steady|rapid)\b)[^]*(?:这|本|下下?)(?:周|个?星期|礼拜)末?内?/i;
/**
 * "下周排概率论": a bare 排 with its object, after the time it goes into (not 排了 / 排啥, which ask); "…，下周再排":
 * the week it waits for is where it goes (not "以后再排", which keeps it out).
 */
// "概率论这个计划这周排，…": the week, then 排 closing its clause, orders it for that week as 排到这周 does.
const BARE_SCHEDULING = /(?:周|天|月|末)[^，,。？?]{0,2}(?<![安编彩])排(?![了得队名序版列球练着过啥什哪几吗没])\p{Script=Han}|(?:这|本|下下?)(?:周|星期|礼拜)末?再(?:排|安排)(?:吧|呗|哈|啊)?[。!！~～\s]*$|(?:这|本|下下?)(?:周|星期|礼拜)末?(?:就|先)?(?:排|安排)(?:吧|呗|哈|啊)?(?=[，,。!！~～\s]|$)/u;
/**
 * "周六有空的时候把实验报告写了", "明天空的时候把X弄了": a thing to do in a day's free time is a plan for that day;
 * "找个时间把物理实验报告写了", "抽空把X做了": a time to be found for it, the same plan with no day yet.
 */
const FREE_TIME_DEED = /(?:(?:空|有空|空闲|闲)(?:的时候|时|下来)|找(?:个|点)?时间|抽(?:个)?空|抽(?:点|个)?时间)[，,\s]*(?:帮我)?把[^，,。？?]{2,12}(?:弄|做|写|搞|刷|看|整理)(?:了|掉|完)(?:吧|呗)?[。!！~～\s]*$/;
const DEED_VERB = /(?:一口气|一次性?|一下子)?(?:弄|做|写|搞|刷|看|整理)(?:了|掉|完)(?:吧|呗)?([。!！~～\s]*)$/;
/** "安排得怎么样", "how is it planned": asking about the plan, not asking for one. */
// "按这个排" schedules as said before; "按截止时间排一下" sorts.
// "辅导课具体安排在哪几节", "实验课安排在几点": where something already is, asked.
// "…，排得松一点", "排得均匀些", "排得稀一点", "排得越满越好": how the plan is wanted, which asks for it (schedule-options.ts).
const ASKING_ABOUT_PLAN = /(?:安排|排)得(?!宽松|松|均匀|平均|分散|匀|越|稀|疏|散|密|紧凑)|怎么样|如何|有什么安排|有哪些安排|按(?!这个|这样|这么)[^，,。]{0,6}排(?:序|个序|一下|下)?|(?:安排|排)在(?:哪些|哪个|哪几|什么|几点|哪一?段)/;

const LOOSE_TASK_WORDS = /待办|零散任务|\bto-?dos?\b|\bloose tasks?\b/i;
/** "小组作业的待办", "实验报告那几个待办": to-dos named by what they are about. */
const LOOSE_TASKS_OF = /[^，,。\s]{2,12}(?:的|那(?:几|两)?个|那些)(?:待办|零散任务)/;
/** "复习和待办都排进去", "待办跟学习计划一起排": the to-dos named beside the study plans, so not the to-dos alone. */
const STUDY_AND_LOOSE_TASKS = /(?:复习|学习|预习)(?:计划)?(?:和|跟|与|及|以及|、|还有|加上|连同)(?:所有的?|全部的?)?待办|待办(?:事项)?(?:和|跟|与|及|以及|、|还有|加上|连同)(?:所有的?|全部的?)?(?:复习|学习|预习)/;

/** "这周训练都排满了": a stretch already full, told (the reason for a request after it), asks for no plan. */
const ALREADY_FULL = /^(?![^]*(?:帮|把|给我|请|能不能|可以|要))[^，,。？?]*(?:排|占|塞|约)(?:得)?(?:满满的|满)了[啊呀吧哦啦]*[。!！~～\s]*$/;

/**
 * "我家教都排在晚上", "我实习一般安排在上午": where the student's own commitments usually are, told as the reason for
 * a question after it; no plan is asked for ("我想把…排在", "…排在晚上吧" ask).
 */
const OWN_ARRANGEMENT = /^(?:因为)?我(?:的)?[^，,。把将帮请想要]{1,8}(?:都|一般|平时|通常|基本上?)(?:是)?(?:排|安排)在[^，,。吧]*$/;

export function ownArrangement(clause: string): boolean {
  return OWN_ARRANGEMENT.test(clause.trim());
}

/** "排吧", "那就安排吧": the bare order, naming nothing; the plan's own questions ask what and when. */
const BARE_ORDER = /^(?:那就?|就|那你)?(?:帮我|给我)?(?:排|安排)(?:吧|呗|哈|啊|呀)[。!！~～\s]*$/;

/** "上次你帮我排的离散复习挺松的": what the planner arranged, named by it (排的 before a noun), orders nothing. */
const ARRANGED_FOR_ME = /(?:你)?(?:帮我|给我)(?:排|安排)的(?=\p{Script=Han})/u;

export function detectScheduleRequest(text: string): Intent | undefined {
  if (BARE_ORDER.test(text)) return { family: "schedule", hints: [], wantsAll: false };
  if (ALREADY_FULL.test(text) || ownArrangement(text) || asksEarliestFit(text)) return undefined;
  // "你帮我排的复习太满了，重新排一下" still orders, by its own words after the plan it names.
  if (ARRANGED_FOR_ME.test(text) && detectScheduleRequest(text.replace(new RegExp(ARRANGED_FOR_ME.source, "gu"), "的")) === undefined) return undefined;
  // "每门都按考试日期倒着排", "按考试时间排吧": with the exams as the measure, a bare 排 asks for the plan.
  const byExams = plansForExams(text) && /排(?![了得队名序版列球练着过啥什哪几吗没])/.test(text);
  const chinese = CHINESE_SCHEDULING.test(text) || BARE_SCHEDULING.test(text) || ARROW_SCHEDULING.test(text) || OPTION_WORD_SCHEDULING.test(text) || FREE_TIME_DEED.test(text) || byExams;
  // "按考试把复习排一下": 按 the exams is the plan's measure, not a sort order.
  const scheduling = (chinese && (!ASKING_ABOUT_PLAN.test(text) || plansForExams(text))) || ENGLISH_SCHEDULING.test(text);
  if (!scheduling) return undefined;
  // "…把错题本弄了": the deed's verb is no part of the subject.
  return scheduleIntentOf(FREE_TIME_DEED.test(text) ? text.replace(DEED_VERB, "$1") : text);
}

/** "线代排这周，英语排下周": several classes, each into its own range, as one request in parts. */
export function detectRangedRequest(text: string): Intent | undefined {
  const said = withoutPassingJudgement(text);
  return rangedParts(said) ? scheduleIntentOf(said) : undefined;
}

/**
 * "高数复习", "宏观经济学的复习", "英语听力计划": the subject said as a study plan, which is a class of the planner's
 * own; the planner answers with its classes when it has no such one. A to-do ("高数作业") is not one.
 */
// "把数据库追回来": catching a subject up is studying it.
const STUDY_WORD = /复习|学习|计划|备考|预习|刷题|补回来|追回来|赶回来|补上来/;
const TASK_WORD = /作业|报告|论文|实验|作品|表格?|ddl|截止/i;
function saysStudyPlan(text: string, hints: readonly string[]): boolean {
  return hints.length > 0 && hints.every((hint) => {
    const at = text.indexOf(hint);
    // The clause after the subject: "和统计学的复习" still says the study word of "计量经济学".
    const after = at === -1 ? "" : text.slice(at + hint.length).split(/[，,。；;！!？?]/)[0];
    const study = STUDY_WORD.exec(after);
    return study !== null && study.index <= 12 && !TASK_WORD.test(after.slice(0, study.index));
  });
}

/**
 * The range, subjects and options of a request known to ask for scheduling; what it keeps out ("除了错题本…",
 * "英语作文先别排") is read first, so those names are rough_schedule's exclude and no subject.
 */
export function scheduleIntentOf(text: string): Intent {
  // "…，再多我就要崩溃了", "我周二上夜班": how it feels and the student's shifts name no subject.
  // "周三我要监考，那天别排": why the student is away is no subject; the days it names are what 那天 points at.
  // "错题本那个不急，先别排": the judgement in passing is why, the name and what is done with it one clause.
  const kept = keptOut(withoutVenting(withoutAwayReasons(withoutPassingJudgement(text))));
  const intent = readScheduleIntent(withinWeekBound(kept.rest));
  const read = kept.names.length > 0 && intent.family === "schedule" ? { ...intent, exclude: kept.names } : intent;
  return read.family === "schedule" ? withoutRefusedRange(read, text) : read;
}

/** "这周剩下的复习排在周五之前": the week, then a weekday of it the work must be done by. */
const WEEK_BOUND = /(?<=(?:这|本)周[^，,。]{0,12}?)(?:在|到)?\s*(?:这)?(?:周|星期|礼拜)([一二三四五六日天])(?:之前|以前|前)/;

/**
 * "这周剩下的复习排在周五之前，周六周日别排": when the days after the bound are kept free anyway, the bound says no more
 * than the week does, so the week is the range (a bound with days after it left open keeps its own words).
 */
function withinWeekBound(text: string): string {
  const bound = WEEK_BOUND.exec(text);
  if (!bound) return text;
  const last = "一二三四五六日天".indexOf(bound[1]) + 1;
  const off = scheduleOptions(text).options.daysOff ?? [];
  const after = [1, 2, 3, 4, 5, 6, 7].filter((day) => day > Math.min(last, 7));
  return after.length > 0 && after.every((day) => off.includes(day)) ? text.replace(bound[0], "") : text;
}

/**
 * "X这周必须排完，但这周我一节都不想学": the range asked for, then refused in the same breath. Which time is meant is
 * the student's to say, so the range is left open (and asked for).
 */
const REFUSED_RANGE =
  /[，,。]\s*(?:但是?|可是|不过|然而)?[^，,。]{0,4}?(这周|本周|下周|周末|今天|明天)[^，,。]{0,3}?(?:一节|一点|一分钟)?(?:都|也)?(?:不想|不要|不打算|不愿意)(?:学|排|复习|动|碰)/;

function withoutRefusedRange(intent: Extract<Intent, { family: "schedule" }>, text: string): Intent {
  const refused = REFUSED_RANGE.exec(text)?.[1];
  if (refused === undefined || intent.range === undefined || !intent.range.includes(refused)) return intent;
  const { range: _refused, ...open } = intent;
  return open;
}

const LONE_WEEKDAY = /^(?:周|星期|礼拜)([一二三四五六日天])$/;
/** "排在周五之前", "下周三前排完": a weekday the work must be done by (not "周五前一天", a day before it). */
const DAY_BOUND = /(?:排在|放在|在|到)?\s*((?:这|本|下)?(?:周|星期|礼拜)[一二三四五六日天])(?:之前|以前|前)(?![一两二三四五六七八九十\d]天|天)/;

/**
 * "我周三到周五要比赛，这三天别排，下周的复习排一下": a weekday kept free is no stretch to plan into, so the range is
 * read past it.
 */
function rangeBesideDaysOff(text: string, daysOff: readonly number[] | undefined): string | undefined {
  let said = text;
  for (let tries = 0; tries < 7; tries++) {
    const range = rangeWords(said);
    const day = range === undefined ? null : LONE_WEEKDAY.exec(range);
    // "周末我要回家那两天不排，…": the weekend kept free is no stretch either.
    const weekendOff = range === "周末" && daysOff?.includes(6) === true && daysOff.includes(7);
    // 天 is not in the list, so it counts as 日 (7).
    if (range === undefined || (!weekendOff && (!day || !daysOff?.includes("一二三四五六日".indexOf(day[1]) + 1 || 7)))) return range;
    said = said.replaceAll(range, "");
  }
  return rangeWords(said);
}

// "…，晚上十点以后别给我塞东西": a range that opens with the part kept free and is gone with the clause that kept it
// is that clause's time, no stretch to plan into.
function keptFreeHolds(keepFree: readonly string[] | undefined, range: string, rest: string): boolean {
  const weekday = range.replace(/^(?:星期|礼拜)(?=[一二三四五六日天])/, "周");
  return keepFree?.some((word) => word === range || (LONE_WEEKDAY.test(range) && word.includes(weekday)) || (range.startsWith(word) && !rest.includes(range))) === true;
}

function readScheduleIntent(text: string): Intent {
  const parts = rangedParts(text);
  if (parts) {
    const { options } = scheduleOptions(text);
    return { family: "schedule", hints: parts.flatMap((part) => part.hints), wantsAll: false, range: parts[0].range, parts, ...options };
  }
  const { rest: optionless, options } = scheduleOptions(text);
  const bound = DAY_BOUND.exec(optionless);
  const rest = bound ? optionless.replace(bound[0], "") : optionless;
  const ownRange = rangeBesideDaysOff(text, options.daysOff);
  // "排在周五之前": the days from now until then, not that day alone (the tools read 今天到周五 as such a span).
  // "早八的全都不要了": a part of the day kept free is no stretch to plan into.
  // "…，礼拜三晚上有社课不要排": the weekday of a part kept free is no stretch either.
  const stretch = ownRange !== undefined && keptFreeHolds(options.keepFree, ownRange, rest) ? rangeWords(rest) : ownRange;
  const range = bound && stretch !== undefined && rangeWords(bound[1]) === stretch ? `今天到${bound[1]}` : stretch;
  const forExams = plansForExams(text, range !== undefined);
  const said = subjectHints(forExams ? withoutExamClauses(rest) : rest, bound ? rangeWords(rest) : range);
  // "离散考试前想再做一遍那套模拟卷，放在下周日下午": a stretch of its own is where the thing goes, so every word left
  // may name it; only with no stretch said do the exams measure the plan.
  const hints = forExams ? examPlanHints(text, said, range === undefined) : said;
  if (forExams && hints.length === 0) return { family: "schedule", hints, wantsAll: false, forExams: true, ...options };
  // "把概率论复习排到考试前": that class, up to its exam; the planner stops it the day before (its exam_day).
  // "按考试时间把离散和概率论的复习排出来": the exams' days said as the measure plan each up to its own exam.
  if (forExams && range === undefined && measuredByExamDays(text)) return { family: "schedule", hints, wantsAll: false, forExams: true, ...options };
  if (forExams && range === undefined) return { family: "schedule", hints, wantsAll: false, range: "期末前", ...options };
  // "把概率论复习都排上": with a subject named, 都 means all of it, not everything.
  // "早八的全都不要了": the 都 of a clause the options took is all of that part of the day, not of the to-dos.
  const intent: Intent = { family: "schedule", hints, wantsAll: hints.length === 0 && wantsEverything(options.keepFree ? optionless : text), ...options };
  if (saysStudyPlan(rest, hints)) intent.studyPlan = true;
  if (range !== undefined) intent.range = range;
  // "把待办排进下周": the loose tasks only, unless a class is named too, or the study plans beside them.
  // "把小组作业的待办排进去": the to-dos of that thing are still to-dos, the name only which of them.
  if ((hints.length === 0 || LOOSE_TASKS_OF.test(text)) && LOOSE_TASK_WORDS.test(text) && !STUDY_AND_LOOSE_TASKS.test(text)) intent.looseOnly = true;
  return intent;
}

const TASK_INFO_PATTERNS: readonly RegExp[] = [
  /(?:\[(\d+)\]|任务\s*(\d+)|(\d+)\s*号任务)\s*(?:是什么|是啥|是哪个|的?详情|的?详细信息|的?信息|的?情况|在哪|排在哪|现在在哪)/,
  /(?:what(?:'s| is)|details? (?:of|for|on)|info (?:on|about|for)|tell me about)\s+(?:task\s*#?(\d+)|\[(\d+)\])/i,
  /(?:task\s*#?(\d+)|\[(\d+)\])\s+(?:details?|info)/i,  // "[6]马原里现在塞着什么": a course named by its listing number, asked which study block it holds.
  /\[(\d+)\][^，,。？?\s]{0,12}?(?:里|上|中)?(?:现在|目前)?(?:都)?(?:嵌着|嵌了|嵌进了|嵌入了|塞着|塞了|排着|排了|放着|放了)(?:哪个|哪些|什么|啥|几个)/,
];

function taskInfoQuestion(text: string): ScheduleQuestion | undefined {
  for (const pattern of TASK_INFO_PATTERNS) {
    const match = pattern.exec(text);
    const id = match?.slice(1).find((group) => group !== undefined);
    if (id !== undefined) return { toolName: "get_task_info", input: { task_id: Number(id) } };
  }
  return undefined;
}

// "列出待安排": the status said last, as a listing's filter, asks the same.
// "还有哪几章没排进去": which parts of a plan are still unplaced, counted by 章 too.
// "还有几块没落到日程上": not yet on the timetable, said as landing there (落到 / 放进 / 进), counted by 块 / 项 / 条.
// "which review items haven't been slotted in yet": not yet placed, asked in English.
// "pending 的列一下": the app's own status word, with the Chinese 的 that makes it a filter (English "pending tasks"
// are the to-dos, task-intents.ts).
const PENDING_LIST =
  /(?:哪些|哪几|什么|多少|几个|几块|几项|几条|几章).*?(?:没排|没安排|未安排|待安排|没(?:有)?(?:落|放|排|塞)(?:到|进|上)(?:日程|课表|时间表)|没(?:有)?(?:放|塞)进去|没进(?:日程|课表))|(?:没排|未安排|待安排|没安排)(?:的|[。？?！!\\s]*$)|\bpending\s*的|\bunscheduled\b|\bnot (?:yet )?scheduled\b|\bstill (?:need|needs) to be scheduled\b|\b(?:which|what|any|how many)\b.*?\b(?:haven'?t|hasn'?t|have not|has not|aren'?t|isn'?t|not)\s+(?:been\s+|yet\s+)*(?:slotted|placed|planned|put)\b/i;
// "草稿里都有啥", "有几个预排": the draft's blocks, named by the app's own words for them.
const SUGGESTED_LIST = /预排了?(?:哪些|什么)|(?:哪些|什么|啥|几个|几块|几条)(?:是)?预排|草稿(?:里|中|上)(?:现在|目前)?(?:都)?有(?:哪些|什么|啥|几个|几块)|已预排|预排的|\bsuggested\b|\bpre-?placed\b/i;

export function detectScheduleQuestion(text: string): Intent | undefined {
  const question = scheduleQuestion(text);
  return question ? { family: "schedule_question", question } : undefined;
}

function scheduleQuestion(text: string): ScheduleQuestion | undefined {
  const info = taskInfoQuestion(text);
  if (info) return info;
  if (SUGGESTED_LIST.test(text)) return { toolName: "list_tasks", input: { status: "suggested" } };
  if (PENDING_LIST.test(text)) return { toolName: "list_tasks", input: { status: "pending" } };
  return timeQuestion(text);
}
