/**
 * "我刚发现离散期末那条是我照着学长课表抄的，我们班根本没这场，删了吧", "高数那场不用考了！！期中分数够免考 从考试列表
 * 里拿掉", "概率论考试时间说要重新定，原来那场先撤了，等新通知出来我再告诉你": a sitting named first, the reasons it is
 * off told after it, and its record taken out in a clause of its own — one cancel_exam, however long the story
 * between. A to-do's entry ("高数作业那条") names no sitting, and a new day said anywhere makes it a move (record_exam).
 */
import type { Intent } from "./intent-types";
import { DAY_WORDS } from "./exam-statements";
import { SOMEONE_ELSES } from "./exam-cancelled";

/** "我刚发现", "才想起来": how the student came to it, before the sitting. */
const NOTICED = /^(?:我)?(?:刚|刚刚|才|今天)?(?:发现|想起来|看了下|查了下)?/;
/** The sitting: a course and its exam word, or a course pointed at as a sitting (那场). Groups: course, exam word. */
const SITTING = /^(?:我的?|那个)?([^，,。！!？?\s]{2,10}?)(?:的)?(期末考试|期中考试|期末|期中|考试|那场|这场)/u;
/** Things sat or attended that are no exam, pointed at with 那场 all the same. */
const NO_SITTING = /讲座|活动|比赛|电影|演出|会议?$|课$|球赛|作业|任务|待办/;
/**
 * "删了吧", "从考试列表里拿掉", "原来那场先撤了": the record taken out, a clause of its own, pointing at nothing or at
 * the sitting just named.
 */
const TAKEN_OFF =
  /^(?:所以|那就?|就)?(?:你)?(?:帮我|麻烦|给我)?(?:把)?(?:它|原来的?那场|之前的?那场|这场|那场|这条|那条)?(?:考试)?(?:先|也|就)?(?:帮我|给我)?(?:从(?:我的)?考试(?:列表|清单)?里?)?(?:先)?(?:删了|删掉|删除|去掉|拿掉|移除|撤了|撤掉|撤下来?)(?:吧|呗|一下|哈|啊)?$/;
const ASKED_OR_WISHED = /[吗么嘛？?]|是不是|要是|如果|希望/;
const PICTURES = /\p{Extended_Pictographic}/gu;

export function withdrawnExam(text: string): Intent | undefined {
  if (ASKED_OR_WISHED.test(text) || DAY_WORDS.test(text)) return undefined;
  const clauses = text.replace(PICTURES, " ").split(/[，,。！!；;\s]+/).filter((clause) => clause !== "");
  if (clauses.length < 2 || !clauses.slice(1).some((clause) => TAKEN_OFF.test(clause))) return undefined;
  const first = clauses[0].replace(NOTICED, "");
  const sitting = SITTING.exec(first);
  // "高数考试时间我记错了，删掉": its time or room mistaken is a correction, unless the sitting itself is taken out
  // ("…时间说要重新定，原来那场先撤了").
  const detail = sitting !== null && /^(?:的)?(?:时间|日期|日子|地点|考场|教室)/.test(first.slice(sitting[0].length));
  if (detail && !clauses.some((clause) => TAKEN_OFF.test(clause) && /那场|这场/.test(clause))) return undefined;
  // "室友的高数那场…": another's sitting is news about them; the story after it may name others (照着别班抄的).
  if (!sitting || NO_SITTING.test(sitting[1]) || SOMEONE_ELSES.test(sitting[1])) return undefined;
  const kind = /^(?:期末|期中)/.exec(sitting[2])?.[0] ?? "";
  return { family: "exam_cancel", exam: `${sitting[1]}${kind}` };
}
