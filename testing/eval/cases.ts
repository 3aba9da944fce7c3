/**
 * The agent eval's cases: what a student writes (after an optional earlier exchange) and what a good assistant does
 * with it — the tools it must call in order, the tools it must not call, and the arguments that must be right.
 * utterances.json is the set the built-in model is tuned on; heldout.json was written beside it and is only measured.
 * Any other file in the same format (a held-out set kept outside the repo) loads with loadEvalCaseFile.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const askedSchema = z.object({ question: z.string(), options: z.array(z.string()) });

const evalCaseSchema = z.object({
  category: z.string(),
  text: z.string(),
  /** Tools that must be called in this order; "a|b" accepts either. Empty: the answer needs no tool. */
  tools: z.array(z.string()),
  /**
   * Arguments of the first expected call: a string must appear in the value (case-insensitive), null means the
   * argument must be absent, others equal it.
   */
  fields: z.record(z.string(), z.unknown()).optional(),
  /**
   * The deadline the student means, "YYYY-MM-DD HH:MM" in their zone, where reading the whole message would misplace
   * it ("记一下下周四" is next Thursday, not 下下周四); otherwise it is read from the message itself.
   */
  deadline: z.string().optional(),
  /** Tools that must not be called at all. */
  forbid: z.array(z.string()).optional(),
  /** Earlier turns: the student's message and the question the assistant answered it with. */
  history: z.array(z.object({ user: z.string(), asked: askedSchema })).optional(),
});
export type EvalCase = z.infer<typeof evalCaseSchema>;

export type EvalSet = "utterances" | "heldout";

export function loadEvalCases(set: EvalSet): EvalCase[] {
  return loadEvalCaseFile(path.join(import.meta.dirname, `${set}.json`));
}

/** Cases from any JSON file in this format; a malformed file throws with the path and the first wrong entry. */
export function loadEvalCaseFile(file: string): EvalCase[] {
  const parsed = z.array(evalCaseSchema).safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: not a list of eval cases — ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
