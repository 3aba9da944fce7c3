/**
 * An exam moved, said by the verb 考 after its new day rather than by an exam word ("线代挪到12月30号下午考了"): read
 * as the exam readers read a moved exam (exam-rows.ts), and kept from the readers of a class moved (course-changes.ts).
 */
import { CLOCK, DAY, EXAM_NAMES } from "./exam-rows";

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

/** The message with an exam moved by the verb 考 said with its exam word; as it was otherwise. */
export function withMovedExamNamed(text: string): string {
  return text.replace(MOVED_BY_VERB, "$1考试$2");
}

/** Whether the message moves an exam said by the verb 考 ("线代挪到12月30号下午考了"), which no class is. */
export function movesExamByVerb(text: string): boolean {
  return MOVED_BY_VERB.test(text);
}

