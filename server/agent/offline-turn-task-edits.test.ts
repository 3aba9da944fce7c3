/**
 * The built-in model edits to-dos from the chat through startTurn on the demo student in a real database: "周报已经发了"
 * completes, "把交实验报告改到周五" re-dates, "删掉…" only asks (the card decides), each with one sentence and then
 * its card, the same live as after a reload.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertTask } from "@/db/queries/tasks";
import { insertDemoStudent } from "@/db/seed";
import type { BusinessCard } from "@/lib/protocol";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { cardsOf, kindsOf, startConversation, tasksOf, textsOf, toolCallsOf, withoutPosition, type TurnOutcome } from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC. The demo term's week 13.
const NOW = new Date("2026-04-27T08:00:00.000Z");

let studentCounter = 0;

describe.each(testDatabases())("to-do edits with the built-in model ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `改待办的离线学生-${factory.name}-${studentCounter}` });
  });

  async function say(text: string): Promise<{ turn: TurnOutcome; card: BusinessCard | undefined }> {
    const turn = await startConversation({ db: db(), userId, now: NOW }, "offline-task-edits").say(text);
    expect(withoutPosition(turn.liveEvents)).toEqual(withoutPosition(turn.events));
    const cards = cardsOf(turn.events);
    expect(cards.length).toBeLessThanOrEqual(1);
    return { turn, card: cards[0] };
  }

  async function task(title: string) {
    return (await tasksOf(db(), userId)).find((entry) => entry.title === title);
  }

  it("周报已经发了: completes 给导师发周报 and shows 未完成 → 已完成 after its sentence", async () => {
    await insertTask(db(), userId, { title: "给导师发周报", priority_group: 2, deadline_at: new Date("2026-04-29T12:00:00Z") });
    const { turn, card } = await say("周报已经发了");

    expect(toolCallsOf(turn.events)).toEqual([{ name: "complete_task", arguments: { task: "周报" } }]);
    expect(kindsOf(turn.events).slice(-2)).toEqual(["assistant_text", "business_card"]);
    expect(textsOf(turn.events)).toEqual(["好的，“给导师发周报”标记为已完成。"]);
    expect(card).toMatchObject({ card_type: "task_edit", data: { action: "complete", changes: [{ before: "未完成", after: "已完成" }] } });
    expect((await task("给导师发周报"))?.is_completed).toBe(true);
  });

  it("把交实验报告改到周五: the card says Wednesday's deadline and Friday's, by date and weekday", async () => {
    const { turn, card } = await say("把交实验报告改到周五");

    expect(toolCallsOf(turn.events)).toEqual([{ name: "update_task", arguments: { task: "交实验报告", deadline: "周五" } }]);
    const after = await task("完成大学物理实验报告");
    expect(card?.card_type === "task_edit" && card.data.changes).toEqual([
      // The demo deadline is two days after Monday 27 April, 18:00; 周五 is Friday 1 May.
      { field: "deadline", label: "截止时间", before: "4月29日 周三 18:00", after: expect.stringMatching(/^5月1日 周五 \d\d:\d\d$/) },
    ]);
    expect(after?.deadline_at?.toISOString().slice(0, 10)).toMatch(/^2026-05-0[12]$/);
    expect(textsOf(turn.events).join("")).not.toMatch(/\[\d+\]|第\d+天/);
  });

  it("实验报告延后一天: moves Wednesday 18:00 to Thursday 18:00, said by date and weekday", async () => {
    const { turn, card } = await say("实验报告延后一天");

    expect(toolCallsOf(turn.events)).toEqual([{ name: "update_task", arguments: { task: "实验报告", deadline: "延后一天" } }]);
    expect(card?.card_type === "task_edit" && card.data.changes).toEqual([
      { field: "deadline", label: "截止时间", before: "4月29日 周三 18:00", after: "4月30日 周四 18:00" },
    ]);
    expect((await task("完成大学物理实验报告"))?.deadline_at?.toISOString()).toBe("2026-04-30T10:00:00.000Z");
  });

  it("删掉买洗衣液: asks on a task_delete card and deletes nothing", async () => {
    const { turn, card } = await say("删掉买洗衣液");

    expect(toolCallsOf(turn.events)).toEqual([{ name: "delete_task", arguments: { task: "买洗衣液" } }]);
    expect(textsOf(turn.events)).toEqual(["要删除“买洗衣液和抽纸”吗？在下面的卡片上点“删除”确认，点“取消”就保留。"]);
    expect(card).toMatchObject({ card_type: "task_delete", data: { title: "买洗衣液和抽纸", study_blocks: 0 } });
    expect(await task("买洗衣液和抽纸")).toBeDefined();
  });
});
