import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a day asked about, then a note for 那天: both are asked, and the note is on the day asked about", () => {
  test.each([
    ["看看周四的课，顺便记上那天下午三点的组会", "周四", "周四下午三点的组会"],
    ["帮我看下后天有什么课，另外那天晚上七点的班会记一下", "后天", "后天晚上七点的班会"],
    ["12月20号有课吗，顺便提醒我那天早上8点去体检", "12月20号", "12月20号早上8点去体检"],
  ])("%s", (text, when, content) => {
    expect(detectIntent(text)).toEqual({
      family: "compound",
      parts: [
        { family: "schedule_question", question: { toolName: "query_day", input: { when } } },
        { family: "quick_note", content },
      ],
    });
  });

  test("a statement about a day, then a note for 那天, stays one note", () => {
    expect(detectIntent("周五交完报告就轻松了，那天晚上提醒我去聚餐").family).toBe("quick_note");
  });
});

describe("a day said to be taken, then free time asked on another: one question about the other day", () => {
  test.each([
    ["周三没空，周四晚上有没有空", "周四", "evening"],
    ["这周五没时间，下周一下午有空吗", "下周一", "afternoon"],
    ["后天满课，大后天上午有空档吗", "大后天", "morning"],
    ["周六约满了，周日上午有没有空", "周日", "morning"],
  ])("%s", (text, when, part) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "query_free_time", input: { when, part } } });
  });

  test("a block skipped, then a free-time question, is still both", () => {
    expect(detectIntent("第三章没做，明天下午有空吗").family).toBe("compound");
  });
});

describe("an exam stated, then a note for 前一天 / 前一晚: the note is on the day before the exam", () => {
  test.each([
    ["1月8号上午9点考高数，提醒我前一晚打印准考证", "高数", "1月8号前一天晚上打印准考证"],
    ["下周二下午考概率论，记得前一天提醒我复印笔记", "概率论", "下周二前一天复印笔记"],
    ["周五考英语听力，考前一天提醒我充耳机", "英语听力", "周五前一天充耳机"],
  ])("%s", (text, title, content) => {
    expect(detectIntent(text)).toMatchObject({ family: "compound", parts: [{ family: "exam_record", title }, { family: "quick_note", content }] });
  });
});

describe("something just finished, then a to-do said done: the first is how the to-do got done", () => {
  test.each([
    ["刚交完表，报名搞定", "报名"],
    ["才交完押金，退宿手续完成了", "退宿手续"],
    ["刚提交完问卷，社会实践搞定", "社会实践"],
    ["刚刚寄完快递，还书搞定了", "还书"],
  ])("%s completes %s alone", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "complete", task });
  });

  test.each(["刚交完实验报告，周报也搞定了", "实验报告交了，周报搞定"])("%s still marks both", (text) => {
    expect(detectIntent(text).family).toBe("compound");
  });
});

describe("、 between two whole requests parts them as a comma does", () => {
  test.each([
    ["实验报告交了、海报也做好了", ["实验报告", "海报"]],
    ["读书笔记写完了、体检表也交了", ["读书笔记", "体检表"]],
    ["论文初稿发给导师了、社团报名也弄好了", ["论文初稿", "社团报名"]],
  ])("%s marks both", (text, tasks) => {
    expect(detectIntent(text)).toEqual({ family: "compound", parts: tasks.map((task) => ({ family: "task_edit", action: "complete", task })) });
  });

  test.each([
    // Things listed under one verb are one request.
    ["把离散、概率论排到下周", "schedule"],
  ])("%s stays one request", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });

  test("two to-dos done under one verb are each their own call (paired-todos.ts), not two clauses", () => {
    expect(detectIntent("高数、线代都交了")).toMatchObject({
      family: "compound",
      parts: [
        { family: "task_edit", action: "complete", task: "高数" },
        { family: "task_edit", action: "complete", task: "线代" },
      ],
    });
  });
});

describe("a clause that only names a quadrant narrows the to-do question before it", () => {
  test.each([
    ["我还有啥事没办，重要又紧急的那种", { quadrant: 1 }],
    ["还有哪些待办没做，重要但不急的", { quadrant: 2 }],
    ["看看还有什么没交的作业，紧急不重要的那种", { quadrant: 3 }],
    ["我手上还有啥事，又重要又紧急的", { quadrant: 1 }],
  ])("%s", (text, input) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input });
  });

  // Near misses: two questions that each name what they ask for stay two; a quadrant already said is not overridden.
  test("a second question with a subject of its own stays a second question", () => {
    expect(detectIntent("还有哪些待办没做，顺便查下周四有什么课").family).toBe("compound");
  });

  test("a quadrant in the first question is kept", () => {
    expect(detectIntent("还有哪些重要又紧急的没做，重要不急的那种")).not.toEqual({ family: "query_tasks", input: { quadrant: 2 } });
  });
});
