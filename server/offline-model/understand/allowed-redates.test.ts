import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 34: a to-do's later day allowed by who set it, in one clause (可以 / 能 / 准 leave it to the student). */
describe("a to-do allowed until a later day", () => {
  it.each([
    ["实验报告助教说能延到下周一", "实验报告", "下周一"],
    ["英语作文老师同意我可以推迟到周日晚上交", "英语作文", "周日晚上"],
    ["概率论作业老师说可以拖到下周三上午", "概率论作业", "下周三上午"],
  ])("%s re-dates %s to %s", (text, task, deadline) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });

  it.each(["老师拖到周五才改完", "读书报告老师说拖到周五"])("%s moves nothing", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit" });
  });
});
