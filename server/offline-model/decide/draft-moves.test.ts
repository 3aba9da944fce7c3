/**
 * A block the conversation just pre-placed, named by where it was put, is moved from there even when the listing the
 * turn read still calls it pending; a compound's later part reads the listing an earlier part fetched.
 */
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState } from "@/lib/schedule";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { PLANNER_TOOL_NAMES } from "@/lib/protocol";
import { moveExample, timetableExample, withTasks } from "@/testing/fixtures/seed-example";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

const CALENDAR = {
  days: [4, 5, 6, 7].map((day) => ({ day, date: `2026-12-0${day}`, weekday: (day % 7) + 1 })),
  periods: [...DEFAULT_SECTION_TIMES],
};

function listed(state: ScheduleState, id = "c1") {
  return toolExchange(id, "list_tasks", { status: "all" }, executeTool(state, "list_tasks", { status: "all" }));
}

const PUT = [user("小组讨论放周六下午"), assistantText("已预排：小组讨论 → 12月5日 周六 14:00–15:40，确认后写入日程。")];

describe("a block just pre-placed", () => {
  test.each([
    ["往后挪一大节", 5, 7],
    ["顺延一天，时间别动", 6, 5],
    ["还是放到早上吧，十点开始", 5, 3],
  ])("%s moves it from where it was put (day %i, period %i)", async (text, day, slot) => {
    const step = await nextStep([...PUT, user(text), ...listed(timetableExample)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 9, new_day: day, new_slot_start: slot } });
  });
});

describe("a compound of two placements", () => {
  test("the second part reads the listing the first part fetched", async () => {
    const prompt = [
      user("小组讨论放周六上午八点，复习线代放周六下午两点"),
      ...listed(timetableExample),
      ...toolExchange("c2", "place", { task_id: 9, day: 5, slot_start: 1 }, executeTool(timetableExample, "place", { task_id: 9, day: 5, slot_start: 1 })),
    ];
    expect(await nextStep(prompt, PLANNER_TOOL_NAMES, CALENDAR)).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 3, day: 5, slot_start: 5 } });
  });
});

describe("a block pointed at by its plan", () => {
  // 矩阵与行列式 (6) is the plan's one block on the timetable: 第4天第3-4节.
  const planned = withTasks(moveExample, { 6: (task) => ({ ...task, name: "矩阵与行列式", category: "线性代数期末复习" }) });

  test.each(["那两节线代复习挪到周六晚上七点", "那两节线代挪到周六晚上七点"])("%s moves the plan's one placed block", async (text) => {
    const step = await nextStep([user(text), ...listed(planned)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: 5, new_slot_start: 9 } });
  });

  test("a length the block does not have points at nothing: the student is asked", async () => {
    const step = await nextStep([user("那三节线代复习挪到周六晚上七点"), ...listed(planned)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });
});

describe("a time of day said with a verb of re-dating", () => {
  const planned = withTasks(moveExample, { 6: (task) => ({ ...task, name: "矩阵与行列式", category: "线性代数期末复习" }) });

  test.each([
    ["矩阵与行列式提前到周五上午十点", 4, 3],
    ["矩阵与行列式推迟到周日晚上七点", 6, 9],
  ])("%s moves the study block once the listing shows it placed", async (text, day, slot) => {
    expect(await nextStep([user(text)], PLANNER_TOOL_NAMES, CALENDAR)).toMatchObject({ kind: "tool", toolName: "list_tasks" });
    const step = await nextStep([user(text), ...listed(planned)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: day, new_slot_start: slot } });
  });

  test("a to-do said so is still re-dated", async () => {
    const todo = withTasks(planned, { 7: (task) => ({ ...task, category: "待办" }) });
    const step = await nextStep([user("写实验报告改到周六下午四点"), ...listed(todo)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "update_task", input: { task: "写实验报告" } });
  });
});

describe("the last periods of the evening", () => {
  test.each([
    ["把线代挪到周日晚上最后两节", 11],
    ["线代移到周日晚上最后一大节", 11],
  ])("%s ends the block with them", async (text, slot) => {
    const step = await nextStep([user(text), ...listed(moveExample)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: 6, new_slot_start: slot } });
  });
});

describe("the blocks of a day shifted together", () => {
  // 线代 (6) on 第4天第3-4节 and 小组讨论 (9) put on 第4天第7-8节: both study blocks of Friday 4 December.
  const friday = withTasks(moveExample, { 9: (task) => ({ ...task, status: "suggested", slots: [{ day: 4, slot_start: 7, slot_end: 8 }] }) });

  test("two blocks move in one batch, each keeping its periods", async () => {
    const step = await nextStep([user("周五那两块学习，整体往后推一天，时间不变"), ...listed(friday)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({
      kind: "tool",
      toolName: "batch_move",
      input: { moves: [{ task_id: 6, new_day: 5, new_slot_start: 3 }, { task_id: 9, new_day: 5, new_slot_start: 7 }] },
    });
  });

  test("a count the day does not hold is asked about", async () => {
    const step = await nextStep([user("周五那三块学习都往后推一天"), ...listed(friday)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });
});

describe("the whole draft shifted together", () => {
  // 小组讨论 (9) and 线代 (6) still to be confirmed: the draft's two blocks.
  const drafted = withTasks(moveExample, {
    6: (task) => ({ ...task, status: "suggested" }),
    9: (task) => ({ ...task, status: "suggested", slots: [{ day: 4, slot_start: 7, slot_end: 8 }] }),
  });

  test.each(["复习计划整体往后挪一天", "预排的都往后推一天", "这版方案全部往后挪一天"])("%s moves every drafted block one day on", async (text) => {
    const step = await nextStep([user(text), ...listed(drafted)], PLANNER_TOOL_NAMES, CALENDAR);
    expect(step).toMatchObject({
      kind: "tool",
      toolName: "batch_move",
      input: { moves: [{ task_id: 6, new_day: 5, new_slot_start: 3 }, { task_id: 9, new_day: 5, new_slot_start: 7 }] },
    });
  });

  test("near misses: one plan named is one move, a to-do's deadline is no block, nor is a plan without 整体/都", async () => {
    const { detectIntent } = await import("../understand/intents");
    expect(detectIntent("高数复习往后挪一天")).toMatchObject({ action: "move", reference: { name: "高数复习" } });
    expect(detectIntent("交学费往后推一天")).not.toMatchObject({ action: "shift_day" });
    expect(detectIntent("复习计划往后挪一天")).not.toMatchObject({ action: "shift_day" });
  });
});
