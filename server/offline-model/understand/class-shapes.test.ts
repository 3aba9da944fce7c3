/**
 * New study plans said in the shapes students type them: each part counted with 一 ("一章两节"), work counted in
 * 篇 / 本 / 套, steps (每步), book titles set side by side, a form's 计划名 field, and what is asked of the plan besides
 * its parts (how fast, the day it starts).
 */
import { describe, expect, it } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { planOptions } from "./class-options";

const read = (said: string) => detectIntent(normalise(said).text);

describe("a plan of counted parts", () => {
  it.each([
    ["帮我搭个刑法总论的复习计划，一共八章，一章三节", { name: "刑法总论复习", chapters: 8, periodsEach: 3 }],
    ["建个唐诗背诵计划：20篇，每篇1节", { name: "唐诗背诵", chapters: 20, periodsEach: 1 }],
    ["yyds，帮我做个英语精读计划，6篇，每篇2节", { name: "英语精读", chapters: 6, periodsEach: 2 }],
    ["建个真题训练计划，共5套，一套3节", { name: "真题训练", chapters: 5, periodsEach: 3 }],
  ])("%s", (said, expected) => {
    expect(read(said)).toMatchObject({ family: "propose_class", ...expected });
  });

  it("keeps work counted in 篇 or 套 a to-do's when no plan is said to be meant", () => {
    expect(read("英语作文3篇，每篇2节").family).not.toBe("propose_class");
    expect(read("高数卷子4套，每套2节").family).not.toBe("propose_class");
  });
});

describe("a plan of listed items", () => {
  it("reads the items of a 新建学习计划 command, the name ending where its clause does", () => {
    expect(read("新建学习计划：中外美术史，第一章先秦美术、第二章汉代美术、第三章唐代美术，每章2节")).toMatchObject({
      family: "propose_class",
      name: "中外美术史",
      items: [{ content: "第一章先秦美术" }, { content: "第二章汉代美术" }, { content: "第三章唐代美术" }],
    });
  });

  it("reads book titles set side by side, and steps counted by 每步", () => {
    expect(read("建一个暑假阅读计划：《乡土中国》《万历十五年》，每本3节")).toMatchObject({
      family: "propose_class",
      items: [{ content: "《乡土中国》", duration: 3 }, { content: "《万历十五年》", duration: 3 }],
    });
    expect(read("建个课程论文计划：查资料、写初稿、改稿，每步2节")).toMatchObject({ family: "propose_class", name: "课程论文", chapters: 3, periodsEach: 2 });
  });

  it("reads a plan named by a 计划名 field, then its items line by line", () => {
    expect(read("计划名：现代文学作品选\n- 呐喊 2节\n- 边城 1节\n- 围城 3节")).toMatchObject({
      family: "propose_class",
      name: "现代文学作品选",
      items: [{ content: "呐喊", duration: 2 }, { content: "边城", duration: 1 }, { content: "围城", duration: 3 }],
    });
  });
});

describe("what is asked of a plan besides its parts", () => {
  it("reads how fast and the day it starts, and the start is no range to schedule it in", () => {
    expect(read("建个政治背诵计划：马原、毛概、史纲，每项2节，尽快学完")).toMatchObject({ family: "propose_class", strategy: "rapid" });
    const started = read("建个暑期实习准备计划：简历、笔试、面试，每项2节，从2027年7月1日开始");
    expect(started).toMatchObject({ family: "propose_class", startsOn: { year: 2027, month: 7, day: 1 } });
    expect(started).not.toHaveProperty("range", expect.anything());
    expect(planOptions("3月2号起")).toEqual({ startsOn: { month: 3, day: 2 } });
    expect(planOptions("每项2节")).toEqual({});
  });
});

describe("a plan scheduled as fast as it can be", () => {
  it.each(["概率论这个计划下周排，能多快就多快", "线代复习这周排吧，能早就早"])("%s", (said) => {
    expect(read(said)).toMatchObject({ family: "schedule", strategy: "rapid" });
  });

  it("leaves a week already full told, not asked", () => {
    expect(read("这周排满了").family).not.toBe("schedule");
  });
});
