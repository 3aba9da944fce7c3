/**
 * `npm run loadtest`: the production server under 20 concurrent clients, on PGlite and on Postgres, loopback only,
 * about three and a half minutes in all. It builds nothing: run `npm run build` first (without `.next/BUILD_ID` it
 * stops and says so).
 *
 * For each database (a fresh PGlite directory; a scratch database on the server named by DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards) it starts `next start` on a free port with
 * RATE_LIMITS=off and the offline model without delays, makes one private guest per client, and runs three timed
 * rounds of each scenario (scenarios.ts): the week view, then offline-model turns. After every round it reads the
 * server's resident memory (VmRSS), then, through memory-probe.mjs, the heap left after a full collection and the
 * event-loop delay of the round. Before the rounds it times a fresh install's first page, and the first screen in
 * Chromium (bench/loadtest/first-screen.ts). It prints one Markdown table and the targets (0 errors; RSS from round 2
 * to round 3 within 10 %; week view p99 under 10× its p50; the first page and the first screen), writes both to bench/results/loadtest.md, and exits 1 when a target
 * fails (the servers' logs are then kept and their folder named).
 *
 *   --duration S     seconds per round (default 12)
 *   --clients N      concurrent clients (default 20)
 *   --no-write       print only, leave bench/results/loadtest.md as it is
 */
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_POSTGRES_URL, freshPglite, freshPostgres, type LoadDatabase } from "./databases";
import { firstScreenVerdict, measureFirstScreen } from "./first-screen";
import { checkTargets, firstPageVerdict, renderRounds, renderVerdicts, type RoundRow, type Verdict } from "./report";
import { createGuests, firstVisitMs, runRound, TURN_MESSAGE, type ScenarioName } from "./scenarios";
import { requireBuild, startAppServer } from "./server";

const ROOT = process.cwd();
const RESULT_FILE = path.join(ROOT, "bench", "results", "loadtest.md");
const ROUNDS = 3;
const SCENARIOS: readonly ScenarioName[] = ["week view", "turn"];
/** A pause after each round before memory is read, so in-flight work (an interrupted turn's save) has ended. */
const SETTLE_MS = 1500;

function log(message: string): void {
  process.stderr.write(`[loadtest] ${message}\n`);
}

function option(args: readonly string[], name: string, fallback: number): number {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a positive whole number`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an interrupted run still has to undo, newest first: stop the server, drop the scratch database. */
const cleanups: Array<() => Promise<void>> = [];

async function withCleanup<T>(cleanup: () => Promise<void>, run: () => Promise<T>): Promise<T> {
  cleanups.unshift(cleanup);
  try {
    return await run();
  } finally {
    cleanups.splice(cleanups.indexOf(cleanup), 1);
    await cleanup();
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the server and dropping the scratch database`);
    void (async () => {
      for (const cleanup of [...cleanups]) {
        await cleanup().catch((error: unknown) => log(`clean-up failed: ${error instanceof Error ? error.message : String(error)}`));
      }
      process.exit(signal === "SIGINT" ? 130 : 143);
    })();
  });
}

async function loadOne(
  database: LoadDatabase,
  settings: { clients: number; durationSeconds: number; logDir: string },
): Promise<{ rows: RoundRow[]; firstPages: Verdict[] }> {
  const logFile = path.join(settings.logDir, `${database.name.toLowerCase()}-server.log`);
  log(`${database.name}: next start (server log ${logFile})`);
  const server = await startAppServer({ root: ROOT, environment: database.environment, logFile });
  return withCleanup(() => server.stop(), async () => {
    // First, before anything has warmed the server: what the very first visitor of a fresh install waits for.
    const firstPage = firstPageVerdict(database.name, await firstVisitMs(server.url));
    log(`${database.name}: first page ${firstPage.measured} after ready`);
    const firstScreen = firstScreenVerdict(database.name, await measureFirstScreen(server.url));
    log(`${database.name}: first screen in Chromium ${firstScreen.measured}`);
    log(`${database.name}: server ${server.url}, pid ${server.pid}; ${settings.clients} guests`);
    const load = {
      baseUrl: server.url,
      cookies: await createGuests(server.url, settings.clients),
      runTag: randomUUID().slice(0, 8),
      durationSeconds: settings.durationSeconds,
    };
    const rows: RoundRow[] = [];
    for (const scenario of SCENARIOS) {
      // One short untimed pass first, so round 1 does not pay for loading the route's modules.
      await runRound(scenario, { ...load, durationSeconds: 2 });
      await sleep(SETTLE_MS);
      await server.probe();
      for (let round = 1; round <= ROUNDS; round++) {
        const measure = await runRound(scenario, load);
        await sleep(SETTLE_MS);
        // RSS first, as the round left it; the probe then collects garbage, so every round starts from a clean heap.
        const rssBytes = await server.rssBytes();
        const probe = await server.probe();
        const row: RoundRow = {
          database: database.name,
          scenario,
          round,
          ...measure,
          rssBytes,
          heapBytes: probe.heapUsed,
          loopDelayP99: probe.loopDelay.p99,
          loopDelayMax: probe.loopDelay.max,
        };
        log(
          `${database.name} ${scenario} round ${round}: ${row.requestsPerSecond.toFixed(1)} req/s, p50 ${row.p50} ms, ` +
            `p99 ${row.p99} ms, ${row.errors} errors, RSS ${(rssBytes / 2 ** 20).toFixed(0)} MB, ` +
            `heap ${(probe.heapUsed / 2 ** 20).toFixed(0)} MB, loop delay p99 ${probe.loopDelay.p99.toFixed(0)} ms`,
        );
        rows.push(row);
      }
    }
    return { rows, firstPages: [firstPage, firstScreen] };
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  requireBuild(ROOT);
  // The servers' logs stay (in the system's temporary folder) when a target fails, to see why.
  const logDir = await mkdtemp(path.join(os.tmpdir(), "planner-loadtest-logs-"));
  const settings = { clients: option(args, "--clients", 20), durationSeconds: option(args, "--duration", 12), logDir };
  const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const started = performance.now();

  const rows: RoundRow[] = [];
  const firstPages: Verdict[] = [];
  for (const open of [() => freshPglite(), () => freshPostgres(postgresUrl)]) {
    const database = await open();
    const measured = await withCleanup(() => database.dispose(), () => loadOne(database, settings));
    rows.push(...measured.rows);
    firstPages.push(...measured.firstPages);
  }

  const verdicts = [...firstPages, ...checkTargets(rows)];
  const failed = verdicts.filter((verdict) => !verdict.pass);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" / ");
  const footer =
    `${settings.clients} concurrent clients (one guest each), ${ROUNDS} rounds of ${settings.durationSeconds} s per ` +
    `scenario and database; turns ask the offline model “${TURN_MESSAGE}”. ${os.cpus().length} cores, load average ` +
    `${load} at the end, Node ${process.version}; ${((performance.now() - started) / 1000).toFixed(0)} s in all.`;
  const report = [
    renderRounds(rows),
    "",
    footer,
    "",
    renderVerdicts(verdicts),
    "",
    failed.length === 0 ? "All targets PASS." : `${failed.length} of ${verdicts.length} targets FAIL.`,
  ].join("\n");
  process.stdout.write(`${report}\n`);
  if (!args.includes("--no-write")) {
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(RESULT_FILE, `# npm run loadtest\n\n${report}\n`);
    log(`written to ${path.relative(ROOT, RESULT_FILE)}`);
  }
  if (failed.length > 0) {
    log(`servers' logs kept in ${logDir}`);
    process.exitCode = 1;
  } else {
    await rm(logDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`[loadtest] failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
