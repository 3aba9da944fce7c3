/**
 * "这周一共…", "这周一直…": after a week word an 一 that opens a word of its own counts or qualifies the week and names
 * no Monday (NOT_A_WORD_OF_ONE in lib/tasks/zh-day-words.ts). Every reader of days reads it so: questions about the
 * timetable and the to-dos, and check-ins.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("这周一共 / 下周一共: a count over the week", () => {
  it.each([
    ["下周一共有几节早八", "下周", "morning"],
    ["这个星期一共多少节晚课啊", "这个星期", "evening"],
  ])("%s asks what %s holds", (text, when, part) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when, part } } });
  });

  it.each([
    ["这周一共得交几个作业", { deadline_before: "这周" }],
    ["下周一共几个ddl呀", { deadline_before: "下周" }],
    // 一共 is how many, never part of the subject.
    ["概率论一共还剩几个任务", { keyword: "概率论" }],
  ])("%s is a to-do question with no 一共 in it", (text, input) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input });
  });

  it("keeps Monday when 一 is the day itself", () => {
    expect(detectIntent("下周一有几节课")).toMatchObject({ question: { input: { when: "下周一" } } });
    expect(detectIntent("这周一到周三哪天有空")).toMatchObject({ question: { toolName: "query_free_time", input: { when: "这周一到周三" } } });
  });
});

describe("这周一直…: the week in a check-in", () => {
  it("reports the week, with no block cut from 一直", () => {
    expect(detectIntent("这周一直没复习")).toEqual({ family: "checkin", entries: [{ status: "skipped" }], when: "这周" });
  });

  it("a block of Monday stays Monday's", () => {
    expect(detectIntent("这周一的复习没做")).toEqual({ family: "checkin", entries: [{ status: "skipped" }], when: "这周一" });
  });
});
