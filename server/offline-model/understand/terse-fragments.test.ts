import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 21 fragments with no verb, read by their shape. Our own sentences, near-misses beside them. */
describe("a day alone, asked", () => {
  it.each([
    ["后天？", "后天"],
    ["下周三的课？", "下周三"],
    ["周二课", "周二"],
    ["周四课表", "周四"],
  ])("%s asks what the day holds", (text, when) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "query_day", input: { when } } });
  });

  it.each(["后天", "周二", "周二上课"])("%s asks nothing", (text) => {
    expect(detectIntent(text).family).not.toBe("schedule_question");
  });
});

describe("whether a course meets at a day, its part or its periods", () => {
  it.each([
    ["周二第5-6节是不是高数", { when: "周二", course: "高数" }],
    ["后天上午是大物吗", { when: "后天", course: "大物", part: "morning" }],
    ["明天第1-2节是英语？", { when: "明天", course: "英语" }],
  ])("%s", (text, input) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "query_day", input } });
  });

  it("told, not asked, it is no question", () => {
    expect(detectIntent("周二上午是体育课").family).not.toBe("schedule_question");
  });
});

describe("an exam named, then when", () => {
  it.each([
    ["六级啥时候", "六级"],
    ["大物期末哪天来着", "大物"],
  ])("%s counts down to %s", (text, exam) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown", exam });
  });

  it.each([
    ["记考试：概率论 1.12 下午", "概率论", "1.12 下午"],
    ["加个考试：大物 1月9号上午", "大物", "1月9号上午"],
  ])("%s records the exam under its heading", (text, title, when) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", title, when });
  });
});

describe("the bare order to plan", () => {
  it.each(["排呗", "那就安排吧"])("%s asks for a plan that names nothing yet", (text) => {
    expect(detectIntent(text)).toEqual({ family: "schedule", hints: [], wantsAll: false });
  });

  it.each(["彩排吧", "排队吧"])("%s is no plan", (text) => {
    expect(detectIntent(text).family).not.toBe("schedule");
  });
});

describe("a new day with nothing named to change", () => {
  it.each([
    ["挪到周五吧", "周五"],
    ["帮我改到下周一", "下周一"],
  ])("%s asks which to-do", (text, deadline) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "update", task: "", deadline });
  });

  it("after a clause that names the to-do, the clause is its change, not a second request", () => {
    expect(detectIntent("班长说周报不急着交了，改到下周一吧")).toMatchObject({ family: "task_edit", action: "update", deadline: "下周一" });
  });
});

describe("a thing and its bound, or a thing that ends in 笔记", () => {
  it.each([
    ["实验报告，下周二之前", "实验报告，下周二之前"],
    ["周五交实验笔记", "周五交实验笔记"],
  ])("%s is a note of it", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });

  it("the verb 笔记 before a colon still asks for a note", () => {
    expect(detectIntent("笔记：周六带U盘")).toEqual({ family: "quick_note", content: "周六带U盘" });
  });

  it.each(["实验报告 周二", "交了 周五前"])("%s is no note", (text) => {
    expect(detectIntent(text).family).not.toBe("quick_note");
  });
});

describe("free time said by period numbers", () => {
  it.each([
    ["周三上午1-4节都空吗", "周三", 4],
    ["后天第9-10节放得下一节复习吗", "后天", 2],
    ["明天第3-4节能塞下吗", "明天", 2],
  ])("%s asks for a run as long as the span", (text, when, periods) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { when, min_periods: periods } } });
  });
});
