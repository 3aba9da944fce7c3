/**
 * A study plan proposed through the agent (issue #6): "线性代数复习，4章，每章2节，排到下周" puts a new task class and
 * its placements in one draft; nothing exists until the student confirms, and the confirm creates the class, its
 * items and their study blocks in one transaction. Runs the offline model on a brand-new account.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { createAccount } from "@/db/queries/accounts";
import { scheduleEvents, taskClasses, taskClassItems } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { dumpTables, testDatabases, useTestDatabase } from "@/testing/database";
import { confirmDraft } from "../schedule/confirm";
import { confirmOf, openDraftsOf, startConversation, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";

// Monday 2026-11-30 10:00 in Asia/Shanghai (02:00 UTC); the account's term starts that Monday.
const NOW = new Date("2026-11-30T02:00:00.000Z");

let counter = 0;

describe.each(testDatabases())("proposing a task class through the offline agent ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    counter += 1;
    const account = await createAccount(db(), { name: "新同学", username: `new_${factory.name}_${counter}`, passwordHash: "x" }, NOW);
    userId = account.user.id;
  });

  async function classesOf(id: number) {
    return db().select().from(taskClasses).where(eq(taskClasses.userId, id));
  }

  test("N章每章M节 with a range: one draft with the class and its placements; confirm creates all of it", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-class");
    const turn = await chat.say("线性代数复习，4章，每章2节，排到下周");

    expect(toolCallsOf(turn.events)).toEqual([
      { name: "propose_task_class", arguments: { name: "线性代数复习", chapters: 4, periods_each: 2 } },
      { name: "rough_schedule", arguments: { task_class: "线性代数复习", range: "下周" } },
    ]);
    expect(textsOf(turn.events)).toEqual(["我在草稿里建好了「线性代数复习」（4章，每章2节，共8节），并预排了 4 项（共 8 节）。确认后一起保存。"]);
    const confirm = confirmOf(turn.events)!;
    expect(confirm.new_task_classes).toEqual([
      {
        name: "线性代数复习",
        start_date: "2026-11-30",
        end_date: "2027-04-04",
        strategy: "steady",
        items: ["第一章", "第二章", "第三章", "第四章"].map((content) => ({ content, duration: 2 })),
      },
    ]);
    expect(confirm.summary).toBe("新建任务类「线性代数复习」（4项）；另共4项变更（新增4项），确认后写入日程。");
    // Next week is week 2: window days 8-14 (2026-12-07 … 12-13).
    expect(confirm.changes.flatMap((change) => change.to.map((placement) => placement.week))).toEqual([2, 2, 2, 2]);
    // Nothing exists before the confirm.
    expect(await classesOf(userId)).toEqual([]);

    const draft = await theOpenDraft(db(), userId);
    const outcome = await confirmDraft(db(), userId, draft.id, NOW);
    expect(outcome.result).toMatchObject({ placed: 4, created_classes: 1 });
    const [created] = await classesOf(userId);
    expect(created).toMatchObject({ name: "线性代数复习", startDate: "2026-11-30", endDate: "2027-04-04", strategy: "steady", totalSlots: 8 });
    const items = await db().select().from(taskClassItems).where(eq(taskClassItems.categoryId, created.id)).orderBy(taskClassItems.itemOrder);
    expect(items.map((item) => [item.itemOrder, item.content, item.duration, item.status])).toEqual([
      [1, "第一章", 2, "applied"],
      [2, "第二章", 2, "applied"],
      [3, "第三章", 2, "applied"],
      [4, "第四章", 2, "applied"],
    ]);
    const blocks = await db().select().from(scheduleEvents).where(eq(scheduleEvents.userId, userId));
    expect(blocks.map((block) => block.relId).sort()).toEqual(items.map((item) => item.id).sort());
  });

  test("without a range the card holds only the class; the confirm creates it with pending items", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-class-only");
    const turn = await chat.say("帮我建一个概率论复习计划，5章，每章2节");

    expect(toolCallsOf(turn.events)).toEqual([
      { name: "propose_task_class", arguments: { name: "概率论复习", chapters: 5, periods_each: 2 } },
    ]);
    expect(textsOf(turn.events)).toEqual(["我在草稿里建好了「概率论复习」（5章，每章2节，共10节），确认后保存。想排进日程的话，可以说“把概率论复习排到下周”。"]);
    const confirm = confirmOf(turn.events)!;
    expect(confirm.changes).toEqual([]);
    expect(confirm.summary).toBe("新建任务类「概率论复习」（5项），确认后保存。");

    const draft = await theOpenDraft(db(), userId);
    await confirmDraft(db(), userId, draft.id, NOW);
    const [created] = await classesOf(userId);
    const items = await db().select().from(taskClassItems).where(eq(taskClassItems.categoryId, created.id));
    expect(items).toHaveLength(5);
    expect(items.every((item) => item.status === "pending")).toBe(true);

    // The next request schedules the class that now exists.
    const next = await chat.say("把概率论复习排到下周");
    expect(toolCallsOf(next.events).map((call) => call.name)).toContain("rough_schedule");
    expect(confirmOf(next.events)?.changes).toHaveLength(5);
  });

  test("a name that is already taken is refused with the reason; no draft, nothing written", async () => {
    const demoId = await insertDemoStudent(db(), { now: NOW, name: `演示-${counter}` });
    const before = await dumpTables(db());
    const chat = startConversation({ db: db(), userId: demoId, now: NOW }, "offline-class-taken");
    const turn = await chat.say("概率论复习，5章，每章2节");

    expect(toolCallsOf(turn.events).map((call) => call.name)).toEqual(["propose_task_class"]);
    expect(textsOf(turn.events)[0]).toBe(
      "没能建好这个学习计划，原因如下：\n新建任务类失败：已经有名为「概率论复习」的任务类，换个名字或直接安排它。",
    );
    expect(confirmOf(turn.events)).toBeUndefined();
    expect(await openDraftsOf(db(), demoId)).toEqual([]);
    const after = await dumpTables(db());
    expect(after.task_classes).toEqual(before.task_classes);
    expect(after.task_class_items).toEqual(before.task_class_items);
  });
});
