/**
 * The demo student as loadState reads it (db/seed.ts), with or without its open loose tasks: the realistic
 * instance of the benchmark. "Now" is fixed (Monday 2026-11-30 10:00 in Shanghai, week 13 of the demo
 * term) so every run sees the same timetable.
 */
import type { Database } from "@/db/client";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { insertDemoStudent } from "@/db/seed";
import type { ScheduleState } from "@/lib/schedule/state";

export const DEMO_NOW = new Date("2026-11-30T02:00:00Z");
const DEMO_WINDOW_DAYS = 14;

export interface DemoStudent {
  userId: number;
  state: ScheduleState;
  version: number;
}

let counter = 0;

export async function loadDemoStudent(db: Database, options: { withLooseTasks: boolean; days?: number }): Promise<DemoStudent> {
  counter += 1;
  const userId = await insertDemoStudent(db, { now: DEMO_NOW, name: `基准学生${counter}-${Date.now()}` });
  const term = await loadTerm(db, userId);
  if (!term) throw new Error("the demo student has no term");
  const window = windowFromToday(term, DEMO_NOW, options.days ?? DEMO_WINDOW_DAYS);
  const snapshot = await loadScheduleSnapshot(db, userId, window);
  if (options.withLooseTasks) return { userId, state: snapshot.state, version: snapshot.version };
  const state = { ...snapshot.state, tasks: snapshot.state.tasks.filter((task) => task.source !== "task") };
  return { userId, state, version: snapshot.version };
}
