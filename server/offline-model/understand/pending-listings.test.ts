/**
 * What is not on the timetable yet, asked to be listed: 没排 / 未安排, and said as not landed there (没落到日程上, 没进
 * 课表), counted by 块 / 项 / 条. What was not done is a check-in's, not the listing's.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("the items not on the timetable yet, listed", () => {
  it.each(["英语计划还有几块没落到日程里，给我列一下", "离散复习还有几条没进课表", "有哪些任务没落到时间表上"])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "list_tasks", input: { status: "pending" } } });
  });

  it.each(["这周还有几块没打卡", "还有几块复习没做", "这周有几节课没上"])("%s asks about what was done, not what is unplaced", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ question: { toolName: "list_tasks", input: { status: "pending" } } });
  });
});
