/**
 * To-do edits in real turns with a scripted model: complete_task, update_task and delete_task each end with the
 * model's sentence and then their card (task_edit before → after; task_delete asking), live and after a reload, and
 * a delete turn deletes nothing. Every turn runs at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { listTasks } from "@/db/queries/tasks";
import type { BusinessCard, TimelineEvent } from "@/lib/protocol";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { callStep, sayStep, scriptedModel } from "@/testing/agent/scripted-model";
import { kindsOf, seedStudent, TestConversation } from "@/testing/agent/turn-harness";

function cardsOf(events: readonly TimelineEvent[]): BusinessCard[] {
  return events.flatMap((event) => (event.kind === "business_card" && event.payload.business_card ? [event.payload.business_card] : []));
}

describe.each(testDatabases())("to-do edit turns with a scripted model ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let studentId: number;

  beforeEach(async () => {
    studentId = await seedStudent(db(), "改待办的学生");
  });

  async function taskTitled(title: string) {
    return (await listTasks(db(), studentId)).find((task) => task.title === title);
  }

  it("complete_task: the sentence, then a task_edit card 未完成 → 已完成; the card is in the stream as after a reload", async () => {
    const model = scriptedModel([callStep([{ name: "complete_task", input: { task: "取快递" } }]), sayStep("好的，取快递标记为已完成。")]);
    const turn = await new TestConversation(db(), studentId).say({ model, text: "快递取到了" });

    expect(kindsOf(turn.timeline).slice(-2)).toEqual(["assistant_text", "business_card"]);
    expect(cardsOf(turn.timeline)).toEqual([
      {
        card_type: "task_edit",
        title: "待办已完成",
        data: {
          task_id: (await taskTitled("去菜鸟驿站取快递"))?.id,
          title: "去菜鸟驿站取快递",
          action: "complete",
          changes: [{ field: "status", label: "状态", before: "未完成", after: "已完成" }],
          restore: { is_completed: false },
        },
      },
    ]);
    const streamed = turn.message.parts.filter((part) => part.type === "data-business_card").map((part) => part.data.business_card);
    expect(streamed).toEqual(cardsOf(turn.timeline));
    expect((await taskTitled("去菜鸟驿站取快递"))?.is_completed).toBe(true);
  });

  it("update_task: a re-dated to-do's card says the old and new deadline with weekdays", async () => {
    const model = scriptedModel([
      callStep([{ name: "update_task", input: { task: "实验报告", deadline: "周四晚上8点" } }]),
      sayStep("好的，实验报告改到周四晚上8点了。"),
    ]);
    const turn = await new TestConversation(db(), studentId).say({ model, text: "把实验报告改到周四晚上8点" });

    // Due Friday 24 April 18:00 in the demo data; 周四 is Thursday 23 April.
    const [card] = cardsOf(turn.timeline);
    expect(card?.card_type === "task_edit" && card.data.changes).toEqual([
      { field: "deadline", label: "截止时间", before: "4月24日 周五 18:00", after: "4月23日 周四 20:00" },
    ]);
    expect((await taskTitled("完成大学物理实验报告"))?.deadline_at).toEqual(new Date("2026-04-23T12:00:00Z"));
  });

  it("update_task: a rename and a new quadrant are both on the card, by name and quadrant label", async () => {
    const model = scriptedModel([
      callStep([{ name: "update_task", input: { task: "洗衣液", title: "买洗衣液和纸巾", priority_group: 2 } }]),
      sayStep("改好了。"),
    ]);
    const turn = await new TestConversation(db(), studentId).say({ model, text: "把买洗衣液改名为买洗衣液和纸巾，设为重要不紧急" });

    const [card] = cardsOf(turn.timeline);
    expect(card?.card_type === "task_edit" && card.data.changes).toEqual([
      { field: "title", label: "名称", before: "买洗衣液和抽纸", after: "买洗衣液和纸巾" },
      { field: "priority", label: "优先级", before: "简单不重要", after: "重要不紧急" },
    ]);
    // What 撤销 sends back is for the button, not the reader: the rest of the card holds no field keys.
    if (card?.card_type !== "task_edit") throw new Error("no task_edit card");
    const { restore, ...shown } = card.data;
    expect(restore).toEqual({ title: "买洗衣液和抽纸", priority_group: 3, urgency_threshold_at: null });
    expect(JSON.stringify({ ...card, data: shown })).not.toMatch(/priority_group|quadrant|\bid\b/);
  });

  it("delete_task: asks on a task_delete card and deletes nothing; a failed lookup shows no card", async () => {
    const model = scriptedModel([
      callStep([{ name: "delete_task", input: { task: "交实验报告" } }]),
      sayStep("要删除“完成大学物理实验报告”吗？在卡片上点“删除”确认。"),
    ]);
    const turn = await new TestConversation(db(), studentId).say({ model, text: "删掉交实验报告" });

    expect(kindsOf(turn.timeline).slice(-2)).toEqual(["assistant_text", "business_card"]);
    const [card] = cardsOf(turn.timeline);
    const task = await taskTitled("完成大学物理实验报告");
    expect(task).toBeDefined();
    expect(card).toMatchObject({
      card_type: "task_delete",
      data: { task_id: task?.id, title: "完成大学物理实验报告", deadline: "4月24日 周五 18:00", priority_label: "重要且紧急" },
    });

    const missing = scriptedModel([callStep([{ name: "delete_task", input: { task: "游泳课报名" } }]), sayStep("没有找到游泳课报名。")]);
    const refused = await new TestConversation(db(), studentId).say({ model: missing, text: "删掉游泳课报名" });
    expect(cardsOf(refused.timeline)).toEqual([]);
  });
});
