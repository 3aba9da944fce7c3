import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("to-dos re-dated across clauses", () => {
  test.each([
    // The mistake owned, the true date after.
    ["大物实验报告我记错了，其实应该是周四下午交", { task: "大物实验报告", deadline: "周四下午" }],
    ["英语作文的ddl我写错了，应该是后天晚上8点", { task: "英语作文", deadline: "后天晚上8点" }],
    // The name told first, the change asked of "the deadline" after.
    ["英语演讲那个稿子助教同意晚交一天，麻烦把ddl往后延一天", { task: "英语演讲", deadline: "往后延一天" }],
    ["最近太忙了。电路那份报告老师说可以晚点交，你帮我把截止改到下周一吧", { task: "电路", deadline: "下周一" }],
    // Who allowed it first, then the to-do and its lateness (晚交了 is leave, not a hand-in), the change asked after.
    ["助教答应英语作文可以晚几天交，帮我把ddl挪到下周二", { task: "英语作文", deadline: "下周二" }],
    ["导师批准了开题报告延期，麻烦把截止时间改到12月20号", { task: "开题报告", deadline: "12月20号" }],
    ["辅导员同意体检表迟交了，可以帮我把截止改成下周三吗？", { task: "体检表", deadline: "下周三" }],
    // The day and the new time either side of 改成, the to-do named in the ask.
    ["社团那边说周五改成晚上7点开会，之前记的社团例会提醒也帮我改一下", { task: "社团例会", deadline: "周五晚上7点" }],
    // Someone allowed a later day, with at most a short reason before it, and 再交 after it.
    ["毛概论文老师同意我因为比赛下周三再提交", { task: "毛概论文", deadline: "下周三" }],
    ["英语作文助教说可以周五再交", { task: "英语作文", deadline: "周五" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "update", ...expected });
  });

  test.each([
    // An exam's date, or a date with no deadline word, is no to-do's deadline.
    "考试时间我记错了，应该是周五",
    "开会时间我记错了，应该是周五",
    // A story clause names no to-do for a nameless change.
    "这周状态好差，帮我把截止往后推两天",
    // No to-do named before who allowed it.
    "老师同意我下周一再交",
  ])("%s", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "update", deadline: expect.any(String) as string });
  });
});

describe("a to-do pointed at by 那条 first, then what was meant, then the nameless change", () => {
  test("本来说… is what was meant, and 那条 names the to-do", () => {
    expect(detectIntent("英语作文那条，本来说周三写完，结果这两天一直在赶实验。帮我把截止改到下周一吧")).toMatchObject({
      family: "task_edit",
      action: "update",
      task: "英语作文",
      deadline: "下周一",
    });
  });

  test("what was meant, with no to-do pointed at, names none", () => {
    expect(detectIntent("本来说这周做完，结果一直在赶实验。帮我把截止改到下周一吧")).not.toMatchObject({ task: "本来" });
  });
});
