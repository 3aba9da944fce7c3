/**
 * `npm run bench`: scheduling quality and speed, measured. Prints one Markdown table in which every figure stands
 * beside its baseline from the same run (these machines are noisy, so only ratios travel). `--json` prints the raw
 * results instead; `--quick` runs fewer repetitions and shorter MILP limits (a smoke run, not for the README);
 * `--sixteen-periods` runs only the rows on days of 16 periods (sections 1 and 2), which the full run includes;
 * `--long-window` only the 18-week rows (sections 1 and 2); `--long-proof` gives the LP relaxation that bounds the
 * 18-week optimum 10 minutes instead of the MILP's 90 s (a proof run on a busy machine); `--exams` only the 14- and
 * 28-day rows with an exam for every class (issue 25: study before the exam, spaced reviews), which the full run
 * includes; `--exam-sweep [--against <file>]` the whole objective on 175 random exam instances (exam-sweep.ts), for
 * comparing the code before and after a change; `--exam-cpu [runs] [14x30 …]` the thread CPU time of the light exam
 * rows' rough_schedule call (exam-cpu.ts).
 *
 *   1. executeTool latency per tool, 30-day window, 300 tasks      baseline: JSON round trip of the draft
 *   2. planner vs. the MILP optimum (and a greedy EDF pass)        baseline: the optimum and its solve time
 *   3. tokens per tool reply                                        baseline: the same records as compact JSON
 *   4. server overhead of a scheduling turn, zero-latency model     baseline: a plain one-sentence turn
 *   5. commitDraft of 50 placements on PGlite and Postgres          baseline: loading the same window
 *
 * Postgres is used when DATABASE_URL is set; otherwise its row says it was skipped.
 */
import os from "node:os";
import loadHighs, { type Highs } from "highs";
import { DEFAULT_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { runCommit, COMMIT_PLACEMENTS, type CommitFigures } from "./commit";
import { runExamCpu } from "./exam-cpu";
import { runExamSweep } from "./exam-sweep";
import { openBenchPglite, openBenchPostgres } from "./databases";
import { loadDemoStudent } from "./demo-student";
import { LONGEST_DAY_PERIODS, runLatency, TERM_LONG_DAYS, type LatencyResult } from "./latency";
import {
  measureInstance,
  examQualityInstances,
  randomQualityInstances,
  sixteenPeriodInstances,
  type QualityInstance,
  type QualityRow,
} from "./quality";
import { formatMs, formatPercent, formatRatio } from "./stats";
import { renderTable, type TableRow } from "./table";
import { runTokens, type TokenResult } from "./tokens";
import { runTurnOverhead, type TurnResult } from "./turn";

const LATENCY_TARGET_MS = 1;
const GAP_TARGET = 0.05;
const TIME_RATIO_TARGET = 0.01;
const TOKEN_TARGET = 3;

interface BenchResults {
  machine: { cores: number; load_average: number[]; node: string };
  latency: LatencyResult;
  /** The same calls on an 18-week window (a plan to the end of term). */
  latencyLong: LatencyResult;
  /** The same calls on days of 16 periods. */
  latencySixteen: LatencyResult;
  quality: QualityRow[];
  tokens: TokenResult;
  turn: TurnResult;
  commit: Array<CommitFigures | { database: string; skipped: string }>;
  seconds: number;
}

const yesNo = (ok: boolean) => (ok ? "yes" : "no");

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

function measureAll(instances: readonly QualityInstance[], highs: Highs): QualityRow[] {
  return instances.map((instance) => {
    log(`    ${instance.label}`);
    return measureInstance(instance, highs);
  });
}

/** Sections 1 and 2 on days of 16 periods only (`--sixteen-periods`). */
async function collectSixteen(quick: boolean): Promise<{ latency: LatencyResult; quality: QualityRow[] }> {
  log("1/2 executeTool latency, 16 periods a day");
  const latency = runLatency({ runs: quick ? 200 : 1000, periods: LONGEST_DAY_PERIODS });
  log("2/2 planner vs. MILP (HiGHS), 16 periods a day");
  return { latency, quality: measureAll(sixteenPeriodInstances(quick ? 0.25 : 1), await loadHighs()) };
}

/** Section 2's rows with exams only (`--exams`): study before each exam against the MILP, and the reviews' spacing. */
async function collectExams(quick: boolean): Promise<{ quality: QualityRow[] }> {
  log("2 planner vs. MILP (HiGHS), instances with exams");
  return { quality: measureAll(examQualityInstances(quick ? 0.25 : 1), await loadHighs()) };
}

/** Sections 1 and 2 on the 18-week window only (`--long-window`). */
async function collectLong(quick: boolean, longProof: boolean): Promise<{ latency: LatencyResult; quality: QualityRow[] }> {
  log("1/2 executeTool latency, 18 weeks");
  const latency = runLatency({ runs: quick ? 100 : 500, days: TERM_LONG_DAYS });
  log("2/2 planner vs. MILP (HiGHS), 18 weeks");
  const instances = randomQualityInstances(quick ? 0.25 : 1, longProof).filter((instance) => instance.state.window.total_days === TERM_LONG_DAYS);
  return { latency, quality: measureAll(instances, await loadHighs()) };
}

async function collect(quick: boolean, longProof: boolean): Promise<BenchResults> {
  const started = performance.now();
  log("1/5 executeTool latency");
  const latency = runLatency({ runs: quick ? 200 : 1000 });
  const latencyLong = runLatency({ runs: quick ? 100 : 500, days: TERM_LONG_DAYS });
  const latencySixteen = runLatency({ runs: quick ? 200 : 1000, periods: LONGEST_DAY_PERIODS });

  log("2/5 planner vs. MILP (HiGHS)");
  const highs = await loadHighs();
  const pglite = await openBenchPglite();
  const demo = await loadDemoStudent(pglite.handle.db, { withLooseTasks: true });
  const quality = measureAll(
    [
      ...randomQualityInstances(quick ? 0.25 : 1, longProof),
      ...sixteenPeriodInstances(quick ? 0.25 : 1),
      ...examQualityInstances(quick ? 0.25 : 1),
      { label: "演示学生（14天）", state: demo.state, options: { daily_cap: 8 }, timeLimit: quick ? 5 : 20 },
    ],
    highs,
  );

  log("3/5 tokens per reply");
  const plainDemo = await loadDemoStudent(pglite.handle.db, { withLooseTasks: false });
  const tokens = runTokens(plainDemo.state);

  log("4/5 scheduling turn overhead");
  const cores = os.cpus().length;
  const turn = await runTurnOverhead(pglite.handle.db, { turns: quick ? 8 : 16, concurrency: 8, cores });

  log("5/5 commitDraft");
  const runs = quick ? 2 : 5;
  const commit: BenchResults["commit"] = [await runCommit(pglite.handle.db, "PGlite", runs)];
  await pglite.close();
  const postgres = await openBenchPostgres();
  if (postgres) {
    try {
      commit.push(await runCommit(postgres.handle.db, "Postgres", runs));
    } finally {
      await postgres.close();
    }
  } else {
    commit.push({ database: "Postgres", skipped: "DATABASE_URL not set" });
  }

  return {
    machine: { cores, load_average: os.loadavg().map((value) => Number(value.toFixed(2))), node: process.version },
    latency,
    latencyLong,
    latencySixteen,
    quality,
    tokens,
    turn,
    commit,
    seconds: (performance.now() - started) / 1000,
  };
}

function latencyRows(latency: LatencyResult): TableRow[] {
  const base = latency.baseline;
  const baseline = `JSON round trip of the draft: p50 ${formatMs(base.p50)} ms`;
  const window = `${latency.days}天×${latency.tasks}任务${latency.periods === DEFAULT_PERIODS_PER_DAY ? "" : `（${latency.periods}节/天）`}`;
  const rows = latency.tools.map(({ tool, ok, timing }) => ({
    section: "1",
    figure: `${window} ${tool}${ok ? "" : " (refused)"} p50 / p99 ms`,
    value: `${formatMs(timing.p50)} / ${formatMs(timing.p99)}`,
    baseline,
    ratio: `p99 ${formatRatio(timing.p99 / base.p50)}`,
    target: `p99 < ${LATENCY_TARGET_MS} ms`,
    met: yesNo(timing.p99 < LATENCY_TARGET_MS),
  }));
  rows.push({
    section: "1",
    figure: `${window} rough_schedule (planner, same state) p50 / p99 ms`,
    value: `${formatMs(latency.planner.p50)} / ${formatMs(latency.planner.p99)}`,
    baseline,
    ratio: `p50 ${formatRatio(latency.planner.p50 / base.p50)}`,
    target: "",
    met: "",
  });
  // Re-planning a bad week's missed work must not cost more than planning the whole window did (issue 23).
  rows.push({
    section: "1",
    figure: `${window} rough_schedule missed_only (${latency.missed} missed items, the rest of the plan kept) p50 / p99 ms`,
    value: `${formatMs(latency.replan.p50)} / ${formatMs(latency.replan.p99)}`,
    baseline: `the whole plan: p50 ${formatMs(latency.planner.p50)} ms`,
    ratio: `p50 ${formatRatio(latency.replan.p50 / latency.planner.p50)}`,
    target: "p50 ≤ the whole plan's p50",
    met: yesNo(latency.replan.p50 <= latency.planner.p50),
  });
  return rows;
}

/** Where a bound that is not the proven optimum comes from, and what the LP relaxation took when it was solved. */
function boundText(row: QualityRow): string {
  const { milp } = row;
  if (milp.proven) return `optimum ${milp.objective.toFixed(2)}`;
  const source = milp.bound_source === "lp" ? "LP-relaxation bound (interior point, dual-certified)" : "MILP bound";
  return `best ${milp.objective.toFixed(2)}, ${source} ${milp.bound.toFixed(2)}`;
}

/** The planner's review terms against the reviews' MILP: its optimum, or its bound when not proven. */
function reviewGap(value: number, milp: { objective: number; bound: number; status: string }): number {
  const optimum = milp.status === "optimal" ? milp.objective : Math.max(0, milp.bound);
  if (optimum <= 1e-9) return value <= 1e-9 ? 0 : Number.POSITIVE_INFINITY;
  return (value - optimum) / optimum;
}

function qualityRows(rows: readonly QualityRow[]): TableRow[] {
  const table: TableRow[] = [];
  for (const row of rows) {
    table.push({
      section: "2",
      figure: `${row.label}: objective`,
      value: `planner ${row.planner.objective.toFixed(2)}`,
      baseline: boundText(row),
      ratio: `gap ${formatPercent(row.gap)}`,
      target: `gap ≤ ${GAP_TARGET * 100}%`,
      met: yesNo(row.gap <= GAP_TARGET),
    });
    table.push({
      section: "2",
      figure: `${row.label}: weighted missed / embedded periods`,
      value: `planner ${row.planner.weighted_missed} / ${row.planner.embedded_periods}`,
      baseline: `MILP ${row.milp.weighted_missed} / ${row.milp.embedded_periods}; greedy EDF ${row.greedy.weighted_missed} / ${row.greedy.embedded_periods}`,
      ratio: `EDF gap ${formatPercent(row.greedy_gap)}`,
      target: "",
      met: "",
    });
    if (row.reviews?.joint) {
      const { reviews } = row;
      const joint = reviews.joint!;
      const proven = joint.status === "optimal";
      table.push({
        section: "2",
        figure: `${row.label}: whole objective (study + spacing)`,
        value: `planner ${reviews.whole_objective.toFixed(2)}`,
        baseline: `joint MILP ${proven ? `optimum ${joint.objective.toFixed(2)}` : `best ${joint.objective.toFixed(2)}, bound ${joint.bound.toFixed(2)}`} (${joint.columns} vars, ${proven ? "" : "> "}${formatMs(joint.ms)} ms)`,
        ratio: `gap ${formatPercent(joint.gap)}`,
        target: `gap ≤ ${GAP_TARGET * 100}%`,
        met: yesNo(joint.gap <= GAP_TARGET),
      });
    }
    if (row.reviews) {
      const { reviews } = row;
      const share = reviews.items === 0 ? 1 : reviews.items_with_final / reviews.items;
      table.push({
        section: "2",
        figure: `${row.label}: reviews placed / dropped, min gap, pre-exam`,
        value: `${reviews.placed} / ${reviews.dropped}, ${reviews.min_gap ?? "–"} d, ${formatPercent(share)}`,
        baseline: reviews.milp
          ? `reviews' MILP on the same study plan: ${reviews.milp.status === "optimal" ? "optimum" : `best, bound ${reviews.milp.bound.toFixed(2)}`} ${reviews.milp.objective.toFixed(2)} (${reviews.milp.columns} vars, ${formatMs(reviews.milp.ms)} ms)`
          : "reviews' MILP: too large to build",
        ratio: `spacing cost ${reviews.objective.toFixed(2)}${reviews.milp ? `, gap ${formatPercent(reviewGap(reviews.objective, reviews.milp))}` : ""}; study ${reviews.study_objective.toFixed(2)}`,
        target: "",
        met: "",
      });
    }
    // A cold run that hit its limit took at least that long: the time ratio is then an upper bound.
    const milpTime = row.milp.cold_status === "optimal" ? formatMs(row.milp.ms) : `> ${formatMs(row.milp.ms)}`;
    const warm = row.milp.warm_ms === undefined ? "" : `, warm-started ${formatMs(row.milp.warm_ms)}`;
    const lp = row.milp.lp_ms === undefined ? "" : `, LP bound ${formatMs(row.milp.lp_ms)}`;
    // With exams, the whole call (study + reviews) against the joint MILP, which solves the same whole problem;
    // the study MILP's ratio is kept beside it.
    // With exams the row is met by a running server's call (after REVIEW_SERVER_RUNS calls, bench/quality.ts); the
    // call timed while still being compiled is printed beside it.
    const jointRatio = row.reviews?.server_joint_time_ratio;
    const earlyRatio = row.reviews?.joint_time_ratio;
    const jointTime = row.reviews?.joint
      ? `; joint MILP ${row.reviews.joint.status === "optimal" ? "" : "> "}${formatMs(row.reviews.joint.ms)}`
      : "";
    table.push({
      section: "2",
      figure: `${row.label}: time ms`,
      value: row.reviews
        ? `planner ${formatMs(row.planner.ms)}, with reviews ${formatMs(row.reviews.server_ms)} (${formatMs(row.reviews.ms)} in calls 5-13)`
        : `planner ${formatMs(row.planner.ms)}`,
      baseline: `MILP cold ${milpTime} (${row.milp.columns} vars)${warm}${lp}${jointTime}`,
      ratio:
        jointRatio === undefined
          ? formatPercent(row.time_ratio)
          : `${formatPercent(jointRatio)} of the joint (${formatPercent(earlyRatio ?? 0)} in calls 5-13); ${formatPercent(row.time_ratio)} of the study MILP`,
      target: `< ${TIME_RATIO_TARGET * 100}%`,
      met: yesNo((jointRatio ?? row.time_ratio) < TIME_RATIO_TARGET),
    });
  }
  return table;
}

function tokenRows(tokens: TokenResult): TableRow[] {
  return [...tokens.rows, tokens.total].map((row) => {
    const ratio = row.dump.o200k / row.reply.o200k;
    return {
      section: "3",
      figure: `${row.tool} tokens o200k (cl100k)`,
      value: `${row.reply.o200k} (${row.reply.cl100k})`,
      baseline: `JSON ${row.dump.o200k} (${row.dump.cl100k})`,
      ratio: `${formatRatio(ratio)} (${formatRatio(row.dump.cl100k / row.reply.cl100k)})`,
      target: `≥ ${TOKEN_TARGET}× fewer`,
      met: yesNo(ratio >= TOKEN_TARGET && row.dump.cl100k / row.reply.cl100k >= TOKEN_TARGET),
    };
  });
}

function turnRows(turn: TurnResult): TableRow[] {
  return [
    {
      section: "4",
      figure: "scheduling turn p50 / p99 ms",
      value: `${formatMs(turn.scheduling.p50)} / ${formatMs(turn.scheduling.p99)}`,
      baseline: `plain turn ${formatMs(turn.plain.p50)} / ${formatMs(turn.plain.p99)}`,
      ratio: formatRatio(turn.scheduling.p50 / turn.plain.p50),
      target: "",
      met: "",
    },
    {
      section: "4",
      figure: `turns/s, ${turn.concurrency} concurrent, ${turn.cores} cores`,
      value: turn.scheduling.throughput.toFixed(1),
      baseline: `plain turn ${turn.plain.throughput.toFixed(1)}`,
      ratio: formatRatio(turn.scheduling.throughput / turn.plain.throughput),
      target: "",
      met: "",
    },
  ];
}

function commitRows(commit: BenchResults["commit"]): TableRow[] {
  return commit.map((figures) =>
    "skipped" in figures
      ? { section: "5", figure: `commitDraft ${COMMIT_PLACEMENTS} placements, ${figures.database}`, value: "skipped", baseline: figures.skipped, ratio: "", target: "", met: "" }
      : {
          section: "5",
          figure: `commitDraft ${COMMIT_PLACEMENTS} placements, ${figures.database} p50 / p99 ms`,
          value: `${formatMs(figures.commit.p50)} / ${formatMs(figures.commit.p99)}`,
          baseline: `load the window ${formatMs(figures.load.p50)} / ${formatMs(figures.load.p99)}`,
          ratio: formatRatio(figures.commit.p50 / figures.load.p50),
          target: "",
          met: "",
        },
  );
}

export function resultTable(results: BenchResults): string {
  const rows = [
    ...latencyRows(results.latency),
    ...latencyRows(results.latencyLong),
    ...latencyRows(results.latencySixteen),
    ...qualityRows(results.quality),
    ...tokenRows(results.tokens),
    ...turnRows(results.turn),
    ...commitRows(results.commit),
  ];
  const { machine } = results;
  const footer =
    `${machine.cores} cores, load average ${machine.load_average.join(" / ")}, Node ${machine.node}; ` +
    `${results.seconds.toFixed(0)} s in all.`;
  return `${renderTable(rows)}\n\n${footer}`;
}

function machineFooter(started: number): string {
  const load = os.loadavg().map((value) => value.toFixed(2)).join(" / ");
  return `${os.cpus().length} cores, load average ${load}, Node ${process.version}; ${((performance.now() - started) / 1000).toFixed(0)} s in all.`;
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const quick = args.has("--quick");
  if (args.has("--exam-cpu")) {
    const rest = process.argv.slice(process.argv.indexOf("--exam-cpu") + 1);
    runExamCpu(rest);
    return;
  }
  if (args.has("--exam-sweep")) {
    const at = process.argv.indexOf("--against");
    runExamSweep(at >= 0 ? process.argv[at + 1] : undefined);
    return;
  }
  if (args.has("--exams")) {
    const started = performance.now();
    const part = await collectExams(quick);
    const table = renderTable(qualityRows(part.quality));
    process.stdout.write(args.has("--json") ? `${JSON.stringify(part, null, 2)}\n` : `${table}\n\n${machineFooter(started)}\n`);
    return;
  }
  const partial = args.has("--sixteen-periods") ? "sixteen" : args.has("--long-window") ? "long" : undefined;
  if (partial) {
    const started = performance.now();
    const part = partial === "sixteen" ? await collectSixteen(quick) : await collectLong(quick, args.has("--long-proof"));
    const table = renderTable([...latencyRows(part.latency), ...qualityRows(part.quality)]);
    process.stdout.write(args.has("--json") ? `${JSON.stringify(part, null, 2)}\n` : `${table}\n\n${machineFooter(started)}\n`);
    return;
  }
  const results = await collect(quick, args.has("--long-proof"));
  process.stdout.write(args.has("--json") ? `${JSON.stringify(results, null, 2)}\n` : `${resultTable(results)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
