import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

const read = (text: string) => detectIntent(normalise(text).text);

/** A done mark set by a slip and owned: a block studied is checked in again, a to-do's mark is taken back. */
describe("a done mark set by mistake", () => {
  test.each([
    ["线代第二章刚刚点成完成了，其实没看完", { block: "线代第二章", status: "partial", periods_done: 1 }],
    ["第三章那块不小心勾成完成了，其实还没看", { block: "第三章", status: "skipped" }],
    ["英语听力我手滑标成已完成了，但没听完", { block: "英语听力", status: "partial", periods_done: 1 }],
  ])("%s is a block's check-in put right", (text, entry) => {
    expect(read(text)).toEqual({ family: "checkin", entries: [entry] });
  });

  test.each([
    ["实验报告我手滑点成已完成了，其实还没交", "实验报告"],
    ["读书笔记刚才标成完成了，实际上才写了一半", "读书笔记"],
  ])("%s takes a to-do's mark back", (text, task) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "reopen", task });
  });

  test.each([
    // Marking done, and a mark asked about, are no slip owned.
    ["把读书笔记标成完成", "task_edit"],
    ["读书笔记我是不是已经标成完成了", "query_tasks"],
    ["第三章那块标成完成了吗", "checkin"],
    ["把体测表标成完成，然后看看还有哪些没交", "compound"],
  ])("%s is no slip owned", (text, family) => {
    const intent = read(text);
    expect(intent.family === "task_edit" && intent.action === "reopen").toBe(false);
    if (family !== "checkin") expect(intent.family).toBe(family);
    else expect(intent).not.toMatchObject({ entries: [{ status: "partial" }] });
  });
});

describe("check-ins said the chat way", () => {
  test.each([
    // Chapters numbered with the unit said once are blocks each.
    ["线代第二、三章都没来得及看", [{ block: "线代第二章", status: "skipped" }, { block: "第三章", status: "skipped" }]],
    ["第1和2讲都复习完了", [{ block: "第1讲", status: "done" }, { block: "第2讲", status: "done" }]],
    // A mark said over and over is one mark.
    ["第四章✅✅✅", [{ block: "第四章", status: "done" }]],
    ["离散❌❌", [{ block: "离散", status: "skipped" }]],
  ])("%s", (text, entries) => {
    expect(read(text)).toMatchObject({ family: "checkin", entries });
  });

  test("the days' pinyin initials date a check-in", () => {
    expect(read("zt的复习✅✅")).toEqual({ family: "checkin", entries: [{ status: "done" }], when: "昨天" });
  });
});
