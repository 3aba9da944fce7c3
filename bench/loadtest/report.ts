/** The load test's table and its targets: pure, from the measured rounds to Markdown and verdicts. */
import type { RoundMeasure, ScenarioName } from "./scenarios";

export interface RoundRow extends RoundMeasure {
  database: string;
  scenario: ScenarioName;
  round: number;
  /** Resident memory of the server process a moment after the round. */
  rssBytes: number;
  /** The JS heap still in use after a full collection, then. */
  heapBytes: number;
  /** The server's event-loop delay during the round, p99 and max (ms): how long it answered nothing at all. */
  loopDelayP99: number;
  loopDelayMax: number;
}

export interface Verdict {
  target: string;
  subject: string;
  measured: string;
  pass: boolean;
}

/** A fresh install's first page must be served within this many ms of the server being ready (issue 12). */
const FIRST_PAGE_LIMIT_MS = 3_000;

/** The first visitor of a fresh install: redirect to a new guest, the guest's demo data, the page. */
export function firstPageVerdict(database: string, milliseconds: number): Verdict {
  return {
    target: `first page < ${FIRST_PAGE_LIMIT_MS / 1000} s after ready`,
    subject: `${database}, fresh install`,
    measured: `${Math.round(milliseconds)} ms`,
    pass: milliseconds < FIRST_PAGE_LIMIT_MS,
  };
}

/** Round 3's memory may exceed round 2's by this fraction at most. */
const MEMORY_GROWTH_LIMIT = 0.1;
/** The week view's p99 must stay under this multiple of its p50. */
const WEEK_TAIL_LIMIT = 10;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const milliseconds = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  return [line(header), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

export function renderRounds(rows: readonly RoundRow[]): string {
  return markdownTable(
    ["database", "scenario", "round", "req/s", "p50 ms", "p99 ms", "requests", "errors", "RSS MB", "heap MB", "loop delay p99 / max ms"],
    rows.map((row) => [
      row.database,
      row.scenario,
      String(row.round),
      row.requestsPerSecond.toFixed(1),
      milliseconds(row.p50),
      milliseconds(row.p99),
      String(row.completed),
      String(row.errors),
      megabytes(row.rssBytes),
      megabytes(row.heapBytes),
      `${row.loopDelayP99.toFixed(0)} / ${row.loopDelayMax.toFixed(0)}`,
    ]),
  );
}

function groups(rows: readonly RoundRow[]): Map<string, RoundRow[]> {
  const byGroup = new Map<string, RoundRow[]>();
  for (const row of rows) {
    const key = `${row.database}, ${row.scenario}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
  }
  return byGroup;
}

/** The three targets, per database and scenario: no errors, memory flat from round 2 to 3, a short week-view tail. */
export function checkTargets(rows: readonly RoundRow[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const [subject, rounds] of groups(rows)) {
    const errors = rounds.reduce((sum, row) => sum + row.errors, 0);
    const details = rounds.map((row) => row.errorDetail).filter(Boolean);
    verdicts.push({ target: "0 errors", subject, measured: `${errors}${details.length > 0 ? ` (${details.join("; ")})` : ""}`, pass: errors === 0 });

    const second = rounds.find((row) => row.round === 2);
    const third = rounds.find((row) => row.round === 3);
    if (second && third) {
      const growth = third.rssBytes / second.rssBytes - 1;
      // The heap after a full collection beside it: what a leak would grow, without the garbage RSS also holds.
      verdicts.push({
        target: `RSS round 2 → 3 within ${MEMORY_GROWTH_LIMIT * 100} %`,
        subject,
        measured:
          `${megabytes(second.rssBytes)} → ${megabytes(third.rssBytes)} MB (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %); ` +
          `heap after GC ${megabytes(second.heapBytes)} → ${megabytes(third.heapBytes)} MB`,
        pass: growth <= MEMORY_GROWTH_LIMIT,
      });
    }

    if (rounds[0].scenario === "week view") {
      // Judged on the warm rounds, as memory is: round 1 also measures the server's first compiles and cold caches
      // (it is still shown, so a bad first round stays visible).
      const warm = rounds.filter((row) => row.round > 1);
      const worst = Math.max(...warm.map((row) => row.p99 / row.p50));
      verdicts.push({
        target: `week view p99 < ${WEEK_TAIL_LIMIT}× p50 (rounds 2-3)`,
        subject,
        measured: rounds.map((row) => `${(row.p99 / row.p50).toFixed(1)}×`).join(", "),
        pass: worst < WEEK_TAIL_LIMIT,
      });
    }
  }
  return verdicts;
}

export function renderVerdicts(verdicts: readonly Verdict[]): string {
  return markdownTable(
    ["target", "database, scenario", "measured", "result"],
    verdicts.map((verdict) => [verdict.target, verdict.subject, verdict.measured, verdict.pass ? "PASS" : "FAIL"]),
  );
}
