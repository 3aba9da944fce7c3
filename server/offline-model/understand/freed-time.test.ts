/**
 * Family D: something the student had is off ("…取消了", "…不上了") and the time it freed is used: the thing is put
 * there, and the cancelled event is never taken off the timetable or deleted. Our own sentences.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("the time a cancelled event freed, used", () => {
  it.each([
    ["明天早上的晨跑取消了，正好把第二章排进去，七点开始", "第二章", { dayWord: "明天", clock: "07:00" }],
    ["周六下午的家教不上了，那就把树与最小生成树放进去吧", "树与最小生成树", { dayWord: "周六", dayPart: { first: 5, last: 8 } }],
    ["周四晚上的班会改期了，刚好把英语作文塞进去，八点开始", "英语作文", { dayWord: "周四", clock: "20:00" }],
  ])("%s puts %s there", (text, name, target) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  it.each([
    // the classes off, and the time pointed back at (那天下午), the verb before the thing
    ["下周二上午全院开大会停课，那天上午帮我放集合与二元关系", "集合与二元关系", { dayWord: "下周二", dayPart: { first: 1, last: 4 } }],
    ["第14周周四下午调课了，当天下午排英语作文", "英语作文", { dayWord: "第14周周四", dayPart: { first: 5, last: 8 } }],
    ["周五晚上没课了，那天晚上把图论放进去", "图论", { dayWord: "周五" }],
  ])("%s puts %s there", (text, name, target) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  it.each([
    ["周五晚上的社团活动取消了，好开心", "only told"],
    ["下周二上午停课，那天上午我要睡懒觉", "the time kept for oneself"],
    ["第14周周四下午调课了，那天下午有什么课", "a question about the day"],
    ["周五晚上的社团活动取消了，帮我看看那天还有什么", "a question about the day"],
    ["明天的班会取消了", "news alone"],
  ])("%s puts nothing anywhere (%s)", (text) => {
    const intent = detectIntent(text);
    expect(intent).not.toMatchObject({ family: "edit" });
    expect(intent).not.toMatchObject({ family: "task_edit", action: "delete" });
  });
});
