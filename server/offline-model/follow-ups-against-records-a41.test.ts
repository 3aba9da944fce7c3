/**
 * Follow-ups read against what the last answer recorded (round 41, A: understand/record-shapes.ts): a day or a clock
 * that puts a note's deadline, an exam's time or a pre-placed block right, a room or a quadrant added, the record
 * disowned or reopened, each with its slip owned or its reason given around it. Look-alikes: the record said back as
 * right, and news about another day that asks for nothing.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";

async function problemOf(evalCase: EvalCase): Promise<string | undefined> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed ? undefined : (result.score.problem ?? "a word the student may not read");
}

const NOTED_THURSDAY = { user: "提醒我周四交课程论文", said: "已记下：交课程论文（截止 12月3日 周四 23:59）。" };
const NOTED_EVENING = { user: "周五晚上六点提醒我去取蛋糕", said: "已记下：去取蛋糕（截止 12月4日 周五 18:00）。" };
const EXAM_NOTED = { user: "线代期末1月11号上午九点", said: "已记下考试「线代期末」：1月11日（周一）09:00，还有 41 天。" };
const EXAM_DAY_ONLY = { user: "电路期末1月13号", said: "已记下考试「电路期末」：1月13日（周三），还有 43 天。" };
const PLACED = { user: "把错题本放周三晚上", said: "已预排：整理离散数学错题本 → 12月2日 周三 19:00–20:40，确认后写入日程。" };
const DONE = { user: "物理报告写完了", said: "已完成：完成大学物理实验报告。" };

function noteRedated(text: string, history: EvalCase["history"], deadline: string, before: string): EvalCase {
  return { category: "follow_up", text, tools: ["update_task"], fields: {}, deadline, deadline_before: before, forbid: ["quick_note", "create_task"], history };
}

describe("a note's deadline put right", () => {
  test.each([
    ["噢我记岔了，是周五", "2026-12-04 23:59"],
    ["应该是周四下午三点之前，不是晚上", "2026-12-03 15:00"],
    ["中午十二点前，老师一点要收", "2026-12-03 12:00"],
  ])("%s", async (text, deadline) => {
    expect(await problemOf(noteRedated(text, [NOTED_THURSDAY], deadline, "2026-12-03 23:59"))).toBeUndefined();
  });

  test("a bare clock said after the reason keeps the evening the note had", async () => {
    expect(await problemOf(noteRedated("六点店还没开门，改成七点半", [NOTED_EVENING], "2026-12-04 19:30", "2026-12-04 18:00"))).toBeUndefined();
  });

  test("a clock put right with the day kept, as an exam's would be", async () => {
    const noted = { user: "记一下周五交民法作业", said: "已记下：交民法作业（截止 12月4日 周五 23:59）。" };
    expect(await problemOf(noteRedated("不对，是下午两点，日子没错", [noted], "2026-12-04 14:00", "2026-12-04 23:59"))).toBeUndefined();
  });

  test("the day said back as right changes nothing", async () => {
    const confirmed: EvalCase = { category: "follow_up", text: "对，周四，没错", tools: [], forbid: ["update_task", "quick_note"], history: [NOTED_THURSDAY] };
    expect(await problemOf(confirmed)).toBeUndefined();
  });
});

describe("an exam's time, day or room put right or added", () => {
  test.each([
    ["考试时间我记混了，是下午两点，日子一样", { title: "线代", when: "1月11" }],
    ["看错通知了，是1月12号，时间不变", { title: "线代", when: "1月12" }],
  ])("%s", async (text, fields) => {
    const evalCase: EvalCase = { category: "follow_up", text, tools: ["record_exam"], fields, forbid: ["cancel_exam", "quick_note", "update_task"], history: [EXAM_NOTED] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });

  test("a clock left out, said with when it starts", async () => {
    const evalCase: EvalCase = { category: "follow_up", text: "开考时间忘说了，上午十点开考", tools: ["record_exam"], fields: { title: "电路", when: "1月13" }, forbid: ["query_day", "quick_note"], history: [EXAM_DAY_ONLY] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });

  test("a room left out", async () => {
    const evalCase: EvalCase = { category: "follow_up", text: "地点漏说了，在博学楼A座402", tools: ["record_exam"], fields: { title: "线代", location: "402", when: null }, forbid: ["quick_note"], history: [EXAM_NOTED] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });
});

describe("the record disowned or reopened", () => {
  test.each(["抱歉搞混了，那是别的班的，我们没有这场", "呃我弄错了，这门不考试，交论文"])("%s: the exam taken out", async (text) => {
    const evalCase: EvalCase = { category: "follow_up", text, tools: ["cancel_exam"], fields: { exam: "线代" }, forbid: ["record_exam", "delete_task"], history: [EXAM_NOTED] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });

  test("a note that was someone else's is deleted", async () => {
    const evalCase: EvalCase = { category: "follow_up", text: "哎呀弄混了，这是舍友的论文，不用我交", tools: ["delete_task"], fields: { task: "论文" }, forbid: ["quick_note"], history: [NOTED_THURSDAY] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });

  test("a block pre-placed, taken out again", async () => {
    const evalCase: EvalCase = { category: "follow_up", text: "还是先不放了，那晚可能要去实验室", tools: ["unplace"], fields: { task_id: 28 }, forbid: ["delete_task", "quick_note"], history: [PLACED] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });

  test("a block pre-placed, put on another day after the reason", async () => {
    const evalCase: EvalCase = { category: "follow_up", text: "想了想还是周六上午十点吧，周三晚上有讲座", tools: ["move"], fields: { task_id: 28, new_day: 5, new_slot_start: 3 }, forbid: ["quick_note", "unplace"], history: [PLACED] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });

  test("what was ticked off is not done after all", async () => {
    const evalCase: EvalCase = { category: "task_reopen", text: "等等，写完的是预习报告，这份还没写", tools: ["complete_task"], fields: { task: "物理", undo: true }, forbid: ["record_checkin", "delete_task"], history: [DONE] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });
});

describe("a quadrant left out of a note", () => {
  test.each([
    ["对了忘了讲，这个挺重要，只是不算急", 2],
    ["漏说了一句，这事不重要，顺手就办了", 3],
  ])("%s", async (text, group) => {
    const evalCase: EvalCase = { category: "follow_up", text, tools: ["update_task"], fields: { task: "论文", priority_group: group }, forbid: ["quick_note", "create_task"], history: [NOTED_THURSDAY] };
    expect(await problemOf(evalCase)).toBeUndefined();
  });
});
