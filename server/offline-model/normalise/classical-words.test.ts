import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";
import { detectIntent } from "../understand/intents";

/**
 * The literary register (文言) and its mock-imperial play, read as the modern words the readers know. Each row is our
 * own sentence, with counterexamples whose modern words hold the same characters and must keep their reading.
 */
const text = (message: string) => normalise(message).text;
const read = (message: string) => detectIntent(text(message));

describe("the old day's two-hour periods are clock times", () => {
  it.each([
    ["周四酉时交实验报告", "周四下午5点交实验报告"],
    ["明日巳正去自习室", "明日上午10点去自习室"],
    ["后天卯时起床背单词", "后天早上5点起床背单词"],
    ["周二于亥时前交论文", "周二于晚上9点前交论文"],
    ["明晚子正之前提交", "明晚12点之前提交"],
    ["周五未时初开组会", "周五下午1点开组会"],
    ["周日子时前交作业", "周日晚上11点前交作业"],
  ])("%s", (message, reading) => {
    expect(text(message)).toBe(reading);
  });

  it.each(["下午时间有空吗", "过日子时别太省", "孩子时候的事", "他还未时来运转", "生辰时间记一下", "周三未正式开课", "午时段"])(
    "%s keeps its modern words",
    (message) => {
      expect(text(message)).toBe(message);
    },
  );

  it("a period named as a deadline is the note's time", () => {
    expect(read("速记之：周日午时之前须交读书笔记")).toMatchObject({ family: "quick_note" });
    expect(text("周日午时之前须交读书笔记")).toContain("上午11点之前");
  });
});

describe("the speaker's pronouns and 之 between two nouns", () => {
  it.each([
    ["朕之待办，尚有几何？", "我的待办，还有多少？"],
    ["高数之习题，已交矣", "高数的习题，已交了"],
    ["寡人明日何时得闲？", "我明日什么时候有空？"],
  ])("%s", (message, reading) => {
    expect(text(message)).toBe(reading);
  });

  it.each(["考试之前要复习", "总之先排下周", "打工之余复习完成了百分之多少", "解析几何作业", "他是作者", "或者周五交"])(
    "%s keeps its modern words",
    (message) => {
      expect(text(message)).toBe(message);
    },
  );
});

describe("written verbs and question words read as requests", () => {
  it("a to-do named, then 删之, is deleted", () => {
    expect(read("英语听写一事，作罢，删之")).toMatchObject({ family: "task_edit", action: "delete", task: "英语听写" });
  });

  it("宽至 gives a deadline more time", () => {
    expect(read("物理报告之期限，宽至下周五")).toMatchObject({ family: "task_edit", action: "update", deadline: "下周五" });
  });

  it("移至 a period moves a block there", () => {
    expect(read("高数那一卷，移至周五酉正")).toMatchObject({ family: "edit", action: "move", target: { dayWord: "周五", clock: "18:00" } });
  });

  it("置于 a period places a named block", () => {
    expect(read("将线代第二章一卷，置于周日巳时")).toMatchObject({ family: "edit", action: "move", target: { dayWord: "周日", clock: "09:00" } });
  });

  it("尚余几日 counts down to an exam", () => {
    expect(read("距线代之考，尚余几日？")).toMatchObject({ family: "exam_countdown" });
  });

  it("可有 … 之闲 asks for free periods", () => {
    expect(read("周日午后可有连续三节之闲？")).toMatchObject({
      family: "schedule_question",
      question: { toolName: "query_free_time", input: { when: "周日", min_periods: 3 } },
    });
  });

  it("最为 is 最", () => {
    expect(read("下周何日最为空闲？")).toMatchObject({ family: "schedule_question", question: { input: { pick: "emptiest" } } });
  });

  it("the play's order (朕命你将X排至…) plans X", () => {
    expect(read("本宫命你将概率论复习排至下周")).toMatchObject({ family: "schedule", range: "下周" });
  });

  it("速将X勾去 completes X", () => {
    expect(read("速将英语作文勾去")).toMatchObject({ family: "task_edit", action: "complete", task: "英语作文" });
  });

  it("新立一任务 creates one", () => {
    expect(read("新立一任务：背诵出师表，重要且紧急，约两节")).toMatchObject({ family: "create_task", estimatedSections: 2 });
  });

  it.each(["即将考试", "成立一个学习小组", "请将报告交给老师"])("%s keeps its modern words", (message) => {
    expect(text(message)).toBe(message);
  });

  it("否 ending a question asks it", () => {
    expect(read("后日午后有课否？")).toMatchObject({ family: "schedule_question", question: { toolName: "query_day" } });
  });

  it("毋忘 asks for a note", () => {
    expect(read("毋忘下周一交英语作文")).toMatchObject({ family: "quick_note" });
  });

  it("a to-do named, then 已办之, is done", () => {
    expect(read("水电费一事，已办之")).toMatchObject({ family: "task_edit", action: "complete", task: "水电费" });
  });

  it.each(["是否有空", "几乎每天都有课", "不在乎这次小测", "毋庸置疑", "否，不是这门"])("%s keeps its modern words", (message) => {
    expect(text(message)).toBe(message);
  });

  it("a day's 之事 asks for that day", () => {
    expect(read("后日之事，一一道来")).toMatchObject({ family: "schedule_question", question: { toolName: "query_day" } });
  });

  it("所荒废者 is the work missed", () => {
    expect(read("本周所荒废者，重排之")).toMatchObject({ family: "replan_missed" });
  });
});

describe("a question's 么 stays as typed (the Hong Kong table would read it as 幺)", () => {
  it.each(["课表能改么", "后天下午有空么😂"])("%s", (message) => {
    expect(text(message)).toBe(message);
  });

  it("an app question ending in 么 is still one", () => {
    expect(read("排好的还能改么")).toMatchObject({ family: "small_talk", topic: "app_help" });
  });
});
