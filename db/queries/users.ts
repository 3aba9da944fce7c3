/** Users and their schedule version counter (the optimistic lock every commit checks). */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor, Transaction } from "../client";
import { scheduleVersions, users, type User } from "../schema";

/** Creates a user together with the version row commits will lock. */
export async function createUser(executor: Executor, name: string): Promise<User> {
  const [user] = await executor.insert(users).values({ name }).returning();
  await executor.insert(scheduleVersions).values({ userId: user.id, version: 0 }).onConflictDoNothing();
  return user;
}

/** Creates a student who signs in with a username and password, with the version row commits will lock. */
export async function createUserWithLogin(
  executor: Executor,
  input: { name: string; username: string; passwordHash: string },
): Promise<User> {
  const [user] = await executor
    .insert(users)
    .values({ name: input.name, username: input.username.toLowerCase(), passwordHash: input.passwordHash })
    .returning();
  await executor.insert(scheduleVersions).values({ userId: user.id, version: 0 }).onConflictDoNothing();
  return user;
}

/** The student with that sign-in name; usernames are stored lower-cased, so the lookup ignores case. */
export async function findUserByUsername(executor: Executor, username: string): Promise<User | null> {
  const [user] = await executor.select().from(users).where(eq(users.username, username.toLowerCase()));
  return user ?? null;
}

/**
 * The demo student: the oldest user of that name without a sign-in name. A signed-up student may pick the same
 * display name; they must never be served to anonymous visitors as the demo.
 */
export async function findDemoStudent(executor: Executor, name: string): Promise<User | null> {
  const [user] = await executor
    .select()
    .from(users)
    .where(and(eq(users.name, name), isNull(users.username)))
    .orderBy(asc(users.id))
    .limit(1);
  return user ?? null;
}

/** The user's schedule version; 0 before the first commit. */
export async function getScheduleVersion(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ version: scheduleVersions.version })
    .from(scheduleVersions)
    .where(eq(scheduleVersions.userId, userId));
  return row?.version ?? 0;
}

/**
 * Locks the user's version row for the rest of the transaction and returns the version. Every commit of the user
 * queues here, so two commits can never both pass the version check. The row is created on demand for users made
 * before versions existed.
 */
export async function lockScheduleVersion(tx: Transaction, userId: number): Promise<number> {
  const select = () =>
    tx
      .select({ version: scheduleVersions.version })
      .from(scheduleVersions)
      .where(eq(scheduleVersions.userId, userId))
      .for("update");
  let [row] = await select();
  if (!row) {
    await tx.insert(scheduleVersions).values({ userId, version: 0 }).onConflictDoNothing();
    [row] = await select();
  }
  return row.version;
}

export async function setScheduleVersion(tx: Transaction, userId: number, version: number): Promise<void> {
  await tx.update(scheduleVersions).set({ version }).where(eq(scheduleVersions.userId, userId));
}
