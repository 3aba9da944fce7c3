/**
 * Short requests about exams (round 39, N): a countdown to an exam named by a Latin or short name (OSCE, CET6), by a
 * part of a national exam (法考主观题, with "之前记过的" after it), or asked with 好多天; two exams kept in one
 * message under a counted header; an exam moved by a span told in English; a sitting called off and then pointed at
 * to delete (那场删掉, 删了它); an exam's room at a skills centre, and 给记上 asking it kept.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a countdown to an exam named short", () => {
  test.each([
    ["OSCE还剩多少天，我心里好没底", "OSCE"],
    ["CET6还有几天考", "CET6"],
    ["概率论还有好多天考嘛", "概率论"],
    ["法考主观题还有几天？之前记过的", "法考主观题"],
    ["GRE还剩几天了", "GRE"],
  ])("%s → %s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_countdown", exam });
  });

  test.each([["寒假还剩多少天"], ["高数还有几天"]])("no exam counted down: %s", (text) => {
    expect(intentOf(text).family).not.toBe("exam_countdown");
  });
});

describe("exams counted and asked kept, one record each", () => {
  test.each([
    ["两门考试帮我记一下：中国法制史1月6号上午，行政法1月9号下午两点", ["中国法制史", "行政法"]],
    ["帮我记两场考试：民法12月28号上午九点，刑法1月3号下午", ["民法", "刑法"]],
    ["记一下俩考试，病理学1月5号上午，药理学1月8号下午三点", ["病理学", "药理学"]],
  ])("%s", (text, titles) => {
    const intent = intentOf(text);
    expect(intent.family).toBe("compound");
    if (intent.family === "compound") expect(intent.parts.map((part) => (part.family === "exam_record" ? part.title : part.family))).toEqual(titles);
  });

  test("a counted header with no days is no list of exams", () => {
    expect(intentOf("两门考试帮我记一下：都在下周，具体等通知").family).not.toBe("compound");
  });
});

describe("an exam moved by a span, told in English", () => {
  test.each([
    ["my prob final got pushed back 2 days, same time", "概率论期末", 2],
    ["the stats midterm got moved up a day, same room", "概率论期中", -1],
    ["my linear algebra exam moved 3 days later, same time", "线性代数考试", 3],
  ])("%s → %s by %i days", (text, exam, days) => {
    expect(intentOf(text)).toEqual({ family: "exam_shift", exam, days });
  });

  test.each([["what if my final got pushed back 2 days?"], ["maybe the prob final gets pushed back a week"]])("no news: %s", (text) => {
    expect(intentOf(text).family).not.toBe("exam_shift");
  });
});

describe("a sitting called off, then pointed at and deleted", () => {
  test.each([
    ["外科出科考科里说不考了，改成看平时表现，那场删掉", "外科出科考"],
    ["内科出科考取消了，那场删了吧", "内科出科考"],
    ["体育理论考试不考了，按出勤算，删了它", "体育理论"],
  ])("%s → %s cancelled", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_cancel", exam });
  });

  test("a to-do deleted beside the news stays a deletion of its own", () => {
    expect(intentOf("内科出科考取消了，把背病例的任务删了")).toMatchObject({ family: "compound" });
  });
});

describe("an exam's day and room, kept", () => {
  test("a skills centre is where an OSCE is sat", () => {
    expect(intentOf("OSCE定在12月19号上午八点半，在临床技能中心")).toMatchObject({ family: "exam_record", title: "OSCE", location: "在临床技能中心" });
  });

  test("给记上 asks it kept, as 帮我记上 does", () => {
    expect(intentOf("电工学期末定了，1月6号下午两点，在三教210，给记上")).toMatchObject({ family: "exam_record", location: "三教210" });
    expect(normalise("给记上").text).toBe("帮我记上");
    expect(normalise("交给记上次那个人").text).toBe("交给记上次那个人");
  });
});
