/**
 * Check-ins told in counted shares ("昨天两块，一块完成一块只做了一半"): the model sends the day and unnamed entries in
 * the student's order; the tool records nothing and asks which block was which, listing the day's begun blocks by time
 * and name (unnamed-shares.ts). One outcome for every block ("昨天的都做了") is no question and is recorded at once.
 */
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { readCheckins } from "@/db/queries/checkins";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { recordCheckinsFromChat } from "./chat";

// Thursday 2026-04-23 10:00 in Shanghai, week 13 of the demo term: Wednesday's 第一章 (in 思想政治, 10:00) and
// 谓词逻辑与推理理论 (afternoon) have both begun.
const NOW = new Date("2026-04-23T02:00:00Z");

describe.each(testDatabases())("check-ins told in counted shares ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("records nothing and asks which block was which, listing yesterday's blocks by time and name", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "两块一块" });
    const asked = await recordCheckinsFromChat(db(), userId, { when: "昨天", entries: [{ status: "done" }, { status: "partial" }] }, NOW);
    expect(asked.ok).toBe(false);
    expect(asked.card).toBeUndefined();
    expect(await readCheckins(db(), userId)).toEqual([]);
    expect(asked.text.split("\n").slice(1, 3)).toEqual(["· 4月22日（周三）10:00「第一章 随机事件与概率」", "· 4月22日（周三）16:00「谓词逻辑与推理理论」"]);
    expect(asked.text).toContain("你说的一块完成、一块做了一部分，分别是哪一块？");
    expect(asked.text).toContain("还没有记录任何打卡");
    expect(asked.text).not.toMatch(/done|partial|skipped|unconfirmed|\[\d+\]|event/);
  });

  it("counts the shares in the student's order: 两块做完了一块没动", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "三块两块" });
    const asked = await recordCheckinsFromChat(db(), userId, { when: "昨天", entries: [{ status: "done" }, { status: "done" }, { status: "skipped" }] }, NOW);
    expect(asked.ok).toBe(false);
    expect(asked.text).toContain("你说的两块完成、一块没做");
    expect(await readCheckins(db(), userId)).toEqual([]);
  });

  // The question quotes the names with their spaces; an answer may leave them out.
  it("the student's pick by name is recorded", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "选了块" });
    const picked = await recordCheckinsFromChat(db(), userId, { when: "昨天", entries: [{ block: "第一章随机事件与概率", status: "done" }, { block: "谓词逻辑", status: "partial", periods_done: 1 }] }, NOW);
    expect(picked.ok, picked.text).toBe(true);
    expect(picked.card?.data.entries.map((entry) => [entry.name, entry.after])).toEqual([
      ["第一章 随机事件与概率", "完成"],
      ["谓词逻辑与推理理论", "做了一部分（1/2节）"],
    ]);
  });

  it("one outcome for every block is no question: 昨天两块都做完了", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "都做完" });
    const all = await recordCheckinsFromChat(db(), userId, { when: "昨天", entries: [{ status: "done" }, { status: "done" }] }, NOW);
    expect(all.ok, all.text).toBe(true);
    expect(all.card?.data.entries.map((entry) => entry.after)).toEqual(["完成", "完成"]);
  });
});
