import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState } from "@/lib/schedule";
import { moveExample, overviewExample, swapExample, timetableExample } from "@/testing/fixtures/seed-example";
import { PLANNER_TOOL_NAMES } from "@/lib/protocol";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";
import { inStudentWords } from "../speak/student-words";
import { studentCalendarOf } from "./facts";
import { TARGET_QUESTION } from "./questions";

/** A relayed reply as the student reads it: no ids (these calls carry no calendar to date the days). */
const words = (text: string) => inStudentWords(text, studentCalendarOf(undefined));

function listed(state: ScheduleState, id = "c1") {
  return toolExchange(id, "list_tasks", { status: "all" }, executeTool(state, "list_tasks", { status: "all" }));
}

describe("decideEdit", () => {
  test("first lists every task to learn ids and statuses", async () => {
    expect(await nextStep([user("把复习线代移到第5天第3节")])).toMatchObject({
      kind: "tool",
      toolName: "list_tasks",
      input: { status: "all" },
    });
  });

  test("a pending task named by the student is placed", async () => {
    const step = await nextStep([user("把复习线代移到第5天第3节"), ...listed(timetableExample)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 3, day: 5, slot_start: 3 } });
  });

  test("a pre-placed task named by id is moved", async () => {
    const step = await nextStep([user("把[6]移到第9天第1-2节"), ...listed(moveExample)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: 9, new_slot_start: 1 } });
  });

  test("relays the tool's reply after a successful write", async () => {
    const placed = executeTool(timetableExample, "place", { task_id: 3, day: 5, slot_start: 3 });
    expect(placed.ok).toBe(true);
    const step = await nextStep([
      user("把复习线代移到第5天第3节"),
      ...listed(timetableExample),
      ...toolExchange("c2", "place", { task_id: 3, day: 5, slot_start: 3 }, placed),
    ]);
    expect(step).toEqual({ kind: "text", text: `好的，已经改在方案里了，确认后写入日程。\n${words(placed.text).split("\n")[0]}` });
  });

  test("an existing entry still goes to move, and the tool's refusal is relayed", async () => {
    const prompt = [user("把英语移到第3天第1节"), ...listed(timetableExample)];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 2, new_day: 3, new_slot_start: 1 } });
    const refused = executeTool(timetableExample, "move", { task_id: 2, new_day: 3, new_slot_start: 1 });
    expect(refused.ok).toBe(false);
    const step = await nextStep([...prompt, ...toolExchange("c2", "move", { task_id: 2, new_day: 3, new_slot_start: 1 }, refused)]);
    expect(step).toEqual({ kind: "text", text: `这次没有改成：\n${words(refused.text)}` });
  });

  // A block moved by so many days keeps its periods; one not placed yet has no day to count from, so it is asked.
  test.each([
    ["线代那两节往后挪一天，时间不变", 5],
    ["把线代往前移两天", 2],
    ["线代那块往后调一天吧", 5],
  ])("%s moves the block to day %i at its own periods", async (text, day) => {
    const step = await nextStep([user(text), ...listed(moveExample)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: day, new_slot_start: 3 } });
  });

  // Weeks are seven days; hours count from the block's own start (10:00); a 大节 is two periods; a clock said after wins.
  test.each([
    ["线代那块顺延一周，钟点不变", 11, 3],
    ["线代那两节往后挪一大节", 4, 5],
    ["线代那节往后推六个小时", 4, 7],
    ["线代那块提前一天，还是下午四点开始", 3, 7],
  ])("%s moves the block to day %i period %i", async (text, day, slot) => {
    const calendar = { days: [], periods: [...DEFAULT_SECTION_TIMES] };
    const step = await nextStep([user(text), ...listed(moveExample)], PLANNER_TOOL_NAMES, calendar);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: day, new_slot_start: slot } });
  });

  test("a block not placed yet, shifted by a day, is asked where to go; a to-do shifted is re-dated", async () => {
    const step = await nextStep([user("小组讨论那两节往后挪一天"), ...listed(moveExample)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: TARGET_QUESTION.zh } });
    expect(await nextStep([user("交学费往后推一天")])).toMatchObject({ kind: "tool", toolName: "update_task", input: { task: "交学费" } });
  });

  test("swaps two tasks named by abbreviation and name", async () => {
    const step = await nextStep([user("交换高数和线代"), ...listed(timetableExample)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "swap", input: { task_a: 1, task_b: 6 } });
  });

  test("unplaces a chapter named by class and chapter", async () => {
    const step = await nextStep([user("把概率论第一章取消安排"), ...listed(overviewExample)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "unplace", input: { task_id: 35 } });
  });

  test("a name that fits several tasks → asks which one, offering them", async () => {
    const step = await nextStep([user("把随机移到第6天第1节"), ...listed(overviewExample)]);
    expect(step).toMatchObject({
      kind: "tool",
      toolName: "ask_user",
      input: {
        question: "你说的“随机”是指哪一个任务？",
        // Names only: the chips are the student's to read and to send back.
        options: ["第一章随机事件与概率", "第二章随机变量", "第三章多维随机变量"],
      },
    });
  });

  test("the student's pick in the next turn completes the edit", async () => {
    const asked = { question: "你说的“随机”是指哪一个任务？", options: ["[35]第一章随机事件与概率", "[36]第二章随机变量"] };
    const prompt = [
      user("把随机移到第6天第1节"),
      ...listed(overviewExample, "c1"),
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText(asked.question),
      user("[36]第二章随机变量"),
    ];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "list_tasks", input: { status: "all" } });
    const step = await nextStep([...prompt, ...listed(overviewExample, "c3")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 36, new_day: 6, new_slot_start: 1 } });
  });

  test("a pick answering another model's which-question (no quoted name), said politely, completes the edit", async () => {
    const asked = { question: "有几块都跟随机有关，要挪哪一块？", options: ["第一章随机事件与概率", "第二章随机变量"] };
    const prompt = [
      user("把随机移到第6天第1节"),
      ...listed(overviewExample, "c1"),
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText(asked.question),
      user("第二个吧，辛苦你了"),
      ...listed(overviewExample, "c3"),
    ];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 36, new_day: 6, new_slot_start: 1 } });
  });

  test("a name that fits nothing → asks, offering the non-course tasks", async () => {
    const step = await nextStep([user("把化学实验移到第5天第1节"), ...listed(timetableExample)]);
    expect(step).toMatchObject({
      kind: "tool",
      toolName: "ask_user",
      input: { question: "没有找到“化学实验”，你指的是哪一个任务？", options: ["线代", "复习线代", "写实验报告", "小组讨论"] },
    });
  });

  test("a pending item moved to a day with no period goes to that day's first free run of its length", async () => {
    const prompt = [user("把复习线代挪到第6天"), ...listed(timetableExample, "c1")];
    const search = await nextStep(prompt);
    expect(search).toMatchObject({ kind: "tool", toolName: "find_first_free", input: { duration: 3, day: 6 } });
    const found = executeTool(timetableExample, "find_first_free", { duration: 3, day: 6 });
    const start = Number(/首个可用位置：第6天第(\d+)/.exec(found.text)?.[1]);
    expect(start).toBeGreaterThan(0);
    const placed = await nextStep([...prompt, ...toolExchange("c2", "find_first_free", { duration: 3, day: 6 }, found)]);
    expect(placed).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 3, day: 6, slot_start: start } });
  });

  test("a move without a period and no room that day asks where, and the answer completes it", async () => {
    const nothing = { ok: true, text: "首个可用位置：第7天第1-3节（可直接放置）。" };
    const prompt = [user("把复习线代挪到第6天"), ...listed(timetableExample, "c1"), ...toolExchange("c0", "find_first_free", { duration: 3, day: 6 }, nothing)];
    const asked = await nextStep(prompt);
    expect(asked).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: TARGET_QUESTION.zh } });
    // Asked in the student's words: dates, weekdays, periods and clock times, never a window index.
    expect(TARGET_QUESTION.zh).not.toMatch(/第几天|第\d+天/);
    const question = { question: TARGET_QUESTION.zh };
    const followUp = [
      ...prompt,
      ...toolExchange("c2", "ask_user", question, { ok: true, text: question.question }),
      user("第6天第3节"),
      ...listed(timetableExample, "c3"),
    ];
    expect(await nextStep(followUp)).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 3, day: 6, slot_start: 3 } });
  });

  test("a day and a clock time are read into the window's day and the period holding that time", async () => {
    // The call's calendar: Tuesday 1 and Thursday 3 December, the default periods (6th: 14:55–15:40).
    const calendar = {
      days: [
        { day: 1, date: "2026-12-01", weekday: 2 },
        { day: 3, date: "2026-12-03", weekday: 4 },
      ],
      periods: [...DEFAULT_SECTION_TIMES],
    };
    const question = { question: TARGET_QUESTION.zh };
    const prompt = [
      user("把复习线代挪到第6天"),
      ...listed(timetableExample, "c1"),
      ...toolExchange("c2", "ask_user", question, { ok: true, text: question.question }),
      user("周四下午3点"),
      ...listed(timetableExample, "c3"),
    ];
    expect(await nextStep(prompt, PLANNER_TOOL_NAMES, calendar)).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 3, day: 3, slot_start: 6 } });
    // Without the calendar the words name no window day: the model asks again rather than guess.
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });

  test("English edits resolve ids and answer in English", async () => {
    const prompt = [user("swap [2] and [6]"), ...listed(swapExample)];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "swap", input: { task_a: 2, task_b: 6 } });
    const swapped = executeTool(swapExample, "swap", { task_a: 2, task_b: 6 });
    const step = await nextStep([...prompt, ...toolExchange("c2", "swap", { task_a: 2, task_b: 6 }, swapped)]);
    expect(step).toEqual({ kind: "text", text: `Done in the plan; confirm it to save it.\n${words(swapped.text).split("\n")[0]}` });
  });

  test("an English name that fits nothing asks in English", async () => {
    const step = await nextStep([user("move lab report to day 4 period 3"), ...listed(timetableExample)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: 'I couldn\'t find "lab report". Which task do you mean?' } });
  });

  test("when write tools are not offered yet, answers with text", async () => {
    const readOnly = PLANNER_TOOL_NAMES.filter((name) => !["place", "move", "swap", "batch_move", "unplace"].includes(name));
    const step = await nextStep([user("交换高数和线代"), ...listed(timetableExample)], readOnly);
    expect(step).toEqual({ kind: "text", text: "当前这一步还不能调整日程，请稍后再试一次。" });
  });

  test("without list_tasks, ids are used directly", async () => {
    const step = await nextStep([user("把[6]移到第9天第1节")], ["move", "place"]);
    expect(step).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: 9, new_slot_start: 1 } });
  });
});
