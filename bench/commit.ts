/**
 * Section 5: commitDraft of a draft with 50 new placements, on PGlite and on Postgres. Each run gets a fresh demo
 * student with a 50-item task class (inserted here), loads a 28-day window, lets the rough scheduler place all 50
 * items and saves the draft; only commitDraft is timed. Baseline: loading the same window (loadScheduleSnapshot)
 * for the same student on the same database, the read every turn already pays.
 */
import { commitDraft } from "@/db/queries/commit-draft";
import { createDraft } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";
import type { Database } from "@/db/client";
import { taskClasses, taskClassItems } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { addDays } from "@/lib/schedule/indexing";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { DEMO_NOW } from "./demo-student";
import { percentile } from "./stats";

export const COMMIT_PLACEMENTS = 50;
const WINDOW_DAYS = 28;

export interface CommitFigures {
  database: string;
  runs: number;
  commit: { p50: number; p99: number };
  load: { p50: number; p99: number };
}

async function prepare(db: Database, run: number) {
  const userId = await insertDemoStudent(db, { now: DEMO_NOW, name: `commit-bench-${run}-${Date.now()}` });
  const term = await loadTerm(db, userId);
  if (!term) throw new Error("the demo student has no term");
  const today = localDate(DEMO_NOW, term.timezone);
  const [taskClass] = await db
    .insert(taskClasses)
    .values({ userId, name: "基准复习", mode: "auto", startDate: today, endDate: addDays(today, WINDOW_DAYS - 1), strategy: "rapid" })
    .returning({ id: taskClasses.id });
  await db.insert(taskClassItems).values(
    Array.from({ length: COMMIT_PLACEMENTS }, (_, index) => ({
      categoryId: taskClass.id,
      itemOrder: index + 1,
      content: `第${index + 1}节`,
      duration: 2,
    })),
  );
  const window = windowFromToday(term, DEMO_NOW, WINDOW_DAYS);
  const snapshot = await loadScheduleSnapshot(db, userId, window);
  const rough = roughSchedule(snapshot.state, { category_id: taskClass.id });
  if (!rough.ok || rough.placed.length !== COMMIT_PLACEMENTS) throw new Error(`the draft does not hold ${COMMIT_PLACEMENTS} placements: ${rough.text.slice(0, 200)}`);
  const draft = await createDraft(db, userId, snapshot.version, rough.state);
  return { userId, window, draft };
}

export async function runCommit(db: Database, name: string, runs: number): Promise<CommitFigures> {
  const commits: number[] = [];
  const loads: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const { userId, window, draft } = await prepare(db, run);
    const loadStarted = performance.now();
    await loadScheduleSnapshot(db, userId, window);
    const loadMs = performance.now() - loadStarted;
    const started = performance.now();
    const result = await commitDraft(db, userId, { id: draft.id, base_version: draft.base_version, state: draft.state });
    const commitMs = performance.now() - started;
    if (result.placed !== COMMIT_PLACEMENTS) throw new Error(`commitDraft placed ${result.placed}, not ${COMMIT_PLACEMENTS}`);
    if (run === 0) continue; // the first run warms the connection, the prepared statements and the JIT
    commits.push(commitMs);
    loads.push(loadMs);
  }
  return {
    database: name,
    runs,
    commit: { p50: percentile(commits, 50), p99: percentile(commits, 99) },
    load: { p50: percentile(loads, 50), p99: percentile(loads, 99) },
  };
}
