/**
 * The agent eval over a set of cases with one model: every case run and scored, then one table row per category
 * (and a total): cases, intent, fields (= passed), answers free of internal words, time and tokens per turn.
 */
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { buildWindow } from "@/lib/schedule/indexing";
import { buildInstructions, windowCalendar } from "@/server/agent/prompts";
import type { EvalCase } from "./cases";
import { runCase, type CaseCall, type CaseRun } from "./drive";
import { EVAL_NOW, EVAL_ZONE, scoreCase, type CaseScore } from "./score";

const EVAL_TERM = { start_date: "2026-09-07", weeks: 18, section_times: [...DEFAULT_SECTION_TIMES] };

function evalCall(): CaseCall {
  const window = buildWindow(EVAL_TERM, "2026-12-01", "2026-12-13");
  if (!window) throw new Error("the eval window lies outside the eval term");
  return { instructions: buildInstructions({ now: EVAL_NOW, timeZone: EVAL_ZONE, term: EVAL_TERM, window }), calendar: windowCalendar(EVAL_TERM, window) };
}

export interface CaseResult {
  evalCase: EvalCase;
  run: CaseRun;
  score: CaseScore;
}

export async function evaluate(model: LanguageModelV4, cases: readonly EvalCase[]): Promise<CaseResult[]> {
  const call = evalCall();
  const results: CaseResult[] = [];
  for (const evalCase of cases) {
    const run = await runCase(model, evalCase, call);
    results.push({ evalCase, run, score: scoreCase(evalCase, run) });
  }
  return results;
}

export interface CategoryRow {
  category: string;
  cases: number;
  intent: number;
  passed: number;
  clean: number;
  medianMs: number;
  tokensPerTurn: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

function row(category: string, results: readonly CaseResult[]): CategoryRow {
  const count = (pick: (score: CaseScore) => boolean) => results.filter((result) => pick(result.score)).length;
  const tokens = results.reduce((sum, result) => sum + result.run.inputTokens + result.run.outputTokens, 0);
  return {
    category,
    cases: results.length,
    intent: count((score) => score.intent),
    passed: count((score) => score.passed),
    clean: count((score) => score.cleanAnswer),
    medianMs: median(results.map((result) => result.run.elapsedMs)),
    tokensPerTurn: results.length === 0 ? 0 : Math.round(tokens / results.length),
  };
}

/** One row per category in first-seen order, then the total. */
export function categoryRows(results: readonly CaseResult[]): CategoryRow[] {
  const categories = [...new Set(results.map((result) => result.evalCase.category))];
  return [...categories.map((category) => row(category, results.filter((result) => result.evalCase.category === category))), row("total", results)];
}

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);

export function formatTable(rows: readonly CategoryRow[]): string {
  const header = "| category | cases | intent | intent + fields | clean answer | ms/turn (median) | tokens/turn |";
  const lines = rows.map(
    (r) =>
      `| ${r.category} | ${r.cases} | ${percent(r.intent, r.cases)} | ${percent(r.passed, r.cases)} | ${percent(r.clean, r.cases)} | ${r.medianMs.toFixed(1)} | ${r.tokensPerTurn} |`,
  );
  return [header, "| --- | ---: | ---: | ---: | ---: | ---: | ---: |", ...lines].join("\n");
}

export function failureLines(results: readonly CaseResult[]): string[] {
  return results
    .filter((result) => !result.score.passed)
    .map((result) => `  [${result.evalCase.category}] ${result.evalCase.text} — ${result.score.problem ?? ""}`);
}
