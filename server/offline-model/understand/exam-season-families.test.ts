import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/**
 * Families found on a blind round of exam-season students: each row is our own sentence, with the counterexamples
 * that must keep their old reading.
 */
describe("a plan asked for around the exams", () => {
  it.each([
    ["线代马上要考了，这周和下周每天排两节线代复习", { hints: ["线代"], dailyCap: 2, range: "这周到下周" }],
    ["两门考试隔得很近，高数复习尽快学完，排在这周和下周", { hints: ["高数"], strategy: "rapid", range: "这周到下周" }],
    ["考前几天每天别超过三节，下周的复习照这个排", { hints: [], dailyCap: 3, range: "下周" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...expected });
  });

  it.each(["根据每门考试日期倒推一下，复习都排好", "照着考试时间往前倒推，把复习排上"])("%s plans for the exams", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  // Each subject's own exam as the bound (各科考前, 每门考试前), with the stretch said from now.
  it.each(["从今天到每门考试前，把复习都排上", "各科考前的复习帮我排一下", "从现在到每科考前，复习倒着排"])("%s plans for the exams", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  it("a to-do pushed back is still re-dated", () => {
    expect(detectIntent("实验报告往后推两天")).toMatchObject({ family: "task_edit", action: "update", task: "实验报告" });
  });
});

describe("what is still ahead reports nothing done", () => {
  it.each(["数学作业快写完了，明天再弄", "线代快考了，好慌"])("%s completes nothing", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "complete" });
  });

  it("a to-do finished is still completed", () => {
    expect(detectIntent("线代作业已经写完了")).toMatchObject({ family: "task_edit", action: "complete", task: "线代作业" });
  });
});

describe("an exam stated with another request after it", () => {
  it("a next step after 再 / 然后 is a second part", () => {
    expect(detectIntent("数电期末定在1月9号下午，先记上，然后按考试把复习排一下")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "数电期末", when: "1月9号下午" },
        { family: "schedule", hints: [], wantsAll: false, forExams: true },
      ],
    });
  });

  it("a reminder asked for after it is noted with its own day, beside the exam", () => {
    expect(detectIntent("六级考试在12月19号，你提醒我17号晚上8点再过一遍作文模板")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "六级考试", when: "12月19号" },
        { family: "quick_note", content: "17号晚上8点再过一遍作文模板" },
      ],
    });
  });

  it("a remark after it keeps the statement whole", () => {
    expect(detectIntent("高数期中居然是下周一早上8点，我还一页没看，先记上吧")).toMatchObject({ family: "exam_record", title: "高数期中" });
  });

  it("按 a sort key still asks for no plan", () => {
    expect(detectIntent("按截止时间排一下").family).not.toBe("schedule");
  });
});

describe("round 14's exam families, in sentences of our own", () => {
  it.each(["所有科目按考试先后来排，先考的先复习", "每门都按考试日期往前倒着排", "我想每门考试前都完整过一遍，按考试时间排吧"])("%s plans for the exams", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  it("a class named with 考试之前 plans that class up to its exam", () => {
    expect(detectIntent("帮我把数电复习排到考试之前")).toMatchObject({ family: "schedule", hints: ["数电"], range: "期末前" });
  });

  it.each([
    ["大物期中改时间了，从12月22号推到12月24号上午", { title: "大物期中", when: "12月24号上午" }],
    ["下周四概率论有个小测，占平时分", { title: "概率论小测", when: "下周四" }],
    ["我们专业下周一要闭卷考电路，好紧张", { title: "电路", when: "下周一" }],
    ["考试那条写错了，体育不是1月2号，是1月4号", { title: "体育", when: "1月4号" }],
  ])("%s", (text, expected) => {
    // The reading: a correction inside the message is applied before the readers see it.
    expect(detectIntent(normalise(text).text)).toMatchObject({ family: "exam_record", ...expected });
  });

  it("a reminder first, then the exam named by its exam word alone, is one note", () => {
    expect(detectIntent("周三晚上提醒我去打印四级准考证，考试是下周六")).toMatchObject({ family: "quick_note" });
  });

  it("study put on a day before the exam is no exam to record", () => {
    expect(detectIntent("高数考试前想再刷一遍那套真题，放在下周六上午").family).not.toBe("exam_record");
  });
});

describe("who announced the exam, when and how, is the story around it", () => {
  it.each([
    ["辅导员昨天开会通知高数期末定在1月8号下午，大家都懵了", { title: "高数期末", when: "1月8号下午" }],
    ["助教今天在群里说数电期中在下周三上午", { title: "数电期中", when: "下周三上午" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", ...expected });
  });
});

describe("every exam counted down from now", () => {
  it.each(["每门考试距离今天还剩多少天", "所有考试离现在还有几天，帮我列出来"])("%s names no exam", (text) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown" });
  });
});

describe("news of the exam timetable before a colon labels every exam listed after it", () => {
  it.each([
    ["补考时间定了：大物2月26号上午，电路2月27号下午，都帮我记一下", ["大物", "电路"]],
    ["期中考试安排已经公布：马原11月3号上午8点，英语11月5号下午", ["马原", "英语"]],
  ])("%s records %s", (text, titles) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("compound");
    const parts = intent.family === "compound" ? intent.parts : [];
    expect(parts.map((part) => part.family)).toEqual(["exam_record", "exam_record"]);
    parts.forEach((part, index) => expect(part.family === "exam_record" && part.title.startsWith(titles[index])).toBe(true));
  });

  it("a colon after news of something else labels nothing", () => {
    expect(detectIntent("课表出来了：高数周一上午，线代周三下午").family).not.toBe("compound");
  });
});
