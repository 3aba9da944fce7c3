/**
 * To-dos told with no cue word in clauses, some of which only weigh them: how urgent or important ("挺急的",
 * "挺重要的，但不赶", "又急又要紧", "但说实话不怎么重要"), how much work ("得花两个晚上", "量特别大", "两节课的量").
 * Once those clauses are gone, what is left must read as a to-do on its own: a deadline the cue-less readers know, the
 * thing and the day it is handed in ("药理的思维导图，下周二要交"), or — when the student weighed it — something they
 * ought to do ("考研择校的资料该开始整理了"). An estimate in periods makes it a new to-do; otherwise it is a note.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { tidyText } from "@/lib/tasks/task-text";
import { boundNote } from "./bound-notes";
import type { Intent } from "./intent-types";
import { onlyQuadrant } from "./quadrant-words";
import { withoutTeller } from "./said-deadline";
import { deadlineStatement, obligationNote } from "./uncued-notes";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
const NUMBER = "(?:\\d{1,2}|[一二两三四五六七八九十半]{1,3})";

/** Asking, feeling, planning or telling what is past, in what is left: no to-do to keep. */
const NOT_A_WEIGHED_TASK = /[?？吗呢么]|排|撤|改到|改成|改下|推到|提醒|记|标记|删|没[^，,]{0,3}$|哪|什么|啥|多少|几|有没有|是不是|排一下|帮我排|规划|挪|推迟|延后|提前|紧张|焦虑|崩溃|烦|出来了|交了|交过|做完了|弄完了|写完了|搞定了|上周|昨天|前天|之前交/;
/** "但不赶", "不用急": no hurry, which weighs the to-do though it names no quadrant. */
const NO_HURRY = /(?:不用|不必|不太|不怎么|不是很|不)(?:着急|急|赶)/g;
/** "但说实话", "不过其实", "这个": words that only lead into a weight. */
const WEIGHT_LEAD = /^(?:但是?|不过|可是?|而且|并且|就是)?(?:说实话|老实说|其实|这个|这事|这件事)?(?:也)?/;
/** Hurry said loosely: "有点急", "挺急的", "赶时间". */
const HURRY = /^(?:有点|有些|比较|挺|很|特别|超|巨)?(?:急|赶)(?:的)?(?:啊|呀|哦)?$/;
/** How much work it is: "得花两个晚上", "估计得花三个小时", "量特别大", "两节课的量". */
const EFFORT = new RegExp(
  `^(?:估计|大概|预计|大约|差不多)?(?:得|要|需要)?(?:花|写|做)?(?:个)?${NUMBER}(?:个)?(?:晚上|小时|钟头|天|下午|上午|节课?|课时)(?:的量|左右)?(?:吧)?$|^(?:工作)?量(?:很|特别|超|比较|非常|挺|巨)?大$`,
);
/** How long it takes said inside a clause: "综述得花两个晚上". */
const WORK_INSIDE = new RegExp(`花(?:个)?${NUMBER}(?:个)?(?:晚上|下午|上午|天)`);
/** The thing, then the day, then only handing it in (and how many): "病理切片观察报告周五交", "…，后天要交两篇". */
const HANDED_IN = new RegExp(`^(?:前|之前|以前)?(?:就)?(?:要|得)?(?:交|提交|上交|交上去)(?:${NUMBER}(?:篇|份|张|页|次))?$`);
/** Something the student ought to do, said with no day: "该开始整理了", "得全部过一遍", "得制定一下". */
const OUGHT = /^(?:那篇|那份|这份|那个|这个)?\p{Script=Han}{2,}?(?:得|要|该|需要)(?!不)[^，,]{2,12}$/u;

/** A clause that only weighs the to-do, or says how much work it is. */
function weighs(clause: string): "weight" | "effort" | undefined {
  const bare = clause.replace(WEIGHT_LEAD, "").replace(/[!！~～。]+$/, "");
  if (EFFORT.test(bare)) return "effort";
  const calm = bare.replace(NO_HURRY, "");
  if (bare !== calm && calm.replace(/[的但又且而也还挺很蛮就只是算其实，,\s]/g, "") === "") return "weight";
  return HURRY.test(bare) || onlyQuadrant(calm) !== undefined ? "weight" : undefined;
}

function thingThenHandedIn(text: string): boolean {
  const date = parseDateTime(text, LOCATE);
  if (!date || date.relation === "from" || date.relation === "after") return false;
  const before = text.slice(0, date.index).replace(/[，,\s]+$/, "");
  return /\p{Script=Han}{2}/u.test(before) && HANDED_IN.test(text.slice(date.index + date.matchedText.length).trim());
}

/** Whether the clauses left say a to-do with no cue word. */
// With nothing weighed, only the thing and its day handed in is read here; the other cue-less readers keep their
// place after the requests that share their words (排, 改到, 提醒).
function readsAsTodo(rest: string, weighed: boolean, worked: boolean): boolean {
  if (rest === "") return false;
  if (thingThenHandedIn(rest)) return true;
  if (!weighed && !worked) return false;
  if (deadlineStatement(rest) !== undefined || obligationNote(rest) !== undefined || boundNote(rest) !== undefined) return true;
  return weighed && OUGHT.test(rest.replace(/了$/, ""));
}

/** The note (or new to-do, with periods) of a cue-less to-do told with its weight; undefined for anything else. */
export function weighedNote(text: string): Intent | undefined {
  // "老师刚才在群里说…": who passed the deadline on is no part of the to-do.
  const trimmed = withoutTeller(text.trim());
  // "发言稿嘛，…": the particle only lingers on the thing, asking nothing.
  const read = trimmed.replace(/(?<=\p{Script=Han})嘛(?=[，,])/gu, "");
  const clauses = read.split(/[，,；;]+/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  const kinds = clauses.map(weighs);
  const rest = clauses.filter((_, index) => kinds[index] === undefined).join("，");
  if (NOT_A_WEIGHED_TASK.test(rest) || /出来了|上周|昨天/.test(read) || !readsAsTodo(rest, kinds.includes("weight"), kinds.includes("effort") || WORK_INSIDE.test(rest))) return undefined;
  const effort = clauses.find((_, index) => kinds[index] === "effort") ?? "";
  const sections = /节/.test(effort) ? Number.parseInt(String(periodsIn(effort)), 10) : Number.NaN;
  const content = tidyText(boundFirst(trimmed, clauses, kinds));
  return Number.isNaN(sections) ? { family: "quick_note", content } : { family: "create_task", content, estimatedSections: sections };
}

/**
 * "综述得花两个晚上，12号之前搞定": the date reader takes the first time it meets, and 两个晚上 is how long, not when;
 * so when the work is said before the bound, the note says the work last.
 */
function boundFirst(text: string, clauses: readonly string[], kinds: readonly ("weight" | "effort" | undefined)[]): string {
  const first = parseDateTime(text, LOCATE);
  const saysWork = (clause: string, index: number) => kinds[index] === "effort" || WORK_INSIDE.test(clause);
  const effort = clauses.filter(saysWork);
  if (effort.length === clauses.length || !first || !effort.some((clause) => clause.includes(first.matchedText))) return text;
  return [...clauses.filter((clause, index) => !saysWork(clause, index)), ...effort].join("，");
}

const DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

function periodsIn(effort: string): number | undefined {
  const count = new RegExp(`(${NUMBER})(?:个)?(?:节|课时)`).exec(effort)?.[1];
  if (count === undefined) return undefined;
  return /^\d+$/.test(count) ? Number(count) : DIGITS[count];
}
