/**
 * A to-do edit whose word fit several to-dos, answered by picking one of the options however the question was worded
 * (a real model's "是哪一条…？" as well as the built-in one's): the picked option names the to-do.
 */
import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

function askedWhich(request: string, question: string, options: string[]): LanguageModelV4Message[] {
  return [
    user(request),
    ...toolExchange("h1", "ask_user", { question, options }, { ok: true, text: question }),
    { role: "assistant", content: [{ type: "text", text: question }] },
  ];
}

describe("a which-to-do answer after a question worded by another model", () => {
  const reports = ["撰写毛概社会实践报告", "提交电路分析实验报告"];

  test.each([
    ["第二个", "提交电路分析实验报告"],
    ["毛概的", "撰写毛概社会实践报告"],
    ["电分那条", "提交电路分析实验报告"],
  ])("re-dating, %s → %s", async (answer, task) => {
    const step = await nextStep([...askedWhich("把报告截止改到下周一", "你要改的是哪份报告？", reports), user(answer)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "update_task", input: { task, deadline: "下周一" } });
  });

  test("deleting: the option picked is the one deleted", async () => {
    const step = await nextStep([...askedWhich("把那个报告删了", "删哪一份？", reports), user("前面那个")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "delete_task", input: { task: "撰写毛概社会实践报告" } });
  });

  test("none of the options, and the one meant instead, names the to-do", async () => {
    const step = await nextStep([...askedWhich("报告交上去了", "哪一份？", reports), user("都不是，是英语读书报告")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "complete_task", input: { task: "英语读书报告" } });
  });

  test("an option that shares no words with the edit is no to-do's name", async () => {
    const step = await nextStep([...askedWhich("把报告截止改到下周一", "从哪天起算？", ["今天", "明天"]), user("第一个")]);
    expect(step).not.toMatchObject({ input: { task: "今天" } });
  });
});

describe("a to-do edit that names none ('帮我删个待办')", () => {
  const todos = ["交党课心得", "取快递"];

  test("asks which to-do", async () => {
    const step = await nextStep([user("帮我删条待办")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });

  test.each([
    ["取快递", "取快递"],
    ["嗯，就取快递那个，谢谢", "取快递"],
    ["第一个吧，麻烦你了", "交党课心得"],
  ])("answered with an option, %s → %s", async (answer, task) => {
    const step = await nextStep([...askedWhich("帮我删个待办", "想删哪一个？", todos), user(answer)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "delete_task", input: { task } });
  });

  test("a count that starts a name is part of it", async () => {
    const step = await nextStep([user("删掉个人简历那条")]);
    expect(step).toMatchObject({ kind: "tool", input: { task: "个人简历" } });
  });
});

describe("an option picked and the change said in one answer", () => {
  const reports = ["完成大学物理实验报告", "提交社会调查报告"];

  test.each([
    ["物理那个，改到周六中午十二点", "完成大学物理实验报告", "周六中午十二点"],
    ["社会调查那条，改到下周一", "提交社会调查报告", "下周一"],
    ["物理，截止改成周五晚上十点", "完成大学物理实验报告", "周五晚上十点"],
  ])("%s re-dates %s", async (answer, task, deadline) => {
    const step = await nextStep([...askedWhich("把报告的截止改一下", "改哪一条、改到什么时候？", reports), user(answer)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "update_task", input: { task, deadline } });
  });

  test("words that fit both options pick none: the change alone is not enough", async () => {
    const step = await nextStep([...askedWhich("把报告的截止改一下", "改哪一条、改到什么时候？", reports), user("报告那个，改到周六")]);
    expect(step).not.toMatchObject({ kind: "tool", toolName: "update_task", input: { task: "提交社会调查报告" } });
  });
});
