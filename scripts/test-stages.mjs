/**
 * `npm test`: every stage of the suite in order, each timed, stopping at the first that fails, with a table of
 * the stages' times at the end (CI's log shows where the minutes go). The stages are the package's own scripts, so
 * each can also be run alone (`npm run test:unit`, ...).
 */
import { spawnSync } from "node:child_process";

const STAGES = ["lint", "knip", "typecheck", "test:unit", "test:clocks", "test:e2e"];

const times = [];
let failed;
for (const stage of STAGES) {
  const started = Date.now();
  console.log(`\n▶ npm run ${stage}`);
  const run = spawnSync("npm", ["run", "--silent", stage], { stdio: "inherit" });
  times.push({ stage, seconds: (Date.now() - started) / 1000, status: run.status ?? run.signal });
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}

const total = times.reduce((sum, time) => sum + time.seconds, 0);
console.log("\nstage times:");
for (const time of times) console.log(`  ${time.stage.padEnd(12)} ${time.seconds.toFixed(1).padStart(7)} s${time.status === 0 ? "" : `  (failed: ${time.status})`}`);
console.log(`  ${"total".padEnd(12)} ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\nnpm test stopped at ${failed}.`);
  process.exit(1);
}
