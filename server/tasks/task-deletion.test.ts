/**
 * The answer to a delete card, on a real database: the card comes from a real turn (a scripted model calls
 * delete_task), then 删除 / 取消 are decided as the route decides them. Only 删除 deletes; the first answer is noted
 * in the conversation and every later click gets it again; a card that is not the student's changes nothing.
 */
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { loadMessages } from "@/db/queries/conversations";
import { listTasks } from "@/db/queries/tasks";
import { getScheduleVersion } from "@/db/queries/users";
import { scheduleEvents, schedules } from "@/db/schema";
import { deriveTimeline, type TaskDeleteCardData } from "@/lib/protocol";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import { callStep, sayStep, scriptedModel } from "@/testing/agent/scripted-model";
import { seedStudent, TestConversation, TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { decideTaskDeletion } from "./task-deletion";

describe.each(testDatabases())("deciding a delete card ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let studentId: number;

  beforeEach(async () => {
    studentId = await seedStudent(db(), "删待办的学生");
  });

  /** A turn in which the model asks to delete what `words` name; returns the conversation and the card's data. */
  async function askToDelete(words: string, userId = studentId): Promise<{ conversationId: string; card: TaskDeleteCardData }> {
    const conversation = new TestConversation(db(), userId);
    const model = scriptedModel([callStep([{ name: "delete_task", input: { task: words } }]), sayStep("要删除吗？")]);
    const turn = await conversation.say({ model, text: `删掉${words}` });
    const card = turn.timeline.flatMap((event) => (event.payload.business_card?.card_type === "task_delete" ? [event.payload.business_card.data] : []))[0];
    if (!card) throw new Error("the turn showed no delete card");
    return { conversationId: conversation.id, card };
  }

  function decide(asked: { conversationId: string; card: TaskDeleteCardData }, decision: "delete" | "keep", taskId = asked.card.task_id) {
    return decideTaskDeletion(db(), studentId, taskId, { conversation_id: asked.conversationId, request_id: asked.card.request_id, decision }, TURN_TEST_NOW);
  }

  async function titles(): Promise<string[]> {
    return (await listTasks(db(), studentId)).map((task) => task.title);
  }

  it("删除 deletes the task with its study blocks, moves the schedule version and notes the decision for the card", async () => {
    const asked = await askToDelete("实验报告");
    const [event] = await db().insert(scheduleEvents).values({ userId: studentId, name: "完成大学物理实验报告", type: "task", taskId: asked.card.task_id }).returning();
    // Sunday of week 18, periods 11-12: outside anything the demo timetable uses.
    await db().insert(schedules).values([11, 12].map((section) => ({ eventId: event.id, userId: studentId, week: 18, dayOfWeek: 7, section })));
    const version = await getScheduleVersion(db(), studentId);

    expect(await decide(asked, "delete")).toEqual({ outcome: "deleted", text: "已删除待办「完成大学物理实验报告」，连同它的1个学习块。" });
    expect(await titles()).not.toContain("完成大学物理实验报告");
    expect(await getScheduleVersion(db(), studentId)).toBe(version + 1);

    const last = deriveTimeline(await loadMessages(db(), asked.conversationId)).at(-1);
    expect(last).toMatchObject({
      kind: "status",
      content: "已删除待办「完成大学物理实验报告」，连同它的1个学习块。",
      payload: { task_decision: { request_id: asked.card.request_id, outcome: "deleted" } },
    });
  });

  it("取消 keeps the task; a later 删除 on the same card answers the first decision and deletes nothing", async () => {
    const asked = await askToDelete("取快递");
    expect(await decide(asked, "keep")).toEqual({ outcome: "kept", text: "好的，「去菜鸟驿站取快递」保留着，没有删除。" });
    const tables = await dumpTables(db());

    expect(await decide(asked, "delete")).toEqual({ outcome: "kept", text: "这张卡片之前已经选过了：好的，「去菜鸟驿站取快递」保留着，没有删除。" });
    expect(await dumpTables(db())).toEqual(tables);
    expect(await titles()).toContain("去菜鸟驿站取快递");
  });

  it("a double click deletes once and leaves one note; both clicks are answered as deleted", async () => {
    const asked = await askToDelete("取快递");
    const answers = await Promise.all([decide(asked, "delete"), decide(asked, "delete")]);

    expect(answers.map((answer) => answer.outcome)).toEqual(["deleted", "deleted"]);
    expect(answers.map((answer) => answer.text).sort()).toEqual([
      "已删除待办「去菜鸟驿站取快递」。",
      "这张卡片之前已经选过了：已删除待办「去菜鸟驿站取快递」。",
    ]);
    const notes = (await loadMessages(db(), asked.conversationId)).filter((message) => message.id.startsWith("task-deletion-"));
    expect(notes).toHaveLength(1);
  });

  it("a late 删除 for a task already deleted elsewhere says so instead of failing", async () => {
    const asked = await askToDelete("取快递");
    const other = await askToDelete("取快递");
    await decide(other, "delete");

    expect(await decide(asked, "delete")).toEqual({ outcome: "deleted", text: "「去菜鸟驿站取快递」已经不在待办里了，不用再删。" });
  });

  it("refuses a card that is not this student's, a task that is not the card's, or an unknown card, changing nothing", async () => {
    const asked = await askToDelete("取快递");
    const strangerId = await seedStudent(db(), "别的学生");
    const theirs = await askToDelete("取快递", strangerId);
    const tables = await dumpTables(db());

    await expect(decide({ ...theirs, card: { ...theirs.card } }, "delete")).rejects.toMatchObject({ code: "conversation:not_found", httpStatus: 404 });
    await expect(decide(asked, "delete", asked.card.task_id + 1)).rejects.toMatchObject({
      code: "task:deletion_not_found",
      message: "找不到这张删除卡片，待办没有改动。",
    });
    const unknown = { ...asked, card: { ...asked.card, request_id: randomUUID() } };
    await expect(decide(unknown, "delete")).rejects.toMatchObject({ code: "task:deletion_not_found", httpStatus: 404 });
    expect(await dumpTables(db())).toEqual(tables);
  });
});
