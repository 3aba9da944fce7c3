/**
 * How a surface variant rewrites a case (variants.ts, habit-variants.ts): the text said another way, and its labels
 * kept valid — a field holding the rewritten words rewritten the same way, or the case left out.
 */
import type { EvalCase } from "./cases";
import { minuteSaid } from "./score";

export interface SurfaceVariant {
  name: string;
  /** What the student does differently, in a few words. */
  habit: string;
  /** The case as that student writes it, or undefined where the habit changes nothing (no 周 to say as 星期). */
  rewrite: (evalCase: EvalCase) => EvalCase | undefined;
}

/** Ends of a sentence a particle or a courtesy goes before. */
export const CLOSING_MARKS = /[。！!～~\s]*$/u;

/** Cases where a request is made: courtesy and a polite "可以吗" belong to them, not to small talk or a story. */
export const ASKING = new Set(["small_talk", "look_alike", "clarify", "repeat"]);

export function withText(evalCase: EvalCase, text: string): EvalCase | undefined {
  return text === evalCase.text ? undefined : { ...evalCase, text };
}

/** The same words replaced in the text and in the string fields, so a field the words were in still matches. */
export function replacedEverywhere(evalCase: EvalCase, pattern: RegExp, replace: (match: string, ...groups: string[]) => string): EvalCase | undefined {
  const text = evalCase.text.replace(pattern, replace);
  if (text === evalCase.text) return undefined;
  const fields = evalCase.fields && Object.fromEntries(Object.entries(evalCase.fields).map(([key, value]) => [key, typeof value === "string" ? value.replace(pattern, replace) : value]));
  return { ...evalCase, text, ...(fields ? { fields } : {}) };
}

/**
 * A word said another way in the text, and in the fields: a field that is only that word (`whole`) becomes its
 * `stem`, what the student's spelling and the reader's share (明天 → 明: 明儿 is read as 明天, and either holds 明);
 * a field holding it among other words, or with no stem, would want one spelling of the two, so the case is left out.
 */
export function respelt(evalCase: EvalCase, pattern: RegExp, replace: (match: string) => string, whole: RegExp, stem: (field: string) => string | undefined): EvalCase | undefined {
  const text = evalCase.text.replace(pattern, replace);
  if (text === evalCase.text) return undefined;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(evalCase.fields ?? {})) {
    const changed = typeof value === "string" && value.replace(pattern, replace) !== value;
    const stemmed = changed && whole.test(value) ? stem(value) : undefined;
    if (changed && stemmed === undefined) return undefined;
    fields[key] = changed ? stemmed : value;
  }
  return { ...evalCase, text, ...(evalCase.fields ? { fields } : {}) };
}

/**
 * The text said another way (a filler put between its words, a word respelt): undefined where a string field the
 * text held is no longer in it whole — the words saved would hold the filler, the reader's the word as it knows it.
 */
export function withFieldsKept(evalCase: EvalCase, text: string): EvalCase | undefined {
  if (text === evalCase.text) return undefined;
  const fields = Object.values(evalCase.fields ?? {}).filter((value): value is string => typeof value === "string");
  const folded = (words: string) => words.toLowerCase().replace(/\s+/g, "");
  return fields.every((field) => !folded(evalCase.text).includes(folded(field)) || folded(text).includes(folded(field))) ? { ...evalCase, text } : undefined;
}

/**
 * The rewritten case with the deadline its first words said: the scorer reads a deadline left unlabelled from the
 * text, and the shared date reader knows 周三晚上8点 but not 週三晚上8點, 礼拜三夜晚8点 or 周三呃晚上8点 — which say the
 * same minute. A change to a to-do's deadline may be passed as a shift ("往后推一天", "遲一日"), which the scorer measures from
 * the to-do's own deadline only when the case labels none, so update_task's cases stay unpinned.
 */
export function withDeadlinePinned(original: EvalCase, rewritten: EvalCase | undefined): EvalCase | undefined {
  if (!rewritten || rewritten.deadline || original.tools.some((tool) => tool.includes("update_task"))) return rewritten;
  const said = minuteSaid(original.text);
  return said ? { ...rewritten, deadline: said } : rewritten;
}
