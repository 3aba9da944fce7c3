/**
 * The variants' table (`npm run eval:agent -- --variants`): for each surface variant, of the sampled cases the model
 * passes as written, how many it still passes written that way; `failures` lists the ones it no longer does.
 */
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { EvalCase } from "./cases";
import { evaluate, failureLines } from "./evaluate";
import { withDeadlinePinned } from "./variant-text";
import { spreadSample, SURFACE_VARIANTS } from "./variants";

/** One case in eight: about 1100 of the tuned set's, from every round. */
const STRIDE = 8;

export async function variantRows(model: LanguageModelV4, cases: readonly EvalCase[], failures: boolean): Promise<string> {
  const sample = spreadSample(cases, STRIDE);
  const passing = (await evaluate(model, sample)).filter((result) => result.score.passed).map((result) => result.evalCase);
  const lines = [`${passing.length} of ${sample.length} sampled cases pass as written.`, "", "| variant | habit | cases | passes kept |", "| --- | --- | ---: | ---: |"];
  const missed: string[] = [];
  let kept = 0;
  let total = 0;
  for (const variant of SURFACE_VARIANTS) {
    const rewritten = passing.map((evalCase) => withDeadlinePinned(evalCase, variant.rewrite(evalCase))).filter((evalCase) => evalCase !== undefined);
    const results = await evaluate(model, rewritten);
    const passed = results.filter((result) => result.score.passed).length;
    kept += passed;
    total += results.length;
    lines.push(`| ${variant.name} | ${variant.habit} | ${results.length} | ${percent(passed, results.length)} |`);
    if (failures) missed.push("", `${variant.name}:`, ...failureLines(results));
  }
  lines.push(`| all | | ${total} | ${percent(kept, total)} |`);
  return [...lines, ...missed].join("\n");
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "—" : `${((100 * part) / whole).toFixed(1)}%`;
}
