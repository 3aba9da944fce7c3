/**
 * Questions about time in the student's words: free periods ("明天下午有空吗", "周四下午有没有连续两节空闲", "这周哪天
 * 最空？") and what a day holds ("我下周三有什么课", "今天还有什么课", "帮我看看12月3日的安排", "这周安排得怎么样").
 * The day words are passed on as written; query_free_time / query_day read them in the student's zone.
 */
import { EXAM_DAY_WORDS } from "@/lib/exams/exam-days";
import { DURATION_SOURCE, periodsOf, saidDuration } from "@/lib/tasks/said-durations";
import type { Intent, ScheduleQuestion } from "./intent-types";
import { rangeWords } from "./schedule-words";
import { spanInSaidWeek } from "./week-spans";
import { durationWords } from "./slot-words";
import { asksFillerCourses, courseMeetingAsked, describedCourseAsked } from "./course-questions";

type DayPart = "morning" | "afternoon" | "evening";

const PARTS: readonly [RegExp, DayPart][] = [
  // "周五 pm", "明天am": am / pm after a day, not a clock's ("3pm" is a time, "I am" no part of a day).
  [/上午|早上|早晨|明早|今早|一早|清早|早八|早课|\bmorning\b|(?<=\p{Script=Han}\s*)am\b/iu, "morning"],
  // "中午之后", "午饭后": after midday is the afternoon; so is the time up to dinner ("…到晚饭前").
  // "Thu arvo": the Australian and British student's shortening of afternoon.
  [/下午|中午(?:之后|以后|过后)|午后|午饭后|晚饭(?:之|以)?前|\bafternoon\b|\barvo\b|(?<=\p{Script=Han}\s*)pm\b/iu, "afternoon"],
  [/晚上|今晚|明晚|夜里|晚课|\bevening\b|\btonight\b/i, "evening"],
];

/** "哪天负担最轻", "哪天压力相对小", "哪天最不忙": the day that weighs least, which is the emptiest. */
const LIGHTEST = "(?:负担|压力|工作量)(?:最|相对)(?:轻|小|少)|最不忙";
// "哪天比较松", "哪一天稍微宽松点": a day that is loose is one with room, asked as 空 is; 放松一点 is resting, not a day.
const LOOSER_DAY = "哪一?天[^，,。？?]{0,4}(?:比较|较|更|稍微|相对)(?:宽松|松快|松散|松)|哪一?天[^，,。？?]{0,4}(?<![放轻])(?:宽松|松快|松散|松)(?:些|一些|点|一点)";

// "能连续空两节吗", "哪天比较空", "有没有整块时间": 空 and 闲 as a verb or with a degree word, and a free block.
const FREE = new RegExp(
  `${LIGHTEST}|${LOOSER_DAY}|` +
    /有空|哪(?:个|段|边)(?:时间|时段)?(?:比较|更)?(?:空|闲)|哪一?天(?:比较|更)?(?:空|闲)(?=$|[，,。？?！!呢啊呀吗嘛么~～\s])|哪一?天[^，,。？?]{0,4}(?:空|闲)(?:些|一些|点|一点)|空闲|空档|空不空|是不是(?:就|都|又)?(?:空|闲)(?:了|着|下来了?)|空吗|空的|的空|节空|空着|没事|闲着|没空|空出|最空|最闲|比较闲|最(?:宽松|松快|松)|(?:课|事情?|安排|活儿?)最少|没课|有时间|空[一两二三四五六七八九十几\d]+节|(?:比较|较|更|挺|很|蛮)(?:空|闲)|闲不闲|闲(?:吗|么|嘛|没)|空(?:不|没|么|嘛|伐)空?[？?。!！\s]*$|\b(?:emptiest|quietest|lightest)\b|\b(?:is|are)\s+(?:my\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|this|next)\b[^?]*\bopen\b|挤出|腾出|抽出|(?:塞|排|放|装|挤)(?:得|的)下|能(?:塞|排|放|装|挤)下|(?:塞|排|放|装)不下|档期|能约|可以约|约得了|挤(?:点|些|一点)?时间|轻松|清闲|\bgaps?\b|\bopenings?\b|整块|空余|空下来|\bfree\b|\bleast busy\b|\bavailable\b|\bhave (?:any )?(?:free )?time\b/.source,
  "i",
);
/**
 * "周日晚上能不能连着学三个小时", "今晚能学两个半小时吗": whether an amount of study fits, asked; "今晚还能学多久": how
 * much time is left to study. Both are asked of the free time ("今晚学了三个小时" tells, asks nothing).
 */
const STUDY = "(?:学|复习|自习|看书|刷题)";
const FREE_AMOUNT = new RegExp(
  `(?:能不能|可不可以|能否|有没有)(?:连着|连续|再)?${STUDY}?(?:上)?${DURATION_SOURCE}|(?:能|可以)(?:连着|连续|再)?${STUDY}(?:上)?${DURATION_SOURCE}(?:的?时间)?(?:吗|么|嘛|[？?])|还(?:能|可以)(?:再)?${STUDY}(?:多久|多长时间|几个?(?:小时|钟头)|几节)`,
);
// "哪天空档最多", "哪天负担最轻", "哪天最不忙": the emptiest said by what is least on it; "哪天最松(快)": loosest.
const EMPTIEST = new RegExp(
  String.raw`(?:整块|大块|完整|空余|空闲)的?时间最(?:多|长)|空(?:档|当|隙|余)(?:时间)?最(?:多|长|大)|${LIGHTEST}|最(?:为|是)?(?:空闲|空|闲)|最有空|最有时间|最空闲|最(?:宽松|松散|松快|松)|空闲?(?:时间)?最多|空(?:得|的)最多|(?:最|比较|更)(?:轻松|清闲)|比较闲|(?:课|事情?|安排|活儿?)最少|哪一?天[^，,。？?]{0,4}(?:比较|较|更)(?:空|闲)|${LOOSER_DAY}|哪一?天[^，,。？?]{0,4}(?:有空|空|闲)(?:些|一些|点|一点)|空闲最多|最\s*free|\bwhich day\b[^?？]*\bfree|\bleast busy\b|\bmost free\b|\bfreest\b|\bemptiest\b|\bquietest\b|\blightest\b`,
  "i",
);
// "周二下午是不是满课", "周四的课满吗": whether the day is full of classes, asked ("我周五满课" tells it).
// "周三下午谁占着", "第5-6节被什么占了": what holds a stretch, asked as who occupies it.
const DAY_CONTENT =
  /(?:有没有|有无)(?:给我)?(?:排|安排)(?![得的下])|(?:排|安排)没(?:排|安排)|(?:排|安排)了[^，,。？?吧]{1,8}(?:吗|么|没有?)[？?]?$|(?:是不是|是否)(?:都)?(?:是)?满课|满课(?:吗|么|嘛|[？?])|课(?:都)?满(?:吗|么|嘛|不满|了吗|[？?])|什么课|啥课|哪些课|的课|课有|几次课|剩余课程|剩下课程|课程安排|上课时间|几点|下课|第一节|最后一节|课还|还剩|有课|排了?(?:什么|啥|些)|有些啥|有些什么|安排了|课吗|课没|(?:几|多少)节课|(?:几|多少)(?:个|节|次|天|回)(?:早八|早课|晚课|满课)|(?:早八|早课|晚课)(?:吗|么|没|不)|有没有(?:早八|早课|晚课)|课多|课表|上什么|几点上课|安排|日程|有什么|有啥|都有啥|(?:谁|什么|啥)(?:在)?占着|被(?:谁|什么|啥)占(?:着|了)|忙吗|忙不|满不满|看看|看下|看一下|瞅|瞧|上啥|上的啥|上哪|哪几门|哪门|几门|\bwhat(?:'s| is)? on\b|\bclasses\b|\bschedule\b|\bwhat do i have\b|\banything on\b/i;
// "这周忙不忙", "我这周是不是很忙", "下周忙吗": how busy a stretch is; also judged ("排得太满了吗"), weighed against
// another stretch ("比上周还紧吗") or counted per day ("每天都占了几节").
const OVERVIEW =
  /总览|概况|概览|全局|整体|总体|整周|全周|一览|节奏|(?:这周|下周|本周|这两周)[^，,。]{0,10}(?:咋样|怎样|怎么样|如何|啥样|什么样)|忙不忙|紧不紧|紧吗|排得紧|排得满|(?<!别|不要|不用)(?:排|塞|安排|堆|挤)(?:得|的)?(?:太|过|太过|有点|有些|特别|很|挺)(?:满|密|紧)|比[^，,。？?]{0,6}(?:还|更)(?:忙|满|紧)|每天[^，,。？?]{0,8}占了?[^，,。？?]{0,4}(?:几|多少)节|是不是[很挺特别有点]*忙|忙(?:吗|么|嘛)|\bhow busy\b|\bbusy\b|安排得怎么样|排得怎么样|日程是怎样|日程怎么样|\boverview\b|\bhow(?:'s| is) my (?:plan|week|schedule) looking\b|\bsummari[sz]e my (?:week|schedule)\b|\bhow does my (?:week|schedule|plan) look\b|\bshow me my (?:schedule|timetable|week)\b/i;
// "any more classes today or am I done": what is left of today, asked in English.
const REMAINING = /还有|还剩|剩下|剩余|接下来|\bleft\b|\bremaining\b|\bstill\b|\bany ?more\b|\bam i done\b|\bdone for (?:the day|today)\b/i;
// "3 periods back to back", "2 free periods tomorrow": a run counted in periods ("2 periods of class" is no run asked).
const ENGLISH_RUN =
  /\b(\d{1,2}|two|three|four|five|six)\s+(?:free\s+)?(?:periods?|slots?)\s+(?:in\s+a\s+row|back\s+to\s+back)\b|\b(\d{1,2}|two|three|four|five|six)\s+(?:consecutive|straight)\s+(?:free\s+)?(?:periods?|slots?)\b|\b(\d{1,2}|two|three|four|five|six)\s+free\s+(?:periods?|slots?)\b/i;
/** "can I fit 2 hours of 英语 in tonight", "could I study 3 periods tomorrow": an amount of study, asked whether it fits. */
const ENGLISH_AMOUNT_ASKED = /^(?:so\s+)?(?:can|could)\s+i\s+(?:fit|squeeze|study|do|get)\b[^?？]*?(?:\d|\b(?:an?|one|two|three|four)\s+)[^?？]*?(?:小时|分钟|\bperiods?\b)/i;
/** "need 3 periods back to back on saturday, doable?": a run of periods, asked whether it fits. */
const RUN_ASKED = new RegExp(`(?=[^]*(?:${ENGLISH_RUN.source}))(?=[^]*(?:[?？]|\\b(?:doable|possible|feasible|can i|could i|is there|are there|do i have)\\b))`, "i");
/** "two free periods in a row": the counts an English question spells out. */
const ENGLISH_COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "8:00~12:00", "14:00-17:30": a span of clock times is the part of the day it starts in. */
const CLOCK_SPAN = /(\d{1,2})[:：]\d{2}\s*(?:~|～|-|–|—|到|至)\s*\d{1,2}[:：]\d{2}/;

const ASKING_CLAUSE = /[？?吗么]|有没有|是不是|哪/;

function partsNamed(text: string): DayPart[] {
  return PARTS.filter(([pattern]) => pattern.test(text)).map(([, part]) => part);
}

export function dayPart(text: string): DayPart | undefined {
  // "下班一般晚上九点，明天上午有空吗": the part in the clause that asks, not in the story around it.
  const clauses = text.split(/[，,。；;！!]+/).filter((clause) => partsNamed(clause).length > 0);
  const asking = clauses.length > 1 ? clauses.filter((clause) => ASKING_CLAUSE.test(clause)) : clauses;
  const named = asking.length === 1 ? partsNamed(asking[0]) : partsNamed(text).slice(0, 1);
  // "周五上午和下午哪个比较空": two parts weighed against each other in one question are the whole day's question.
  if (named.length > 1) return undefined;
  if (named.length === 1) return named[0];
  const span = CLOCK_SPAN.exec(text);
  if (!span) return undefined;
  const hour = Number(span[1]);
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}

/**
 * "下午5-8节全空着", "第7-8节": periods said by their numbers (after 第 or a part of the day) are a run as long as the
 * span, not a count of eight.
 */
const NUMBERED_PERIODS = /(?:第|上午|下午|晚上|早上)\s*(\d{1,2})\s*(?:-|~|～|—|到|至)\s*第?\s*(\d{1,2})\s*节/;

function minPeriods(text: string): number | undefined {
  const numbered = NUMBERED_PERIODS.exec(text);
  if (numbered && Number(numbered[2]) > Number(numbered[1])) return Number(numbered[2]) - Number(numbered[1]) + 1;
  const english = ENGLISH_RUN.exec(text);
  if (english) {
    const count = (english[1] ?? english[2] ?? english[3]).toLowerCase();
    return ENGLISH_COUNTS[count] ?? Number(count);
  }
  // "能挤出一个半小时吗", "找个45分钟的空": time said as an amount needs every period it touches.
  const amount = saidDuration(text);
  return durationWords(text) ?? (amount ? periodsOf(amount.minutes, "up") : undefined);
}

const COUNT = "(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})";
/** "第15周周三", "三周后的周二": week words the tools read against the term, passed whole. */
const FAR_WEEK = new RegExp(`(?:下个?月|这个?月|本月)\\s*${COUNT}\\s*[号日]|(?:第\\s*${COUNT}\\s*(?:周|个星期)|${COUNT}\\s*个?(?:周|星期|礼拜)(?:后|以后|之后))(?:的)?\\s*(?:(?:周|星期|礼拜)[一二三四五六日天1-7])?`);

/** Words that name a day or a stretch of days, not only a part of one. */
const NAMES_DAY = /周|星期|礼拜|[今明后]天|今晚|明晚|明早|[日号]|月|\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend)\b/i;

/** Clause breaks, an emoji among them ("昨天熬夜到两点🥱后天上午…"). */
const CLAUSE_BREAKS = /[，,。；;！!~～]+|\p{Extended_Pictographic}+/u;

/**
 * "昨天熬夜到两点🥱后天上午有空吗", "周四满课不行，周五还可以，周五下午有空吗": the clause that asks, when it names a
 * day of its own, is what is asked about; the days of the story around it are not. A question whose asking clause
 * names none ("学姐约我周六上午去图书馆，你帮我看看有没有空") takes the day its story gives.
 */
function askingClause(text: string): string {
  const clauses = text.split(CLAUSE_BREAKS).filter((clause) => clause.trim() !== "");
  if (clauses.length < 2) return text;
  // "下周一没空，下周二上午有没有空": a clause that asks outranks one that only says 没空.
  const asked = clauses.filter((clause) => ASKING_CLAUSE.test(clause));
  const asking = asked.length === 1 ? asked : clauses.filter((clause) => ASKING_CLAUSE.test(clause) || FREE.test(clause));
  // "…周四下午最合适，那天下午我有课吗": a clause that points back (那天) or names only a part of the day leans on the story.
  const own = asking.length === 1 && !/那天|当天|那一天/.test(asking[0]) ? rangeWords(asking[0]) : undefined;
  return own !== undefined && NAMES_DAY.test(own) ? asking[0] : text;
}

/**
 * "期中前最后那个周五，也就是12月11号，有空吗", "元旦前那个周末，也就是下下周末，忙不忙": a day said by what it is and then
 * restated plainly after 就是 / 也就是 / 即. The plain words are what the tools can read.
 */
const RESTATED = /(?:^|[，,、\s])(?:也就是说?|就是|即)\s*([^，,。？?！!]+)/;

/** "下周", "下个星期", "这礼拜": a week with no day of it. */
const BARE_WEEK = /^(下下|下|这|本|上)个?(?:周|星期|礼拜)$/;
/** "周三", "双周周三", "下周周三": a weekday whose own week is not said right before it. */
const LONE_WEEKDAY = /(?<![这下上本个])(?:周|星期|礼拜)([一二三四五六日天])/;

/**
 * "下周是双周，双周周三下午没课，那天下午空不空", "下周周三下午有空吗": the week said in one place and the weekday in
 * another are one day of that week, not the whole week.
 */
function dayOfWeekSaid(range: string | undefined, text: string): string | undefined {
  const week = range === undefined ? null : BARE_WEEK.exec(range);
  const day = week ? LONE_WEEKDAY.exec(text.replace(range ?? "", " ")) : null;
  return week && day ? `${week[1]}周${day[1]}` : (spanInSaidWeek(range, text) ?? range);
}

/** The day words of a question, or undefined when it names none (the week is meant). */
function whenWords(question: string): string | undefined {
  const restated = RESTATED.exec(question);
  const plainly = restated ? rangeWords(restated[1]) : undefined;
  // Only day words right after 就是 restate the day: "就是我怕又有早八" gives a reason.
  if (plainly !== undefined && restated?.[1].startsWith(plainly) && /[周天号日月]/.test(plainly)) return plainly;
  const text = askingClause(question);
  // "考试那周", "概率论考试那天": the tools read the exam's days.
  const range = dayOfWeekSaid(rangeWords(text), text);
  // "开学第二天，明天上午有课吗": a day counted in the student's story gives way to a calendar day said beside it.
  const calendar = range !== undefined && /^第\s*\S{1,3}\s*天$/.test(range) ? rangeWords(text.replace(range, " ")) : undefined;
  return EXAM_DAY_WORDS.exec(text)?.[0].trim() ?? FAR_WEEK.exec(text)?.[0].trim() ?? (calendar ?? range)?.replace(/^on\s+/i, "");
}

/** Someone asking for the student's time ("室友问我…要不要", "学姐约我…"): the day they name is the one asked about. */
const PROPOSED = /问我|约我|叫我|喊我|找我|想约|(?:能|可以|要|方便)不(?:能|可以|要|方便)|可不可以|能否|有没有空/;

/**
 * A free-time question read from its asking clause alone ("帮我看看有没有空"), after a story in which someone asks for
 * the student's time on a day ("室友问我周四晚上要不要一起去自习，…"): the whole message read as the question, so
 * that day is the one asked about; any other intent as it is.
 */
export function withStoryDay(intent: Intent, text: string): Intent {
  if (intent.family !== "schedule_question" || intent.question.toolName !== "query_free_time" || intent.question.input.when !== undefined) return intent;
  if (!PROPOSED.test(text.split(CLAUSE_BREAKS)[0])) return intent;
  const when = whenWords(text);
  return when === undefined ? intent : { ...intent, question: freeTimeQuestion(text) };
}

export function freeTimeQuestion(text: string): ScheduleQuestion {
  const input: Extract<ScheduleQuestion, { toolName: "query_free_time" }>["input"] = {};
  const when = whenWords(text);
  if (when) input.when = when;
  const part = dayPart(text);
  if (part) input.part = part;
  const periods = minPeriods(text);
  if (periods !== undefined && periods > 1) input.min_periods = periods;
  if (EMPTIEST.test(text)) input.pick = "emptiest";
  return { toolName: "query_free_time", input };
}

/**
 * "高数什么时候上", "离散数学这周在哪天": when a course meets; "下一节是什么课": what is next today. "体育这周还剩几次":
 * the meetings left in a week, 课 unsaid (only with the week named: "真题还有几次" may count a to-do's rounds).
 */
// "这周高数还得上几回": the week may come before the course, and 几回 counts as 几次 does.
const COURSE_WHEN = /^(?:请问|我的?|那)?(?:这周|下周|本周)?(?!还)(.+?)(?:课)?(?:这周|下周|本周)?(?:什么时候上|啥时候上|哪天上|几点上|\s*when\s*上|(?:的)?\s*上课时间|在哪天|在哪几天|是哪天|是什么时候|(?:是|在)?(?:哪几天|星期几|周几|礼拜几)上|(?:一周|每周|一个星期)?上几次|一周几节|每周几节|还(?:有|剩)几(?:次|回)课|有几(?:次|回)课|还(?:得|要|需要)上几(?:次|回)(?:课)?(?=[？?吗呢啊]*$)|(?<=这周|下周|本周)还(?:有|剩|要上)几(?:次|回)(?=[？?吗呢啊]*$))/;
/**
 * "体育课是周几来着😂", "线代下次课啥时候", "离散这周哪几天有课呀", "电路实验排在哪天上午": the same question
 * ending in its question word (a part of the day may follow it), with a tail of particles or emoji.
 */
const COURSE_WHEN_TAIL =
  /^(?:请问|我的?|那)?(.+?)(?:课)?(?:这周|下周|本周)?(?:的)?(?:下一?(?:次|节)课?)?(?:是|在|排在|安排在)?(?:什么时候|啥时候|哪天|几点|哪几天|星期几|周几|礼拜几|哪一?天|什么时间)(?:上午|下午|晚上)?(?:上课?|有课|的课)?(?:来着)?(?:呀|啊|呢|哈|嘞|啦|哇|捏)?[\p{P}\p{S}\s]*$/u;
/** "诊断学这周还有没有课", "体育下周有课吗": whether a course meets in a stretch, its name before the stretch. */
const COURSE_IN_STRETCH =
  /^(?:请问|我的?|那)?(?!今|明|后天|大后天|昨|上午|下午|中午|晚上|早上|这|下|本|周|星期|礼拜|还)(\p{Script=Han}{2,8}?)(?:课)?(?:这周|下周|本周|今天|明天|后天|周末)(?:还)?(?:有没有课|有课吗|有课没|有没有)/u;
/**
 * "周五上午有没有电路", "明天有线代课吗": the day (and part of it) first, then whether a course meets then. What
 * follows 有 must be a course's name: "有没有空 / 课 / 安排 / 作业" ask something else.
 */
const COURSE_ON_DAY =
  /^(?:请问|那)?([^，,。？?]{1,10}?)(?:还)?(?:有没有|有)(?!空|课|没|几|多少|时间|安排|排|事|什么|啥|任务|作业|考试|活动|ddl|早八|早课|晚课|满课)(\p{Script=Han}{2,8}?)(?:课)?(?:吗|么|没有?)?[?？]?$/u;
const DAY_AND_PART = /^(?:今天|明天|后天|大后天|今晚|明晚|(?:这|下|本)?(?:周|星期|礼拜)[一二三四五六日天]|\d{1,2}月\d{1,2}[日号])(?:的)?(?:上午|下午|中午|晚上|早上)?$/;
/**
 * "周四第3-4节是不是线代", "明天上午是高数吗": whether a course is what meets then, the day (its part or periods) first.
 * Asked by 是不是, 吗 or a question mark; "周四上午是体育课" tells it.
 */
const COURSE_CHECK =
  /^(?:请问|那)?((?:今天|明天|后天|大后天|(?:这|下|本)?(?:周|星期|礼拜)[一二三四五六日天]|\d{1,2}月\d{1,2}[日号])(?:的)?(?:上午|下午|中午|晚上|早上)?(?:的)?(?:第\s*\d{1,2}\s*(?:(?:-|~|～|到|至)\s*第?\s*\d{1,2}\s*)?节(?:课)?)?)(是不是|是)(?!什么|啥|哪|空|满|几)(\p{Script=Han}{2,8}?)(?:课)?(吗|么|嘛|吧|来着)?[?？]?$/u;

export const NEXT_CLASS = /下一节|下节课|下节(?=啥|什么|是)|接下来(?:是)?什么课|\bnext class\b/i;
/** "下一节是啥课", "下节课几点开始": the next class asked about, not told of ("拖堂了二十分钟，下一节课我直接迟到"). */
const NEXT_CLASS_ASKED = /(?:下一节|下节课|下节)[^，,。！!]{0,8}?(?:[？?吗呢]|什么|啥|几点|哪|是|来着)|接下来(?:是)?什么课|\bnext class\b/i;
/**
 * Words about to-dos: "明天之前要交的有啥", "周五之前还有什么没交的", "月底前还有啥没做完" ask about tasks, not about
 * a day; so do "周五前必须搞定的" and "月底前还有啥事没办" (a bound, then what must be done by it).
 */
const ABOUT_TASKS = /(?:要|得|必须|需要|该)(?:要)?交|(?:没|未)交|(?:之前|以前|前)[^，,。？?]*(?:没|未)(?:做|写|完成|办|弄|搞)|(?:之前|以前|前)(?:要|得|必须|需要|该)(?:要)?(?:搞定|做完|完成|弄完|办完|办好|写完)的|作业|任务|待办|ddl|截止|\bdue\b|\btasks?\b|\b(?:what(?:['’]s| is)|anything|which (?:ones?|tasks?|items?|to-?dos?) (?:are|is)) (?:still open|open for)\b/i;

/** "When is my 体育 class this week?", "when do I have 线代", "when's 线代 this week": when a course meets, asked in English. */
const ENGLISH_COURSE_WHEN =
  /^(?:when(?:['’]s|\s+is|\s+are|\s+do\s+i\s+have|\s+does)|(?:which|what)\s+days?\s+do\s+i\s+have)\s+(?:my\s+|the\s+)?(?:next\s+)?(?:(.+?)\s+class(?:es)?|(\p{Script=Han}+))(?:\s+meet)?(?:\s+(?:this|next)\s+week)?\s*[?？]?$/iu;

function courseOnDay(text: string, course: string): ScheduleQuestion | undefined {
  const when = whenWords(text);
  if (when === undefined) return undefined;
  const part = dayPart(text);
  return { toolName: "query_day", input: { when, course, ...(part ? { part } : {}) } };
}

function courseQuestion(text: string): ScheduleQuestion | undefined {
  if (NEXT_CLASS_ASKED.test(text)) return { toolName: "query_day", input: { when: "今天", remaining_only: true } };
  // "程序设计那门课每次是连上几节", "线代这周上完了没": the course's meetings answer it, in the stretch said or this week.
  const meeting = courseMeetingAsked(text);
  if (meeting) return { toolName: "query_day", input: { when: meeting.when ?? whenWords(text) ?? "这周", course: meeting.course } };
  // "张老师那节课几点下课": a course said by its teacher or room, which the student is asked to name (decide side).
  const described = describedCourseAsked(text);
  if (described) return { toolName: "query_day", input: { when: whenWords(text) ?? "这周", course: described } };
  const onDay = COURSE_ON_DAY.exec(text);
  // "明天有人来吗": a name no course has (a person, a verb) is no course.
  // Asked, not stated: "下周一上午有古文小测" tells of something to note.
  const asked = onDay && (/有没有/.test(text) || /(?:吗|么|没有?)[?？]?$|[?？]$/.test(text));
  if (onDay && asked && DAY_AND_PART.test(onDay[1]) && !/[人来去要会在的]/.test(onDay[2])) return courseOnDay(text, onDay[2]);
  const check = COURSE_CHECK.exec(text);
  if (check && (check[2] === "是不是" || check[4] !== undefined || /[?？]$/.test(text))) return courseOnDay(text, check[3]);
  const match = COURSE_WHEN.exec(text) ?? COURSE_WHEN_TAIL.exec(text) ?? COURSE_IN_STRETCH.exec(text) ?? ENGLISH_COURSE_WHEN.exec(text);
  if (!match) return undefined;
  const when = whenWords(text) ?? "这周";
  const course = (match[1] ?? match[2]).replace(when, "").replace(/^[在的]|(?:安?排)?[在的]?$|[那这][门节]$/g, "").trim();
  return course.length >= 2 ? { toolName: "query_day", input: { when, course } } : undefined;
}

/** "不过周二晚上我有课", "但工作日白天我要上班": when the student is busy, told after a request, asks nothing. */
const BUSY_TOLD = /^(?:但是?|不过|可是|只是)[^？?吗么]*(?:有课|上课|上班|加班|值班|出差|实习|打工|有事)[^？?吗么]*$/;

/**
 * "找一个连续3节的空位", "帮我找个两节的空档": a run of periods looked for with no day named, which the first free run
 * that fits answers (find_first_free); with a day named it is that day's free time.
 */
// "找个45分钟的空把错题本翻一遍": 空 alone after what it must hold, before what it is for.
const SLOT_SEARCH = /找(?:一下|一?个)?(?:连续)?[^，,。？?]{0,6}(?:空位|空档|空当|空闲时段|空闲的?时间段|的空(?=[把来去做学看写，,。？?]|$))/;

/**
 * "树与最小生成树要2节，最早哪里能放下", "两节的话最早什么时候排得下": the earliest run that holds what was said, asked
 * with no day named, which is the first free run that fits.
 */
// "第一个能放的位置", "头一个排得下的空档": the first place it fits is the earliest.
const EARLIEST_FIT =
  /(?:第一个|头一个)(?:能|可以)?(?:放|排|塞|安排)(?:得下|的下|下)?的?(?:位置|空位|空档|地方|时段|时间)|最早(?:的)?(?:哪里|哪儿|哪|什么时候|啥时候|哪天|几点|哪个时间|哪一?段)?(?:能|可以)?(?:放|排|塞|安排|挤)(?:得|的)?(?:下|进去|进)|最早(?:哪里|哪儿|哪|什么时候|啥时候|哪天)(?:有空|有空档|有空位)/;

/** "错题本要两节，最早哪天能塞进去": the earliest place asked, though it holds a verb of planning (schedule-intents.ts). */
export function asksEarliestFit(text: string): boolean {
  return EARLIEST_FIT.test(text);
}

function slotSearch(text: string): ScheduleQuestion | undefined {
  if (!(SLOT_SEARCH.test(text) || EARLIEST_FIT.test(text)) || whenWords(text) !== undefined || dayPart(text) !== undefined) return undefined;
  const periods = minPeriods(text);
  return periods === undefined ? undefined : { toolName: "find_first_free", input: { duration: periods } };
}

/**
 * "明天？", "周五课", "下周三的课？": a day said alone, with a question mark or with 课 after it, asks what it holds;
 * the bare day ("明天", as an answer) asks nothing.
 */
const BARE_DAY_REST = /^(?:的)?(?:课(?:表)?[？?]*|[？?]+)$/;

function bareDayAsked(text: string, when: string | undefined): boolean {
  return when !== undefined && BARE_DAY_REST.test(text.trim().replace(when, "").trim());
}

/** A question about free time or about a day's courses and blocks; undefined for anything else. */
/**
 * "考试那周是不是就没课了？帮我看看那周的课": the classes asked to be shown; its 没课 wonders what they will be, and asks
 * for no free time ("看看那天有没有空" still does).
 */
const SHOWS_CLASSES = /(?:看看|看一下|看下|查查|查一下|列一下|列出)[^，,。？?]{0,6}(?:的课|课表|(?:有)?(?:什么|啥|哪些)课)/;

/**
 * "I had 3 classes today, exhausted", "my 线代 class got cancelled tomorrow": a day told in English, asking nothing
 * (with no question mark).
 */
const ENGLISH_DAY_TOLD = /^(?=[^?？]*$)(?:(?:i|we)\s+(?:had|'ve had|have had)\b|.*\b(?:got|was|is|has been|were)\s+(?:cancell?ed|called off)\b)/i;
/** "I'm free! finals are over", "finally free lol": the student glad to be free, asking nothing (no day, no question). */
const ENGLISH_FREE_TOLD = /^(?=[^?？]*$)(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:finally\s+)?free(?:\s+at\s+last)?\s*(?:[!.,~]|$)/i;
/** "leave friday evening free", "keep the weekend clear": time kept free, told to the planner, asks nothing. */
const KEPT_FREE_TOLD = /^(?:(?:and|but|just|please)\s+)*(?:keep|leave)\b[^?？]*\b(?:free|clear|empty|open)\b[.!\s]*$/i;

export function timeQuestion(text: string): ScheduleQuestion | undefined {
  if (BUSY_TOLD.test(text.trim()) || KEPT_FREE_TOLD.test(text.trim()) || ENGLISH_DAY_TOLD.test(text.trim()) || ENGLISH_FREE_TOLD.test(text.trim())) return undefined;
  // "水课都有哪几门": the listing marks each course 固定 or 可嵌入.
  if (asksFillerCourses(text)) return { toolName: "list_tasks", input: { status: "all" } };
  const showsClasses = SHOWS_CLASSES.test(text) && !/空|闲/.test(text);
  if (showsClasses) {
    const when = whenWords(text);
    if (when !== undefined) return dayQuestion(text, when);
  }
  if (FREE.test(text) || FREE_AMOUNT.test(text) || EARLIEST_FIT.test(text) || RUN_ASKED.test(text) || ENGLISH_AMOUNT_ASKED.test(text)) return slotSearch(text) ?? freeTimeQuestion(text);
  if (ABOUT_TASKS.test(text)) return undefined;
  const course = courseQuestion(text);
  if (course) return course;
  const when = whenWords(text);
  if (OVERVIEW.test(text)) return overviewQuestion(text);
  if (when === undefined || !(DAY_CONTENT.test(text) || bareDayAsked(text, when))) return undefined;
  return dayQuestion(text, when);
}

/**
 * "总览", "概览一下", "overview": the overview's own name said alone, as a command, asks for the overview itself; "看看
 * 总览" looks at the week, as the other overview questions do.
 */
const OVERVIEW_COMMAND = /^(?:打开)?(?:日程|计划|学习)?(?:总览|概览|一览|overview)(?:一下|下)?[。？?！!\s]*$/i;

/** What a stretch holds: the week unless the question names another. */
export function overviewQuestion(text: string): ScheduleQuestion {
  if (OVERVIEW_COMMAND.test(text.trim())) return { toolName: "get_overview", input: {} };
  return { toolName: "query_day", input: { when: whenWords(text) ?? "这周" } };
}

/** What a day holds: the day the question names, else `fallbackWhen`; a course asked about is read as such. */
export function dayQuestion(text: string, fallbackWhen: string): ScheduleQuestion {
  const course = courseQuestion(text);
  if (course) return course;
  const input: Extract<ScheduleQuestion, { toolName: "query_day" }>["input"] = { when: whenWords(text) ?? fallbackWhen };
  const part = dayPart(text);
  if (part) input.part = part;
  if (REMAINING.test(text) && /今天|今晚|\btoday\b|\btonight\b/i.test(text)) input.remaining_only = true;
  return { toolName: "query_day", input };
}
