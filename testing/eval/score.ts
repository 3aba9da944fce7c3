/**
 * Scores a case's run: the intent (the expected tools called in order, none of the forbidden ones), the fields (the
 * first expected call's arguments), and the answer's words (no ids, internal statuses or 第N天 in what the student
 * reads). A case passes when its intent and its fields are right.
 */
import { TZDate } from "@date-fns/tz";
import { parseDeadlineShift, shiftDeadline, type DeadlineShift } from "@/lib/tasks/deadline-shift";
import { formatDeadline } from "@/lib/tasks/format";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { toSimplified } from "@/lib/text/search-key";
import type { EvalCase } from "./cases";
import type { CaseRun, ToolCall } from "./drive";

/** The demo student's "now": Tuesday 1 December 2026, 10:00 in Shanghai (week 13 of the term). */
export const EVAL_NOW = new Date("2026-12-01T02:00:00Z");
export const EVAL_ZONE = "Asia/Shanghai";

/** Tools whose arguments carry a deadline: the one the student said must survive to the minute. */
const DEADLINE_TOOLS = new Set(["quick_note", "create_task", "update_task"]);

function minuteOf(words: unknown): string | undefined {
  if (typeof words !== "string") return undefined;
  const parsed = parseDateTime(words, { now: EVAL_NOW, timeZone: EVAL_ZONE });
  return parsed ? formatDeadline(parsed.date, EVAL_ZONE) : undefined;
}

/** "2026-12-04 18:00" in the student's zone as an instant. */
function instantOf(minute: string): Date {
  const [date, time] = minute.split(" ");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minutes] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minutes, EVAL_ZONE).getTime());
}

/** The shift a call to update_task passes as its deadline ("延后一天"), which the tool reads from the to-do's own. */
function passedShift(call: ToolCall): DeadlineShift | undefined {
  const words = call.input.deadline;
  return call.toolName === "update_task" && typeof words === "string" ? parseDeadlineShift(words) : undefined;
}

/** The minute a message's own words say, as the shared date reader reads them. */
export function minuteSaid(text: string): string | undefined {
  // The shared date reader takes the 下 of 一下 for 下周 ("记一下周五…" is this Friday); a cue's 一下 carries no date.
  return minuteOf(text.replace(/(?<![周期拜])一下(?=\s*(?:周|星期|礼拜))/g, " "));
}

/** "deadline …" when the call's time words read as another minute (in the student's zone) than the student's. */
function wrongDeadline(evalCase: EvalCase, call: ToolCall | undefined): string[] {
  // A compound message holds the other part's time words too; only a single request is compared.
  if (!call || !DEADLINE_TOOLS.has(call.toolName) || evalCase.tools.length > 1) return [];
  const said = evalCase.deadline ?? minuteSaid(evalCase.text);
  if (said === undefined) return [];
  const shift = passedShift(call);
  const before = evalCase.deadline_before;
  // A shift is the to-do's own deadline moved: placed from `deadline_before` when the case gives it; a minute labelled
  // without it cannot be reached; a minute read from the message's words from now ("push it back a day") says nothing.
  if (shift && !before) return evalCase.deadline ? [`deadline none (said ${said})`] : [];
  const passed = shift && before
    ? formatDeadline(shiftDeadline(instantOf(before), shift, EVAL_ZONE), EVAL_ZONE)
    : (minuteOf(call.input.deadline) ?? minuteOf(call.input.content));
  return passed === said ? [] : [`deadline ${passed ?? "none"} (said ${said})`];
}

/** Words a student must never read: [ids], the draft's statuses, the tools' day indexes. */
const FORBIDDEN_WORDS = /\[\d+\]|\b(?:existing|suggested|pending)\b|第\s*\d+\s*天/;

export interface CaseScore {
  intent: boolean;
  fields: boolean;
  cleanAnswer: boolean;
  passed: boolean;
  /** What went wrong, for the failure list. */
  problem?: string;
}

function matchesTool(expected: string, actual: string): boolean {
  return expected.split("|").includes(actual);
}

/** The index of each expected tool in the calls, in order; undefined when one is missing. */
function orderedMatch(expected: readonly string[], calls: readonly ToolCall[]): ToolCall | undefined | null {
  let from = 0;
  let first: ToolCall | undefined;
  for (const name of expected) {
    const index = calls.findIndex((call, position) => position >= from && matchesTool(name, call.toolName));
    if (index === -1) return null;
    first ??= calls[index];
    from = index + 1;
  }
  return first;
}

/** A field as the student would read it: case, spaces and script aside (a title saved in 繁體 is the same title). */
function normalized(value: unknown): string {
  return toSimplified(String(value).toLowerCase().replace(/\s+/g, ""));
}

function fieldMatches(expected: unknown, actual: unknown): boolean {
  // null: the argument must be absent, a filter the student did not ask for ("还有哪些重要且紧急的任务" has no keyword).
  if (expected === null) return actual === undefined || actual === null;
  // A list (rough_schedule's exclude): each expected item matches one of the passed items, in any order.
  if (Array.isArray(expected)) return Array.isArray(actual) && expected.every((item) => actual.some((passed) => fieldMatches(item, passed)));
  if (typeof expected === "string") return actual !== undefined && normalized(actual).includes(normalized(expected));
  return actual === expected;
}

function wrongFields(expected: Record<string, unknown>, call: ToolCall | undefined): string[] {
  if (!call) return Object.keys(expected);
  // An id the student named may be passed under any id field (task_id, task, id).
  return Object.entries(expected)
    .filter(([key, value]) => !fieldMatches(value, call.input[key]) && !(key === "task_id" && Object.values(call.input).includes(value)))
    .map(([key]) => `${key}=${JSON.stringify(call.input[key])}`);
}

export function scoreCase(evalCase: EvalCase, run: CaseRun): CaseScore {
  const calls = run.calls;
  const forbidden = calls.filter((call) => (evalCase.forbid ?? []).includes(call.toolName)).map((call) => call.toolName);
  const first = orderedMatch(evalCase.tools, calls);
  const noToolWanted = evalCase.tools.length === 0;
  const intent = !run.error && first !== null && forbidden.length === 0 && (!noToolWanted || calls.length === 0);
  const wrong = intent ? [...wrongFields(evalCase.fields ?? {}, first ?? undefined), ...wrongDeadline(evalCase, first ?? undefined)] : [];
  const fields = intent && wrong.length === 0;
  // The student reads the answer and, when the assistant asks, the question and its option chips.
  const asked = calls.filter((call) => call.toolName === "ask_user").map((call) => JSON.stringify([call.input.question, call.input.options]));
  const cleanAnswer = ![run.answer, ...asked].some((text) => FORBIDDEN_WORDS.test(text));
  const called = calls.map((call) => call.toolName).join(" → ") || "(no tool)";
  let problem: string | undefined;
  if (run.error) problem = `error: ${run.error}`;
  else if (!intent) problem = `called ${called}`;
  else if (!fields) problem = `fields ${wrong.join(", ")}`;
  return { intent, fields, cleanAnswer, passed: intent && fields, problem };
}
