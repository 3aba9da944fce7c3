/**
 * Loose tasks and quick notes. Every function is scoped to one user: another user's task id behaves exactly like a
 * missing one. `queryTasks` is the SQL twin of lib/tasks/task-query-match.ts (applyTaskQuery): the same filters,
 * the same effective quadrant, the same order with the same tie-breaks, so the card built from the database says
 * what the in-memory rules would say about the same rows. Plain data access: the 待办 page's writes are judged by
 * lib/tasks/task-edit (checkNewTask, checkTaskEdit) and refused in the student's words by the to-do feature
 * (server/tasks/tasks.ts), which runs lockTask and writeTask in its own transaction.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { titleHasKeyword } from "@/lib/text/search-key";
import { isPriorityGroup, URGENCY_PROMOTION, type PriorityGroup } from "@/lib/tasks/priority";
import type { TaskFieldsPatch } from "@/lib/tasks/task-edit";
import type { QueryableTask, TaskQuery, TaskQuerySort } from "@/lib/tasks/task-types";
import type { Database, Executor, Transaction } from "../client";
import { scheduleEvents, tasks, type Task } from "../schema";
import { lockScheduleVersion, setScheduleVersion } from "./users";

export interface TaskRecord extends QueryableTask {
  user_id: number;
  priority_group: PriorityGroup;
  deadline_at: Date | null;
  urgency_threshold_at: Date | null;
  estimated_sections: number | null;
  created_at: Date;
}

/** What a new task needs; a TaskDraft from lib/tasks fits as is (its extra fields are ignored). */
export interface InsertTaskParams {
  title: string;
  priority_group: PriorityGroup;
  deadline_at?: Date | null;
  urgency_threshold_at?: Date | null;
  estimated_sections?: number | null;
  is_completed?: boolean;
}

/** The same filters as lib/tasks' TaskQuery; `limit` cuts the rows, never the count. */
export type QueryTasksParams = TaskQuery;

export interface QueryTasksResult {
  /** How many tasks matched before the cut to `limit`. */
  result_count: number;
  tasks: TaskRecord[];
}

export interface ListTasksParams {
  /** Default true: a listing shows everything the student owns. */
  include_completed?: boolean;
}

export interface DeleteTaskParams {
  task_id: number;
}

export interface DeleteTaskResult {
  task_id: number;
  /** Study blocks that went with the task (schedule_events.task_id cascades). */
  study_blocks: number;
  /** The schedule version after the delete; it moves only when study blocks went. */
  schedule_version: number;
}

/** A task with how many study blocks the schedule holds for it. */
export interface TaskEntry extends TaskRecord {
  study_blocks: number;
}

export type TaskStatus = "open" | "done" | "all";

function toPriorityGroup(value: number): PriorityGroup {
  // The table's CHECK keeps priority_group in 1-4; anything else means the schema and this code disagree.
  if (!isPriorityGroup(value)) throw new Error(`tasks.priority_group out of range: ${value}`);
  return value;
}

function toTaskRecord(row: Task): TaskRecord {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    priority_group: toPriorityGroup(row.priorityGroup),
    deadline_at: row.deadlineAt,
    urgency_threshold_at: row.urgencyThresholdAt,
    is_completed: row.isCompleted,
    estimated_sections: row.estimatedSections,
    created_at: row.createdAt,
  };
}

export async function insertTask(db: Executor, userId: number, draft: InsertTaskParams): Promise<TaskRecord> {
  const [row] = await db
    .insert(tasks)
    .values({
      userId,
      title: draft.title,
      priorityGroup: draft.priority_group,
      deadlineAt: draft.deadline_at ?? null,
      urgencyThresholdAt: draft.urgency_threshold_at ?? null,
      estimatedSections: draft.estimated_sections ?? null,
      isCompleted: draft.is_completed ?? false,
    })
    .returning();
  return toTaskRecord(row);
}

/** effectiveQuadrant() in SQL, from the same URGENCY_PROMOTION: at or past the threshold (a null one never is). */
function effectiveQuadrantSql(now: Date): SQL<number> {
  const { from, to } = URGENCY_PROMOTION;
  return sql<number>`case when ${tasks.priorityGroup} = ${from}::integer and ${tasks.urgencyThresholdAt} <= ${now.toISOString()}::timestamptz then ${to}::integer else ${tasks.priorityGroup} end`;
}

/** matchesTaskQuery() in SQL. Comparisons with a null deadline are never true, so bounds skip deadline-less tasks. */
function queryConditions(userId: number, query: TaskQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(tasks.userId, userId)];
  if (query.quadrant) conditions.push(sql`${effectiveQuadrantSql(now)} = ${query.quadrant}::integer`);
  // Both checks apply independently, exactly as in memory (completed_only without include_completed matches nothing).
  if (query.completed_only) conditions.push(eq(tasks.isCompleted, true));
  if (!query.include_completed) conditions.push(eq(tasks.isCompleted, false));
  if (query.deadline_before) conditions.push(sql`${tasks.deadlineAt} < ${query.deadline_before.toISOString()}::timestamptz`);
  if (query.deadline_after) conditions.push(sql`${tasks.deadlineAt} >= ${query.deadline_after.toISOString()}::timestamptz`);
  return and(...conditions);
}

/**
 * The keyword is compared as the student reads it — 交報告 finds 交报告, ＰＰＴ finds ppt — which SQL cannot do, so
 * the titles the other conditions leave are matched here with the in-memory rule (lib/text/search-key.ts) and the
 * query goes on with their ids. A student's to-dos are hundreds at most: one narrow read of ids and titles.
 */
async function withKeyword(tx: Executor, where: SQL | undefined, keyword: string | undefined): Promise<SQL | undefined> {
  if (!keyword) return where;
  const candidates = await tx.select({ id: tasks.id, title: tasks.title }).from(tasks).where(where);
  const ids = candidates.filter((candidate) => titleHasKeyword(candidate.title, keyword)).map((candidate) => candidate.id);
  return and(where, ids.length > 0 ? inArray(tasks.id, ids) : sql`false`);
}

/** sortTasks() in SQL: deadline-less tasks last in both deadline orders; ties by deadline, then id. */
function orderBy(sort: TaskQuerySort, now: Date): SQL[] {
  const deadlineAscending = sql`${tasks.deadlineAt} asc nulls last`;
  const idAscending = sql`${tasks.id} asc`;
  switch (sort) {
    case "deadline_asc":
      return [deadlineAscending, idAscending];
    case "deadline_desc":
      return [sql`${tasks.deadlineAt} desc nulls last`, idAscending];
    case "priority":
      return [sql`${effectiveQuadrantSql(now)} asc`, deadlineAscending, idAscending];
    case "created_desc":
      return [sql`${tasks.createdAt} desc nulls last`, sql`${tasks.id} desc`];
  }
}

/**
 * The user's tasks matching `query` at `now`, ordered and cut to `query.limit`, with the count before the cut.
 * Both reads share one read-only snapshot, so the count always agrees with the rows.
 */
export async function queryTasks(
  db: Database,
  userId: number,
  query: QueryTasksParams,
  now: Date,
): Promise<QueryTasksResult> {
  return db.transaction(
    async (tx) => {
      const where = await withKeyword(tx, queryConditions(userId, query, now), query.keyword);
      const [{ value: resultCount }] = await tx.select({ value: count() }).from(tasks).where(where);
      const rows =
        query.limit > 0 && resultCount > 0
          ? await tx
              .select()
              .from(tasks)
              .where(where)
              .orderBy(...orderBy(query.sort, now))
              .limit(query.limit)
          : [];
      return { result_count: resultCount, tasks: rows.map(toTaskRecord) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Every task of the user, oldest first. */
export async function listTasks(db: Executor, userId: number, params: ListTasksParams = {}): Promise<TaskRecord[]> {
  const includeCompleted = params.include_completed ?? true;
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), includeCompleted ? undefined : eq(tasks.isCompleted, false)))
    .orderBy(asc(tasks.id));
  return rows.map(toTaskRecord);
}

/**
 * The user's tasks with their study block counts, oldest first: "open" = not done, "done" = done, "all" = both.
 * The 待办 page orders them itself, by effective quadrant at its own `now`.
 */
export async function listTaskEntries(db: Executor, userId: number, status: TaskStatus = "all"): Promise<TaskEntry[]> {
  const done = status === "all" ? undefined : eq(tasks.isCompleted, status === "done");
  const rows = await db
    .select({ task: tasks, studyBlocks: count(scheduleEvents.id) })
    .from(tasks)
    .leftJoin(scheduleEvents, and(eq(scheduleEvents.taskId, tasks.id), eq(scheduleEvents.userId, userId)))
    .where(and(eq(tasks.userId, userId), done))
    .groupBy(tasks.id)
    .orderBy(asc(tasks.id));
  return rows.map((row) => ({ ...toTaskRecord(row.task), study_blocks: row.studyBlocks }));
}

/** One of the user's tasks with its study block count, or null when the user has no task with that id. */
export async function getTaskEntry(db: Executor, userId: number, taskId: number): Promise<TaskEntry | null> {
  const [{ value: studyBlocks }] = await db.select({ value: count() }).from(scheduleEvents).where(and(eq(scheduleEvents.taskId, taskId), eq(scheduleEvents.userId, userId)));
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  return row ? { ...toTaskRecord(row), study_blocks: studyBlocks } : null;
}

/** The user's task, its row locked for the rest of the transaction; null when the user has no task with that id. */
export async function lockTask(tx: Transaction, userId: number, taskId: number): Promise<TaskRecord | null> {
  const [row] = await tx.select().from(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, userId))).for("update");
  return row ? toTaskRecord(row) : null;
}

/**
 * Writes changes already judged by the caller (the to-do feature holds them to lib/tasks/task-edit's rules) to the
 * user's task. Completing keeps the task and its study blocks, so the schedule version does not move.
 */
export async function writeTask(executor: Executor, userId: number, taskId: number, changes: TaskFieldsPatch): Promise<TaskRecord> {
  const [updated] = await executor
    .update(tasks)
    .set({
      title: changes.title,
      priorityGroup: changes.priority_group,
      deadlineAt: changes.deadline_at,
      urgencyThresholdAt: changes.urgency_threshold_at,
      estimatedSections: changes.estimated_sections,
      isCompleted: changes.is_completed,
    })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)))
    .returning();
  return toTaskRecord(updated);
}

/**
 * Deletes the user's task and, by cascade, its study blocks; null when the user has no task with that id. Removing
 * blocks changes the committed schedule, so then the version moves in the same transaction and a draft planned on
 * the old schedule is refused at confirm. The version row is locked first, in the order commits take it, so a
 * delete and a commit queue rather than deadlock.
 */
export async function deleteTask(db: Executor, userId: number, params: DeleteTaskParams): Promise<DeleteTaskResult | null> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const [{ value: studyBlocks }] = await tx
      .select({ value: count() })
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.taskId, params.task_id), eq(scheduleEvents.userId, userId)));
    const deleted = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, params.task_id), eq(tasks.userId, userId)))
      .returning({ id: tasks.id });
    if (deleted.length === 0) return null;
    if (studyBlocks === 0) return { task_id: params.task_id, study_blocks: 0, schedule_version: version };
    await setScheduleVersion(tx, userId, version + 1);
    return { task_id: params.task_id, study_blocks: studyBlocks, schedule_version: version + 1 };
  });
}
