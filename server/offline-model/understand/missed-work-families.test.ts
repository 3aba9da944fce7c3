/** Check-ins, progress and re-planning in words the rows were missing; every sentence is our own. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("missed work re-planned", () => {
  test("the class after the missed words", () => {
    expect(detectIntent("落下的概率论复习放到这周日")).toEqual({ family: "replan_missed", range: "这周日", subject: "概率论" });
  });
  test("欠 … 还上 is missed work made up", () => {
    expect(detectIntent("欠下的学习都还上吧").family).toBe("replan_missed");
  });
  test("the most periods a day it may take", () => {
    expect(detectIntent("把上周没做的挪到这周末，每天最多两节")).toMatchObject({ family: "replan_missed", range: "这周末", dailyCap: 2 });
  });
});

describe("progress questions", () => {
  test("which days the missed ones were", () => {
    expect(detectIntent("这周漏掉的那两次分别是哪天")).toEqual({ family: "progress", focus: "missed", range: "这周" });
  });
  test("the study's overall completion is still progress", () => {
    expect(detectIntent("想看看这周学习的整体完成情况")).toEqual({ family: "progress", focus: "summary", range: "这周" });
  });
});

describe("a to-do done, with a word on which kind of thing it is", () => {
  test("…不是复习块 is no part of the name", () => {
    expect(detectIntent("体检表那个待办交了，不是学习块哈")).toMatchObject({ family: "task_edit", action: "complete", task: "体检表" });
  });
});
