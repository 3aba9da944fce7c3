/**
 * A study plan made in the chat belongs to its subject's exam: with "线性代数期末考试" recorded and no plan of its own,
 * confirming "线性代数复习" links the exam to it in the confirm's transaction, so planning back from exams finds it; an
 * exam of another subject, or one the student already linked, is left as it was. Runs the offline model on a new account.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { createAccount } from "@/db/queries/accounts";
import { exams, taskClasses } from "@/db/schema";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { confirmDraft } from "../schedule/confirm";
import { addExam } from "../exams/exams";
import { startConversation, theOpenDraft } from "@/testing/agent/offline-harness";

// Monday 2026-11-30 10:00 in Asia/Shanghai (02:00 UTC); the account's term starts that Monday.
const NOW = new Date("2026-11-30T02:00:00.000Z");

let counter = 0;

describe.each(testDatabases())("a plan made in the chat and its subject's exam ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    counter += 1;
    const account = await createAccount(db(), { name: "新同学", username: `exam_link_${factory.name}_${counter}`, passwordHash: "x" }, NOW);
    userId = account.user.id;
  });

  async function examLinks(): Promise<Record<string, number | null>> {
    const rows = await db().select().from(exams).where(eq(exams.userId, userId));
    return Object.fromEntries(rows.map((row) => [row.title, row.taskClassId]));
  }

  async function planNamed(name: string): Promise<number> {
    const rows = await db().select().from(taskClasses).where(eq(taskClasses.userId, userId));
    return rows.filter((row) => row.name === name).at(-1)!.id;
  }

  async function confirmPlan(text: string, conversation: string): Promise<void> {
    await startConversation({ db: db(), userId, now: NOW }, conversation).say(text);
    const outcome = await confirmDraft(db(), userId, (await theOpenDraft(db(), userId)).id, NOW);
    expect(outcome.result.created_classes).toBe(1);
  }

  test("the confirm links the unlinked exam of the plan's subject, and only that one", async () => {
    await addExam(db(), userId, { title: "线性代数期末考试", date: "2027-01-10", time: "09:00" }, NOW);
    await addExam(db(), userId, { title: "大学英语期末", date: "2027-01-12", time: "14:00" }, NOW);
    // Before the plan there is nothing to link to.
    expect(await examLinks()).toEqual({ 线性代数期末考试: null, 大学英语期末: null });

    await confirmPlan("帮我建一个线性代数复习计划，4章，每章2节", "exam-link");
    expect(await examLinks()).toEqual({ 线性代数期末考试: await planNamed("线性代数复习"), 大学英语期末: null });
  });

  test("an exam the student already linked keeps its plan when another plan of the subject is made; an unlinked one takes it", async () => {
    await confirmPlan("帮我建一个线性代数复习计划，4章，每章2节", "exam-link-first");
    const first = await planNamed("线性代数复习");
    await addExam(db(), userId, { title: "线性代数期末考试", date: "2027-01-10", time: "09:00", task_class_id: first }, NOW);
    await addExam(db(), userId, { title: "线性代数期中", date: "2026-12-20", time: "10:00" }, NOW);

    await confirmPlan("帮我建一个线性代数冲刺计划，3章，每章1节", "exam-link-second");
    // The unlinked midterm goes to the new plan; the final keeps the plan it was given.
    expect(await examLinks()).toEqual({ 线性代数期末考试: first, 线性代数期中: await planNamed("线性代数冲刺") });
  });
});
