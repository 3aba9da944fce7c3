/**
 * A note timed from something the student named earlier in the conversation ("我们每周五上午有英语周考" … "周考前一天
 * 晚上十点提醒我刷单词"; "新建任务：交实验报告，周四下午五点前" … "ddl前一天晚上九点提醒我检查格式"): the day is the
 * one said with it then, so the request is read again with that day in place of the name ("周五前一天晚上十点…"),
 * which the date reader counts back from. A deadline word (ddl, 截止) stands for the day of the last request.
 */
import type { Intent } from "../understand/intent-types";
import { DAY_WORD } from "../understand/day-words";
import type { Request, UserTurn } from "../types";
import type { ExamAnchoring } from "./exam-anchored";

const TIMED_FAMILIES: ReadonlySet<Intent["family"]> = new Set(["quick_note", "create_task"]);
/** The thing named, then the days before it: "周考前一天", "ddl的前两天", "答辩前一晚". */
const BEFORE_THING = /^(?:那个|这个)?([\p{Script=Han}A-Za-z]{1,6}?)(?:的)?(?=前\s*(?:[一两二三]|[1-3])\s*(?:天|晚))/u;
const DEADLINE_WORDS = /^(?:ddl|DDL|deadline|截止|截止日期|截止时间|期限)$/;

/** Undefined when the request counts from no day named in an earlier message. */
export function earlierDayAnchoring(intent: Intent, request: Request, userTurns: readonly UserTurn[]): ExamAnchoring | undefined {
  if (!TIMED_FAMILIES.has(intent.family)) return undefined;
  const thing = BEFORE_THING.exec(request.text)?.[1];
  if (thing === undefined || DAY_WORD.test(thing)) return undefined;
  const deadline = DEADLINE_WORDS.test(thing);
  const earlier = userTurns.slice(0, -1).findLast((turn) => (deadline || turn.text.includes(thing)) && DAY_WORD.test(turn.text));
  const day = earlier ? DAY_WORD.exec(earlier.text)?.[0] : undefined;
  if (day === undefined) return undefined;
  return { kind: "dated", request: { ...request, text: request.text.replace(thing, day), reading: undefined } };
}
