/**
 * A day given relative to another ("线代期末比高数晚两天，高数是1月4号"): the day meant is the other's, moved by the days
 * said. When the student also works it out ("…，所以线代是1月6号上午9点"), the reasoning is only why, and the message is
 * the conclusion; otherwise the day is reckoned and said plainly ("线代期末是1月6日"), the rest of the message kept.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "@/lib/tasks/chinese-numbers";

const EXAM_WORDS = "期末考试|期中考试|期末|期中|考试|小测|测验";
const EXAM_TAIL = `(?:${EXAM_WORDS})?`;
/** "线代期末比高数晚两天", "英语比线代早一天考": the thing, the other, later or earlier, how many days. */
const COMPARED = new RegExp(`^(\\p{Script=Han}{1,8}?)(${EXAM_WORDS})?(?:要|会)?比(\\p{Script=Han}{1,8}?)${EXAM_TAIL}(晚|迟|早)(${NUM})天(?:考)?$`, "u");
/** "高数是1月4号", "高数期末在1月4号": the other's day. */
const OTHER_DAY = (other: string) => new RegExp(`^${other}${EXAM_TAIL}(?:是|在|定在|安排在)(${NUM})月(${NUM})[日号]$`);
/** "所以线代是1月6号上午9点", "那线代就是1月6号": the student's own conclusion about the thing. */
const CONCLUDED = (thing: string) => new RegExp(`^(?:所以|那么?|也就是说|那就是)?\\s*${thing}`);

function moved(month: number, day: number, by: number): string {
  // Any year that is not a leap one: only the month's length matters.
  const date = new Date(Date.UTC(2025, month - 1, day + by));
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

/** The message with a compared day said plainly, or the message as it was when it compares no day. */
export function withComparedDay(text: string): string {
  const clauses = text.split(/[，,。；;]\s*/);
  const comparing = clauses.findIndex((clause) => COMPARED.test(clause));
  if (comparing === -1) return text;
  const [, thing, examWord, other, way, count] = COMPARED.exec(clauses[comparing]) ?? [];
  const otherAt = clauses.findIndex((clause) => OTHER_DAY(other).test(clause));
  const days = parseSmallNumber(count);
  if (otherAt === -1 || days === null) return text;
  const reasoning = new Set([comparing, otherAt]);
  const concluded = clauses.findIndex((clause, index) => !reasoning.has(index) && CONCLUDED(thing).test(clause));
  if (concluded !== -1) {
    // "所以线代是…" after "线代期末比…": the conclusion is about the exam the comparison named.
    const conclusion = clauses[concluded].replace(new RegExp(`${CONCLUDED(thing).source}(?:${EXAM_WORDS})?(?:就|也|应该)?`), `${thing}${examWord ?? ""}`);
    return clauses.map((clause, index) => (index === concluded ? conclusion : clause)).filter((_, index) => !reasoning.has(index)).join("，");
  }
  const [, month, day] = OTHER_DAY(other).exec(clauses[otherAt]) ?? [];
  const said = `${clauses[comparing].replace(/(?:要|会)?比.*$/, "")}是${moved(Number(parseSmallNumber(month)), Number(parseSmallNumber(day)), way === "早" ? -days : days)}`;
  const rest = clauses.filter((_, index) => !reasoning.has(index));
  return [said, ...rest].join("，");
}
