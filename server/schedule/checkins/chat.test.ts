import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { tasks } from "@/db/schema";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { progressAnswer, recordCheckinsFromChat, warningLines } from "./chat";
import { uncheck } from "./uncheck";
import { readCheckins } from "@/db/queries/checkins";

// Wednesday 2026-04-22 10:00 in Shanghai, week 13 of the demo term: Monday's 命题逻辑与等值演算 (periods 7-8) and the
// 第一章 embedded in Wednesday's 思想政治 (period 3, 10:00) have begun; Wednesday's 谓词逻辑与推理理论 has not.
const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("check-ins in the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("records a named block as skipped, then lists it as missed and counts it, in the student's words", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "聊天打卡" });
    const recorded = await recordCheckinsFromChat(db(), userId, { entries: [{ block: "命题逻辑", status: "skipped" }] }, NOW);
    expect(recorded.ok, recorded.text).toBe(true);
    expect(recorded.card?.data.entries).toEqual([
      expect.objectContaining({ name: "命题逻辑与等值演算", date: "2026-04-20", before: "待打卡", after: "没做", when: expect.stringContaining("4月20日（周一）") }),
    ]);
    expect(recorded.text).toContain("把没完成的重新排一下");

    const missed = await progressAnswer(db(), userId, { range: "这周", focus: "missed" }, NOW);
    expect(missed.text).toContain("落下了1个学习块，共2节");
    expect(missed.text).toContain("4月20日（周一）");
    expect(missed.text).toContain("「命题逻辑与等值演算」");
    expect(missed.text).not.toMatch(/unconfirmed|skipped|\[\d+\]/);

    const summary = await progressAnswer(db(), userId, {}, NOW);
    expect(summary.text).toMatch(/^这周（4月20日—4月26日）共安排学习\d+节/);
    expect(summary.text).toContain("没做2节");
    expect(summary.text).toContain("待打卡");
  });

  it("warns when a to-do's periods no longer fit before its deadline, in the progress answer too", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "排不完" });
    expect(await warningLines(db(), userId, NOW)).toEqual([]);
    // Due Thursday 2026-04-23 at 12:00: 30 periods cannot fit in a day and a half.
    await db().insert(tasks).values({ userId, title: "课程论文", priorityGroup: 1, deadlineAt: new Date("2026-04-23T04:00:00Z"), estimatedSections: 30 });
    const [warning] = await warningLines(db(), userId, NOW);
    expect(warning).toMatch(/^按现在的空闲时间，待办「课程论文」在截止前排不完，还差\d+节。$/);
    expect((await progressAnswer(db(), userId, {}, NOW)).text).toContain(warning);
  });

  it("撤销 of a check-in that was new forgets it: the block waits again and a repeat answers the same", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "撤销打卡" });
    const recorded = await recordCheckinsFromChat(db(), userId, { entries: [{ block: "命题逻辑", status: "skipped" }] }, NOW);
    const [entry] = recorded.card!.data.entries;
    expect(entry).toMatchObject({ before_status: "unconfirmed", before_periods_done: null });
    const at = { date: entry.date, slot_start: entry.slot_start };
    expect(await uncheck(db(), userId, entry.event_id, at, NOW)).toMatchObject({ outcome: "unconfirmed", block: { name: "命题逻辑与等值演算", outcome: "unconfirmed" } });
    expect(await readCheckins(db(), userId)).toEqual([]);
    expect(await uncheck(db(), userId, entry.event_id, at, NOW)).toMatchObject({ outcome: "unconfirmed" });
    const other = await insertDemoStudent(db(), { now: NOW, name: "别人的块" });
    await expect(uncheck(db(), other, entry.event_id, at, NOW)).rejects.toMatchObject({ code: "block:not_found" });
  });

  it("records nothing for a block that has not begun, and says so", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "太早打卡" });
    const early = await recordCheckinsFromChat(db(), userId, { entries: [{ block: "谓词逻辑", status: "done" }] }, NOW);
    expect(early.ok).toBe(false);
    expect(early.card).toBeUndefined();
    expect(early.text).toContain("还没开始的学习块要等开始后才能打卡");
  });

  it("checks in every begun block of a day at once: 今天的都做了", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "全部完成" });
    const all = await recordCheckinsFromChat(db(), userId, { entries: [{ status: "done" }], when: "今天" }, NOW);
    expect(all.ok, all.text).toBe(true);
    expect(all.card?.data.entries.map((entry) => [entry.name, entry.after])).toEqual([["第一章 随机事件与概率", "完成"]]);
  });
});
