/**
 * A block moved or put, or a note timed, beside a class named by its day and part or course (round 38, I): "挪到周五
 * 下午那门课后面", "排在周四上午那两节课后面", "周五高数课前十五分钟提醒我". The listing gives each course's first
 * meeting only, so query_day asks for that day before the write. Run through the eval's replies, as a turn runs.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";

async function problemOf(evalCase: EvalCase): Promise<string | undefined> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed ? undefined : (result.score.problem ?? "a word the student may not read");
}

const after = (tool: string) => (text: string, when: string): EvalCase => ({ category: tool, text, tools: ["query_day", tool], fields: { when } });

describe("a block moved beside a class of a day: that day's classes first", () => {
  test.each([
    ["谓词逻辑那块放到周四上午两节课后面吧", "周四"],
    ["把谓词逻辑挪去周五下午程序设计下课以后", "周五"],
    ["谓词逻辑那节 改到下周一离散课后面", "下周一"],
    ["周三体育课后面那节复习挪到周六上午九点", "周三"],
    ["谓词逻辑调到下周二下午那节课之后", "下周二"],
    ["把谓词逻辑那块移到周四晚上的课前面", "周四"],
  ])("%s", async (text, when) => {
    expect(await problemOf(after("move")(text, when))).toBeUndefined();
  });
});

describe("the block goes where the day's agenda says the class ends or starts", () => {
  test.each([
    ["谓词逻辑那块放到周四上午两节课后面吧", 5],
    ["把谓词逻辑挪去周四线代下课以后", 5],
    ["谓词逻辑挪到周四上午的课上完之后", 5],
    ["把谓词逻辑那块移到周四晚上的课前面", 7],
  ])("%s", async (text, slot) => {
    const evalCase: EvalCase = { category: "move", text, tools: ["query_day", "move"] };
    const [result] = await evaluate(createOfflineModel(), [evalCase]);
    expect(result.run.calls.find((call) => call.toolName === "move")?.input).toMatchObject({ task_id: 9, new_day: 3, new_slot_start: slot });
  });
});

describe("an item put beside a class of a day", () => {
  test.each([
    ["错题本放到周五上午高数下课之后", "周五"],
    ["函数与等价关系就放下周三体育课后面吧", "下周三"],
    ["第二章随机变量放在明天下午那节课下课后", "明天"],
    ["帮我把图论那一块安排到周五程序设计课下课之后就开始", "周五"],
  ])("%s", async (text, when) => {
    expect(await problemOf(after("place")(text, when))).toBeUndefined();
  });
});

describe("a note timed by a class of a day", () => {
  test.each([
    ["周五高数课前十五分钟提醒我带计算器", "周五"],
    ["周四线代下课后提醒我去找老师答疑", "周四"],
    ["下周一离散课一结束就提醒我交作业本", "下周一"],
    ["明天下午那节课下课后提醒我去取快递", "明天"],
  ])("%s", async (text, when) => {
    expect(await problemOf(after("quick_note")(text, when))).toBeUndefined();
  });
});

describe("said in other words: a typo, the periods without 课, Cantonese, a course with no day", () => {
  test.each<EvalCase>([
    { category: "move", text: "谓词逻辑挪到周五下五那门课后面", tools: ["query_day", "move"], fields: { when: "周五" } },
    { category: "move", text: "把谓词逻辑那块挪到周四上午两节之后", tools: ["query_day", "move"], fields: { when: "周四" } },
    { category: "place", text: "樹同最小生成樹嗰part排喺星期四朝早兩堂之後", tools: ["query_day", "place"] },
    { category: "place", text: "集合與二元關係排喺星期五下晝兩堂之後", tools: ["query_day", "place"] },
    { category: "quick_note", text: "体育课前半小时提醒我换运动鞋", tools: ["query_day", "quick_note"], fields: { course: "体育" } },
    { category: "quick_note", text: "线代课下了以后提醒我去问作业", tools: ["query_day", "quick_note"], fields: { course: "线代" } },
  ])("$text", async (evalCase) => {
    expect(await problemOf(evalCase)).toBeUndefined();
  });

  test("下五个 keeps its count", async () => {
    const { normalise } = await import("./normalise/normalise");
    expect(normalise("周五下五个人一起去").text).toContain("下五个");
  });
});

describe("look-alikes keep what they do", () => {
  test.each<EvalCase>([
    // A clock said outright needs no agenda.
    { category: "move", text: "把谓词逻辑挪到周五下午四点", tools: ["move"], fields: { task_id: 9, new_day: 4, new_slot_start: 7 }, forbid: ["query_day"] },
    // A period by its number is the calendar's.
    { category: "quick_note", text: "后天第四节下课后提醒我去图书馆还书", tools: ["quick_note"], fields: { content: "还书" }, deadline: "2026-12-03 11:40", forbid: ["query_day"] },
    { category: "quick_note", text: "周四上午第二大节下课后去教务处盖章", tools: ["quick_note"], fields: { content: "盖章" }, forbid: ["query_day"] },
    { category: "quick_note", text: "周五下午第二节之后提醒我去交表", tools: ["quick_note"], fields: { content: "交表" }, forbid: ["query_day"] },
    // A note about a class, not timed beside it.
    { category: "quick_note", text: "周五下午那节课要带U盘拷代码", tools: ["quick_note"], forbid: ["query_day"] },
    // Every class, every week, is a repeat the tools cannot keep.
    { category: "repeat", text: "每次体育课前都提醒我带水杯", tools: [], forbid: ["quick_note", "create_task"] },
  ])("$text", async (evalCase) => {
    expect(await problemOf(evalCase)).toBeUndefined();
  });
});
