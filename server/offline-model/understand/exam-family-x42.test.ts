/**
 * Exams, round 42 (G): a record then the revision planned by it, plans by the exams with conditions said beside
 * them, a sitting's record taken out after the story of why, and an exam's day or weekday asked after an aside. Our
 * own sentences, with look-alikes that must not match.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("an exam recorded, then the revision planned by it", () => {
  test.each([
    ["操作系统期末定在1月10号上午九点，记上以后顺便把复习排了", "操作系统期末"],
    ["记一下：编译原理期末1月8号下午两点，信息楼201；记完按考试把复习排一下", "编译原理期末"],
    ["数电考试改到1月6号了，复习也按新日子重新排一遍", "数电考试"],
  ])("%s", (text, title) => {
    expect(intentOf(text)).toMatchObject({
      family: "compound",
      parts: [{ family: "exam_record", title }, { family: "schedule", forExams: true }],
    });
  });

  test("look-alike: a plan of something other than revision after the exam is no plan by it", () => {
    const read = intentOf("高数期末1月5号，然后把作业排一下");
    expect(read).not.toMatchObject({ parts: [expect.anything(), { forExams: true }] });
  });
});

describe("a plan by the exams, with its conditions", () => {
  test.each([
    ["根据期末考试安排一下复习，每天最多两节就行", { dailyCap: 2 }],
    ["照考试日期把复习铺一下吧，晚上十点以后别给我塞东西", { keepFree: ["晚上"] }],
    ["考试复习帮我倒排下，早八千万别排", { keepFree: ["早八"] }],
  ])("%s", (text, options) => {
    const read = intentOf(text);
    expect(read).toMatchObject({ family: "schedule", forExams: true, ...options });
    expect(read).not.toHaveProperty("range");
    expect(read).not.toHaveProperty("exclude");
  });

  test("look-alike: a bed made is no plan", () => {
    expect(intentOf("帮我把床铺一下")).not.toMatchObject({ family: "schedule" });
  });
});

describe("a sitting's record taken out, after why", () => {
  test.each([
    ["我刚发现线代期末那条是照着别班抄的，我们根本没这场，删了吧", "线代期末"],
    ["大物那场不用考了，平时分够免考 从考试列表里拿掉", "大物"],
    ["有机化学那场是我记重了，其实没有，去掉吧", "有机化学"],
    ["微观考试时间要重新定，原来那场先撤了，等通知再说", "微观"],
  ])("%s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_cancel", exam });
  });

  test.each([["高数作业那条写错了，删了吧"], ["数学讲座那场不去了，删了吧"], ["室友的高数那场不考了，删了吧"], ["概率论那场改到1月9号了，原来那场删了吧"]])(
    "look-alike: %s cancels no exam",
    (text) => {
      expect(intentOf(text)).not.toMatchObject({ family: "exam_cancel" });
    },
  );
});

describe("an exam's day asked", () => {
  test.each([
    ["概率论是周几考？上午还是下午来着", "概率论"],
    ["线代考试几号来着", "线代"],
    ["先插一句，概率论考试在哪天来着", "概率论"],
    ["等下，数据库考试几号来着", "数据库"],
  ])("%s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_countdown", exam });
  });

  test("every exam listed in order names none", () => {
    expect(intentOf("把我所有考试按先后报一遍，顺便说下各还有几天")).toEqual({ family: "exam_countdown" });
  });
});
