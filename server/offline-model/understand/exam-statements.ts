/**
 * An exam stated with its day ("我的概率论期末考试是1月12日上午9点", "记一下：1月12日上午9点自然语言处理期末考试"):
 * record_exam's title, when and where cut out of what was said. Kept apart from the readers of questions about exams
 * (exam-intents.ts) because a statement is read by taking words off until the title is left, a question by what it
 * asks; both share only the day words.
 */
import type { Intent } from "./intent-types";
import { withExamStatementRows } from "./exam-statement-rows";
import { EXAM_WORD } from "./exam-words";
import { courseBeside, courseToldBefore, GENERIC_EXAM, keptAsExam, pointedGenericExam, WHOSE_LEAD, withDayInDigits, withYearSaid } from "./exam-titles";
import { KEEP_ASKED } from "./untold-exams";
import { withoutHowItWent } from "./exam-remarks";
import { NOT_A_ROOM_NUMBER, placeOf } from "./exam-places";
import { courseBefore, leadsWithOrdinal } from "./exam-course-before";
import { COUNTED_DAY_WORDS } from "./exam-counted-days";

/** The day and clock words of a statement: what record_exam reads as `when`, and what the title leaves out. */
export const DAY_WORDS = new RegExp(
  `(?:\\d{4}年|明年|今年)?\\d{1,2}月\\d{1,2}[日号]?|${COUNTED_DAY_WORDS}|(?:明年|今年)?(?:十[一二]?|[一二三四五六七八九])月(?:[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[日号]?|(?:下个?|这个?|本)月\\s*初?(?:\\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[日号]|(?:\\d{4}[./-])?\\d{1,2}[./-]\\d{1,2}(?![\\d:])|第\\s*[\\d一二两三四五六七八九十]{1,3}\\s*周(?:的)?(?:周|星期|礼拜)?[一二三四五六日天1-7]?|(?:下下|下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|大后天|后天|明天|今天|\\d{1,2}号${NOT_A_ROOM_NUMBER}|\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?\\b|\\bnext\\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b`,
  "i",
);
const CLOCK_WORDS = /(?:早上|上午|中午|下午|晚上|傍晚)?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|\d{1,2}分?|[一二三四五]十分?)?)|早上|上午|中午|下午|晚上/g;

/** A to-do about an exam ("考试前交作业", "提醒我带准考证") is a note, whatever day it names. */
// "下周三线代有个小测验": an exam there is, on a day.
const STATEMENT = /是|在|定在|安排在|定于|时间|记一下|记下|记个|记着|记上|记录|有(?:个|一个|一场|场|次|一次)(?=[^，,。]*(?:考|测))|\b(?:is|on|at|moved to|got moved|(?:got |was |been )?(?:pushed|postponed|pushed back|brought forward|changed|rescheduled) to)\b/i;
/** "大学物理期末考1月6号下午": the title and its day side by side say it without a verb. */
// "有机化学期末；1月12日 9:00": a form's fields, the exam and then its day, set apart by the list's "；".
// "还有一场英语缓考，1月3号上午": the day in the next clause, right after the exam word.
// "数据结构考试公布了：第18周周一下午": the news that it was announced, between the exam and its day.
const ANNOUNCED = "(?:的)?(?:时间|安排|日期)?(?:出来了|下来了|公布了|定了|定下来了)?";
// "思修期末开卷 12/30": how it is sat, between the exam word and its day. "下下周四下午有大学英语口语考试": the day
// first, then 有 and a named course's 考试 (not a bare "有期中考试", which may be anyone's, nor a 小测 to be reminded of).
const SAT_HOW = "(?:开卷|闭卷|上机|线上|笔试|机试)?";
const SIDE_BY_SIDE = new RegExp(
  `(?:${EXAM_WORD.source})${SAT_HOW}${ANNOUNCED}\\s*[:：；;，,]?\\s*(?:${DAY_WORDS.source})|(?:${DAY_WORDS.source})(?:[^，,。有]{0,12}?(?:${EXAM_WORD.source})|[^，,。有]{0,6}有(?:(?!期中|期末|考)\\p{Script=Han}){2,12}?(?:期末|期中)?考试)$`,
  "iu",
);
// "考试前想再做一遍模拟卷，放在下周日": study put somewhere before the exam is a plan, not the exam.
const NOTE_ABOUT_EXAM =
  /老师说|课上|提醒|别忘|准考证|报名|作业|报告|论文|真题|模拟卷|交|带|打印|复习|(?<!安)排|放在|放到|挪到|做一遍|刷一遍|要去|去考|截止|改|删|完成|\b(?:remind|don'?t forget|pack|bring|print|register|sign up|submit|hand in|study|review|revise)\b/i;

// "考试安排：…", "新考试：…": the label of a form before the exam it states.
// "我们班下周二…": the class or year the student is in says whose exam it is, not what.
// "帮我把线代期末记一下：…": the 把 that puts the exam before its verb of keeping.
const LEADING = /^(?:(?:帮我|麻烦|请)?(?:记|加|添加|登记|录入?|存)(?:一?个|一下|一场|下)?考试(?:(?:哈|吧|啊|呀)?\s*[：:]|(?:哈|吧|啊|呀)\s+)|(?:帮我|麻烦|请)?把(?=[^，,。：:]{2,16}?(?:记|登记|加|录|存)(?:一下|下|上|下来|进去|着)?\s*[：:，,])|(?:帮我|麻烦|请)?(?:记一下|记下|记个|记着|记录一下|记录)|(?:考试安排|考试信息|新考试|新的考试|添加考试|考试)\s*[：:]|(?:我们|咱们)(?:班|专业|年级|系|小组|组|队)(?:的)?|我的|我们的|我们|我)[：:，,\s]*/;
/** "…，记到考试里", "…，加进考试": where to put it, said after the exam, is no part of its title or day. */
// "…，也帮我登记成一场考试": what to keep it as, said the same way.
const TRAILING_CUE =
  /[，,。\s]*(?:也|就|顺便)?(?:帮我|请)?(?:(?:记到|记进|加到|加进|存到|存进|放到|放进|录到|录进)(?:我的)?考试(?:里面?|中|列表里?)?|(?:登记|记|存|录|加)(?:成|为)(?:一场|一个|一门|个|场)?考试)(?:吧|哈)?[。!！\s]*$/;
const JOINERS =
  /^(?:是|在|定在|安排在|放在|定于|的时间是|时间是)|(?:是|在|定在|安排在|放在|定于|(?:的)?时间(?:是)?)$|(?:居然|竟然|又)?(?:改到|改成|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到)$|(?:居然|竟然)$/g;
/** Who said it and English joiners around a title: "老师刚说数电期中", "my stats final is on", "orgo exam got moved to". */
const TITLE_EDGES =
  /^(?:老师|通知|班长|辅导员|助教|学委|群里)?(?:刚|刚刚|刚才)?(?:说|讲|通知)(?!明)|^(?:my|our|the)\s+|^(?:i(?:'ve)?\s+(?:have|got)|i've|there(?:'s| is))\s+(?:a|an|my|the)\s+|\s+(?:is(?: on| at)?|was|got moved to|was moved to|moved to|on|(?:got |was |has been )?(?:pushed|postponed|pushed back|brought forward|changed|rescheduled) to)$/gi;

/** "大物补考通知下来了", "毛概期末定了", "还有一场英语缓考": the news that it was announced and "one more" are no part of the title. */
const NEWS_EDGES = /^(?:另外)?还有(?:个|一个|一场|场|门|一门)|^有(?=\p{Script=Han}{2,}考试$)|有(?:个|一个|一场|场|门|一门|次|一次)(?=\p{Script=Han}*(?:考|测|期中|期末))|(?:的)?(?:通知|时间|安排|日期)?(?:出来了|下来了|公布了|定下来了|定了)$/gu;

function cleanTitle(text: string): string {
  let title = text;
  for (let previous = ""; previous !== title; ) {
    previous = title;
    title = title
      // 《英语（二）》: the marks around a course's title in a notice are no part of it.
      .replace(/^[\s，,。:：、《]+|[\s，,。!！~～.:：、》]+$/g, "")
      .replace(JOINERS, "")
      .replace(TITLE_EDGES, "")
      .replace(NEWS_EDGES, "")
      .replace(WHOSE_LEAD, "")
      .replace(KEEP_ASKED, "")
      .replace(/^的|的$/g, "");
  }
  return title;
}

/**
 * "微积分期中居然是这周五早上8点，我还没复习" and "数电期中改到下周一了": the exam word followed at once by its day (or
 * by 改到 and a day) states the exam, whatever remark about revising or the teacher follows it. "X考试放在第N周…":
 * the school puts an exam on its day; no study block is called an exam.
 */
export const DIRECT = new RegExp(
  `(?:${EXAM_WORD.source})(?:居然|竟然|就|也|又)?(?:是|定在|在|安排在|放在|改到|改成|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到)\\s*(?:${DAY_WORDS.source})`,
  "i",
);
/** "要随堂考", "闭卷考": how it is sat, between the day and the verb ("下周一要考…" alone stays as it was read). */
const HOW_SAT = "(?:(?:要|会|就)?(?:随堂|闭卷|开卷|上机|线上|现场))?";
/**
 * "马原12.28考", "下下周三考英语口语，上午十点": 考 as the verb right after a day states an exam with no exam word;
 * "今天考砸了" tells how one went.
 */
export const VERB_AFTER_DAY = new RegExp(`(?:${DAY_WORDS.source})\\s*(?:${CLOCK_WORDS.source})?\\s*(?:${HOW_SAT})?考(?!虑|察|完|研|勤|核|了|过|得|上|进|个|的|点|砸|崩|炸|挂|糊|废|驾照|车|科[一二三四]|科目)`, "i");

/** "重修的电路分析，…", "补考的线代，…": the course in a clause of its own before the exam. */
const COURSE_CLAUSE = /^(?:我)?(?:重修|补考|缓考|挂科|挂了)的?(\p{Script=Han}{2,8}?)(?:这门课?)?[，,]/u;

/** "考试安排：马原，1月3号上午": a form's label says it is an exam, so the first words are its title, exam word or not. */
// "记考试：线代 1.16 上午", "加个考试：…": the heading that asks for an exam to be kept labels it the same way.
// "记一下考试啊 数据库期末 …": the heading said by voice, a particle and a pause in place of the colon.
export const FORM_LABEL = /^(?:考试安排|考试信息|新考试|新的考试|添加考试|(?:帮我|麻烦|请)?(?:记|加|添加|登记|录入?|存)(?:一?个|一下|一场|下)?考试)(?:\s*[：:]|(?:啊|哈|吧|呀)\s+(?=\S))/;

/**
 * "…，提醒我前一周开始刷题", "周五晚上提醒我带学生证，考试是下周一": a clause before or after the statement that asks
 * to be reminded makes the message a note, the exam its context; "…，先记下来，再把复习排一下": a next step after 再 / 然后 makes it two requests (compound.ts).
 */
const REMINDER_CLAUSE = /[，,。；;]\s*(?:(?:你|请|麻烦)?(?:提醒我|叫我|记得提醒)|到时候?提醒)|^[^，,。；;]*(?:提醒我|叫我)[^，,。；;]*[，,。；;]/;
export const NEXT_STEP = /[，,。；;]\s*(?:然后|再|接着|之后|顺便)(?:帮我|请|麻烦)?\S/;

/**
 * "辅导员昨天开会突然通知高数期末定在…": who announced it, when and how are the story around the statement; its day
 * words are not the exam's. Only before an exam word followed at once by its day.
 */
const ANNOUNCER = /^[^，,。]{0,12}?(?:宣布|通知|公布|告诉我们|说)(?:了)?/;

function withoutAnnouncer(text: string): string {
  const announced = ANNOUNCER.exec(text);
  if (!announced) return text;
  const rest = text.slice(announced[0].length);
  return DIRECT.test(rest) && !EXAM_WORD.test(announced[0]) ? rest : text;
}

/** The day and clock words at the start of what was said, with the spaces and marks between them. */
const TIME_RUN = new RegExp(`^(?:${DAY_WORDS.source}|${CLOCK_WORDS.source}|[\\s的\\-~～到至:：\\d])+`, "i");

/** "考试那条记错了，…": a first clause saying what was noted wrong, before the statement that puts it right. */
const NOTED_WRONG = /^[^，,。]*(?:记错了|搞错了|写错了|弄错了|错了)[，,。]\s*/;

/** "刚才记的概率论考试日期错了，": what was noted and which of its facts, around the exam the clause names. */
const WRONG_CLAUSE_EDGES =
  /^(?:我)?(?:刚才|刚刚|之前|上次|昨天)?(?:记|录|加|存|登记)(?:的|了的|下的|进去的)|(?:的)?(?:日期|时间|日子|考试时间)?(?:我)?(?:之前|刚才|上次)?(?:记错了|搞错了|写错了|弄错了|错了)[，,。]\s*$/g;
/** "应该是1月14号…", "其实是…", or (the wrong day dropped by corrections.ts) the right day alone: the right value. */
const SHOULD_BE = /^(?:(?:应该|应当|其实|实际上|正确的?)(?:是|为|在)|\s*(?=(?:\d{1,2}月|下{0,2}(?:周|星期|礼拜)|明天|后天|第)))/;

/**
 * "刚才记的概率论考试日期错了，应该是1月14号上午九点": the exam is named only in the clause that says it was noted
 * wrong; the statement after it gives the right day. Read as "概率论考试是1月14号上午九点" (record_exam saves over the
 * exam of that name).
 */
function withWrongExamNamed(said: string, wrong: RegExpExecArray | null): string {
  const rest = wrong ? said.slice(wrong[0].length) : "";
  if (!wrong || !EXAM_WORD.test(wrong[0]) || EXAM_WORD.test(rest) || !SHOULD_BE.test(rest)) return said.replace(NOTED_WRONG, "");
  return `${wrong[0].replace(WRONG_CLAUSE_EDGES, "")}是${rest.replace(SHOULD_BE, "")}`;
}

/** An exam stated with its day ("概率论期末是1月12日上午9点"): its title, when and where, or undefined. */
export function recordIntent(message: string, byVerb = false): Intent | undefined {
  const { rest: keptSaid, kept } = keptAsExam(message);
  // "今天考得好差，下周五补考": the clause on how the last one went is not the statement; its course may be.
  const { rest: said, course: remarked } = withoutHowItWent(keptSaid, EXAM_WORD, DAY_WORDS);
  const wrong = NOTED_WRONG.exec(said);
  const text = withExamStatementRows(withoutAnnouncer(withWrongExamNamed(said.replace(TRAILING_CUE, ""), wrong)));
  const day = DAY_WORDS.exec(text);
  // "考试那条记错了，英语…": the clause says it is an exam, as a form's label does.
  // "数值分析 1月5日 9:00 逸夫楼312 记到考试里": where it is to be kept, said after it, labels it as a form's label does.
  const labelled = kept || FORM_LABEL.test(text) || TRAILING_CUE.test(said) || (wrong !== null && EXAM_WORD.test(wrong[0]));
  if (!day || REMINDER_CLAUSE.test(text) || (NOTE_ABOUT_EXAM.test(text) && !DIRECT.test(text))) return undefined;
  const location = placeOf(text);
  // "1/12 14:00 离散数学期末 逸夫楼201": a form's fields, day first, with the room after the exam, side by side as
  // when the exam closes the line.
  const sideBySide = SIDE_BY_SIDE.test(text) || (location !== null && SIDE_BY_SIDE.test(text.replace(location[0], "").trim()));
  // "雅思口语12月12日下午三点考": the verb after the day states it, beside an exam word as without one.
  if (!byVerb && !labelled && !(STATEMENT.test(text) || sideBySide || DIRECT.test(text) || VERB_AFTER_DAY.test(text))) return undefined;
  const rest = text
    // "另外，《X》…": a connective before the statement (not "还有一场X", which NEWS_EDGES reads).
    .replace(/^(?:另外|此外|还有|同时|以及)[，,、\s]+/, "")
    .replace(LEADING, "")
    .replace(location?.[0] ?? "\u0000", "")
    .replace(DAY_WORDS, " ")
    .replace(CLOCK_WORDS, " ");
  // The title is the run of words around the exam word; what the day words split off is a joiner or a remark.
    // Two Latin words side by side ("physics final", "Data Structures final exam") stay one title.
  // "IELTS 口语考试", "CET 六级": a Latin name spaced from the Chinese after it is one title too.
  // "my 大学物理 final": the English exam word after a Chinese course is that course's exam, one title with it.
  // "my 大学英语 oral exam": the kind of English exam said before the exam word is that course's too.
  const pieces = rest.split(/(?<![A-Za-z0-9])\s+(?!(?:(?:oral|written|lab|mock|practical|listening|speaking|makeup|retake|final)\s+)?(?:final|midterm|exam|quiz)s?\b)|\s+(?![A-Za-z]|\p{Script=Han})|[，,。：:；;]/iu).map(cleanTitle).filter((piece) => piece !== "");
  // "期末：线性代数期末考试…" (left by a correction, 不是期中，是期末): the bare label is in the fuller title after it.
  // "雅思模拟考在…": the mock's piece lost the 在 that made it one (EXAM_WORD) when the joiners were cut.
  const examPieces = pieces.filter((piece) => EXAM_WORD.test(piece) || /模拟考试?$/.test(piece));
  const found =
    examPieces.find((piece) => !examPieces.some((other) => other !== piece && other.includes(piece))) ??
    (byVerb || labelled ? pieces.map((piece) => piece.replace(new RegExp(`^${HOW_SAT}考|考$`, "g"), "")).find((piece) => piece.length >= 2) : undefined);
  if (!found) return undefined;
  // "重修的电路分析，期末考试在第19周…", "古代汉语老师放题了，期末…": an exam word alone, after a clause that names the course, is that course's.
  // "结课考试 Machine Learning 在…": the course named in Latin letters beside it.
  const course = GENERIC_EXAM.test(found) ? (COURSE_CLAUSE.exec(text)?.[1] ?? remarked ?? (leadsWithOrdinal(text) ? undefined : courseToldBefore(text)) ?? courseBefore(pieces, found, text) ?? courseBeside(pieces, found)) : undefined;
  const title = course ? `${course}${/^[A-Za-z]/.test(found) || /[A-Za-z]$/.test(course) ? " " : ""}${found}` : found;
  // A remark after the day and time ("… 我还没复习。。先记上吧") is no part of when.
  const spoken = text.slice(day.index).replace(location?.[0] ?? "\u0000", "").replace(title, "").split(/[。！!]|\s+[—–]+\s*|\s+(?=我|先|帮|记|can\b|pls\b|please\b)/i)[0] ?? "";
  // "下个月3号上午考线代": the verb after the day is no part of when.
  // "1月9号，考点还没出": a clause after a comma that starts with no day or clock word is a remark too.
  // "jan 13, 10am": an English clock after the comma is the day's too.
  const remark = new RegExp(`[，,]\\s*(?!\\s|${DAY_WORDS.source}|${CLOCK_WORDS.source}|\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)\\b)`, "i").exec(spoken);
  // "11月30号，上午9点开考": the clock in the next clause is the day's; 开考 is the verb.
  const asSaid = (remark ? spoken.slice(0, remark.index) : spoken)
    .replace(/[，,。！!~～；;\s]+$/, "")
    // "jan 8 at 2pm in 教二 301": the English word that led to the place is no part of when.
    .replace(/\s+(?:in|at|on)$/i, "")
    .replace(/\s*(?:(?:开|开卷|闭卷|随堂|上机|线上|现场)?考|开始考?)$|了$/, "")
    .replace(new RegExp(`(?<=[日号天一二三四五六日])[，,]\\s*(?=${CLOCK_WORDS.source})`, "i"), "")
    .trim();
  // "下周三线代有个小测验", "下周二要随堂考高数": the day and time end where the words of something else begin.
  const run = TIME_RUN.exec(asSaid)?.[0] ?? "";
  const after = asSaid.slice(run.length);
  const when = run !== "" && /^\p{Script=Han}/u.test(after) && !/^[前后左右起开到至]/.test(after) ? run.trim() : asSaid;
  const where = location ? { location: location[1] } : {};
  const dated = withYearSaid(title, withDayInDigits(when === "" ? day[0] : when));
  // "有个考试要记一下，明天下午三点": an exam word that names no course would be saved as "考试"; the course is asked.
  if (GENERIC_EXAM.test(dated.title)) return { family: "exam_untold", exam: dated.title, when: dated.when, ...where };
  // "那个考试改到1月10号了": which exam the pointer means is asked, like an exam word alone.
  const pointed = pointedGenericExam(dated.title);
  if (pointed) return { family: "exam_untold", exam: pointed, when: dated.when, ...where };
  // "听隔壁班说他们的电路期末是1月10号": someone else's exam, told and not asked to be kept, is talk.
  if (SOMEONE_ELSES.test(dated.title) && !labelled) return { family: "small_talk", topic: "chat" };
  return { family: "exam_record", title: dated.title, when: dated.when, ...where };
}

const SOMEONE_ELSES = /^(?:他|她)(?:们)?(?:班|专业|系|学校)?的/;
