import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a to-do not to be planned, only its deadline kept", () => {
  test.each([
    ["读书笔记别排进课表，只要设个ddl：周五晚上", "读书笔记", "周五晚上"],
    ["英语作文先不用排进日程，就记个截止，下周三前", "英语作文", "下周三前"],
  ])("%s", (text, task, deadline) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });

  test("not planning it, with no deadline said, is no re-dating", () => {
    expect(detectIntent("读书笔记别排进课表，只要记个截止").family).not.toBe("task_edit");
  });
});
