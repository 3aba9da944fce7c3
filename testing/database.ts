/**
 * Real databases for tests: an in-memory PGlite always, and for the files of POSTGRES_PARITY a throwaway database on
 * the Postgres server named by DATABASE_URL when it is set. Integration tests run once per factory with
 * `describe.each(testDatabases())`.
 * Each database is a fresh copy of the migrated templates the global setup made (testing/vitest-global-setup.ts).
 */
import { sql } from "drizzle-orm";
import path from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { ScheduleState, SlotRange, StateTask } from "@/lib/schedule/state";
import type { Database, DatabaseHandle } from "@/db/client";
import { openMigratedPglite, openScratchPostgres } from "./scratch-database";
import type { DatabaseTemplates } from "./vitest-provided";
import { loadScheduleSnapshot, type ScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { LOOSE_TASK_CATEGORY } from "@/lib/tasks/loose-task-state";
import { insertDemoStudent } from "@/db/seed";

export interface TestDatabaseFactory {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle>;
}

const ROOT = path.join(import.meta.dirname, "..");

/** The global setup's templates; none (so every database is migrated on open) when it did not run. */
function databaseTemplates(): DatabaseTemplates {
  return inject("databaseTemplates") ?? { pglite: null, postgres: null };
}

/**
 * The test files that also run on the Postgres of DATABASE_URL: the data layer itself (its SQL must mean the same on
 * PGlite's Postgres 18 and a server's 15; the study plan's writes, whose tests moved to server/ with their rules, are
 * still the data layer's SQL) and the writes that race (one writer per student, exactly-once reminders,
 * limits, double clicks), whose locks PGlite cannot show since it serves one connection at a time. Every other file
 * runs on PGlite only: the SQL it reaches is the data layer's, already run on both, and running every file twice cost
 * two of the suite's minutes. TEST_POSTGRES=all runs every database file on both.
 */
export const POSTGRES_PARITY = {
  folders: ["db/"],
  files: [
    "server/limits/limiter.test.ts",
    "server/timetable/term.test.ts",
    "server/study-plan/task-classes.test.ts",
    "server/study-plan/task-class-item-edits.test.ts",
    "server/tasks/task-deletion.test.ts",
    "server/notifications/scheduler.test.ts",
    "server/schedule/confirm.test.ts",
    "server/turns/runs.test.ts",
    "app/api/chat/turns.test.ts",
    "app/api/blocks/[id]/checkin/route.test.ts",
  ],
} as const;

/** Whether the test file being collected runs on Postgres as well (see POSTGRES_PARITY). */
export function runsOnPostgres(testFile: string | undefined, everywhere = process.env.TEST_POSTGRES === "all"): boolean {
  if (everywhere) return true;
  if (!testFile) return false;
  const relative = path.relative(ROOT, testFile).split(path.sep).join("/");
  return POSTGRES_PARITY.folders.some((folder) => relative.startsWith(folder)) || (POSTGRES_PARITY.files as readonly string[]).includes(relative);
}

/** An in-memory PGlite copied from the run's migrated template. */
export function openTestPglite(): Promise<DatabaseHandle> {
  return openMigratedPglite({ template: databaseTemplates().pglite ?? undefined });
}

export function testDatabases(): TestDatabaseFactory[] {
  const templates = databaseTemplates();
  const factories: TestDatabaseFactory[] = [{ name: "pglite", open: openTestPglite }];
  const url = process.env.DATABASE_URL;
  // expect.getState().testPath is the file vitest is collecting: describe.each(testDatabases()) runs at collection.
  if (url && runsOnPostgres(expect.getState().testPath)) {
    // The template lives on the server the run started with; a different server gets a migrated database.
    const template = templates.postgres?.url === url ? templates.postgres.name : undefined;
    factories.push({ name: "postgres", open: () => openScratchPostgres(url, { prefix: "planner_test", max: 4, template }) });
  }
  return factories;
}

/** Opens the factory's database for the enclosing describe block; call the returned function inside tests. */
export function useTestDatabase(factory: TestDatabaseFactory): () => Database {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await factory.open();
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("test database is not open yet");
    return handle.db;
  };
}

/** Inserts a demo student as of `now` and loads its schedule for the window of `days` days from its today. */
export async function loadDemoSchedule(
  db: Database,
  options: { now: Date; name: string; days: number },
): Promise<{ userId: number; snapshot: ScheduleSnapshot }> {
  const userId = await insertDemoStudent(db, { now: options.now, name: options.name });
  const term = await loadTerm(db, userId);
  if (!term) throw new Error("the demo student has no term");
  return { userId, snapshot: await loadScheduleSnapshot(db, userId, windowFromToday(term, options.now, options.days)) };
}

/**
 * What a state says about the timetable, independent of state_ids and of a study block being a draft placement
 * (task_item, suggested) or a committed one (event, existing). A task is identified by its event id when it is a
 * course, and by (class, item order) when it belongs to a task class. The facts are its slots, whether it is
 * pending, and the identity of the host it is embedded in.
 */
export interface TaskFact {
  identity: string;
  name: string;
  category: string;
  placed: boolean;
  slots: SlotRange[];
  host: string | null;
}

function identityOf(task: StateTask): string {
  if (task.category_id !== undefined && task.item_order !== undefined) {
    return `item:${task.category_id}:${task.item_order}`;
  }
  return `${task.source}:${task.source_id}`;
}

export function scheduleFacts(state: ScheduleState): TaskFact[] {
  const byStateId = new Map(state.tasks.map((task) => [task.state_id, task]));
  return state.tasks
    .map((task) => {
      const host = task.embed_host === undefined ? undefined : byStateId.get(task.embed_host);
      const slots = [...(task.slots ?? [])].sort((a, b) => a.day - b.day || a.slot_start - b.slot_start);
      return {
        identity: identityOf(task),
        name: task.name,
        category: task.category,
        placed: slots.length > 0,
        slots,
        host: host ? identityOf(host) : null,
      };
    })
    .sort((a, b) => (a.identity < b.identity ? -1 : a.identity > b.identity ? 1 : 0));
}

/**
 * A placed loose task comes back from the database as study blocks of its own (category 待办, one event per
 * sitting), so round trips compare loose work by name and periods rather than by identity.
 */
export function loosePeriodFacts(state: ScheduleState): string[] {
  return state.tasks
    .filter((task) => task.category === LOOSE_TASK_CATEGORY && (task.slots ?? []).length > 0)
    .flatMap((task) => task.slots!.map((slot) => `${task.name}@${slot.day}:${slot.slot_start}-${slot.slot_end}`))
    .sort();
}

export function isLooseFact(fact: TaskFact): boolean {
  return fact.category === LOOSE_TASK_CATEGORY;
}

/** Places (or re-places) a task in a copy of the state, the way the place tool would, optionally as a guest. */
export function placeTask(
  state: ScheduleState,
  stateId: number,
  slot: SlotRange,
  options: { embedIn?: number } = {},
): ScheduleState {
  const tasks = state.tasks.map((task) => {
    if (task.state_id === stateId) {
      const placed: StateTask = { ...task, status: "suggested", slots: [slot] };
      delete placed.embed_host;
      return options.embedIn === undefined ? placed : { ...placed, embed_host: options.embedIn };
    }
    const guests = (task.embedded_by ?? []).filter((guest) => guest !== stateId);
    if (task.state_id === options.embedIn) guests.push(stateId);
    if (guests.length === (task.embedded_by ?? []).length && task.state_id !== options.embedIn) return task;
    const host: StateTask = { ...task, embedded_by: guests };
    if (guests.length === 0) delete host.embedded_by;
    return host;
  });
  return { ...state, tasks };
}

/** Replaces all slots of a task (one side of a swap); no slots unplaces it, leaving its host too. */
export function setSlots(state: ScheduleState, stateId: number, slots: SlotRange[]): ScheduleState {
  return {
    ...state,
    tasks: state.tasks.map((task) => {
      if (task.state_id !== stateId) {
        if (slots.length > 0 || !task.embedded_by?.includes(stateId)) return task;
        const host: StateTask = { ...task, embedded_by: task.embedded_by.filter((guest) => guest !== stateId) };
        if (host.embedded_by!.length === 0) delete host.embedded_by;
        return host;
      }
      const changed: StateTask = { ...task, slots };
      if (slots.length === 0) {
        delete changed.slots;
        delete changed.embed_host;
        changed.status = "pending";
      }
      return changed;
    }),
  };
}

export function taskNamed(state: ScheduleState, name: string): StateTask {
  const task = state.tasks.find((candidate) => candidate.name === name);
  if (!task) throw new Error(`no task named ${name}`);
  return task;
}

const DUMPED_TABLES = [
  "users",
  "terms",
  "schedule_events",
  "schedules",
  "task_classes",
  "task_class_items",
  "tasks",
  "schedule_versions",
  "schedule_drafts",
  "schedule_commits",
] as const;

/** Every row of every table, in a stable order, to prove that a failed operation wrote nothing. */
export async function dumpTables(db: Database): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of DUMPED_TABLES) {
    const result = await db.execute(sql.raw(`select * from "${table}" order by 1`));
    // postgres.js answers with an array of rows, PGlite with { rows }.
    dump[table] = Array.isArray(result) ? [...result] : (result as unknown as { rows: unknown[] }).rows;
  }
  return dump;
}
