/**
 * `npm run eval:agent`: the agent eval on the built-in model, and on the OPENAI_* endpoint too when OPENAI_API_KEY is
 * set. Prints one table per model and set (the tuned set and the held-out one). `--failures` lists every miss;
 * `--set utterances|heldout` runs one set; `--file <path>` scores any case file in the same format instead (a
 * held-out set kept outside the repo); `--only offline|openai` one model.
 */
import { resolveModel } from "@/server/agent/models";
import { createOfflineModel } from "@/server/offline-model";
import path from "node:path";
import { loadEvalCaseFile, loadEvalCases, type EvalCase, type EvalSet } from "./cases";
import { categoryRows, evaluate, failureLines, formatTable } from "./evaluate";

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
const file = argument("file");
const setNames: EvalSet[] = argument("set") ? [argument("set") as EvalSet] : ["utterances", "heldout"];
const sets: { name: string; cases: EvalCase[] }[] = file
  ? [{ name: path.basename(file), cases: loadEvalCaseFile(path.resolve(file)) }]
  : setNames.map((set) => ({ name: `${set}.json`, cases: loadEvalCases(set) }));
const only = argument("only");

for (const { kind, label, model } of models) {
  if (only && only !== kind) continue;
  for (const set of sets) {
    const results = await evaluate(model, set.cases);
    console.log(`\n## ${label} — ${set.name}\n`);
    console.log(formatTable(categoryRows(results)));
    if (process.argv.includes("--failures")) console.log(["", "misses:", ...failureLines(results)].join("\n"));
  }
}
