import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { overviewExample, timetableExample } from "@/testing/fixtures/seed-example";
import { optionLabels, resolveAnswer, resolveReference } from "./name-resolution";
import { isAbbreviation } from "@/lib/tasks/short-names";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { listedTasks } from "./facts";

const timetable = listedTasks(executeTool(timetableExample, "list_tasks", { status: "all" }));
const overview = listedTasks(executeTool(overviewExample, "list_tasks", { status: "all" }));

function found(resolution: ReturnType<typeof resolveReference>): number | string {
  if (resolution.kind === "found") return resolution.task.id;
  if (resolution.kind === "ambiguous") return `ambiguous:${resolution.candidates.map((task) => task.id).join(",")}`;
  return "missing";
}

describe("resolveReference", () => {
  test("an id resolves to the listed task, an unknown id is missing", () => {
    expect(found(resolveReference({ id: 7 }, timetable))).toBe(7);
    expect(found(resolveReference({ id: 99 }, timetable))).toBe("missing");
  });

  test("an exact name wins over names that contain it", () => {
    expect(found(resolveReference({ name: "线代" }, timetable))).toBe(6);
    expect(found(resolveReference({ name: "复习线代" }, timetable))).toBe(3);
  });

  test("part of a name resolves when only one task contains it", () => {
    expect(found(resolveReference({ name: "实验报告" }, timetable))).toBe(7);
  });

  test("words containing a name pick the longest such name", () => {
    expect(found(resolveReference({ name: "复习线代那个任务" }, timetable))).toBe(3);
  });

  test("category and name together: 概率论第一章", () => {
    expect(found(resolveReference({ name: "概率论第一章" }, overview))).toBe(35);
  });

  test("an abbreviation matches the characters in order: 高数 → 高等数学", () => {
    expect(found(resolveReference({ name: "高数" }, timetable))).toBe(1);
  });

  test("several hits in one tier are ambiguous", () => {
    expect(found(resolveReference({ name: "章" }, overview))).toBe("ambiguous:35,36,37,38,39");
  });

  test("names are compared without case and spaces; nothing matching is missing", () => {
    const tasks: ListedTask[] = [{ id: 4, name: "Lab Report", category: "作业", status: "pending" }];
    expect(found(resolveReference({ name: "lab report" }, tasks))).toBe(4);
    expect(found(resolveReference({ name: "化学" }, timetable))).toBe("missing");
  });
});

describe("resolveAnswer", () => {
  const offered = [3, 6].map((id) => timetable.find((task) => task.id === id)!);

  test("reads an offered option label or a bare id", () => {
    expect(resolveAnswer("[3]复习线代", offered, timetable)?.id).toBe(3);
    expect(resolveAnswer("6", offered, timetable)?.id).toBe(6);
    expect(resolveAnswer("9号", offered, timetable)?.id).toBe(9);
  });

  test("reads an ordinal against the offered options", () => {
    expect(resolveAnswer("第二个", offered, timetable)?.id).toBe(6);
    expect(resolveAnswer("the first one", offered, timetable)?.id).toBe(3);
    expect(resolveAnswer("第1个", offered, timetable)?.id).toBe(3);
  });

  test("reads a name among the options first, then among every task", () => {
    expect(resolveAnswer("复习线代。", offered, timetable)?.id).toBe(3);
    expect(resolveAnswer("小组讨论", offered, timetable)?.id).toBe(9);
  });

  test("an answer that names nothing resolves to nothing", () => {
    expect(resolveAnswer("随便", offered, timetable)).toBeUndefined();
    expect(resolveAnswer("第五个", offered, timetable)).toBeUndefined();
  });
});

describe("optionLabels", () => {
  const chapters = [
    { id: 21, name: "第一章", category: "线性代数" },
    { id: 31, name: "第一章", category: "概率论" },
    { id: 40, name: "图论基础", category: "离散数学期末复习" },
  ];

  test("offers tasks by name, with the class after a name two of them share, and never an id", () => {
    expect(optionLabels(chapters)).toEqual(["第一章（线性代数）", "第一章（概率论）", "图论基础"]);
    expect(optionLabels(chapters).join("")).not.toMatch(/\[\d+\]|\d{2}/);
  });

  test("an option sent back as the answer is the task it offered", () => {
    expect(resolveAnswer("第一章（概率论）", chapters, chapters)?.id).toBe(31);
    expect(resolveAnswer("图论基础", chapters, chapters)?.id).toBe(40);
  });
});

describe("names wrapped in the student's words", () => {
  const discrete = [
    { id: 11, name: "集合与二元关系", category: "离散数学期末复习" },
    { id: 12, name: "谓词逻辑与推理理论", category: "离散数学期末复习" },
    { id: 13, name: "复习计划", category: "待办" },
  ];

  test("finds the task under 那个/那块/的/复习 once the words as said find nothing", () => {
    expect(resolveReference({ name: "谓词逻辑那个复习" }, discrete)).toMatchObject({ kind: "found", task: { id: 12 } });
    expect(resolveReference({ name: "集合那块" }, discrete)).toMatchObject({ kind: "found", task: { id: 11 } });
    // A name holding one of those words is still found whole, before any is dropped.
    expect(resolveReference({ name: "复习计划" }, discrete)).toMatchObject({ kind: "found", task: { id: 13 } });
  });

  test("a piece of work's measure word (那套, 这份, 那篇) points as 那个 does", () => {
    const work = [
      { id: 21, name: "六级模拟卷", category: "待办" },
      { id: 22, name: "读书报告", category: "待办" },
      { id: 23, name: "一套卷子", category: "待办" },
    ];
    expect(resolveReference({ name: "六级模拟卷那套" }, work)).toMatchObject({ kind: "found", task: { id: 21 } });
    expect(resolveReference({ name: "读书报告这篇" }, work)).toMatchObject({ kind: "found", task: { id: 22 } });
    expect(resolveReference({ name: "模拟卷那份" }, work)).toMatchObject({ kind: "found", task: { id: 21 } });
    // Near miss: a 套 that is part of the name is no pointer, and the name is found whole.
    expect(resolveReference({ name: "一套卷子" }, work)).toMatchObject({ kind: "found", task: { id: 23 } });
  });
});

describe("isAbbreviation", () => {
  test("characters in order (线代, 高数), and the short names whose characters are not (概统, 大物)", () => {
    expect(isAbbreviation("线代", "线性代数")).toBe(true);
    expect(isAbbreviation("高数", "高等数学")).toBe(true);
    expect(isAbbreviation("概统", "概率论复习")).toBe(true);
    expect(isAbbreviation("大物", "完成大学物理实验报告")).toBe(true);
    expect(isAbbreviation("概统", "离散数学期末复习")).toBe(false);
    expect(isAbbreviation("线", "线性代数")).toBe(false);
  });
});

describe("a class's item named by the class and the item", () => {
  test("概率论第三章 is 第三章 of 概率论复习", () => {
    const tasks: ListedTask[] = [
      { id: 19, name: "第二章 随机变量及其分布", category: "概率论复习", status: "pending", periods: 2 },
      { id: 20, name: "第三章 多维随机变量", category: "概率论复习", status: "pending", periods: 3 },
      { id: 15, name: "图论基础", category: "离散数学期末复习", status: "pending", periods: 3 },
    ];
    expect(resolveReference({ name: "概率论第三章" }, tasks)).toMatchObject({ kind: "found", task: { id: 20 } });
  });
});
