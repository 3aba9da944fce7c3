/**
 * An exam moved, said by the verb 考 after its new day rather than by an exam word ("线代挪到12月30号下午考了"): read
 * as the exam readers read a moved exam (exam-rows.ts), and kept from the readers of a class moved (course-changes.ts).
 */
import { CLOCK, DAY } from "./exam-rows";
import { EXAM_NAMES } from "./exam-statement-rows";

/** The verbs that move a day: "改到", "推迟到", "提前到". */
const MOVED_TO = "(?:改到|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到)";

/**
 * "线代挪到12月30号下午考了", "马原推迟到一月八号上午考": the course moved, its exam said by the verb 考 after the new
 * day rather than by an exam word — an exam moved, not a class. The course is then written with its exam word, as the
 * readers take it ("线代考试挪到12月30号下午了"). A day after the verb (“改到周三再说”) or 考完 / 考过 is no such news.
 */
const MOVED_BY_VERB = new RegExp(
  `^((?:我的?|那门)?(?:\\p{Script=Han}{2,8}?|[A-Za-z][A-Za-z ]{1,20}?))(?<!${EXAM_NAMES}|课|试)(?:又|也|就)?(${MOVED_TO}\\s*${DAY}${CLOCK})\\s*(?:再|才)?考(?:试)?(?!虑|察|完|研|勤|核|过|得|砸|崩|挂)`,
  "u",
);

/**
 * "高数那场从1月4号改成1月6号下午了": a course's sitting (那场 / 这场) moved to a day is its exam; a class meets in 节,
 * a talk or match is not a course's. Written with its exam word, as for the verb 考.
 */
const SITTING_MOVED = new RegExp(
  `^((?:我的?)?\\p{Script=Han}{2,8}?)(?<!${EXAM_NAMES}|课|试)(?:那场|这场)(?!考|试|期末|期中|讲座|比赛|球|演出|会)(?=(?:又|也|就)?(?:(?:从|由)\\s*${DAY}[^，,。改挪调换推提延]{0,8}?)?(?:${MOVED_TO}|改成)\\s*${DAY})`,
  "u",
);

/** The message with an exam moved by the verb 考, or a course's sitting moved, said with its exam word; as it was otherwise. */
export function withMovedExamNamed(text: string): string {
  return text.replace(MOVED_BY_VERB, "$1考试$2").replace(SITTING_MOVED, "$1考试");
}

/** Whether the message moves an exam said by the verb 考 ("线代挪到12月30号下午考了"), which no class is. */
export function movesExamByVerb(text: string): boolean {
  return MOVED_BY_VERB.test(text);
}

