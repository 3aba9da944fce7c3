/**
 * `npm run eval:agent`: the agent eval on the built-in model, and on the OPENAI_* endpoint too when OPENAI_API_KEY is
 * set. Prints the tuned sets (utterances, heldout: the rules were fixed against both) and then the blind split
 * (testing/eval/blind/*.json: never tuned on) apart, one table per model and set, and a summary line for each side.
 * `--failures` lists every miss; `--set utterances|heldout|blind` runs one side; `--file <path>` scores any case
 * file in the same format instead (a held-out set kept outside the repo); `--only offline|openai` one model.
 * `--variants` instead says how many of the tuned set's passes each surface variant keeps (variants.ts).
 */
import { resolveModel } from "@/server/agent/models";
import { createOfflineModel } from "@/server/offline-model";
import path from "node:path";
import { blindCaseFiles, loadEvalCaseFile, loadEvalCases, type EvalCase } from "./cases";
import { categoryRows, evaluate, failureLines, formatTable, type CaseResult } from "./evaluate";
import { variantRows } from "./variant-rows";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const models = [{ kind: "offline", label: "内置离线模型", model: createOfflineModel() }];
const apiKey = process.env.OPENAI_API_KEY;
if (apiKey) {
  const resolved = resolveModel({ OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: process.env.OPENAI_BASE_URL, OPENAI_MODEL: process.env.OPENAI_MODEL ?? "gpt-4o-mini" });
  models.push({ kind: "openai", label: resolved.label, model: resolved.model });
}
type Side = "tuned" | "blind" | "file";
interface CaseSet {
  name: string;
  side: Side;
  cases: EvalCase[];
}

function tunedSet(set: "utterances" | "heldout"): CaseSet {
  return { name: `${set}.json`, side: "tuned", cases: loadEvalCases(set) };
}

function blindSets(): CaseSet[] {
  return blindCaseFiles().map((file) => ({ name: `blind/${path.basename(file)}`, side: "blind", cases: loadEvalCaseFile(file) }));
}

function chosenSets(): CaseSet[] {
  const file = argument("file");
  if (file) return [{ name: path.basename(file), side: "file", cases: loadEvalCaseFile(path.resolve(file)) }];
  const set = argument("set");
  if (set === "utterances" || set === "heldout") return [tunedSet(set)];
  if (set === "blind") return blindSets();
  if (set !== undefined) throw new Error(`--set ${set}: expected utterances, heldout or blind`);
  return [tunedSet("utterances"), tunedSet("heldout"), ...blindSets()];
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "—" : `${((100 * part) / whole).toFixed(1)}%`;
}

/** One line per side: the blind figure is the one the README reports, so it is never folded into the tuned one. */
function summaryLine(side: Side, results: readonly CaseResult[]): string {
  const intent = results.filter((result) => result.score.intent).length;
  const passed = results.filter((result) => result.score.passed).length;
  return `${side === "blind" ? "blind (never tuned on)" : side}: ${results.length} cases, intent ${percent(intent, results.length)}, intent + fields ${percent(passed, results.length)}`;
}

const only = argument("only");

if (process.argv.includes("--variants")) {
  for (const { kind, label, model } of models) {
    if (only && only !== kind) continue;
    console.log(`\n## ${label} — surface variants of utterances.json\n`);
    console.log(await variantRows(model, loadEvalCases("utterances"), process.argv.includes("--failures")));
  }
  process.exit(0);
}

const sets = chosenSets();

for (const { kind, label, model } of models) {
  if (only && only !== kind) continue;
  const bySide = new Map<Side, CaseResult[]>();
  for (const set of sets) {
    const results = await evaluate(model, set.cases);
    bySide.set(set.side, [...(bySide.get(set.side) ?? []), ...results]);
    console.log(`\n## ${label} — ${set.name}${set.side === "blind" ? " (blind)" : ""}\n`);
    console.log(formatTable(categoryRows(results)));
    if (process.argv.includes("--failures")) console.log(["", "misses:", ...failureLines(results)].join("\n"));
  }
  console.log(`\n## ${label} — summary\n`);
  for (const [side, results] of bySide) console.log(summaryLine(side, results));
}
