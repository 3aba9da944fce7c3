import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/** Several exam things in one message, in sentences of our own. */
const read = (text: string) => detectIntent(normalise(text).text);
const titles = (text: string) => {
  const intent = read(text);
  return intent.family === "compound" ? intent.parts.map((part) => (part.family === "exam_record" ? part.title : part.family)) : [intent.family];
};

describe("exams listed with 、, each with its own day", () => {
  it.each([
    ["线代期末1月6号上午、数电1月9号下午，都记一下", ["线代期末", "数电期末"]],
    ["马原1月3号考、近代史1月5号上午考，都加到考试里", ["马原", "近代史"]],
    ["编译原理期中第10周周二、操作系统期中第11周周四，两门都记上", ["编译原理期中", "操作系统期中"]],
  ])("%s", (text, expected) => {
    expect(titles(text)).toEqual(expected);
  });

  it("two courses of one exam clause are one statement", () => {
    expect(read("高数、线代期末都在1月，具体还没定").family).not.toBe("compound");
  });
});

describe("a remark between the exams and the cue that keeps them", () => {
  it.each([
    ["考试安排出来了：电路1月4日上午，信号1月6日下午。两门挨着考要命了，先都记上吧", ["电路考试", "信号考试"]],
    ["刚收到期末安排：马原1月3号，英语1月5号，这也太密了吧，全记上", ["马原期末", "英语期末"]],
  ])("%s", (text, expected) => {
    expect(titles(text)).toEqual(expected);
  });

  it("the place of the last exam stays with it", () => {
    expect(read("数值分析期末1月11号下午，在理科楼207，记一下吧")).toMatchObject({ family: "exam_record", location: "理科楼207" });
  });
});

describe("the exams kept, then a plan asked for after them", () => {
  it.each([
    ["近代史期末是1月8号下午，帮我按考试把复习规划一下", ["近代史期末", "schedule"]],
    ["电路1月4号考、信号1月6号考，都记上然后倒着排复习", ["电路", "信号", "schedule"]],
    ["数电期中下周五上午，先记上，再按考试把复习排好", ["数电期中", "schedule"]],
  ])("%s", (text, expected) => {
    expect(titles(text)).toEqual(expected);
  });

  it("what the exam is for, said after it, asks for no plan", () => {
    expect(read("数电期中是1月9号上午，我要按它倒排复习")).toEqual({ family: "exam_record", title: "数电期中", when: "1月9号上午" });
  });

  it("the plan is the exams' plan", () => {
    const intent = read("近代史期末是1月8号下午，帮我按考试把复习规划一下");
    expect(intent.family === "compound" && intent.parts[1]).toMatchObject({ family: "schedule", forExams: true });
  });
});
