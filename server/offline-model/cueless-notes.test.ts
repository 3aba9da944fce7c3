import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { detectIntent } from "./understand/intents";

describe("a deadline stated with no cue word is a note", () => {
  test.each([
    "下周三之前要交操作系统实验报告，大概要写4个小时",
    "明天上午之前要交数据科学前沿的课程论文",
    "概率论作业要在周五前交",
    "下周一前得提交开题报告",
    "明天之前要把实验报告写完",
    "周五前要交PPT",
    "下周三之前要交操作系統實驗報告",
    "英语作文得在周四之前交",
    "数据结构实验报告下周一截止",
    "DDL是12月10日晚上10点，交数据库论文",
    "ＤＤＬ是１２月１０日晚上１０點，交數據庫論文",
    "我下周二之前要把论文初稿写完",
    "交概率论作业第三章，挺重要的",
    "提交实验报告，很急",
  ])("%s → quick_note with the whole sentence", async (text) => {
    const step = await nextStep([user(text)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note" });
  });

  test.each([
    // asked, planned, felt, or naming nothing to hand in
    "周五之前要交的作业有哪些",
    "这周五前要交什么",
    "周五之前要交的作业",
    "这周五前要交",
    "离散数学复习要在周五前完成，帮我排一下",
    "下周要考试了，下周一有什么安排",
    "明天要交报告了好紧张",
    "截止时间在下周三之前的待办",
    "下周一截止的任务",
    "move the lab report deadline one day earlier",
    "实验报告的截止改到下周一",
    "交了班费，挺重要的",
  ])("%s is no cue-less note", (text) => {
    const intent = detectIntent(text);
    expect(intent.family === "quick_note" && !/提醒|记/.test(text)).toBe(false);
  });
});

describe("an estimate the student said", () => {
  test("a note keeps its estimate words for the tool to read", async () => {
    expect(await nextStep([user("记一下，12月10日晚上10点前交数据库论文，需要3节")])).toMatchObject({
      toolName: "quick_note",
      input: { content: "12月10日晚上10点前交数据库论文，需要3节" },
    });
  });

  test("hours become periods of 45 minutes for create_task", async () => {
    expect(await nextStep([user("创建任务：周五前写完实验报告，估计3小时")])).toMatchObject({
      toolName: "create_task",
      input: { estimated_sections: 4 },
    });
  });

  test("an estimate the saved to-do does not carry is said so", async () => {
    const step = await nextStep([
      user("周五前交毕业论文，大概要写40个小时"),
      ...toolExchange("c1", "quick_note", { content: "周五前交毕业论文，大概要写40个小时" }, { ok: true, text: "已记下：「交毕业论文」（截止 12月4日 周五 23:59，重要不紧急）。" }),
    ]);
    expect(step).toMatchObject({ kind: "text" });
    expect(step.kind === "text" && step.text).toMatch(/约54节.*没有记上/);
  });

  test("an estimate the reply carries is not repeated", async () => {
    const step = await nextStep([
      user("记一下周五前交实验报告，需要3节"),
      ...toolExchange(
        "c1",
        "quick_note",
        { content: "周五前交实验报告，需要3节" },
        { ok: true, text: "已记下：「交实验报告」（截止 12月4日 周五 23:59，重要不紧急，预计 3 节）。", facts: { kind: "saved_task", estimated_sections: 3 } },
      ),
    ]);
    expect(step).toEqual({ kind: "text", text: "我帮你记下来了。" });
  });
});

describe("task questions about a kind of to-do name no subject", () => {
  test.each([
    ["我还有哪些作业没交？", {}],
    ["还有什么作业没交", {}],
    ["我有哪些作业还没交", {}],
    ["离散数学还有哪些作业没交", { keyword: "离散数学" }],
    ["什么时候交概率论作业", { keyword: "概率论作业" }],
    ["几时交概率论作业", { keyword: "概率论作业" }],
    ["我有咩功课未交", {}],
    ["还有哪些没交的作业", {}],
    ["我还有几多功课未做", {}],
    ["刚才都记了些啥", {}],
    ["功课功课…究竟还有几个没写", {}],
    ["any assignments I haven't handed in?", {}],
    ["any physics assignments I have not handed in?", { keyword: "physics assignments" }],
  ])("%s → query_tasks %j", async (text, input) => {
    const step = await nextStep([user(text)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "query_tasks" });
    expect((step as { input?: { keyword?: unknown } }).input?.keyword).toBe((input as { keyword?: string }).keyword);
  });
});

describe("days of the term past next Sunday are passed whole", () => {
  test.each([
    ["第15周周三有空吗", "query_free_time", "第15周周三"],
    ["三周后的周二下午有空吗", "query_free_time", "三周后的周二"],
    ["第十六周的周四有课吗", "query_day", "第十六周的周四"],
    ["下个月5号有什么课", "query_day", "下个月5号"],
    ["12月20日有什么课", "query_day", "12月20日"],
  ])("%s → %s when=%s", async (text, toolName, when) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName, input: { when } });
  });
});

describe("a to-do with its deadline and periods, with no cue word, is created with its estimate", () => {
  test.each([
    ["操作系统作业周四前交，需要2节", 2],
    ["毕业设计开题报告 下周三截止 预计4节", 4],
    ["物理习题第五章，周六前写完，要3节课时间", 3],
    ["essay due Friday, about 3 periods", 3],
  ])("%s", async (text, sections) => {
    expect(await nextStep([user(text)])).toMatchObject({ toolName: "create_task", input: { estimated_sections: sections } });
  });

  test.each(["记一下周四前交操作系统作业，需要2节", "周五前要交数据库大作业，估计3小时", "把数据库复习排到周五前，3节", "明天下午有没有连着2节的空"])(
    "%s is not",
    async (text) => {
      expect(await nextStep([user(text)])).not.toMatchObject({ toolName: "create_task" });
    },
  );
});

describe("a deadline stated with the day first or with 上课前, with no cue word, is a note", () => {
  test.each(["12.15 交操作系统课设", "物理实验报告 周五上课前要交", "下周二 交英语作文"])("%s", (text) => {
    expect(detectIntent(text).family).toBe("quick_note");
  });

  test.each(["昨天交了数电作业", "明天交作业吗", "12.10 交了数电课设"])("%s is not", (text) => {
    expect(detectIntent(text).family).not.toBe("quick_note");
  });
});
