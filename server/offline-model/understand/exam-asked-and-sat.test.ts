import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("an exam's day asked outright, and how long is left in longer words", () => {
  test.each([
    ["电路期中是几号来着", "电路"],
    ["马原考试在几号", "马原"],
    ["线代期末离现在还剩多长时间", "线代"],
    ["概率论期中那场距今天还有多长时间", "概率论"],
  ])("%s asks about %s", (text, exam) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown", exam });
  });

  test("the first exam asked names none", () => {
    expect(detectIntent("期末第一场考的是哪门来着")).toEqual({ family: "exam_countdown" });
  });

  test.each(["记一下离散考试，具体几号还没定", "线代作业是几号交来着"])("near miss: %s asks no exam's day", (text) => {
    expect(detectIntent(text).family).not.toBe("exam_countdown");
  });
});

describe("an exam named by how it is sat (开卷考, 线上考), and a room joined to its building by a dash", () => {
  test.each([
    ["马原闭卷考定在1月3号上午九点", "马原闭卷考", undefined],
    ["军事理论线上考下周五晚上八点，帮我记一下", "军事理论线上考", undefined],
    ["线代期末1月8号下午两点，教5-302，记一下", "线代期末", "教5-302"],
    ["马原期中 12-20 上午十点 东教3-101", "马原期中", "东教3-101"],
  ])("%s records %s", (text, title, location) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", title, ...(location ? { location } : {}) });
  });

  test.each([
    // After the day and the clock, 闭卷考 is how it is sat: the course stays the title.
    ["史学概论1月9号下午两点闭卷考，记一下", "史学概论"],
  ])("near miss: %s keeps %s as the title", (text, title) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", title });
  });

  test("near miss: 开卷考 in a remark records nothing", () => {
    expect(detectIntent("开卷考也得好好复习啊").family).not.toBe("exam_record");
  });
});
