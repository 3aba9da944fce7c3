import { describe, expect, test } from "vitest";
import { questionAsText, questionInText, RANGE_QUESTION, TARGET_QUESTION, whichTaskQuestion } from "./questions";

describe("questionAsText", () => {
  test("lists the options after the question, in the reply language", () => {
    expect(questionAsText({ question: RANGE_QUESTION.zh, options: ["这周", "下周"] }, "zh")).toBe("想排到哪段时间？（可选：这周 / 下周）");
    expect(questionAsText({ question: RANGE_QUESTION.en, options: ["this week"] }, "en")).toBe(
      "Which period should I schedule it into? (options: this week)",
    );
    expect(questionAsText({ question: "想放到第几天第几节？", options: [] }, "zh")).toBe("想放到第几天第几节？");
  });
});

describe("whichTaskQuestion", () => {
  test("names the words that fit several tasks, or none", () => {
    expect(whichTaskQuestion("随机", false, "zh")).toBe("你说的“随机”是指哪一个任务？");
    expect(whichTaskQuestion("化学", true, "zh")).toBe("没有找到“化学”，你指的是哪一个任务？");
    expect(whichTaskQuestion("lab", true, "en")).toBe('I couldn\'t find "lab". Which task do you mean?');
  });
});

describe("questionInText", () => {
  test("reads back every question the model says, with its options", () => {
    expect(questionInText("想排到哪段时间？（可选：这周 / 下周）")).toEqual({ question: "想排到哪段时间？", options: ["这周", "下周"] });
    expect(questionInText("Which period should I schedule it into? (options: this week / next week)")).toEqual({
      question: "Which period should I schedule it into?",
      options: ["this week", "next week"],
    });
    expect(questionInText(TARGET_QUESTION.zh)).toEqual({ question: TARGET_QUESTION.zh, options: [] });
  });

  test("ordinary replies are not questions, even with a question mark", () => {
    expect(questionInText("我帮你记下来了。")).toBeUndefined();
    expect(questionInText("你好！我是你的学习规划助手……有什么需要？")).toBeUndefined();
    expect(questionInText("要不要试试（可选：a / b）")).toBeUndefined();
  });

  test("a which-task question said as text is recognised", () => {
    expect(questionInText("你说的“随机”是指哪一个任务？（可选：[35]第一章 / [36]第二章）")).toEqual({
      question: "你说的“随机”是指哪一个任务？",
      options: ["[35]第一章", "[36]第二章"],
    });
  });
});
