/**
 * A block moved or put, or a note timed, beside a class named by its day ("挪到周五下午那门课后面", "排在周四上午那两节课
 * 后面", "周五高数课前十五分钟提醒我"): the listing gives each course's first meeting only, so the day's classes are
 * asked for first (query_day), and their ends are read off the day's agenda. A day already asked about in this turn,
 * or a place said with no day ("挪到下午那门课后面" after the day was shown), asks nothing more.
 */
import type { Intent } from "../understand/intent-types";
import { afterClassSaid } from "../understand/after-class";
import { coursePlace } from "../understand/course-slots";
import { DAY_WORD } from "../understand/day-words";
import type { Request, TurnStep } from "../types";
import type { ExamAnchoring } from "./exam-anchored";
import { callTool, latestStep } from "./steps";

/**
 * A class named by its part of the day rather than its course: "下午那门课后面", "上午那两节课之后", "上午的课上完之后",
 * "下午最后一节课下课后", "上午两节之后" (the periods, 课 unsaid), "周一第一节课前" (the day's first, whatever its
 * part), "紧跟着周五下午的课排" (right after it). A period said by its number ("第二大节下课后") is the calendar's, and
 * needs no agenda.
 */
export const CLASS_OF_PART =
  /(?:早上|上午|中午|下午|晚上|早八)(?:的)?(?:那|这)?(?:最后|第一)?(?:[一两二三123]|几)?(?:(?:门|节|堂)课?|课)(?:上完|下了?课?|结束|完)?(?:了)?(?:以后|之后|后面|过后|后|以前|之前|前面|前)|(?<=(?:紧跟着|紧接着)[^，,。]{0,6}?)(?:早上|上午|中午|下午|晚上)(?:的)?(?:那)?(?:[一两])?(?:门|节)?课(?=排|放|安排)|(?<=(?:周|星期|礼拜)[一二三四五六日天]|[今明后]天)(?:的)?(?:第一|最后一?)(?:节|门|堂)课(?:上完|下了?课?|结束|完)?(?:了)?(?:以后|之后|后面|过后|后|以前|之前|前面|前)/;

/** The families that put a block somewhere or save a time. */
const PLACING: ReadonlySet<Intent["family"]> = new Set(["schedule", "quick_note", "create_task"]);

function placesOrTimes(intent: Intent): boolean {
  if (intent.family === "edit") return intent.action === "move";
  // "X的复习挪到周四线代下课之后": a to-do's change said with a verb of moving, which a placed block takes as a move.
  if (intent.family === "task_edit") return intent.action === "update" && intent.moved === true;
  if (intent.family === "compound") return false;
  return PLACING.has(intent.family);
}

/** Where the class place is said, by its part of the day or by its course before or after it. */
function classPlaceAt(text: string): number | undefined {
  const byPart = CLASS_OF_PART.exec(text);
  if (byPart) return byPart.index;
  const place = coursePlace(text);
  // "第四节下课后": a period by its number, whose clock the calendar already gives (course-anchored.ts).
  if (!place || place.at === "in" || /第|节/.test(place.course)) return undefined;
  return text.indexOf(place.said);
}

/**
 * The day said last before the class place, in the same clause: "挪到周四上午那两节课之后" → 周四; or ending the clause
 * just before it: "挪到周四，线代下完课接着上" → 周四.
 */
function dayOfPlace(text: string, at: number): string | undefined {
  const clauses = text.slice(0, at).split(/[，,。；;！!]/);
  const days = [...(clauses.at(-1) ?? "").matchAll(new RegExp(DAY_WORD.source, "gi"))];
  if (days.length > 0 || clauses.length < 2 || (clauses.at(-1) ?? "").trim() !== "") return days.at(-1)?.[0];
  return new RegExp(`(?:${DAY_WORD.source})\\s*$`, "i").exec(clauses.at(-2) ?? "")?.[0];
}

/** The families that save a time: a note timed by a course with no day said asks when the course meets. */
const TIMED: ReadonlySet<Intent["family"]> = new Set(["quick_note", "create_task"]);
const DAYS_COUNTED = /^\s*(?:[一两二三四五六七\d]\s*(?:天|晚|周|个星期))/;

/** "周三下午上完体育以后的那个复习块挪到…": a block moved or taken off, pointed at by the class it follows on a day. */
function dayOfBlockAfterClass(intent: Intent): string | undefined {
  if (intent.family !== "edit" || (intent.action !== "move" && intent.action !== "unplace") || !("name" in intent.reference)) return undefined;
  return afterClassSaid(intent.reference.name)?.dayWord;
}

export function classDayLookup(intent: Intent, request: Request, steps: readonly TurnStep[]): ExamAnchoring | undefined {
  if (latestStep(steps, ["query_day"])) return undefined;
  const pointedDay = dayOfBlockAfterClass(intent);
  if (pointedDay) return { kind: "step", decision: callTool("query_day", { when: pointedDay }) };
  if (!placesOrTimes(intent)) return undefined;
  const at = classPlaceAt(request.text);
  if (at === undefined) return undefined;
  const day = dayOfPlace(request.text, at);
  if (day) return { kind: "step", decision: callTool("query_day", { when: day }) };
  // "体育课前半小时提醒我换运动鞋": the course's next meeting is this week's to say.
  // "实验课前一天晚上八点": days counted from the class are dated from where it was said (earlier-day-anchored.ts).
  const place = coursePlace(request.text);
  const daysFromIt = place && DAYS_COUNTED.test(request.text.slice(request.text.indexOf(place.said) + place.said.length));
  return TIMED.has(intent.family) && place && !daysFromIt && !CLASS_OF_PART.test(request.text)
    ? { kind: "step", decision: callTool("query_day", { when: "这周", course: place.course }) }
    : undefined;
}
