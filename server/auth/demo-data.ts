/**
 * 清除示例数据: a guest starts with the demo's timetable, plan and to-dos (db/seed.ts), and 注册保存 keeps them. This
 * clears them in one step, so the student can import their own timetable into an empty term.
 *
 * The demo's rows carry no marker (the seed writes ordinary rows, and a guest edits them freely: a demo course
 * renamed, a to-do added next to the demo's, blocks the assistant placed for the demo's review plan), so "the demo's
 * data" is taken to be all of the student's planning data: courses, study blocks, task classes with their items,
 * to-dos, conversations, drafts and undo history. The account, its sessions, the term (start, weeks, period clock,
 * zone) and the calendar feed stay. The settings button says so before the student confirms.
 */
import type { Database } from "@/db/client";
import { deletePlanningData, type PlanningDataCounts } from "@/db/queries/planning-data";
import { lockScheduleVersion, setScheduleVersion } from "@/db/queries/users";

export type DemoDataRemoval = { removed: PlanningDataCounts; version: number };

/** Removes the student's planning data in one transaction; the schedule version moves so open screens reload. */
export async function clearDemoData(db: Database, userId: number): Promise<DemoDataRemoval> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const removed = await deletePlanningData(tx, userId);
    await setScheduleVersion(tx, userId, version + 1);
    return { removed, version: version + 1 };
  });
}
