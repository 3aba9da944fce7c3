import { describe, expect, it } from "vitest";
import { executeTool, type ScheduleState, type StateTask } from "@/lib/schedule";
import { deepFreeze, seedWindow } from "@/testing/fixtures/seed-example";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { detectIntent } from "./intents";

/**
 * Round 23's weekly review and an ordinary student: a weekend checked in, a plan to be made, a quadrant listed, a
 * plan put after a look at the exams, a break counted to, a study place told before the plan, an exam's ground, a
 * block left as it is if nothing clashes. Our own sentences, with near-misses that must keep their old reading.
 */
describe("a weekend checked in", () => {
  it.each([
    ["上个周末的复习都做完了", "上个周末"],
    ["这周末两天的复习一节都没做", "这周末"],
    ["周末那几节复习做完了", "周末"],
  ])("%s is the weekend's, not the whole week's", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", when });
  });

  it("names no block 两天", () => {
    expect(detectIntent("上周末两天的复习全做完了")).toEqual({ family: "checkin", entries: [{ status: "done" }], when: "上周末" });
  });

  it.each([
    // Near-misses: a day of the weekend and a week stay as said; 是…的 dates a to-do named before it, no block.
    ["上周六的复习做完了", { family: "checkin", when: "上周六" }],
    ["上周的复习都做完了", { family: "checkin", when: "上周" }],
    ["英语作文做完了，昨天做完的", { family: "task_edit", action: "complete" }],
  ])("%s keeps its reading", (text, read) => {
    expect(detectIntent(text)).toMatchObject(read);
  });
});

describe("a plan to be made", () => {
  it.each([
    ["给我做个计划吧", undefined],
    ["帮我制定一份学习计划", undefined],
    ["帮我定个下周的复习计划", "下周"],
  ])("%s asks for a plan", (text, range) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ family: "schedule", hints: [] });
    expect(intent.family === "schedule" ? intent.range : "none").toBe(range);
  });

  it.each(["我已经做了个计划", "做计划好麻烦", "我还没做下周计划"])("%s tells, and plans nothing", (text) => {
    expect(detectIntent(text).family).not.toBe("schedule");
  });

  it("a plan that names nothing, and no range, is asked about before anything is planned", async () => {
    const listed = toolExchange("c1", "list_tasks", { status: "pending" }, executeTool(plannerState, "list_tasks", { status: "pending" }));
    expect(await nextStep([user("麻烦给我做个计划")])).toMatchObject({ kind: "tool", toolName: "list_tasks" });
    expect(await nextStep([user("麻烦给我做个计划"), ...listed])).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });
});

function item(stateId: number, name: string, category: string, categoryId: number): StateTask {
  return { state_id: stateId, source: "task_item", source_id: 200 + stateId, name, category, status: "pending", locked: false, duration: 2, category_id: categoryId };
}

/** One task class and one loose to-do with an estimate, on an empty window. */
const plannerState: ScheduleState = deepFreeze({
  window: seedWindow,
  tasks: [
    item(21, "命题逻辑", "离散数学期末复习", 40),
    { state_id: 41, source: "task" as const, source_id: 9, name: "写实验报告", category: "待办", status: "pending" as const, locked: false, estimated_sections: 3 },
  ],
});

describe("the study plans and the to-dos planned together", () => {
  const listed = toolExchange("c1", "list_tasks", { status: "pending" }, executeTool(plannerState, "list_tasks", { status: "pending" }));

  it.each(["帮我出一份下周的计划，待办和复习一起排", "把学习计划跟待办都排进这周"])("%s plans every class, not the to-dos alone", async (text) => {
    const step = await nextStep([user(text), ...listed]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule" });
    expect(step.kind === "tool" && step.input).not.toHaveProperty("task_class");
  });

  it("near-miss: the to-dos alone are still the to-dos", async () => {
    expect(await nextStep([user("把待办排进这周"), ...listed])).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "待办" } });
  });

  it("a plan, then all of it with no range of its own, is one plan for the range", () => {
    expect(detectIntent("帮我做一下这周的计划，复习和待办全都排上")).toEqual({ family: "schedule", hints: [], wantsAll: true, range: "这周" });
  });
});

describe("a quadrant listed", () => {
  it.each([
    ["重要但不紧急的有哪几个", 2],
    ["不重要不紧急的列出来看看", 3],
  ])("%s lists that quadrant's to-dos", (text, quadrant) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { quadrant } });
  });

  it("near-miss: a to-do said with its quadrant is still a new one", () => {
    expect(detectIntent("加个待办：整理笔记，重要不紧急")).toMatchObject({ family: "create_task" });
  });
});

describe("a later step said to put the request first", () => {
  it.each([
    ["做复习计划之前，先看下最近都有哪些考试", "exam_countdown"],
    ["把离散排进下周之前，我想先看看下周有什么课", "schedule_question"],
  ])("%s is the request alone", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });

  it("near-miss: both steps in order stay two", () => {
    expect(detectIntent("先看看最近有哪些考试，再排下周计划")).toMatchObject({ family: "compound" });
  });
});

describe("the time left to a break", () => {
  it.each(["还有几个星期放暑假", "还剩多少天放寒假啊", "还有多久才放假回家"])("%s asks where the term stands", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  it("near-miss: the time left to an exam counts to the exam", () => {
    expect(detectIntent("还有几周考试").family).toBe("exam_countdown");
  });
});

describe("where the student will study, then the plan", () => {
  it("the place is no subject, and the plan keeps its own day", () => {
    expect(detectIntent("那我周日就在家学，周日下午帮我放两节离散")).toMatchObject({ family: "schedule", range: "周日", hints: ["放两节离散"] });
  });

  it("a plan with no day takes the day told", () => {
    expect(detectIntent("明天我去自习室复习，帮我排一下线代")).toMatchObject({ family: "schedule", range: "明天", hints: ["线代"] });
  });

  it("near-miss: the place told alone asks for nothing", () => {
    expect(detectIntent("周六我去图书馆学").family).not.toBe("schedule");
  });
});

describe("an exam sat on a ground or in a studio", () => {
  it.each([
    ["体育期末考试第18周周三上午九点，东区运动场", "东区运动场"],
    ["形体课期末1月7号下午，形体房", "形体房"],
  ])("%s has its place", (text, location) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", location });
  });

  it("near-miss: a sitting of the day is no place", () => {
    expect(detectIntent("高数期末1月12号上午九点，下午场")).not.toHaveProperty("location");
  });
});

describe("a block left as it is if nothing clashes", () => {
  it.each(["如果周四那块跟社团活动不冲突的话，就先不动了", "晚上那节没问题就不用改"])("%s changes nothing", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "dismiss" });
  });

  it.each(["要是冲突了就挪到周五", "下午那节有冲突吗", "没冲突就帮我挪到周五"])("near-miss: %s is no dismissal", (text) => {
    expect(detectIntent(text)).not.toEqual({ family: "small_talk", topic: "dismiss" });
  });
});
