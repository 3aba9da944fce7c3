import { describe, expect, it } from "vitest";
import { detectProposeClass } from "./class-intents";
import { detectIntent } from "./intents";

describe("detectProposeClass", () => {
  it.each([
    ["概率论复习，5章，每章2节", { name: "概率论复习", chapters: 5, periodsEach: 2 }],
    ["帮我建一个概率论复习计划，5章，每章2节", { name: "概率论复习", chapters: 5, periodsEach: 2 }],
    ["新建线性代数复习：共六章，每章三节", { name: "线性代数复习", chapters: 6, periodsEach: 3 }],
    ["英语听力 4个单元 各1节", { name: "英语听力", chapters: 4, periodsEach: 1 }],
    ["英语听力计划，三个单元，每单元一节", { name: "英语听力", chapters: 3, periodsEach: 1 }],
    ["英语听力 4个单元", undefined],
    ["create a study plan for calculus, 4 chapters, 2 periods each", { name: "calculus", chapters: 4, periodsEach: 2 }],
  ])("%s", (text, expected) => {
    const intent = detectProposeClass(text);
    if (expected === undefined) {
      expect(intent).toBeUndefined();
      return;
    }
    expect(intent).toMatchObject({ family: "propose_class", ...expected });
  });

  it("reads a plan whose items are named and share one length", () => {
    expect(detectProposeClass("我想弄个英语听力计划：精听、泛听、跟读，各1节")).toMatchObject({
      name: "英语听力",
      chapters: 3,
      periodsEach: 1,
      items: [
        { content: "精听", duration: 1 },
        { content: "泛听", duration: 1 },
        { content: "跟读", duration: 1 },
      ],
    });
    expect(detectProposeClass("考研数学复习：高数、线代和概率，每项3节，排到下周")).toMatchObject({ name: "考研数学复习", chapters: 3, range: "下周" });
    expect(detectProposeClass("复习计划：高数")).toBeUndefined();
  });

  it("reads the periods of each course or subject listed (每门, 每科) as of each item", () => {
    expect(detectProposeClass("帮我建个408计划：数据结构、操作系统、计网，每门3节")).toMatchObject({ name: "408", chapters: 3, periodsEach: 3 });
    expect(detectProposeClass("文综复习计划：历史、地理、政治，每科2节")).toMatchObject({ name: "文综复习", chapters: 3, periodsEach: 2 });
    // No items listed before it: no plan.
    expect(detectProposeClass("每门3节")).toBeUndefined();
  });

  it("keeps the range words that follow, so the new class can be scheduled in the same turn", () => {
    expect(detectProposeClass("线性代数复习，4章，每章2节，排到下周")).toMatchObject({ name: "线性代数复习", range: "下周" });
    expect(detectProposeClass("概率论复习，5章，每章2节")).toMatchObject({ family: "propose_class", range: undefined });
  });

  it("reads what is left of something counted as the parts of a new plan, not as a check-in", () => {
    expect(detectIntent("数学真题还剩五套没刷，建个复习计划，每套2节，排到下周")).toMatchObject({ family: "propose_class", name: "数学真题", chapters: 5, periodsEach: 2, range: "下周" });
    expect(detectIntent("英语阅读还差三篇，帮我新建一个学习计划，每篇1节")).toMatchObject({ family: "propose_class", name: "英语阅读", chapters: 3, periodsEach: 1 });
    // No plan asked for: nothing new is proposed.
    expect(detectProposeClass("数学真题还剩五套没刷，每套2节")).toBeUndefined();
  });

  it("reads so many sittings of so many periods as a plan's chapters, only when a plan is meant", () => {
    expect(detectIntent("帮我建个发音练习计划，分四次，每次学一节，排到下周")).toMatchObject({ family: "propose_class", name: "发音练习", chapters: 4, periodsEach: 1, range: "下周" });
    expect(detectIntent("新建一个英语听力训练，总共5轮，每轮2节")).toMatchObject({ family: "propose_class", name: "英语听力训练", chapters: 5, periodsEach: 2 });
    expect(detectIntent("做一个真题刷题计划：一共八回，每回3节")).toMatchObject({ family: "propose_class", chapters: 8, periodsEach: 3 });
    expect(detectProposeClass("错题本分两次，每次两节")).toBeUndefined();
  });

  it("reads a plan named before its 计划 and the work counted before a bare 建个计划", () => {
    expect(detectIntent("帮我建个毕业设计计划：开题1节、文献综述3节、写初稿4节")).toMatchObject({ family: "propose_class", name: "毕业设计", chapters: 3 });
    expect(detectIntent("下周要交两篇读书笔记，帮我建个计划：论语、孟子，每篇2节")).toMatchObject({ family: "propose_class", name: "读书笔记", chapters: 2, periodsEach: 2 });
    expect(detectIntent("还有四套模拟题，做个计划：甲卷、乙卷、丙卷、丁卷，每套3节")).toMatchObject({ family: "propose_class", name: "模拟题", chapters: 4, periodsEach: 3 });
    // No plan asked for, or no 计划 after the name: nothing new is proposed.
    expect(detectProposeClass("周五前交两份作业，每份3节")).toBeUndefined();
    expect(detectProposeClass("帮我建个课程设计：需求分析2节、电路设计3节")).toBeUndefined();
  });

  it("wins over a plain schedule request, and leaves ordinary requests alone", () => {
    expect(detectIntent("线性代数复习，4章，每章2节，排到下周").family).toBe("propose_class");
    expect(detectIntent("把离散数学的复习排到下周").family).toBe("schedule");
    expect(detectIntent("提醒我周三晚上8点给导师发周报").family).toBe("quick_note");
  });
});

describe("a plan asked for first, then the subject it is for", () => {
  it.each([
    ["我想建个计划复习毛概，分五章，每章两节", { name: "毛概复习", chapters: 5, periodsEach: 2 }],
    ["建个计划复习马原，四章，一章两节", { name: "马原复习", chapters: 4, periodsEach: 2 }],
    ["帮我做个计划备考六级，五个单元，每单元一节", { name: "六级备考", chapters: 5, periodsEach: 1 }],
    ["我想建个复习计划，线代分六章，每章两节", { name: "线代复习", chapters: 6, periodsEach: 2 }],
    ["建个计划，概率论，五章，每章两节", { name: "概率论复习", chapters: 5, periodsEach: 2 }],
  ])("%s", (text, expected) => {
    expect(detectProposeClass(text)).toMatchObject({ family: "propose_class", ...expected });
  });

  // Near misses: the subject before the plan word, and a plan named by a label, keep their names.
  it.each([
    ["帮我建一个概率论复习计划，5章，每章2节", "概率论复习"],
    ["帮我建个计划：图论专题，分最短路、生成树、网络流三块，每块2节", "图论专题"],
    ["计划复习统计学，一共三章，每章两节", "统计学复习"],
  ])("%s keeps its name", (text, name) => {
    expect(detectProposeClass(text)).toMatchObject({ name });
  });
});
