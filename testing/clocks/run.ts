/**
 * The clock matrix: the test files whose code reads the system clock (route handlers, the first screens) run again
 * with the process's clock moved by libfaketime to each moment below, so "passes on any day and hour" is shown, not
 * hoped. The moments are the ones that broke or could break us: weekend evenings in Shanghai (the week's window
 * reaches into next week), the minutes around midnight where the UTC and Shanghai dates differ, and the turns of
 * the year and of the month. A term's own first and last weeks are data, not the clock: the tests that put "now" in
 * them pass it explicitly (lib/calendar, lib/schedule).
 *
 * `npm run test:clocks` runs it (part of `npm test`); one moment: `npm run test:clocks -- 2026-12-06T15:30:00Z`.
 * It runs on PGlite only: a Postgres server keeps the real clock, so its now() would disagree with the moved one.
 */
import { spawnSync } from "node:child_process";
import { fakeClockEnv } from "../fake-clock";

const MOMENTS: Array<{ at: string; why: string }> = [
  { at: "2026-12-05T12:30:00Z", why: "周六 20:30 上海（CI failed here）" },
  { at: "2026-12-06T15:30:00Z", why: "周日 23:30 上海" },
  { at: "2026-12-06T16:10:00Z", why: "周一 00:10 上海, still Sunday in UTC" },
  { at: "2026-12-09T04:00:00Z", why: "周三 12:00 上海" },
  { at: "2026-11-30T16:30:00Z", why: "周二 00:30 上海, 12月1日, still November in UTC" },
  { at: "2026-12-31T17:00:00Z", why: "周五 01:00 上海, 2027年1月1日, still 2026 in UTC" },
];

/** The files whose code under test reads the clock (the rest pass `now` explicitly or fake their timers). */
const FILES = [
  "app/api/schedule/route.test.ts",
  "app/api/tasks/routes.test.ts",
  "app/api/task-classes/routes.test.ts",
  "app/api/term/route.test.ts",
  "app/api/account/routes.test.ts",
  "app/api/ics/routes.test.ts",
  "app/api/ics/feed/route.test.ts",
  "server/home-screen.test.ts",
  "server/settings-screen.test.ts",
  "server/task-deletion.test.ts",
];

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
