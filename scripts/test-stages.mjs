/**
 * `npm test`: every stage of the suite in order, each timed, stopping at the first step that fails, with a table of
 * the stages' times at the end (CI's log shows where the minutes go). The stages are the package's own scripts, so
 * each can also be run alone (`npm run test:unit`, ...).
 *
 * The static checks share one step: eslint and tsc each keep one core busy and knip is short, so side by side on two
 * cores they take about as long as eslint alone. Their output is held and printed whole when each ends, so the log
 * reads as if they ran one after another. The test stages run alone: each already uses both cores.
 */
import { spawn } from "node:child_process";

// test:unit runs the clock matrix too: its moments are projects of the one Vitest run (testing/clocks/matrix.ts).
const STEPS = [["lint", "typecheck", "knip"], ["test:unit"], ["test:e2e"]];

/**
 * Runs `npm run <stage>`; a stage that shares its step has its output held until it ends. Once the type check has
 * passed, the stories' `next build` skips its own check of the same files (next.config.ts, PLANNER_TYPECHECKED).
 */
function runStage(stage, shared, typeChecked) {
  const started = Date.now();
  const env = typeChecked ? { ...process.env, PLANNER_TYPECHECKED: "1" } : process.env;
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage], { stdio: shared ? ["ignore", "pipe", "pipe"] : "inherit", env });
    const held = [];
    child.stdout?.on("data", (chunk) => held.push(chunk));
    child.stderr?.on("data", (chunk) => held.push(chunk));
    child.on("close", (code, signal) => {
      if (shared) process.stdout.write(`\n▶ npm run ${stage}\n${Buffer.concat(held).toString()}`);
      resolve({ stage, seconds: (Date.now() - started) / 1000, status: code ?? signal });
    });
  });
}

const times = [];
let total = 0;
let failed;
for (const step of STEPS) {
  const started = Date.now();
  const shared = step.length > 1;
  if (!shared) console.log(`\n▶ npm run ${step[0]}`);
  const typeChecked = times.some((time) => time.stage === "typecheck" && time.status === 0);
  const results = await Promise.all(step.map((stage) => runStage(stage, shared, typeChecked)));
  // The total is wall-clock: stages that share a step count once, by the step's time.
  total += (Date.now() - started) / 1000;
  times.push(...results.map((result) => ({ ...result, shared })));
  failed = results.find((result) => result.status !== 0)?.stage;
  if (failed) break;
}

console.log("\nstage times:");
for (const time of times) {
  const notes = [time.shared ? "side by side" : "", time.status === 0 ? "" : `failed: ${time.status}`].filter(Boolean);
  console.log(`  ${time.stage.padEnd(12)} ${time.seconds.toFixed(1).padStart(7)} s${notes.length > 0 ? `  (${notes.join(", ")})` : ""}`);
}
console.log(`  ${"total".padEnd(12)} ${total.toFixed(1).padStart(7)} s  (wall clock)`);
if (failed) {
  console.error(`\nnpm test stopped at ${failed}.`);
  process.exit(1);
}
