/**
 * `npm test`: every stage of the suite in order, each timed, stopping at the first step that fails, with a table of
 * the stages' times at the end (CI's log shows where the minutes go). The stages are the package's own scripts, so
 * each can also be run alone (`npm run test:unit`, ...).
 *
 * Stages in one step run side by side. The static checks share one: eslint keeps one core busy, TypeScript 7's
 * single-threaded check (about half of what TypeScript 5.9 took) and knip share the other, so on two cores they take
 * about as long as eslint alone. The stories' production build runs beside
 * Vitest: it keeps about one core busy for a minute, which Vitest's two workers then share, instead of a minute of
 * its own before the stories. A step's first stage prints as it runs; the others' output is held and printed whole
 * when each ends, so the log reads as if they ran one after another.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

// test:unit runs the clock matrix too: its moments are projects of the one Vitest run (testing/clocks/matrix.ts).
// build + test:stories is test:e2e in two steps.
// The stories run after Vitest, not beside it: alone they keep about 0.6 of the two cores busy, but beside Vitest on a
// fresh clone (2026-12-06) Vitest took 1149 s instead of about 250 s and three deploy stories timed out, so the two
// only contend. A stage given as a list runs its stages one after another.
const STEPS = [["lint", "typecheck", "knip"], ["test:unit", "build"], ["test:stories"]];

/**
 * Runs `npm run <stage>`; `held`: its output is printed when it ends. Once the type check has
 * passed, the stories' `next build` skips its own check of the same files (next.config.ts, PLANNER_TYPECHECKED).
 */
function runStage(stage, held, typeChecked) {
  const started = Date.now();
  const env = typeChecked ? { ...process.env, PLANNER_TYPECHECKED: "1" } : process.env;
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage], { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (held) process.stdout.write(`\n▶ npm run ${stage}\n${Buffer.concat(output).toString()}`);
      resolve({ stage, seconds: (Date.now() - started) / 1000, status: code ?? signal });
    });
  });
}

/** Whether 127.0.0.1:`port` can be listened on now. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The first port from `from` up at which `count` ports in a row are free, none of them in `taken`. */
async function freePorts(from, count, taken) {
  for (let base = from; base < from + 2000; base += 1) {
    const range = Array.from({ length: count }, (_, index) => base + index);
    if (range.some((port) => taken.has(port))) continue;
    let free = true;
    for (const port of range) free = free && (await portIsFree(port));
    if (free) {
      range.forEach((port) => taken.add(port));
      return base;
    }
  }
  throw new Error(`no ${count} free ports in a row from ${from}`);
}

// The stories' servers listen on fixed ports (3456-3457, 3470, 3476, 3481-3482); a server another run left behind on
// one of them made every story fail at start-up. Each port that is not set is moved up to the next free one.
const STORY_PORTS = [["E2E_PORT", 3456, 2], ["STANDALONE_PORT", 3470, 1], ["RESTART_PORT", 3476, 1], ["TWO_SERVERS_PORT", 3481, 2]];
const takenPorts = new Set();
for (const [name, from, count] of STORY_PORTS) {
  if (process.env[name]) continue;
  const base = await freePorts(from, count, takenPorts);
  if (base !== from) console.log(`${name}: port ${from} is taken, the stories use ${base}`);
  process.env[name] = String(base);
}

/** Runs `stages` one after another, stopping at the first that fails. */
async function runChain(stages, held, typeChecked) {
  const results = [];
  for (const stage of stages) {
    const result = await runStage(stage, held, typeChecked);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

const times = [];
let total = 0;
let failed;
for (const step of STEPS) {
  const started = Date.now();
  const shared = step.length > 1;
  const named = (stage) => (Array.isArray(stage) ? stage.join(" then ") : stage);
  console.log(`\n▶ npm run ${step[0]}${shared ? ` (beside it: ${step.slice(1).map(named).join(", ")}, printed when each ends)` : ""}`);
  const typeChecked = times.some((time) => time.stage === "typecheck" && time.status === 0);
  const results = (
    await Promise.all(step.map((stage, index) => (Array.isArray(stage) ? runChain(stage, index > 0, typeChecked) : runStage(stage, index > 0, typeChecked).then((result) => [result]))))
  ).flat();
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
