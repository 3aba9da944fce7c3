import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { resolveReference } from "../decide/name-resolution";

/**
 * Families found on a blind round of students re-planning after illness or leave: each row is our own sentence, with
 * the counterexamples that must keep their old reading.
 */
describe("re-planning after time away", () => {
  it.each([
    ["病好了，英语的复习整体往后挪到下周", { hints: ["英语"], range: "下周" }],
    ["刚从老家回来，线代的复习全部推到下周", { hints: ["线代"], range: "下周" }],
  ])("%s plans the class again in that range", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...expected });
  });

  it("a to-do pushed to a day is still re-dated", () => {
    expect(detectIntent("实验报告往后推到周五")).toMatchObject({ family: "task_edit", action: "update", task: "实验报告", deadline: "周五" });
  });

  it.each(["下周能排进去的先排，排不下的告诉我", "这周可以塞下的就先排上"])("%s places what fits", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", allowPartial: true, hints: [] });
  });

  it.each([
    ["只把线代落下的重新排一下", "线代"],
    ["高数没做完的那些补上", "高数"],
  ])("%s re-plans one class's missed work", (text, subject) => {
    expect(detectIntent(text)).toEqual({ family: "replan_missed", subject });
  });

  it("a time before the missed work names no class", () => {
    expect(detectIntent("这周落下的补到周末")).toEqual({ family: "replan_missed", range: "周末" });
  });

  it("a block taken off the timetable after the reason for it", () => {
    expect(detectIntent("周五要去牙科复查，周五上午那块图论先从日程上撤掉")).toEqual({ family: "edit", action: "unplace", reference: { name: "图论" } });
  });

  it.each(["我这周哪天的复习没做", "上周哪次没打卡"])("%s asks which blocks were missed", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "progress", focus: "missed" });
  });

  it("a block named by the time it was sat: 那次", () => {
    const tasks = [
      { id: 7, name: "树与最小生成树", category: "离散数学期末复习" },
      { id: 8, name: "图论基础", category: "离散数学期末复习" },
    ];
    expect(resolveReference({ name: "图论那次" }, tasks)).toEqual({ kind: "found", task: tasks[1] });
  });
});

describe("one class's missed work goes to the planner by its name", () => {
  it("passes the class with missed_only", async () => {
    const { nextStep, user } = await import("@/testing/offline-model");
    expect(await nextStep([user("只把线代落下的重新排一下")])).toMatchObject({
      kind: "tool",
      toolName: "rough_schedule",
      input: { missed_only: true, task_class: "线代" },
    });
  });
});
