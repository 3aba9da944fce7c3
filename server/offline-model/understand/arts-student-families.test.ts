/** Art, music and PE students' words: their rooms, their practice, their assessments. Every sentence is our own. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("an assessment sat in a practice room or on a ground names it as its place", () => {
  test.each([
    ["钢琴回课考核周四下午三点在琴房", "琴房"],
    ["声乐考试是下周一上午十点，在排练厅", "排练厅"],
    ["形体考核下周二下午，在形体房", "形体房"],
    ["体育考试周五上午八点，在田径场", "田径场"],
  ])("%s is sat in %s", (text, location) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", location });
  });
  test("考场 is no place's name", () => {
    expect(detectIntent("期末考试周五上午，在考场")).not.toHaveProperty("location");
  });
});

describe("a plan asked for in so many words (建成计划), before or after the work and its parts", () => {
  test("the parts with their own periods, the plan asked first", () => {
    expect(detectIntent("帮我把毕业设计的进度建成计划：调研2节、建模3节、渲染2节")).toEqual({
      family: "propose_class",
      name: "毕业设计",
      chapters: 3,
      periodsEach: 2,
      items: [
        { content: "调研", duration: 2 },
        { content: "建模", duration: 3 },
        { content: "渲染", duration: 2 },
      ],
    });
  });
  test("the parts with one number of periods each, the plan asked last", () => {
    expect(detectIntent("和声作业：四部和声、转调、终止式各一节，做成计划吧")).toMatchObject({ family: "propose_class", name: "和声作业", chapters: 3, periodsEach: 1 });
  });
  test.each(["明天的安排：上午开会、下午上课，建个计划", "作品集：草图、定稿", "帮我把作品集建成计划"])("%s gives no parts with periods: no plan", (text) => {
    expect(detectIntent(text).family).not.toBe("propose_class");
  });
});
