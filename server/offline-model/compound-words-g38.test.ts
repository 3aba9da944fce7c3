/**
 * Words a compound or a request turns on (round 38, D): 整体 / 总体 summing up how much was done ("今天的做完了，顺便
 * 看看这周整体完成得怎么样" asks progress, not the week's days), a test sat in class said short ("民诉随堂测记一下，
 * 下周三下午两点" is an exam), and a to-do opened in Hong Kong words ("幫我開個task：…，唔急但係幾重要"). Our own
 * sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("how much was done, summed up as a whole", () => {
  test.each([
    ["今天的做完了，顺便看看这周整体完成得怎么样", { family: "compound", parts: [{ family: "checkin" }, { family: "progress", range: "这周" }] }],
    ["昨天的都学完了，再看看这周整体打卡情况", { family: "compound", parts: [{ family: "checkin" }, { family: "progress", range: "这周" }] }],
    ["这周整体完成得怎么样", { family: "progress", focus: "summary" }],
    ["上周总体完成率多少", { family: "progress", focus: "summary", range: "上周" }],
  ])("%s", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });

  test.each([
    // to-dos, and the whole plan, are not the study's progress
    ["这周的待办整体完成得怎么样", "query_tasks"],
    ["看看整体的计划和进度", "schedule_question"],
  ])("near miss: %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});

describe("a test sat in class, said short", () => {
  test.each([
    ["民诉随堂测记一下，下周三下午两点，再看看下周三上午有没有课", "民诉随堂测"],
    ["民诉随堂测记一下，下周三下午两点", "民诉随堂测"],
    ["刑法随堂测试下周一上午十点，记一下", "刑法随堂测试"],
    ["宪法随堂测1月5号上午九点，帮我记上", "宪法随堂测"],
  ])("%s is an exam", (text, title) => {
    const intent = intentOf(text);
    const exam = intent.family === "compound" ? intent.parts[0] : intent;
    expect(exam).toMatchObject({ family: "exam_record", title });
  });

  test("near miss: a thing to bring to it is a note", () => {
    expect(intentOf("明天随堂测要带计算器，提醒我")).toMatchObject({ family: "quick_note" });
  });
});

describe("a to-do opened in Hong Kong words", () => {
  test.each([
    ["幫我開個task：溫Accounting第三章，要兩節，唔急但係幾重要", { priorityGroup: 2, estimatedSections: 2 }],
    ["帮我开个任务：整理实验数据，要三节，不急但是挺重要", { priorityGroup: 2, estimatedSections: 3 }],
    ["开条待办：交体检表", {}],
    ["幫我開個todo：交Essay初稿", {}],
  ])("%s", (text, fields) => {
    expect(intentOf(text)).toMatchObject({ family: "create_task", ...fields });
  });

  test.each(["帮我开个会", "明天开学了"])("near miss: %s opens no to-do", (text) => {
    expect(intentOf(text).family).not.toBe("create_task");
  });
});
