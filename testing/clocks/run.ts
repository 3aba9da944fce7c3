/**
 * The clock matrix: the test files whose code reads the system clock (route handlers, the first screens) run again
 * with the process's clock moved by libfaketime to each moment below, so "passes on any day and hour" is shown, not
 * hoped. The moments are the ones that broke or could break us: weekend evenings in Shanghai (the week's window
 * reaches into next week), the minutes around midnight where the UTC and Shanghai dates differ, and the turn of
 * the year. A term's own first and last weeks are data, not the clock: the tests that put "now" in
 * them pass it explicitly (lib/calendar, lib/schedule).
 *
 * `npm run test:clocks` runs it (part of `npm test`); one moment: `npm run test:clocks -- 2026-12-06T15:30:00Z`.
 * It runs on PGlite only: a Postgres server keeps the real clock, so its now() would disagree with the moved one.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fakeClockEnv } from "../fake-clock";

const MOMENTS: Array<{ at: string; why: string }> = [
  { at: "2026-12-05T12:30:00Z", why: "周六 20:30 上海（CI failed here）" },
  { at: "2026-12-06T15:30:00Z", why: "周日 23:30 上海" },
  { at: "2026-12-06T16:10:00Z", why: "周一 00:10 上海, still Sunday in UTC" },
  { at: "2026-12-31T17:00:00Z", why: "周五 01:00 上海, 2027年1月1日, still 2026 in UTC" },
];

/**
 * The files whose code under test reads the clock and whose answers turn on the date: the week view, deadlines and
 * urgency, placement, the term's week, the feed's alarms, the first screen. (Other files that read the clock only
 * stamp rows; the rest pass `now` explicitly or fake their timers.) Each moment costs a vitest start, so the list is
 * kept to these; the ordinary run covers the moment it runs at.
 */
const FILES = [
  "app/api/schedule/route.test.ts",
  "app/api/tasks/routes.test.ts",
  "app/api/task-classes/routes.test.ts",
  "app/api/term/route.test.ts",
  "app/api/ics/feed/route.test.ts",
  "server/screens/home-screen.test.ts",
];

// A moved file would otherwise drop out of the matrix in silence (vitest runs the filters that match and says nothing).
const missing = FILES.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`clock matrix: these files do not exist: ${missing.join(", ")}`);
  process.exit(1);
}

const asked = process.argv.slice(2);
const moments = asked.length > 0 ? asked.map((at) => ({ at, why: "asked" })) : MOMENTS;
const results: Array<{ at: string; why: string; ok: boolean }> = [];
for (const moment of moments) {
  console.log(`\n=== clock at ${moment.at} (${moment.why}) ===`);
  const run = spawnSync("npx", ["vitest", "run", "--project", "integration", ...FILES], {
    stdio: "inherit",
    env: { ...process.env, ...fakeClockEnv(new Date(moment.at)), DATABASE_URL: "" },
  });
  results.push({ ...moment, ok: run.status === 0 });
}
console.log("\nclock matrix:");
for (const result of results) console.log(`  ${result.ok ? "pass" : "FAIL"}  ${result.at}  ${result.why}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
