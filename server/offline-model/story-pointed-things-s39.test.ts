/**
 * Long stories whose request points back into the story (round 39, S): the bare deed's object is the thing the story
 * named ("…买回家的票了。…提醒我去抢吧"), 那场考试 is the exam the story says is off, 那条 is the to-do the story
 * says was not done after all; and a to-do made 不急, which keeps its importance (lib/tasks/priority.ts).
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a bare deed after a story takes the story's object", () => {
  test.each([
    ["我妈又在微信上催我买回家的票了，说再不买就只剩站票。12月20号早上九点开售，提前五分钟提醒我去抢吧，我真的手速不行。", "票"],
    ["老师说下周三要交读书报告，我这拖延症肯定又拖到最后。下周二晚上八点提醒我开始写吧。", "读书报告"],
    ["辅导员在群里说下周一要交奖学金申请表，我每次都忘。这周日晚上九点提醒我填吧。", "申请表"],
  ])("%s", (text, thing) => {
    expect(intentOf(text)).toMatchObject({ family: "quick_note", content: expect.stringContaining(thing) });
  });

  test("a deed with its own object keeps it", () => {
    expect(intentOf("老师说下周三要交读书报告，我肯定又拖。下周二晚上八点提醒我去图书馆借书吧。")).toMatchObject({
      family: "quick_note",
      content: expect.not.stringContaining("读书报告"),
    });
  });
});

describe("the exam or to-do the story names, pointed at", () => {
  test.each([
    ["重大消息！高数老师说期末改成交论文了，不用考试了。我之前登记的那场考试帮我删掉吧。", "高数"],
    ["离散数学老师今天宣布期末取消了，改成大作业。之前记的那场考试删了吧。", "离散"],
  ])("%s → %s", (text, exam) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_cancel", exam: expect.stringContaining(exam) });
  });

  test.each([
    ["线代老师今天说第五章作业要全部重做，之前标完成的那个帮我恢复成未完成。", "第五章作业"],
    ["大学物理实验报告被老师退回来了，说格式不对要重交，上次标完成的那条帮我改回未完成吧。", "大学物理实验报告"],
  ])("one sentence, its last clause pointing back: %s", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "reopen", task });
  });

  test.each([
    ["听课记录本那条其实没弄完，取消完成", "听课记录本"],
    ["上周打卡没做的那几节，挪到下周补上", undefined],
  ])("a last clause that points at nothing done before keeps its reading: %s", (text, task) => {
    const intent = intentOf(text);
    if (task) expect(intent).toMatchObject({ family: "task_edit", action: "reopen", task: expect.stringContaining(task) });
    else expect(intent.family).not.toBe("task_edit");
  });

  test("之前标完成的那个 alone, with no story, names no to-do of a story", () => {
    expect(intentOf("之前标完成的那个帮我恢复成未完成")).toMatchObject({ family: "task_edit", action: "reopen" });
  });

  test("那条 after a story of a to-do not done after all reopens it", () => {
    expect(intentOf("物理实验报告我以为交了，结果今天助教说系统里没收到，白高兴一场。那条帮我改回没完成吧。")).toMatchObject({
      family: "task_edit",
      action: "reopen",
      task: "物理实验报告",
    });
  });
});

describe("the new day said as enough, the to-do pointed at before it", () => {
  test("…四级真题那个练习老师说不急，下周一晚上九点前交就行。帮我把截止改一下 re-dates 四级真题", () => {
    expect(intentOf("刚刚班长通知，英语四级真题那个练习老师说不急，下周一晚上九点前交就行。帮我把截止改一下。")).toMatchObject({
      family: "task_edit",
      action: "update",
      task: "英语四级真题",
      deadline: "下周一晚上九点前",
    });
  });

  test("就行 is never the to-do's name", () => {
    expect(intentOf("下周一前交就行，帮我改一下")).not.toMatchObject({ task: "就行" });
  });
});

describe("a to-do made 不急", () => {
  test.each([
    ["错题本那个任务改成不急的吧", "错题本"],
    ["把四级真题那个任务标成不急", "四级真题"],
    ["电脑文件那个不急了", "电脑文件"],
  ])("%s → 重要不紧急", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "update", task, priorityGroup: 2 });
  });

  test.each(["不急，你慢慢来", "这个不急了"])("names no to-do: %s", (text) => {
    expect(intentOf(text).family).not.toBe("task_edit");
  });
});
