/**
 * The exams as the measure of a plan: "按考试把复习排一下", "期末复习从考试那天往回倒排". Each exam's own day bounds
 * the review of its class, so such a request names no range, and a word left over from it names a class only when it
 * is said as the thing planned.
 */
import { saysWhatItIsFor } from "./exam-titles";

/**
 * "帮我规划期末复习", "按考试安排复习", "考试前帮我再安排一轮复习", "plan my revision for the finals": the exams set
 * the range, and the classes are the ones linked to an exam. A named class ("把概率论复习排到考试前") stays that class.
 */
// "根据考试时间把复习排一下", "照着每门考试的日期排", "补考前的复习": each exam's own day bounds its review.
// "考研前", "省考之前": a national exam bounds the review as a course's own exam does.
// "按新的考试时间重新排", "照改过的考试日期": the exams' days as they now are, after one moved, bound it the same.
/** "离散考之前": a class's own exam, said with the bare 考 right after the class (not 高考, 月考, 期末考). */
const OWN_EXAM_BEFORE = "(?<=\\p{Script=Han}{2})(?<!高|期末|期中|补|会|统|联|月|大|小)考(?:之|以)前";
// "离散考之前": a class's own exam bounds its review the same way.
// "考前帮我把离散复习排好": 考前 opening the request, before what it asks, is each exam's own day too.
/**
 * "照着离散考试的日子", "按概率论考试那天", "根据概率论考试时间": one class's own exam day as the measure, the class
 * named between the measure word and its exam (group 1).
 */
const MEASURE_LEAD = "(?:按(?:照)?|照着?|根据|依照|依据|跟着)";
const CLASS_BY_EXAM = String.raw`${MEASURE_LEAD}(?!期末|期中|各科|每科|每门|各门|所有|全部|几场|几门|我|它)(\p{Script=Han}{2,6}?)(?:的)?(?:期末)?(?:考试|考)`;
const CLASS_EXAM_DAY = String.raw`${CLASS_BY_EXAM}(?:的)?(?:那天|那一天|日子|时间|日期|考期)`;
const FOR_EXAMS_WORDS = new RegExp(String.raw`${CLASS_EXAM_DAY}|(?:^|(?<=[，,。；;\s]))考前(?=帮|把|给我|再|先|请)|(?:各科|每科|每门|各门)(?:的)?考(?:试)?(?:之|以)?前|${OWN_EXAM_BEFORE}|期末的?复习|考前的?复习|考试的?复习|补考的?复习|备考|(?:期末|补考)?考试(?:之|以)?前|期末前|补考前|(?:考研|考公|省考|国考|四级|六级|四六级|教资)(?:之|以)?前|(?:按(?:照)?|照着?|根据|依照|依据|跟着)(?:我的?|它的?|它们的?|各自的?)?(?:那)?(?:新的?|最新的?|改过的?|改后的?|更新后的?|调整后的?)?(?:已登记的?|已经登记的|登记(?:了|过)?的|记(?:了|过)?的)?(?:每门|各门|各科|每科|几场|几门|各场|每场)?(?:的)?(?:期末|期中)?(?:考试|补考)|考试[^，,。？?]{0,4}[，,\s]*(?:你)?(?:照着|按照?|根据|依照|跟着)(?:考试的?|各自的?|它们的?|每门的?|每场的?)?(?:日子|日期|考期)|(?:for|before) (?:my |the )?(?:finals?|exams?)|(?:finals?|exams?) (?:revision|review|prep)`, "iu");
/**
 * "…，期中那两门也算上", "…，四六级也算进去": which exams count, said after the request. Every exam linked to a class
 * is planned for already; the clause names no class of its own.
 */
const EXAMS_COUNTED =
  /[，,]\s*(?:(?:操作|技能|实操|理论|笔试|机考|口试|面试)(?:考核|考试)?(?:和|跟|与|、|以及)?)+(?:都|也)(?:要|得)?(?:顾到|顾上|兼顾|照顾到|覆盖到|算上|考虑到)(?:吧|哈|啊)?[。!！\s]*$|[，,]\s*(?:把)?(?:期末|期中|补考|考研|考公|四六级|四级|六级|其他|别的|剩下)?(?:的|那|这)?(?:几|两|三|每)?(?:门|场|科)?(?:考试)?(?:也|都)(?:要)?(?:算|算上|算进去|算在内|包括|包括进去|加上|加进去|带上|考虑进去)(?:吧|哈|啊)?[。!！\s]*$/;
/**
 * "…，并在考前适当安排回顾", "…，考前留点时间回顾": a look back before each exam, which the spaced reviews of an exam
 * plan already give; the clause names no class.
 */
// "…，考前最好还能再过一遍(就更好了)": a last pass said as a wish is the same look back.
const REVIEWS_BEFORE_EXAMS = /[，,]\s*(?:并|并且|然后|再|同时)?(?:在)?(?:每场|各场|每门)?(?:考前|考试前|考试之前)[^，,。]{0,8}?(?:回顾|复盘|温习|巩固|查漏补缺|过一遍|过一轮|看一遍)[^，,。]{0,5}[。!！\s]*$/;
/** "考研前想", "省考之前": a national exam's stretch, with the wish said after it, names no class. */
const NATIONAL_STRETCH = /^(?:考研|考公|省考|国考|四级|六级|四六级|教资)(?:之|以)?前(?:我)?(?:想|要|得|打算)?$/;
/** "再安排一轮复习，每周3次": how much or how often, which the spaced reviews decide. */
const HOW_OFTEN = /^(?:再)?(?:一轮|一遍|两轮|几轮)$|^每(?:周|天)\s*(?:\d+|[一二两三四五六七])\s*(?:次|回|遍)$/;
/** A "subject" that only says when or why ("考试前", "按考试"), not which class. */
// "依据已登记的…": the exams as recorded, which is what 已登记 / 记过的 says, name no class either.
const EXAM_WORDS_ONLY = /^(?:按(?:照)?|照着|根据|依照|依据|跟着)(?:我)?(?:已经?|之前)?(?:登记|记|录入|存)(?:了|过|下)?(?:的)?$|^(?:每门|各门|各科|每科|科目)$|^(?:每门|各门|各科|每科|科目)?(?:都|也)?(?:按(?:照)?|照着?|根据|依照|依据|跟着)?(?:我的?)?(?:那)?(?:新的?|最新的?|改过的?|改后的?|更新后的?|调整后的?)?(?:已登记的?|登记(?:了|过)?的|记(?:了|过)?的)?(?:每门|各门|各科|每科|几场|几门|各场|每场)?(?:的)?(?:期末|期末考试|考试|补考|考前|备考|期中|final|exam)s?(?:前|之前|以前|来|走|的?时间|的?日期|的?日子|的?考期|的?先后(?:顺序)?)?(?:来|走)?(?:的)?(?:复习)?$|^(?:的)?(?:日期|日子|时间|安排)$|^(?:这学期)?(?:期末|期中)?(?:那|这)?(?:几|两|三|四|五)?(?:门|场|科)?(?:的)?(?:期末|期中)?(?:考试)?$|^(?:照着|按照?|根据|依照|跟着)(?:考试的?|各自的?|它们的?)?(?:日子|日期|考期)$/i;

/**
 * "…照这个顺序倒着给我排复习", "把各科复习倒着排一下": review planned backwards with no other end named is planned
 * back from the exams, whatever the clause calls them ("照着它们"). A deadline worked back from ("按截止时间倒着排")
 * is a to-do's, "复习倒着排进这周" works back from the stretch it names (`stretchSaid`), and "别倒着排了" refuses the
 * very thing.
 */
const BACKWARDS = /倒着|倒过来|倒排|倒推|往回倒|往回推|往回排|从后往前/;
const OTHER_END = /截止|ddl|deadline|交(?:作业|报告|论文)?(?:的)?(?:日子|时间|日期)|(?:别|不要|不用|不想|不必|甭)[^，,。；;]{0,4}(?:倒|往回|从后往前)/i;
const REVIEW = /复习|备考|期末/;

/** "backwards from the exams", "around my finals": the exams' days as the measure, said in English. */
const ENGLISH_BY_EXAMS =
  /(?:back(?:wards?)?|working back|counting back) from (?:my |the |each |every )?(?:finals?|exams?|exam (?:dates?|days?))|(?:around|according to|based on|by) (?:my |the )?(?:finals?|exams?|exam (?:dates|days|times))(?![a-z])/i;

export function plansForExams(text: string, stretchSaid = false): boolean {
  // "plan my review backwards from the exams", "schedule it around my finals": the English for 倒排 and 按考试.
  if (FOR_EXAMS_WORDS.test(text) || ENGLISH_BY_EXAMS.test(text)) return true;
  if (stretchSaid) return false;
  // "…，我要按它倒排复习": what an exam stated before is for asks for no plan (exam-titles.ts).
  return text
    .split(/[，,。；;！!？?\n]/)
    .some((clause) => BACKWARDS.test(clause) && REVIEW.test(clause) && !OTHER_END.test(clause) && !saysWhatItIsFor(clause));
}

/**
 * "按考试时间把离散和概率论的复习排出来", "概率论按考试排": the exams' own days said as the measure, so each class is
 * planned up to its own exam (for_exams, as the tuned round labels it) even where the classes are named — not one
 * stretch up to the finals. "排到考试前" says a stretch, and keeps it.
 */
// "照它考试那天": the one class's own exam, pointed at; "离散考之前": its own exam said with the bare 考.
// "只给离散排考前复习", "考前复习只排离散那门": the review before its exam, as the thing planned (not "排到考试前", a
// stretch), is each class's own, up to its own exam.
const REVIEW_BEFORE_ITS_EXAM = "(?<![到进在])考(?:试)?(?:之|以)?前的?复习";
// "考前帮我把离散复习排好", "概率论复习赶在考试前排完": the exam opening the request, or the one it must be done
// in time for, is each class's own (not "排到考试前", a stretch the plan goes into).
// "考试前帮我排一下毛概" still says a stretch up to the finals: only the short 考前 is each exam's own.
const IN_TIME_FOR_EXAM = "(?:^|(?<=[，,。；;\\s]))考前(?=帮|把|给我|再|先|请)|赶在(?:考试|期末考?)(?:之|以)?前";
const MEASURED_BY_EXAM_DAYS = new RegExp(
  `${IN_TIME_FOR_EXAM}|${CLASS_EXAM_DAY}|(?:按(?:照)?|照着?|根据|依照|依据|跟着)(?:我的?|它的?|它们的?)?(?:各科|每科|每门|各门)?(?:的)?(?:期末|期中)?(?:考试|补考)(?:的)?(?:时间|日期|先后|日子|顺序)?(?!前|之前|以前)|${OWN_EXAM_BEFORE}|${REVIEW_BEFORE_ITS_EXAM}|${ENGLISH_BY_EXAMS.source}`,
  "iu",
);

export function measuredByExamDays(text: string): boolean {
  return MEASURED_BY_EXAM_DAYS.test(text);
}

/** The request without the clauses that only say which exams count or that each ends in a look back. */
export function withoutExamClauses(text: string): string {
  return text.replace(EXAMS_COUNTED, "").replace(REVIEWS_BEFORE_EXAMS, "").replace(ENGLISH_BY_EXAMS, "");
}

/**
 * Where a class is said as the thing planned: after 把 or the verb ("把离散和概率论的复习…", "排一下毛概"), before
 * its review or its exam ("离散复习", "离散考试前"), or as the topic a clause opens with ("概率论按考试时间排",
 * "高数和线代都按考试排").
 */
// "只给概率论按考试排": the one class singled out by 只给 / 先给 is what is planned, as after 把.
const AFTER_OBJECT_MARK = /(?:[把将]|(?:只|就|先|单独)给|(?:排|安排|规划)(?:一下|下|点|些)?)(?:[^，,。；;把将]{0,12}?[和跟与、及])?$/;
const BEFORE_REVIEW = /^(?:的)?(?:期末|期中|考前|考试)?(?:的)?(?:复习|预习|学习|计划|备考|刷题)|^(?:的)?(?:期末|期中)?(?:考试|考)(?:之|以)?前/;
const OPENS_CLAUSE = /(?:^|[，,。；;:：\s])(?:[^，,。；;:：\s]{1,8}[和跟与、及])?$/;
// "离散那门按考试日期往回排": the pointer after the class (那门) is no part of it, nor of the measure.
const TOPIC_THEN_MEASURE = /^(?:[那这]一?[门科])?(?:[和跟与、及][^，,。；;]{1,8}?)?(?:都|也|就)?(?:按|照|根据|依照|跟着|排|安排)/;

function namedAsPlanned(text: string, hint: string): boolean {
  let at = text.indexOf(hint);
  if (at === -1) return true;
  for (; at !== -1; at = text.indexOf(hint, at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + hint.length);
    if (AFTER_OBJECT_MARK.test(before) || BEFORE_REVIEW.test(after) || (OPENS_CLAUSE.test(before) && TOPIC_THEN_MEASURE.test(after))) return true;
    if (CLASS_EXAM_DAY_SAID.exec(`${before.slice(-4)}${hint}${after}`)?.[1] === hint) return true;
  }
  return false;
}

/**
 * The classes a plan for the exams names: "进入考前冲刺了", "别把我累垮", "从考试那天往回倒排" leave words behind that
 * say when, how or why, not which class; every class with an exam is planned for when none is named. Only a plan the
 * exams measure (no stretch of its own) drops the words not said as the thing planned.
 */
// "线代按考试时间排": the measure after the topic ("按考试", which the generic words leave) is no part of its name.
// "离散考之前", "概率论考试前的复习": the exam before, after the class, is no part of it either.
const MEASURE_AFTER = /(?:都|也|就)?(?:按(?:照)?|照着?|根据|依照|依据|跟着)(?:它的?|它们的?)?(?:各科|每科|每门|各门)?(?:的)?(?:期末|期中|考试|补考)[^]*$|(?<=\p{Script=Han}{2})考(?:试)?(?:之|以)?前$/u;

const CLASS_EXAM_DAY_SAID = new RegExp(CLASS_EXAM_DAY, "u");
/** A hint that holds the measure ("按概率论考试那天往回", "照着离散考试"): the class it names is the hint. */
const HINT_OF_CLASS_EXAM = new RegExp(`^${CLASS_BY_EXAM}`, "u");

export function examPlanHints(text: string, hints: readonly string[], measuredByExams: boolean): string[] {
  const named = hints
    .map((hint) => HINT_OF_CLASS_EXAM.exec(hint)?.[1] ?? hint.replace(MEASURE_AFTER, ""))
    .filter((hint) => [...hint].length >= 2);
  return named.filter(
    (hint) => !EXAM_WORDS_ONLY.test(hint) && !HOW_OFTEN.test(hint) && !NATIONAL_STRETCH.test(hint) && (!measuredByExams || namedAsPlanned(text, hint)),
  );
}
