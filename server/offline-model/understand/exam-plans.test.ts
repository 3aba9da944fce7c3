import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/** Plans the exams measure, in sentences of our own, with the look-alikes that keep their reading. */
const read = (text: string) => detectIntent(normalise(text).text);

describe("words left over from a plan for the exams name no class", () => {
  it.each([
    "复习周开始了，按各科考试时间把复习往前排",
    "期末复习按考试时间帮我排好，每科考完前留两天缓冲",
    "马上要考试了好慌，按考试日期把复习排一下",
    "照各门考试的日子把复习往前挪着排，别太赶",
    "每门隔几天回头再看一遍，照考试时间帮我排",
  ])("%s plans for every exam", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  // The exams said as the measure plan each class up to its own exam, the classes still read (round 32's label).
  it.each([
    ["高数和线代按考试时间排", ["高数", "线代"]],
    ["把概率论和离散的复习按考试排一下", ["概率论", "离散"]],
    ["概率论按考试时间排", ["概率论"]],
    ["按考试时间给我安排毛概和马原", ["毛概", "马原"]],
  ])("%s is measured by the exams and still names its classes", (text, hints) => {
    expect(read(text)).toMatchObject({ family: "schedule", hints, forExams: true });
  });

  it.each([
    ["考试前帮我排一下毛概", ["毛概"]],
    ["把概率论复习排到考试前", ["概率论"]],
  ])("%s still names its classes, up to the finals", (text, hints) => {
    expect(read(text)).toMatchObject({ family: "schedule", hints, range: "期末前" });
  });

  it("a thing put in a stretch of its own keeps its words", () => {
    expect(read("线代考试前想把那套真题再刷一遍，放在周六上午")).toMatchObject({ family: "schedule", range: "周六" });
    expect(read("线代考试前想把那套真题再刷一遍，放在周六上午")).not.toMatchObject({ forExams: true });
  });
});

describe("review planned backwards is planned back from the exams", () => {
  it.each(["照这个思路把复习倒着排一下", "各门复习倒过来排吧，别太满", "剩下的复习你从后往前排"])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  it.each(["别按截止时间倒着排了，平均排进下周", "别倒着排复习了，均匀排进这周"])("%s works back from no exam", (text) => {
    expect(read(text)).not.toMatchObject({ forExams: true });
  });

  it("a stretch named is where it works back from", () => {
    expect(read("复习倒着排进这周")).toMatchObject({ family: "schedule", range: "这周" });
  });
});

describe("the one class singled out by 只给 / 先给 in a plan the exams measure", () => {
  it.each([
    ["只给数据结构按考试排复习，别的先放着", "数据结构"],
    ["先给毛概按考试时间排一下", "毛概"],
    ["单独给电路按考试日期排复习", "电路"],
  ])("%s plans %s for its exam", (text, hint) => {
    expect(read(text)).toMatchObject({ family: "schedule", forExams: true, hints: [hint] });
  });

  // Near miss: the exams measure every class when none is singled out.
  it("按考试时间给我把复习排好 names no class", () => {
    expect(read("按考试时间给我把复习排好")).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });
});
