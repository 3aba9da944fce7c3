/**
 * A scheduling request that keeps whole weekdays free ("周末不要排", "别占周三", "周末我回家"): rough_schedule gets
 * them as days_off in the student's weekday words; a part of a day ("周三晚上别排") is no whole day, and a day of
 * another week ("下周三") is no weekday.
 */
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState, type StateTask } from "@/lib/schedule";
import { deepFreeze, seedWindow } from "@/testing/fixtures/seed-example";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "../understand/intents";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

function todo(stateId: number, name: string): StateTask {
  return { state_id: stateId, source: "task", source_id: stateId, name, category: "待办", status: "pending", locked: false, estimated_sections: 2 };
}

const todos: ScheduleState = deepFreeze({ window: seedWindow, tasks: [todo(41, "写英语作文"), todo(42, "交实验报告")] });
const listed = toolExchange("c1", "list_tasks", { status: "pending" }, executeTool(todos, "list_tasks", { status: "pending" }));
const read = (text: string) => detectIntent(normalise(text).text);

describe("whole weekdays kept free of a plan", () => {
  test.each([
    ["下周的待办帮我排一下，周末别占", ["周六", "周日"]],
    ["这周的待办排一排，周三不要排", ["周三"]],
    ["待办帮我排到下周，星期五和星期六都别安排", ["周五", "周六"]],
  ])("%s → days_off %j", async (text, days) => {
    const step = await nextStep([user(text), ...listed]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "待办", days_off: days } });
  });

  test.each([
    ["待办帮我排进第15周，周末不排", ["周六", "周日"]],
    ["待办排进这周，周日不排", ["周日"]],
    ["待办放到下周，周一和周二不安排", ["周一", "周二"]],
  ])("a bare 不排 after the weekdays: %s → days_off %j", async (text, days) => {
    const step = await nextStep([user(text), ...listed]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "待办", days_off: days } });
  });

  test("near-misses of 不排: a question, a weekday of another week, and a part of a day keep no weekday", () => {
    expect(read("周末排不排？")).not.toHaveProperty("daysOff");
    expect(read("这周的复习排一下，下周三不排")).not.toHaveProperty("daysOff");
    expect(read("下周的复习帮我排一下，周三晚上不排")).not.toHaveProperty("daysOff");
  });

  test("a weekend at home said before the request keeps the weekend free too", () => {
    expect(read("我周末要回家，下周的复习帮我排一下")).toMatchObject({ family: "schedule", range: "下周", daysOff: [6, 7] });
  });

  test("near-misses: a part of a day, or a day of another week, keeps no whole weekday", () => {
    expect(read("下周的复习帮我排一下，周三晚上别排")).not.toHaveProperty("daysOff");
    expect(read("这周的复习排一下，下周三别排")).not.toHaveProperty("daysOff");
    expect(read("下周的复习帮我排一下")).not.toHaveProperty("daysOff");
  });
});

describe("weekdays excluded by the student's other words", () => {
  test.each([
    ["下周排写英语作文，除了周三都行", ["周三"]],
    ["这周的待办排一下，周五周六不行", ["周五", "周六"]],
    ["这周的待办排一下，周日留着休息", ["周日"]],
  ])("%s → days_off %j", async (text, days) => {
    const step = await nextStep([user(text), ...listed]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { days_off: days } });
  });

  test("made-up work keeps the refused days free: 落下的补一下，周六周日不行", async () => {
    const step = await nextStep([user("落下的补一下，周六周日不行，我得回家")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { missed_only: true, days_off: ["周六", "周日"] } });
  });
});

describe("an answer to the range question that carries the days kept free", () => {
  const asked = { question: "想排到哪段时间？", options: ["这周", "下周"] };
  const answeredWith = (answer: string) => [
    user("帮我把待办排一下"),
    ...listed,
    ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
    assistantText("想排到哪段时间？（可选：这周 / 下周）"),
    user(answer),
    ...toolExchange("c3", "list_tasks", { status: "pending" }, executeTool(todos, "list_tasks", { status: "pending" })),
  ];

  test.each([
    ["两周都排，周六周日留着", "这周到下周", ["周六", "周日"]],
    ["下周，只排周一到周三", "下周", ["周四", "周五", "周六", "周日"]],
    ["这周吧，周五要回家，那天别排", "这周", ["周五"]],
    ["下周吧，除了周二都行", "下周", ["周二"]],
  ])("%s → range %s, days_off %j", async (answer, range, days) => {
    const step = await nextStep(answeredWith(answer));
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range, days_off: days } });
  });

  test("near misses: a weekday answered is the stretch; a pointer with no reason before it keeps no day", async () => {
    expect(await nextStep(answeredWith("周六"))).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range: "周六" } });
    const step = await nextStep(answeredWith("下周吧，那天别排"));
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range: "下周" } });
    expect(step).not.toMatchObject({ input: { days_off: expect.anything() } });
  });
});
