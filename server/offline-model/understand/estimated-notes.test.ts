import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a to-do jotted down with its day and how long it takes, no cue word", () => {
  test.each([
    ["声乐作业 周四 大概两节课", 2],
    ["电磁场习题周三交，三节差不多能搞定", 3],
    ["下周一之前的调研问卷，估计4节", 4],
  ])("%s → a new to-do carrying its periods", (text, periods) => {
    expect(detectIntent(text)).toMatchObject({ family: "create_task", estimatedSections: periods });
  });

  test.each(["法语口语稿 下周二 大概一个半小时", "下周二交开题报告 三个小时就够", "周五的读书笔记，估计两个钟头左右"])("%s → a note", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "quick_note" });
  });

  test.each([
    // time spent, asked, planned, or no thing named
    "这周每天都学了三个小时，感觉还不错",
    "下周一 两个小时能弄完吗",
    "明天复习三个小时",
    "物理实验报告写了三个多小时，总算写完了",
  ])("%s is no estimated to-do", (text) => {
    expect(detectIntent(text).family).not.toMatch(/^(quick_note|create_task)$/);
  });

  test("able to finish is no report of finishing", () => {
    expect(detectIntent("数电作业周四交，一个小时就能搞定")).not.toMatchObject({ family: "task_edit", action: "complete" });
    expect(detectIntent("数电作业搞定了")).toMatchObject({ family: "task_edit", action: "complete" });
  });
});
