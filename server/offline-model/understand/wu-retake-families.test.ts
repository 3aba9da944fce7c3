import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { rangeWords } from "./schedule-words";

/**
 * Families found on a blind round (Wu speakers, retake students, look-alikes): each row is our own sentence, with the
 * counterexamples that must keep their old reading.
 */
describe("retakes (补考, 缓考, 重修) are exams", () => {
  it.each([
    ["大物补考通知下来了，1月8号下午2点，在理科楼305", { title: "大物补考", when: "1月8号下午2点", location: "理科楼305" }],
    ["还有一场英语缓考，1月3号上午", { title: "英语缓考", when: "1月3号上午" }],
    ["概率论补考定在12月28号上午10点", { title: "概率论补考", when: "12月28号上午10点" }],
    ["重修的电路分析，期末考试在第19周周二上午", { title: "电路分析期末考试", when: "第19周周二上午" }],
  ])("%s states an exam", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", ...expected });
  });

  it.each([
    ["离大物补考还剩几天", { exam: "大物" }],
    ["距离概率论补考还有几个星期", { exam: "概率论" }],
    ["离期中还几天", {}],
  ])("%s counts down", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown", ...expected });
  });

  it.each(["下周要补考，好慌", "补考报名今天截止，提醒我报名"])("%s states no exam", (text) => {
    expect(detectIntent(text).family).not.toBe("exam_record");
  });
});

describe("review planned by the exams' own days", () => {
  it.each(["根据考试时间把复习排一下", "照着每门考试的日期排复习", "按我那几门补考的时间，把复习倒着排好", "补考前的复习帮我规划一下"])(
    "%s plans for the exams",
    (text) => {
      expect(detectIntent(text)).toMatchObject({ family: "schedule", forExams: true });
    },
  );

  it("a class named keeps its class", () => {
    expect(detectIntent("把线代复习排到考试前")).toMatchObject({ family: "schedule", range: "期末前" });
  });
});

describe("a span of two day words is one range", () => {
  it.each([
    ["英语复习从周三排到周五", "从周三到周五"],
    ["从后天到下周二帮我排离散", "从后天到下周二"],
  ])("%s → %s", (text, range) => {
    expect(rangeWords(text)).toBe(range);
  });

  it("a move from one day to another is no span", () => {
    expect(rangeWords("把明天的复习挪到后天")).not.toBe("明天到后天");
  });
});

describe("to-dos: 再交, 删掉它, 先改回, 别算完成", () => {
  it.each([
    ["化学报告推到周四晚上九点再交", { action: "update", task: "化学报告", deadline: "周四晚上九点" }],
    ["化学报告摆到周四晚上九点再交", { action: "update", task: "化学报告", deadline: "周四晚上九点" }],
    ["整理相册这件事不要了，删掉它", { action: "delete", task: "整理相册" }],
    ["大物作业被打回来了，先改回未完成", { action: "reopen", task: "大物作业" }],
    ["读书笔记其实还没写完，别算我完成", { action: "reopen", task: "读书笔记" }],
    ["线代笔记我标错了，还差两页没写", { action: "reopen", task: "线代笔记" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", ...expected });
  });

  it("asking not to mark it before it was marked stays a remark", () => {
    expect(detectIntent("读书笔记还没写完，先别标成完成").family).toBe("small_talk");
  });

  it("把复习摆到周五 is no deadline", () => {
    expect(detectIntent("把复习摆到周五晚上").family).not.toBe("task_edit");
  });
});

describe("the term: where it was read, and the assistant told it is wrong", () => {
  it.each([
    ["教务网上写着现在是第15周，总共18周", { currentWeek: 15, weeks: 18 }],
    ["这周其实是第11周，你搞错了", { currentWeek: 11 }],
  ])("%s tells the week", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...expected });
  });

  it.each(["离学期结束还剩几个星期", "距离这学期结束还有多久"])("%s asks about the term", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });
});

describe("statements that ask for nothing", () => {
  it.each([
    "外面降温了，真不想出门",
    "游了两千米，胳膊已经废了",
    "晚安，明天继续加油",
    "我高中的时候总是拖作业",
    "键盘坏了，好多字打不出来",
    "通知怎么关掉",
    "今天的学习还没开始呢",
  ])("%s is small talk", (text) => {
    expect(detectIntent(text).family).toBe("small_talk");
  });

  it.each(["明天提醒我关掉空调", "今天好冷，提醒我明天带围巾", "键盘坏了，记一下周五去修"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("a clash, a full week, a version taken back, a reminder dropped, thinking it over", () => {
  it("what the block clashes with is no part of its name", () => {
    expect(detectIntent("周一那块线代复习和值班撞了，挪到周二下午")).toMatchObject({ family: "edit", action: "move", reference: { name: "线代复习" } });
  });

  it("a week already full is the reason, the plan is the clause after it", () => {
    expect(detectIntent("下周值班都排满了，英语复习放到第16周去排")).toMatchObject({ family: "schedule", hints: ["英语"] });
    expect(detectIntent("下周排满了").family).toBe("unknown");
    expect(detectIntent("帮我把下周排满")).toMatchObject({ family: "schedule", range: "下周" });
  });

  it.each([
    "刚确认的那版方案跟值班冲突，全部撤回",
    "刚保存的这次安排不对，整个撤销",
    // a version confirmed before, void, with a reason first
    "周五要回老家，之前确认的那版安排作废吧",
    "先前保存的那版计划不算了，帮我撤回",
    "下周二临时要去北京复试，上次确认的排程帮我整个撤销",
  ])("%s undoes", (text) => {
    expect(detectIntent(text)).toEqual({ family: "undo" });
  });

  it("a reminder kept as a to-do, taken off with why", () => {
    expect(detectIntent("买水果那条提醒撤了吧，用不着了")).toEqual({ family: "task_edit", action: "delete", task: "买水果" });
  });

  it.each(["等我想清楚了再说吧", "我再想想再说"])("%s drops the request", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "dismiss" });
  });

  it("记一下别忘 closes a note", () => {
    expect(detectIntent("篮球赛挪到周五下午三点了，记一下别忘了")).toEqual({ family: "quick_note", content: "篮球赛挪到周五下午三点了" });
  });

  it("还剩几次课 names the course before it", () => {
    expect(detectIntent("数据库这周还剩几次课")).toMatchObject({ family: "schedule_question", question: { input: { course: "数据库" } } });
  });
});
