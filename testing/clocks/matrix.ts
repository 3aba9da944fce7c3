/**
 * The clock matrix: the test files whose code reads the system clock (route handlers, the first screens) run again
 * with the process's clock moved by libfaketime to each moment below, so "passes on any day and hour" is shown, not
 * hoped. The moments are the ones that broke or could break us: weekend evenings in Shanghai (the week's window
 * reaches into next week), the minutes around midnight where the UTC and Shanghai dates differ, and the turn of
 * the year. A term's own first and last weeks are data, not the clock: the tests that put "now" in
 * them pass it explicitly (lib/calendar, lib/schedule).
 *
 * Each moment is a Vitest project of its own in the one `vitest run` (vitest.config.ts): its files run in child
 * processes started with libfaketime preloaded (a project's `env` is the environment its forks start with), while
 * the run's transforms, database templates and workers are shared. One moment runs with
 * `npm run test:clocks -- 2026-12-06T15:30:00Z`; all four with `npm run test:clocks`.
 * The moments run on PGlite only: a Postgres server keeps the real clock, so its now() would disagree with the moved
 * one.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fakeClockEnv, libfaketime } from "../fake-clock.ts";

const CLOCK_MOMENTS: ReadonlyArray<{ at: string; why: string }> = [
  { at: "2026-12-05T12:30:00Z", why: "周六 20:30 上海（CI failed here）" },
  { at: "2026-12-06T15:30:00Z", why: "周日 23:30 上海" },
  { at: "2026-12-06T16:10:00Z", why: "周一 00:10 上海, still Sunday in UTC" },
  { at: "2026-12-31T17:00:00Z", why: "周五 01:00 上海, 2027年1月1日, still 2026 in UTC" },
];

/**
 * The files whose code under test reads the clock and whose answers turn on the date: the week view, deadlines and
 * urgency, placement, the term's week, the feed's alarms, the first screen. (Other files that read the clock only
 * stamp rows; the rest pass `now` explicitly or fake their timers.) Each moment runs every file again, so the list
 * is kept to these; the ordinary run covers the moment it runs at.
 */
export const CLOCK_FILES = [
  "app/api/schedule/route.test.ts",
  "app/api/tasks/routes.test.ts",
  "app/api/task-classes/routes.test.ts",
  "app/api/term/route.test.ts",
  "app/api/ics/feed/route.test.ts",
  "server/screens/home-screen.test.ts",
];

/** "clock 2026-12-05T12:30:00Z": the project names `--project "clock *"` selects. */
export function clockProjectName(at: string): string {
  return `clock ${at}`;
}

/** The moments to run: CLOCK_AT (comma-separated instants) when set, else the whole matrix. */
export function chosenMoments(asked = process.env.CLOCK_AT): ReadonlyArray<{ at: string; why: string }> {
  if (!asked) return CLOCK_MOMENTS;
  return asked.split(",").map((at) => ({ at: at.trim(), why: "asked" }));
}

/**
 * The environment a moment's test processes start with. Without libfaketime the matrix cannot run; the error names
 * the package, and it is raised when the matrix's projects are set up, not when an unrelated project is run alone.
 */
export function clockEnv(at: string): Record<string, string> {
  if (!libfaketime()) return {};
  // DATABASE_URL: PGlite only (see above).
  return { ...fakeClockEnv(new Date(at)), DATABASE_URL: "", CLOCK_MOMENT: at };
}

/** A moved file would otherwise drop out of the matrix in silence (vitest runs the filters that match and says nothing). */
export function missingClockFiles(root: string): string[] {
  return CLOCK_FILES.filter((file) => !existsSync(path.join(root, file)));
}
