/**
 * "高数期末取消了", "四级我不考了", "把概率论期末删了，记错了": an exam on file that the student says is off, for
 * cancel_exam. The exam is named (a course with an exam word, or a national exam), and the message says it is
 * called off; a question ("期中取消了吗"), a wish ("要是期末取消就好了") or a class called off ("今天的课取消了") is
 * not one.
 *
 * Whether the exam is on file decides it, and the reader cannot see the student's exams (no tool has been asked when
 * the message is read). So it goes by what students keep: finals and the national exams are what they record, and
 * saying one is off means taking it out; a midterm, quiz or oral test called off ("口语考试取消了，耶") is mostly news
 * told in passing, taken out when the student asks for that ("…，删了吧") or when the conversation shows it kept
 * (decide/exam-kept.ts).
 */
import type { Intent } from "./intent-types";
import { namesExam, NATIONAL_EXAM } from "./exam-words";

/** The exam named, then its calling-off: 取消了, 不考了 (Cantonese 唔考啦), 不用考了, 被取消, 没有了, 作废了. */
// "离散那场考试不用记了，改成大作业了": the record of it no longer wanted says it is off as plainly (NO_LONGER_KEPT).
// "个Econ quiz取消咗": the Cantonese 个 before the exam is no part of its name. "概率论好像不考试了": the news hedged
// (好像, 听说) is still the news the student acts on.
const CALLED_OFF = /^(?:我的?|那个|那场|那门|个)?([^，,。！!？?]{2,24}?)(?:那场|这场)?(?:考试)?(?:那场|这场)?(?:这次|这回|这学期|今年)?(?:我|也|就|又)?(?:好像|听说|据说|应该|可能|大概)?(?:临时|突然|直接|已经|正式)?(?:被)?(?:取消(?:掉|考试)?[了啦]|不考(?:试)?[了啦]|不用考(?:试)?[了啦]|免考[了啦]|作废[了啦]|没有了|没了|(?:不用|不必|别|用不着)(?:再)?记(?:了|着了?)?)(?:[，,。！!\s]|$)/;
/** "…不用记了": the student asks the kept record gone, so it is on file whatever sort of exam it is. */
const NO_LONGER_KEPT = /(?:不用|不必|别|用不着)(?:再)?记(?:了|着了?)?(?:[，,。！!\s]|$)/;
/** "把离散期中删了", "考试列表里的四级删掉", "删掉概率论期末": the exam itself deleted. */
// "把高数期末那条考试删掉": the entry pointed at as an exam (那条 alone is a to-do's, LISTED_AS_TO_DO).
const DELETED = /^(?:帮我|麻烦)?(?:把|将)?(?:考试(?:列表|清单)?里的?)?([^，,。！!？?\s]{2,16}?)(?:这场|那场|(?:这|那)条(?=考试))?(?:考试)?(?:删了|删掉|删除|去掉|取消掉?)(?:吧|一下)?(?:[，,。！!\s]|$)|^(?:删掉|删除|取消)(?:考试)?([^，,。！!？?\s]{2,16}?)(?:考试)?(?:吧)?(?:[，,。！!\s]|$)/;
/**
 * "…是我记错了，没有这场", "高数那场考试是我记错了，删了吧": a recorded exam that never was, said so and then denied
 * (没有这场) or taken out. Its time or room mistaken ("考试时间我记错了") is a correction, never this.
 */
const NEVER_WAS =
  /^((?:(?!时间|日期|日子|时候|地点|考场|教室)[^，,。！!？?\s]){2,16}?)(?:那场|这场|那门|这门)?(?:考试)?(?:是我|我)?(?:之前|以前|当时)?(?:记|写|登|录)错了[，,\s]*(?:(?:根本|压根)?没有(?:这场|这门|这个)(?:考试)?|(?:帮我|麻烦)?(?:把它|把这场|把那场)?(?:删了|删掉|删除|去掉)(?:吧|一下)?(?:[，,。！!\s]|$))/;
/**
 * "离散那场是我之前记错了，根本没有期末考", "线代这门我记错了，压根不考期中": the course's sitting that never was, its
 * exam word said after the slip.
 */
const NEVER_WAS_SITTING =
  /^([^，,。！!？?\s]{2,12}?)(?:那场|这场|那门|这门|的考试)(?:考试)?(?:是我|我)?(?:之前|以前|当时)?(?:记|写|登|录)错了[，,\s]*(?:其实)?(?:根本|压根(?:儿)?|本来就)?(?:就)?(?:没有|没|不考)(期末|期中)(?:考试?)?/;
/**
 * "概率论缓考批下来了，这学期不考了…，先把这场删掉": the sitting pointed at (这场, 那场) deleted, its course named in an
 * earlier clause with its exam word or its 不考了.
 */
// "六级报名费没交上，…，把它从考试里去掉": 它 taken out of the exams points at the exam the first clause names.
const POINTED_DELETED = /(?:把)?(?:(?:这场|那场)(?:考试)?|(?:它|这个|那个)(?=从考试))(?:从考试(?:列表|清单)?里)?(?:先)?(?:帮我|给我)?(?:删掉|删了|删除|去掉|取消掉|拿掉)/;
const NAMED_SITTING = /^(?:我的?|那个)?([^，,。！!？?\s]{2,12}?)(?:的)?(?:期末考试|期中考试|期末|期中|缓考|补考|出科考(?:试)?|考试|不考了)/;
/** "六级报名费没交上": an exam that is its own name, opening the message. */
const NAMED_FIRST = new RegExp(`^(?:我的?)?(四级|六级|${NATIONAL_EXAM})`);
/** The sorts of exam students keep on file: a course's final, the national exams. */
export const KEPT_SORT = new RegExp(`期末|\\bfinals?\\b|四级|六级|教资|${NATIONAL_EXAM}`, "i");
/** The student asks for it to be taken out. */
const DELETE_ASKED = /删(?:了|掉|除|去)|去掉|移除|拿掉/;

const ASKED = /[吗么嘛？?]|是不是|会不会|有没有/;
/** "老师刚说", "教务处通知：": who told it, before the exam named. */
// "听说高数期末不考了": hearsay, said first, is who told it too.
const TOLD_BY = /^(?:(?:刚才?|刚刚)?(?:老师|辅导员|导员|教务处?|学校|学院|助教|lecturer|prof)(?:刚|刚刚|刚才)?(?:在群里|在课上|上课时?)?(?:说|通知|讲|发通知说?)(?:了)?|(?:我)?(?:听说|据说|听人说))[，,:：\s]*/i;
/** Only the exam word, no course: which exam is not said. */
const BARE = /^(?:考试|期末|期中|期末考试|期中考试|测验|小测)$/;
const WISHED = /要是|如果|假如|就好了|希望|但愿|巴不得/;
/**
 * "四级真题那条删了", "六级模拟卷从待办里去掉": practice material for an exam, or an item of the to-do list, is a
 * to-do deleted (delete_task), not the exam itself called off.
 */
const LISTED_AS_TO_DO = /(?:真题|模拟题|模拟卷|试卷|套卷|题库|刷题|练习|单词|听力|阅读|作文|网课|作业)(?:那条|这条)?$|那条|这条|待办|任务/;

export const SAID_BY_AFTER = /(?:科里|科室|老师|学校|学院|教务处?|辅导员|导员|带教)(?:刚|刚刚|又)?(?:说|通知|讲)(?:了)?$/;

/** A sitting of its own sort, smaller than the course's final: 期中, 小测, 口语考试 … */
export const LESSER_SORT = /期中|测验|小测|测试|\bquiz|口语|听力|随堂|模拟|月考|周测|阶段|实验/i;

/**
 * "概率论好像不考试了": a bare course said not to be sat at all is its final, the exam students keep on file; a lesser
 * sitting named ("口语考试不考了") stays news.
 */
function courseNotSat(exam: string, said: string): boolean {
  return /不(?:用)?考(?:试)?了|取消考试了/.test(said) && !LESSER_SORT.test(exam) && !/考试?$/.test(exam);
}

/**
 * "the 离散 final got cancelled, take it off", "my stats midterm was called off": the English calling-off, read as the
 * Chinese (…取消了; a deletion asked after it as 删掉吧). Groups: the exam, the rest.
 */
const ENGLISH_CALLED_OFF =
  /^(?:so\s+|oh\s+|btw\s+)?(?:the|my|our)\s+(.+?)\s+(?:got|was|has been|is|have been)\s+(?:cancell?ed|called off|scrapped)\b[,.!\s]*(.*)$/i;
const ENGLISH_DELETION = /\b(?:take it (?:off|out)|delete it|remove it|drop it)\b/i;

function inChinese(text: string): string {
  const said = ENGLISH_CALLED_OFF.exec(text.trim());
  if (!said || ASKED.test(text) || /\?\s*$|\b(?:if|hope|wish)\b/i.test(text)) return text;
  return `${said[1]}取消了${ENGLISH_DELETION.test(said[2]) ? "，删掉吧" : ""}`;
}

/** "之前登记的那场", "我记的那场": the sitting pointed at by its record, which names no exam. */
const RECORD_POINTER = /^(?:我)?(?:之前|以前|上次|早先)?(?:登记|记|录|加|存)(?:上|下|进去)?(?:的)?(?:那场|这场)?$/;

/** "…高数老师说期末改成交论文了。我之前登记的那场考试帮我删掉吧": the exam the story before the pointer names. */
export function withStorySitting(intent: Intent, story: string): Intent | undefined {
  if (intent.family !== "exam_cancel" || !RECORD_POINTER.test(intent.exam)) return undefined;
  const named = sittingInClause(story.replace(TOLD_BY, ""));
  return named ? { family: "exam_cancel", exam: named[1].replace(SAID_BY_AFTER, "") } : undefined;
}

/**
 * "重大消息！高数老师说期末改成交论文了…。我之前登记的那场考试帮我删掉吧": the sitting named in a later clause of the
 * news, after whoever told it; the clause that points (那场) names none.
 */
function sittingInClause(text: string): RegExpExecArray | null {
  for (const clause of text.split(/[，,。！!；;]/)) {
    const named = /这场|那场/.test(clause) ? null : NAMED_SITTING.exec(clause.trim());
    if (named) return named;
  }
  return null;
}

/** "隔壁班的高数期末取消了": another class's or person's exam called off is news about them, nothing on file. */
export const SOMEONE_ELSES = /隔壁|别的班|别班|他们班|她们班|室友|舍友|同学的|朋友的|学长的|学姐的/;
/** "概率论期末要取消": a calling-off still to come is a rumour, until it is said done. */
const STILL_TO_COME = /(?:要|会|将|可能|准备|打算)(?:被)?取消(?!了)/;

export function cancelledExam(text: string): Intent | undefined {
  if (ASKED.test(text) || WISHED.test(text) || SOMEONE_ELSES.test(text) || STILL_TO_COME.test(text)) return undefined;
  const read = inChinese(text);
  const told = read.replace(TOLD_BY, "");
  const sitting = NEVER_WAS_SITTING.exec(told);
  if (sitting) return { family: "exam_cancel", exam: `${sitting[1]}${sitting[2]}` };
  const pointed = POINTED_DELETED.test(told) ? (NAMED_SITTING.exec(told) ?? NAMED_FIRST.exec(told) ?? sittingInClause(told)) : null;
  if (pointed && !LISTED_AS_TO_DO.test(pointed[1])) return { family: "exam_cancel", exam: pointed[1].replace(SAID_BY_AFTER, "") };
  const calledOff = CALLED_OFF.exec(told);
  const match = calledOff ?? DELETED.exec(told) ?? NEVER_WAS.exec(told);
  // "外科出科考科里说不考了": who said so, between the exam and the news, is no part of its name.
  const exam = (match?.[1] ?? match?.[2])?.replace(SAID_BY_AFTER, "").trim();
  // "英文听力考试取消了": material words said with 考试 after them name the sitting itself.
  const listed = exam !== undefined && LISTED_AS_TO_DO.test(exam) && !told.includes(`${exam}考试`);
  if (!exam || BARE.test(exam) || listed || /待办|任务(?:列表|清单)/.test(read) || !namesExam(`${exam}${/考试/.test(match![0]) ? "考试" : ""}`)) return undefined;
  if (match === calledOff && !KEPT_SORT.test(exam) && !courseNotSat(exam, calledOff?.[0] ?? "") && !DELETE_ASKED.test(read) && !NO_LONGER_KEPT.test(read)) return { family: "exam_cancel", exam, unlessUnkept: true };
  return { family: "exam_cancel", exam };
}

/** "那场删掉", "删了它": the deletion of what was just named, pointed at. */
// "…取消了，帮我删一下吧": the deletion asked with nothing named deletes what was just named too.
const POINTED_DELETION =
  /(?:^|[，,])(?:把)?(?:那场|这场|那门|它|那个|这个)(?:考试)?(?:也)?(?:删掉|删了|删除|去掉)|(?:删(?:了|掉)|拿掉|去掉)(?:它|那场|这场)(?:吧)?[。！!~\s]*$|^[，,\s]*(?:帮我|麻烦你?|你)?(?:给我)?(?:删一下|删掉|删了)(?:吧|呗|哈)?[。！!~\s]*$/;

/**
 * "内科出科考取消了，那场删了吧", "…不考了，改成看平时表现，那场删掉": the sitting called off, then pointed at (那场)
 * and deleted, is the one exam cancelled, and the deletion asked says it is to go off the list.
 */
export function cancelledThenPointedDeleted(head: Intent, tail: Intent, tailText: string): Intent | undefined {
  // "…唔使考喇，喺考试列表攞走佢": taking it off the list reads as a block taken off the plan; it is this exam too.
  const deleted = (tail.family === "task_edit" && tail.action === "delete") || (tail.family === "edit" && tail.action === "unplace");
  if (head.family !== "exam_cancel" || !deleted) return undefined;
  return POINTED_DELETION.test(tailText) ? { family: "exam_cancel", exam: head.exam } : undefined;
}

/** "改交论文", "老师说改成大作业了", "换成线上交报告": what the exam called off is replaced by, told after the news. */
const REPLACED_BY = /^(?:老师|学校|学院|教务处?)?(?:说|通知)?(?:直接|就)?(?:改成|改为|换成|改交|改做|改写|改考|变成)[^，,。！!；;]{1,16}?(?:代替|替代)?(?:了)?$/;
/** "从考试列表里去掉", "把它从考试里删掉吧", "那场帮我删了": the deletion asked of the exam just named. */
const DELETION_CLAUSE =
  /^(?:帮我|麻烦|请)?(?:把)?(?:它|这场|那场|这门|那门)?(?:考试)?(?:也)?(?:帮我|给我)?(?:从(?:我的)?考试(?:列表|清单)?里?)?(?:帮我|给我)?(?:删掉|删了|删除|去掉|移除|拿掉)(?:吧|呗|一下|哈)?$/;

/**
 * "形势与政策那场考试取消了，改交论文，从考试列表里去掉": the news, what replaces the exam and the deletion asked are
 * one cancel_exam, read whole before the clauses are split into requests (the deletion alone names no exam, and
 * 改交论文 is no to-do asked for). Only when every clause after the news is one of those two.
 */
export function cancelledWithReplacement(text: string): Intent | undefined {
  const clauses = text.split(/[，,。！!；;]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  if (clauses.length < 2 || !clauses.slice(1).every((clause) => REPLACED_BY.test(clause) || DELETION_CLAUSE.test(clause))) return undefined;
  const news = cancelledExam(clauses[0]);
  if (news?.family !== "exam_cancel") return undefined;
  return clauses.some((clause) => DELETION_CLAUSE.test(clause)) ? { family: "exam_cancel", exam: news.exam } : news;
}
