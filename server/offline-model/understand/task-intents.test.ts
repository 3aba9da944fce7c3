/** Questions about to-dos read by task-intents.ts, by family. */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a quadrant named (象限一, 第二象限) is the to-dos in it, however the count is asked", () => {
  it.each([
    ["第二象限里还有多少", 2],
    ["象限3的还有哪些没弄", 3],
    ["第四象限的剩几件", 4],
  ])("%s asks about quadrant %s", (text, quadrant) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { quadrant } });
  });
});

describe("what is due by a time, asked as 多不多 / 急不急, is a to-do question with no title", () => {
  it.each([
    ["周四之前得交的东西难不难", "周四之前"],
    ["下周一之前要做的多不多", "下周一之前"],
    ["月底之前要交的急不急", "月底之前"],
  ])("%s asks about the to-dos due %s", (text, deadline_before) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { deadline_before } });
  });
});

describe("a to-do said first, then asked to be created in a closing clause", () => {
  it.each([
    ["下周三前把实验数据整理好，给我加条待办吧", "下周三前把实验数据整理好"],
    ["导师让我月底前改完开题报告，麻烦新建一个任务", "导师让我月底前改完开题报告"],
    ["周日之前还图书馆的书。帮我建个待办", "周日之前还图书馆的书"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toMatchObject({ family: "create_task", content });
  });

  it("a question about tasks is no ask to create one", () => {
    expect(detectIntent("这周要交什么，有哪些任务")).not.toMatchObject({ family: "create_task" });
  });
});
