/**
 * The model reads the normalised message (normalise.ts), but what a tool saves is the student's own: a note's words
 * and a to-do's title go out in the characters the student typed (幫我記一下下禮拜三交報告 is saved as 交報告, not
 * 交报告). The deadline, which only the tools read, goes out as the reading's words (下星期三) beside them, so the
 * tools need no dialect of their own.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { parseCreateTask, parseQuickNote } from "@/lib/tasks/quick-note";
import { inOriginalWords, withSlipsMended } from "./normalise";
import type { Decision, Request } from "../types";
import type { Reading } from "./reading";

/** Only where a date phrase is is read, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

const RECORDING_TOOLS = new Set(["quick_note", "create_task"]);

/**
 * The words that name something the student wrote — the to-do to complete, change, drop or reopen, a filter's
 * keyword, an exam's title and place — go out as the student wrote them (經濟學報告, not 经济学报告): the to-do or
 * exam they mean was saved in their own characters. Only words cut from the message are given back; a name taken
 * from elsewhere (an id, the task list) is left as it is. A keyboard slip in them (四级真提) stays mended: the to-do
 * was saved under the word meant.
 */
const NAMING_FIELDS: Readonly<Record<string, readonly string[]>> = {
  complete_task: ["task"],
  update_task: ["task", "title"],
  delete_task: ["task"],
  reopen_task: ["task"],
  query_tasks: ["keyword"],
  query_exams: ["exam"],
  record_exam: ["title", "location"],
};

type ToolDecision = Decision & { kind: "tool" };

/**
 * A new title built from the old one and the words just said ("唔係攞證件，係交證件相" after 去攞證件 was noted → 去交证件相)
 * is saved, so the words said go back to the student's characters even though the whole title is not in the message; a
 * name that only finds a to-do (`task`) is compared script aside (lib/text/search-key.ts) and stays as read.
 */
const SAVED_NAMES: Readonly<Record<string, string>> = { update_task: "title" };

function savesPartOfReading(toolName: string, field: string, value: string, text: string): boolean {
  return SAVED_NAMES[toolName] === field && hasPairIn(value, text);
}

/** Whether two characters of the value in a row are in the text: one shared character says nothing. */
function hasPairIn(value: string, text: string): boolean {
  for (let start = 0; start + 2 <= value.length; start += 1) if (text.includes(value.slice(start, start + 2))) return true;
  return false;
}

export function inOwnWords(decision: ToolDecision, request: Request): ToolDecision {
  const reading = request.reading;
  if (!reading) return request.followUpReading ? withSavedNameSaid(decision, request.followUpReading) : decision;
  if (reading.text === reading.original) return decision;
  const input = { ...decision.input };
  if (RECORDING_TOOLS.has(decision.toolName) && typeof input.content === "string") {
    const read = input.content;
    const original = inOriginalWords(reading, read);
    if (original === read) return decision;
    input.content = original;
    const parse = decision.toolName === "quick_note" ? parseQuickNote : parseCreateTask;
    const draft = parse(read, LOCATING);
    if (input.title === undefined && draft.ok) input.title = inOriginalWords(reading, draft.task.title);
    const date = parseDateTime(read, LOCATING);
    if (input.deadline === undefined && date && date.relation !== "from" && date.relation !== "after") input.deadline = date.matchedText.trim();
  } else if (decision.toolName === "propose_task_class") {
    // "烛之武退秦师" is a text's title: the plan and its items are saved as the student typed them, never as read.
    const own = (words: unknown) => (typeof words === "string" && reading.text.includes(words) ? withSlipsMended(inOriginalWords(reading, words)) : words);
    input.name = own(input.name);
    if (Array.isArray(input.items)) input.items = input.items.map((item: { content?: unknown }) => ({ ...item, content: own(item.content) }));
  } else if (NAMING_FIELDS[decision.toolName]) {
    let changed = false;
    for (const field of NAMING_FIELDS[decision.toolName]) {
      const value = input[field];
      if (typeof value !== "string" || value === "" || !(reading.text.includes(value) || savesPartOfReading(decision.toolName, field, value, reading.text))) continue;
      input[field] = withSlipsMended(inOriginalWords(reading, value));
      changed = true;
    }
    if (!changed) return decision;
  } else {
    return decision;
  }
  return { ...decision, input };
}

/**
 * A request said again by a follow-up: the names in it that the follow-up said (in part) go back to its characters —
 * a new title is saved so, and the to-do it renames reads as the student wrote it (the tools find it script aside).
 */
function withSavedNameSaid(decision: ToolDecision, said: Reading): ToolDecision {
  if (said.text === said.original) return decision;
  const input = { ...decision.input };
  for (const field of NAMING_FIELDS[decision.toolName] ?? []) {
    const value = input[field];
    if (typeof value === "string" && hasPairIn(value, said.text)) input[field] = withSlipsMended(inOriginalWords(said, value));
  }
  return { ...decision, input };
}
