/**
 * The agent eval's cases: what a student writes (after an optional earlier exchange) and what a good assistant does
 * with it — the tools it must call in order, the tools it must not call, and the arguments that must be right.
 * utterances.json and heldout.json are the tuned sets: the built-in model's rules were fixed against both, and both are
 * its nearest-sentence index. blind/*.json is the blind split: written by someone who never read the rules, scored
 * before any fix, and kept out of the index and out of every rule test (testing/eval/blind-split.test.ts), so it
 * still says how the model does on words it has not seen. Any other file in the same format (a held-out set kept
 * outside the repo) loads with loadEvalCaseFile.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
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
  /**
   * The to-do's deadline before the message, "YYYY-MM-DD HH:MM" in the student's zone, for a change said as a shift
   * ("往后推一天", "提前两小时"): update_task moves the to-do's own deadline by words like those, so a call that passes
   * them is scored as that deadline moved, not as the words read from now.
   */
  deadline_before: z.string().optional(),
  /** Tools that must not be called at all. */
  forbid: z.array(z.string()).optional(),
  /**
   * Earlier turns: the student's message and the question the assistant answered it with, or (`said`) the words it
   * answered with ("周四 14:00–15:35 有空"), which a follow-up such as "那就放那个时间" leans on.
   */
  history: z.array(z.object({ user: z.string(), asked: askedSchema.optional(), said: z.string().optional() })).optional(),
});
export type EvalCase = z.infer<typeof evalCaseSchema>;

export type EvalSet = "utterances" | "heldout";

export function loadEvalCases(set: EvalSet): EvalCase[] {
  return loadEvalCaseFile(path.join(import.meta.dirname, `${set}.json`));
}

const BLIND_DIRECTORY = path.join(import.meta.dirname, "blind");

/** The blind split's files, each a batch written for one round; none when the directory is absent. */
export function blindCaseFiles(): string[] {
  if (!existsSync(BLIND_DIRECTORY)) return [];
  return readdirSync(BLIND_DIRECTORY)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(BLIND_DIRECTORY, name));
}

/** Cases from any JSON file in this format; a malformed file throws with the path and the first wrong entry. */
export function loadEvalCaseFile(file: string): EvalCase[] {
  const parsed = z.array(evalCaseSchema).safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: not a list of eval cases — ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
