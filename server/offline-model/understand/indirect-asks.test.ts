import { describe, expect, test } from "vitest";
import { INDIRECT_ASK_ROWS, withoutIndirectAsk } from "./indirect-asks";
import { detectIntent } from "./intents";

describe.each(INDIRECT_ASK_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(withoutIndirectAsk(said)).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(withoutIndirectAsk(said)).toBe(said);
  });
});

describe("the request under the unsure asking words", () => {
  test.each([
    ["数学作业写完了，要不要点一下完成？麻烦你帮我弄下", { family: "task_edit", action: "complete", task: "数学作业" }],
    ["我可能搞错了，取快递那个不用了，删掉吧", { family: "task_edit", action: "delete", task: "取快递" }],
    ["洗衣液那个不需要了，可以删掉吗？", { family: "task_edit", action: "delete", task: "洗衣液" }],
    ["今天上午的两节复习都学完了，是不是要跟你说一声", { family: "checkin", entries: [{ status: "done" }], when: "今天上午" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });
});

describe("a request asked as 'could you …?' is the request", () => {
  test.each([
    ["能帮我查查有哪些作业下周截止吗？", "query_tasks"],
    ["可不可以先看下周三的课，再把周五下午的组会记上？", "compound"],
    ["你能给我建个待办吗：还图书馆的书", "create_task"],
    ["能不能帮我找找跟实验有关的待办？", "query_tasks"],
  ])("%s", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });

  test("its words are not the to-do's", () => {
    expect(detectIntent("能帮我看看哪些待办这周到期吗？")).not.toMatchObject({ keyword: expect.stringContaining("能") as string });
  });
});

describe("a hedged 'if X can be done, then do it' does it", () => {
  test.each([
    ["要是体检表交了就能标完成的话…那就标完成吧", "体检表"],
    ["如果英语听力练完了就可以划掉的话，那划掉吧，我昨天刚练完", "英语听力"],
  ])("%s", (text, task) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "complete", task: expect.stringContaining(task) as string });
  });
});

describe("new to-dos asked for in other words", () => {
  test.each([
    ["我刚开始用，就是想添加一条待办：背完单词书第三单元，大概要2节", { content: "背完单词书第三单元，大概要2节", estimatedSections: 2 }],
    ["我是不是该建一个任务叫“交体检表”，下周二前", { content: "交体检表，下周二前" }],
    ["烦请您新建一项任务：准备组会汇报，预计三节，重要且紧急", { content: "准备组会汇报，预计三节，重要且紧急", estimatedSections: 3, priorityGroup: 1 }],
    ["请你创建一项待办事项：收拾书桌，简单不重要", { content: "收拾书桌，简单不重要", priorityGroup: 3 }],
    ["+待办：看网课第5讲，2节，优先级2", { content: "看网课第5讲，2节，优先级2", estimatedSections: 2, priorityGroup: 2 }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "create_task", ...expected });
  });

  test("a note is no new task, and a question about one creates nothing", () => {
    expect(detectIntent("记个待办：周四前还图书馆的书").family).toBe("quick_note");
    expect(detectIntent("任务建好了吗").family).not.toBe("create_task");
  });
});
