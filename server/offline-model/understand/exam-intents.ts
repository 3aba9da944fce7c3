/**
 * Exams in the student's words (issue 25 #3): "我的概率论期末考试是1月12日上午9点" and "记一下：1月12日上午9点自然
 * 语言处理期末考试" state an exam (record_exam, read in exam-statements.ts), "离期末考试还有几周" and "概率论哪天考"
 * ask how long is left (query_exams). An exam word alone is not enough: a statement needs a day, and a note about an
 * exam's homework ("提醒我考试前交作业") stays a note.
 */
import { withComparedDay } from "./compared-days";
import type { Intent } from "./intent-types";
import { withMovedExamNamed } from "./exam-moved-by-verb";
import { examQuestion } from "./exam-rows";
import { withExamStatementRows } from "./exam-statement-rows";
import { DAY_WORDS, DIRECT, FORM_LABEL, NEXT_STEP, recordIntent, VERB_AFTER_DAY } from "./exam-statements";
import { EXAM_WORD, NATIONAL_EXAM, withoutPostMarks } from "./exam-words";
import { untoldExam } from "./untold-exams";
import { examTimedNote } from "./exam-timed-notes";
import { examAheadNote } from "./exam-ahead-notes";
import { shiftedExam } from "./exam-shifted";
import { retimedExam } from "./exam-retimed";
import { examPlaceChanged } from "./exam-place-changes";
import { examStoryClause } from "./exam-story-clauses";
import { namesVenue } from "./exam-places";

// "what exams do I have coming up", "any finals left": the exams listed, asked in English.
const ENGLISH_EXAMS_LISTED = /\b(?:what|which|any|list|show(?: me)?)\s+(?:(?:my|the|all|of my)\s+)*(?:exams|finals|midterms|tests)\b|\bupcoming (?:exams|finals|midterms)\b|\bexam schedule\b/i;
/** "which tests did I fail": how exams went, which the planner does not keep. */
const HOW_IT_WENT_EN = /\b(?:fail(?:ed)?|pass(?:ed)?|scores?|grades?|results?|marks)\b/i;
// "离散考试是几号来着": the day asked outright; "距今天还剩多长时间": how long, in its longer words.
// "离散考试几点开始": the hour it starts asked.
// "线代考试几号来着", "概率论是周几考": the day or weekday asked with no 是 / 在 before it.
const QUESTION = /[?？吗]|几点(?:开始|开考)|几[天周个]|几号来着|(?:周|星期|礼拜)几(?:考|来着)|(?:是|在)(?:几月)?几号|多久|多长时间|多少(?:天|个?(?:星期|礼拜|周))|什么时候|哪天|啥时候|哪些|有什么|when|how (?:many|long)/i;
// "还有几个礼拜", "还有多少个星期": the weeks left are counted with a measure word and any word for week.
const COUNTDOWN = /几点(?:开始|开考)|几号来着|(?:周|星期|礼拜)几(?:考|来着)|[离距].*(?:还有|剩|还(?=几|多少))|还有几[天周]|还有(?:几|多少)个?(?:星期|礼拜|周)|还剩|多久|多少天|(?:是|在)(?:几月)?几号|什么时候考|哪天考|啥时候考|几号考|第几周考|什么时候|啥时候|哪天|(?:有)?哪些考试|有什么考试|when|how (?:many|long)/i;

/** "离散数学的任务还剩哪些": a question about to-dos that happens to say 期末. */
// "我的四级真题啥时候截止来着": a deadline asked is a to-do's; an exam is sat, not due.
// "四级真题要四节，最早啥时候排得进去": a place asked for the practice is the timetable's, not the exam's day.
const ABOUT_TODOS = /任务|作业|待办|ddl|课(?!程)|空|(?:什么时候|啥时候|哪天|几号)(?:要|就)?(?:截止|到期)|(?:排|放|塞|安排|挤)(?:得|的)?(?:下|进去|进)/i;

/** "期末展示", "结课答辩": the assessment at a course's end that is sat on a day, though it holds no exam word. */
const SAT_AS_EXAM = /(?:期末|期中|结课)(?:的)?(?:展示|答辩|汇报|演讲|presentation|pre)/i;

const TERM_ITSELF = /^(?:这个?|本)?学期(?:结束|末)?$/;

/** "最早", "大概", "到底": how soon or how sure the day is asked, between the exam and the asking words. */
const ASKED_HOW = "(?:最早|最快|最晚|最迟|大概|大约|一般|具体|到底|究竟)";

/** `assessed`: the words name a presentation or defence counted like an exam, whose 结课 is no class. */
function countdownIntent(text: string, assessed = false): Intent | undefined {
  if (!COUNTDOWN.test(text) || (!assessed && ABOUT_TODOS.test(text))) return undefined;
  // 离 asks "how far from", except as the first character of 离散数学.
  const named =
    /(?:^|[，,\s]|距)离(?!散|现在|今天)\s*(.+?)(?:还有|还剩|剩|还(?=几|多少))/.exec(text)?.[1] ??
    // "四级最早啥时候考", "线代大概哪天考": how sure or how soon is asked of the exam, never its name.
    new RegExp(`^(?:我的?)?(.+?)(?:是)?(?:${ASKED_HOW})?(?:什么时候|哪天|啥时候|几号|第几周|(?:周|星期|礼拜)几|(?:还要|还得|再过)?多久(?:才|就|要)?)考`).exec(text)?.[1] ??
    // "什么时候考概率论哦，还有好多天": the subject after the asking words and the verb.
    /^(?:什么时候|哪天|啥时候|几号|第几周)考\s*([^\s，,。？?啊呀呢吗哦哈嘛]{2,10})/.exec(text)?.[1] ??
    // "四级啥时候", "线代期末哪天来着": the exam said first, the asking words closing the question with no verb.
    // "离散期末是几号几点来着，我怕记错": the hour asked with the day, and a remark after the question ("…几点？忘了").
    new RegExp(`^(?:我的?)?(.+?)(?:是|在)?(?:${ASKED_HOW})?(?:什么时候|哪天|啥时候|几号|第几周|几点(?=开始|开考))(?:几点)?(?:开始|开考)?(?:来着)?[\\s？?啊呀呢哦哈嘛]*(?:(?:[，,。！!]|(?<=[？?]))[^？?]*)?$`).exec(text)?.[1] ??
    /^(?:我的?)?(.+?)(?:还有|还剩|剩)/.exec(text)?.[1] ??
    "";
  // "how long until my 高数 final", "when is my 离散 exam", "when's the 四级": the exam after the asking words.
  const english =
    /(?:until|till|to|before)\s+(?:my|the|our)?\s*(.+?)\s*(?:final|midterm|exam|quiz)s?\b/i.exec(text)?.[1] ??
    // "when's my next exam": next names no exam.
    /^(?:so\s+)?when(?:['’]s|\s+is|\s+are)\s+(?:my|the|our)\s+(?!(?:next|upcoming|first|last|coming)\s+(?:final|midterm|exam|quiz|test)s?\b)(.+?)\s*(?:final|midterm|exam|quiz|test)s?\b/i.exec(text)?.[1];
  // "最近一场考试是什么？还剩几天": the asking words in the subject's clause name no exam.
  const subject = (english ?? named)
    .split(/[？?，,。！!]/)[0]
    .replace(/(?:是)?(?:啥|什么|哪(?:场|门|个|天|一场))(?:考试)?$/, "")
    .replace(EXAM_WORD, "").replace(/^[我的\s]+|[的\s]+$/g, "").replace(/下一场|最近的?(?:一场|一次)?|下一次|[那这一]场/g, "")
    // "所有考试离现在还有几天": every exam, counted from now, names none.
    .replace(/^(?:把|给我|帮我)?(?:我的?)?(?:各科|各门|每门|每科|所有|全部)(?:的)?/, "").replace(/^(?:按|照)[^]*(?:报|说|列|排)[^]*$/, "").replace(/(?:离|距离?)(?:现在|今天)$/, "");
  // "离四级还有几天", "离教资面试还剩多少天": an exam named by its exam word alone keeps it as the name.
  const bare = named.split(/[？?，,。！!]/)[0].replace(/^[我的\s]+|[的\s]+$/g, "");
  // "离期中答辩还剩多少天": a defence keeps its 期中, which says which one.
  // "法考主观题还有几天": a national exam's own part keeps the exam it is part of.
  const whole = SAT_AS_EXAM.exec(bare)?.[0] === bare || NATIONAL.exec(bare)?.index === 0 || (subject.length < 2 && EXAM_WORD.exec(bare)?.[0] === bare && !/^(?:期末|期中|考试|考核|测验|小测)/.test(bare)) ? bare : subject;
  // "英语四级多咱考来着": the level is the exam itself, never an exam word to drop from its name.
  const leveled = /^\p{Script=Han}{2,4}[四六八]级$/u.test(bare) && bare.startsWith(whole) ? bare : whole;
  // "这学期还剩几个礼拜，…接着期末": what is left of the term, asked of the term (term-intents.ts), not of an exam.
  if (TERM_ITSELF.test(leveled)) return undefined;
  // "how many days until my GRE": a national or language exam named where no reader found a subject.
  const exam = leveled.length >= 2 ? leveled : NATIONAL.exec(text)?.[0];
  return { family: "exam_countdown", ...(exam ? { exam } : {}) };
}

const NATIONAL = new RegExp(NATIONAL_EXAM, "i");

/** "期末成绩多久出", "考试分数哪天能查": when the marks come out is the school's news, no exam's day. */
const GRADES_ASKED = /成绩|分数|出分|查分|绩点|\b(?:grades?|scores?|results?)\b/i;
/**
 * "法考还有几天报名截止", "四六级报名是不是快截止了": the sign-up (or its fee) of an exam is the exam body's window, which
 * the planner does not keep: no exam's day is asked.
 */
const SIGN_UP_ASKED = /(?:报名|缴费|交费|报考)[^，,。？?]{0,6}(?:截止|结束|开始|时间|日期)|(?:截止|结束)[^，,。？?]{0,4}(?:报名|缴费)/;

/** "概率论哪天考": a question about an exam's day that names no exam word. */
// "离散多久考", "线代还要多久考": how long until the verb asks the same day (Southwestern 好久考 reads as 多久考).
const ASKS_EXAM_DAY = /(?:什么时候|哪天|啥时候|几号|第几周|(?:周|星期|礼拜)几|(?:还要|还得|再过)?多久(?:才|就|要)?)考(?!虑|察|完)/;
/**
 * Questions about the exams as a list or a countdown that put 考 as a verb: "还有几天考操作系统", "最近要考的都有啥",
 * "我考试都在哪几天", "考试倒计时", "还有几场考试没考", "大物期末啥时候来着".
 */
// "离散还剩几天考", "宏观还有多少天考": how long is left, counted in days or weeks, before the verb.
// "还有好多天考嘛": 好多 / 好几 asks the count as 多少 does.
const DAYS_LEFT = "还(?:有|剩)(?:几|多少|好多|好几)(?:天|周|个星期)(?:就)?(?:要)?考";
// "列一下我已登记的全部考试", "把存的考试都列出来": the exams already recorded, listed.
const LISTS_EXAMS = "(?:列|查|看|显示|调出)(?:一下|下|出|一列|出来)?[^，,。？?]{0,10}(?:全部|所有|已登记|已经登记|登记(?:了|过)?的|记(?:了|过|下)?的|录入的|存的)(?:的)?(?:各场|各门)?考试|(?:全部|所有|已登记|登记(?:了|过)?的|记(?:了|过|下)?的|录入的|存的)(?:的)?考试(?:都|全)?(?:列|调|显示|罗列)出来";
const ASKS_EXAMS = new RegExp(
  `${DAYS_LEFT}(?!虑|察|完)|要考的|考试都在|考试倒计时|倒计时.{0,4}考试|几场考试|(?:期末|期中)(?:是)?(?:啥时候|什么时候|哪天)(?:来着)?|${LISTS_EXAMS}`,
);
// The subject starts with a letter of a name: "…还有几天考🥲" names nothing after the verb.
// "…还有几天考啊我感觉还没看": a particle or the student after the verb starts a remark, no subject.
const ASKED_SUBJECT = new RegExp(`${DAYS_LEFT}\\s*(?![啊呀呢吗哦哈嘛啦了呐哇诶欸我你他她这那就都也])([\\p{Script=Han}A-Za-z][^\\s啊呀呢吗?？。，,!！]{1,9})`, "u");
/**
 * "线代是1/6考还是1/9考来着": two days weighed against each other asks which it is. "现在是第9周还是第10周" weighs
 * the term's weeks (term-intents.ts), with no exam before them.
 */
const WHICH_DAY = new RegExp(`^(?:我的?)?(?!现在|目前|这周|本周|今天|这个?学期|本学期)(.{2,10}?)(?:的考试)?(?:是|在)?(?:${DAY_WORDS.source})\\s*考?(?:试)?还是(?:${DAY_WORDS.source})`, "i");
/** "倒计时：", "考试倒计时：": the label of a countdown asked for, before the exam it names. */
const COUNTDOWN_LABEL = /^(?:考试)?倒计时\s*[：:]\s*(?=\S)/;

/** "根据考试时间，…", "按每门补考的日期…": the exams as the measure of something else, asked about nowhere. */
const BY_THE_EXAMS = /^(?:按(?:照)?|照着|根据|依照|依据|跟着)(?:我的?)?(?:那)?(?:已登记的?|已经登记的|登记(?:了|过)?的|记(?:了|过)?的)?(?:每门|各门|各科|每科|几场|几门|各场|每场)?(?:的)?(?:考试|补考)(?:的)?(?:时间|日期|安排)?/;

/**
 * "考试也能记吗？我大学英语期末是1月6号下午两点", "能帮我记考试吗，线代期中下周三上午": whether exams can be kept,
 * asked before the exam itself is stated, is answered by keeping it.
 */
const ASKED_IF_KEPT = /^(?:你)?(?:考试)?(?:也)?(?:能|可以|能不能|可不可以)(?:帮我)?(?:也)?(?:记|登记|存|录入?|加)(?:一下)?(?:考试)?(?:吗|么|嘛|不)?[？?，,。！!\s]+(?=\S)/;

/** "这学期到哪天结束？最后一周是不是全拿来考试": the term's end asked first; the exams after it are why. */
const TERM_END_FIRST = /^(?:这个?|本)?学期(?:到|在)?(?:哪天|哪一天|什么时候|啥时候|几号|几月几号)(?:结束|放假|完)/;

/** "先插一句，", "等下，", "对了，": a turn aside before the question, which names no exam. */
const ASIDE_LEAD = /^(?:先|我)?(?:插(?:一|个)?(?:句|嘴|话)|等(?:一)?下|等等|对了|哦对了?|诶|欸|话说|顺便问(?:一?下)?|突然想起来)[，,\s]+(?=[^，,]*[?？吗来着几哪])/;

export function detectExam(message: string): Intent | undefined {
  if (TERM_END_FIRST.test(message)) return undefined;
  if (ASIDE_LEAD.test(message)) return detectExam(message.replace(ASIDE_LEAD, ""));
  const askedIfKept = ASKED_IF_KEPT.exec(message);
  if (askedIfKept && askedIfKept[0].includes("考试")) {
    const stated = detectExam(message.slice(askedIfKept[0].length));
    if (stated?.family === "exam_record") return stated;
  }
  // "线代挪到12月30号下午考了": an exam moved, said by 考 after its day, is read as if its exam word were said.
  // "线代比高数晚两天，高数是1月4号": the day reckoned from the other's (compared-days.ts).
  // "今天课代表终于把考试安排贴出来了。工程热力学期末在1月5号…": the story before the dated clause is no part of it.
  const text = examStoryClause(withComparedDay(withMovedExamNamed(withoutPostMarks(message).replace(COUNTDOWN_LABEL, ""))));
  const timed = examTimedNote(text) ?? examAheadNote(text) ?? shiftedExam(text) ?? retimedExam(text);
  if (timed) return timed;
  const placeChanged = examPlaceChanged(text);
  if (placeChanged) return placeChanged;
  if (BY_THE_EXAMS.test(text)) return undefined;
  // An exam named, even one whose name the sign-up keeps from reading as the sitting ("法考…报名").
  const signUp = SIGN_UP_ASKED.test(text) && /考|[四六]级|教资|资格/.test(text) && (QUESTION.test(text) || COUNTDOWN.test(text));
  if (signUp) return { family: "small_talk", topic: "out_of_scope" };
  const asked = examQuestion(text);
  if (asked) return { family: "exam_countdown", ...asked };
  const which = WHICH_DAY.exec(text);
  if (which) return { family: "exam_countdown", exam: which[1] };
  if (ASKS_EXAM_DAY.test(text)) return countdownIntent(text);
  if (ENGLISH_EXAMS_LISTED.test(text) && !ABOUT_TODOS.test(text) && !HOW_IT_WENT_EN.test(text)) return { family: "exam_countdown" };
  if (ASKS_EXAMS.test(text) && !ABOUT_TODOS.test(text)) {
    const asked = ASKED_SUBJECT.exec(text)?.[1];
    if (asked) return { family: "exam_countdown", exam: asked };
    // "运动解剖学还有几天考": the subject before the countdown.
    const before = new RegExp(`^(?:我的?|那)?([\\p{Script=Han}A-Za-z0-9]{2,10}?)(?:的)?(?:考试)?${DAYS_LEFT}`, "u").exec(text)?.[1];
    if (before) return { family: "exam_countdown", exam: before };
    // "还有几天考研": the national exam after the verb is the subject.
    const named = /^(?:我的?)?(.{2,10}?)(?:期末|期中)(?:是)?(?:啥时候|什么时候|哪天)/.exec(text)?.[1] ?? NATIONAL.exec(text)?.[0];
    return { family: "exam_countdown", ...(named ? { exam: named } : {}) };
  }
  // "期末展示离现在还有几天": a presentation or defence that closes the course is counted down to like an exam.
  // (结课 is no 课 of the timetable.)
  if (!EXAM_WORD.test(text) && SAT_AS_EXAM.test(text) && COUNTDOWN.test(text) && !ABOUT_TODOS.test(text.replace(SAT_AS_EXAM, ""))) {
    return countdownIntent(text, true);
  }
  if (!EXAM_WORD.test(text)) {
    return (VERB_AFTER_DAY.test(text) || namesVenue(text)) && !QUESTION.test(text) ? recordIntent(text, true) : undefined;
  }
  // The planner keeps no marks: asked when they come out, it says so and calls nothing.
  if (QUESTION.test(text)) return GRADES_ASKED.test(text) ? { family: "small_talk", topic: "out_of_scope" } : countdownIntent(text);
  return recordIntent(text) ?? untoldExam(text);
}

/**
 * "微积分期中居然是这周五早上8点，我还没复习，先记上吧": an exam word followed at once by its day is a statement, read
 * before the check-ins take "没复习" as a session skipped.
 */
export function detectStatedExam(message: string): Intent | undefined {
  const text = examStoryClause(withComparedDay(withMovedExamNamed(withoutPostMarks(message))));
  // "英语期末提前了，改到…": the statement rows' reading is the one that says its day at once.
  // "记一下考试啊 数据库期末 …": a heading that labels the words after it as an exam says it as plainly.
  const said = DIRECT.test(withExamStatementRows(text)) || FORM_LABEL.test(text);
  return said && !QUESTION.test(text) && !NEXT_STEP.test(text) ? recordIntent(text) : undefined;
}
