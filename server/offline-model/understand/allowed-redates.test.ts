import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

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

describe("leave to hand it in late, then the day it is fine by", () => {
  it.each([
    ["课程论文可以晚一点交，周日晚上八点前就好", "课程论文", "周日晚上八点"],
    ["读书笔记助教说能迟些交，下周一中午之前交就行", "读书笔记", "下周一中午"],
    ["电路仿真老师讲准晚点交，礼拜四夜里十点钟前头就可以", "电路仿真", "星期四晚上十点钟"],
  ])("%s", (text, task, deadline) => {
    expect(detectIntent(normalise(text).text)).toMatchObject({ family: "task_edit", action: "update", task, deadline });
  });

  it.each(["读书笔记助教说能迟些交，但我还是想早点交", "老师说可以晚点交，周五前就好"])("%s re-dates nothing", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "update" });
  });
});
