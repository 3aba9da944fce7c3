import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/**
 * Family B: amounts of time (一个半小时, 三个小时, 45分钟, 半天, 一上午) read by the one duration reader
 * (lib/tasks/said-durations.ts) and turned into periods of 45 minutes by each reader that needs them. Our own sentences.
 */
describe("a daily cap said as time: the periods within it, rounded down", () => {
  it.each([
    ["把英语复习排到这周，每天最多两个小时", 2],
    ["高数的复习排一下，一天不要超过四个半小时", 6],
    ["下周的待办帮我排了，每天顶多学90分钟", 2],
    ["漏掉的复习重新排一下，每天最多半小时", 1],
  ])("%s caps a day at %i periods", (text, dailyCap) => {
    expect(detectIntent(text)).toMatchObject({ dailyCap });
  });

  it("a cap of periods is read as before", () => {
    expect(detectIntent("把离散复习排到下周，每天最多3节")).toMatchObject({ dailyCap: 3 });
  });

  it("an amount that is no daily limit sets no cap", () => {
    expect(detectIntent("把物理复习排到下周，大概要花两个小时")).not.toMatchObject({ dailyCap: expect.anything() });
  });
});

describe("free time asked by an amount: the run of periods it needs, rounded up", () => {
  it.each([
    ["周四晚上能腾出两个钟头吗", { when: "周四", part: "evening", min_periods: 3 }],
    ["后天上午可不可以连续学四个小时", { when: "后天", part: "morning", min_periods: 6 }],
    ["明天还能复习多久", { when: "明天" }],
  ])("%s", (text, input) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input } });
  });

  it("找个半小时的空 with no day looks for the first free period", () => {
    expect(detectIntent("帮我找个半小时的空来背单词")).toMatchObject({ question: { toolName: "find_first_free", input: { duration: 1 } } });
  });

  it.each(["今晚学了三个小时", "昨天复习了两个半小时，好累"])("%s tells time spent, asks nothing of the free time", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "schedule_question" });
  });
});

describe("an estimate said in minutes, and plans whose parts are said as time", () => {
  it("a to-do's 90分钟左右 is two periods", () => {
    expect(detectIntent("新建任务：写电磁学作业，90分钟左右")).toMatchObject({ family: "create_task", estimatedSections: 2 });
  });

  it.each([
    ["帮我建个有机化学复习计划，一共4章，每章一个半小时", { name: "有机化学复习", chapters: 4, periodsEach: 2 }],
    ["建一个“量子力学”的计划：6章，每章半小时", { name: "量子力学", chapters: 6, periodsEach: 1 }],
    ["开个口语训练计划，总共五次，每次45分钟", { name: "口语训练", chapters: 5, periodsEach: 1 }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "propose_class", ...expected });
  });

  it("a plan of periods is read as before", () => {
    expect(detectIntent("帮我建个线代复习计划，6章每章3节")).toMatchObject({ family: "propose_class", chapters: 6, periodsEach: 3 });
  });
});

describe("a to-do's own deadline told, then more time granted by an amount", () => {
  it.each([
    ["概率论作业原定周四晚上交，助教说再宽限两个小时", { task: "概率论作业", deadline: "宽限两个小时" }],
    ["英语作文本来周五截止，老师又宽限了两天", { task: "英语作文", deadline: "宽限两天" }],
    ["实验报告原本明天中午交，老师又给推迟了半小时", { task: "实验报告", deadline: "推迟半小时" }],
  ])("%s shifts the deadline", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "update", ...expected });
  });

  it.each([
    ["英语作文本来周五截止，老师宽限了两天", "no 再 / 又: news of a deadline, maybe another"],
    ["线代作业本来明晚截止，我打算再学一个半小时", "study planned, no deadline granted"],
  ])("%s is not read so (%s)", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "update" });
  });
});

describe("a to-do's deadline told as it was, then moved by an amount: leave given, a change to come, or asked", () => {
  it.each([
    ["读书报告原来周三交，学院说能晚一周", { task: "读书报告", deadline: "晚一周" }],
    ["班费本来下周一收，生活委员说提早一天收", { task: "班费", deadline: "提早一天" }],
    ["海报原定明早八点发，提前两个小时吧", { task: "海报", deadline: "提前两个小时" }],
    ["社团报名表原来周四截止，教务处通知可以晚三天交", { task: "社团报名表", deadline: "晚三天" }],
  ])("%s shifts the deadline", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "update", ...expected });
  });

  it.each([
    ["论文初稿本来周五交，导师催了两天", "a reminder of it, no amount moved"],
    ["实验报告原来周四交，结果我晚了一天", "handed in late, no deadline moved"],
    ["年终总结本来下周一交，我想提前一天写完", "the student's own plan to finish early"],
  ])("%s is not read so (%s)", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "update" });
  });
});

describe("a check-in said by the block's hours used in full", () => {
  it.each([
    ["今天上午那块复习学满了三个小时", "今天上午"],
    ["周一晚上那节做满了，两个半小时都没玩手机", "周一晚上"],
  ])("%s is done", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", entries: [{ status: "done" }], when });
  });

  it("排满了 says the plan is full, no block done", () => {
    expect(detectIntent("周三下午的复习排满了")).not.toMatchObject({ family: "checkin" });
  });
});
