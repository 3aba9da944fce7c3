/**
 * Loose tasks and quick notes. Every function is scoped to one user: another user's task id behaves exactly like a
 * missing one. `queryTasks` is the SQL twin of lib/tasks/task-query-match.ts (applyTaskQuery): the same filters,
 * the same effective quadrant, the same order with the same tie-breaks, so the card built from the database says
 * what the in-memory rules would say about the same rows.
 */
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { isPriorityGroup, type PriorityGroup } from "@/lib/tasks/priority";
import type { QueryableTask, TaskQuery, TaskQuerySort } from "@/lib/tasks/task-types";
import type { Database, Executor } from "../client";
import { tasks, type Task } from "../schema";

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

export interface SetTaskCompletedParams {
  task_id: number;
  completed: boolean;
}

/** Only the fields given change; the caller keeps urgency_threshold_at in step with priority and deadline. */
export interface UpdateTaskParams {
  task_id: number;
  title?: string;
  priority_group?: PriorityGroup;
  deadline_at?: Date | null;
  urgency_threshold_at?: Date | null;
  estimated_sections?: number | null;
  is_completed?: boolean;
}

export interface DeleteTaskParams {
  task_id: number;
}

function toPriorityGroup(value: number): PriorityGroup {
  // The table's CHECK keeps priority_group in 1-4; anything else means the schema and this code disagree.
  if (!isPriorityGroup(value)) throw new Error(`tasks.priority_group out of range: ${value}`);
  return value;
}

export function toTaskRecord(row: Task): TaskRecord {
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

/** effectiveQuadrant() in SQL: quadrant 2 at or past its urgency threshold counts as 1 (a null threshold never does). */
function effectiveQuadrantSql(now: Date): SQL<number> {
  return sql<number>`case when ${tasks.priorityGroup} = 2 and ${tasks.urgencyThresholdAt} <= ${now.toISOString()}::timestamptz then 1 else ${tasks.priorityGroup} end`;
}

/** matchesTaskQuery() in SQL. Comparisons with a null deadline are never true, so bounds skip deadline-less tasks. */
function queryConditions(userId: number, query: TaskQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(tasks.userId, userId)];
  if (query.keyword) {
    // position() rather than ILIKE: a keyword with % or _ is plain text, as String.includes reads it.
    conditions.push(sql`position(lower(${query.keyword}::text) in lower(${tasks.title})) > 0`);
  }
  if (query.quadrant) conditions.push(sql`${effectiveQuadrantSql(now)} = ${query.quadrant}::integer`);
  // Both checks apply independently, exactly as in memory (completed_only without include_completed matches nothing).
  if (query.completed_only) conditions.push(eq(tasks.isCompleted, true));
  if (!query.include_completed) conditions.push(eq(tasks.isCompleted, false));
  if (query.deadline_before) conditions.push(sql`${tasks.deadlineAt} < ${query.deadline_before.toISOString()}::timestamptz`);
  if (query.deadline_after) conditions.push(sql`${tasks.deadlineAt} >= ${query.deadline_after.toISOString()}::timestamptz`);
  return and(...conditions);
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
  const where = queryConditions(userId, query, now);
  return db.transaction(
    async (tx) => {
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

/** The updated task, or null when the user has no task with that id. */
export async function setTaskCompleted(
  db: Executor,
  userId: number,
  params: SetTaskCompletedParams,
): Promise<TaskRecord | null> {
  return updateTask(db, userId, { task_id: params.task_id, is_completed: params.completed });
}

/** The updated task, or null when the user has no task with that id. */
export async function updateTask(db: Executor, userId: number, params: UpdateTaskParams): Promise<TaskRecord | null> {
  const changes: Partial<typeof tasks.$inferInsert> = {};
  if (params.title !== undefined) changes.title = params.title;
  if (params.priority_group !== undefined) changes.priorityGroup = params.priority_group;
  if (params.deadline_at !== undefined) changes.deadlineAt = params.deadline_at;
  if (params.urgency_threshold_at !== undefined) changes.urgencyThresholdAt = params.urgency_threshold_at;
  if (params.estimated_sections !== undefined) changes.estimatedSections = params.estimated_sections;
  if (params.is_completed !== undefined) changes.isCompleted = params.is_completed;
  const owned = and(eq(tasks.id, params.task_id), eq(tasks.userId, userId));
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select().from(tasks).where(owned)
      : await db.update(tasks).set(changes).where(owned).returning();
  return row ? toTaskRecord(row) : null;
}

/** True when the user's task was deleted, false when the user has no task with that id. */
export async function deleteTask(db: Executor, userId: number, params: DeleteTaskParams): Promise<boolean> {
  const deleted = await db
    .delete(tasks)
    .where(and(eq(tasks.id, params.task_id), eq(tasks.userId, userId)))
    .returning({ id: tasks.id });
  return deleted.length > 0;
}
