/**
 * Plans measured by the exams, said in more ways (round 38, C): a class's own exam before which its review goes
 * ("离散考之前把复习都排上"), planned back from "它考试那天", the days said off after the request ("周末两天都不排",
 * "周日想留给自己休息"), and Cantonese 跟住 for "following" the exams' days. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a class planned up to its own exam", () => {
  test.each([
    ["离散考之前把复习都排上，越早学完越好", "离散"],
    ["概率论考之前帮我把复习排好", "概率论"],
    ["线代考以前把复习都安排上", "线代"],
    ["只排离散的，照它考试那天往回倒推", "离散"],
    ["只排概率论，照它考试的日子往回排", "概率论"],
  ])("%s", (text, hint) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", forExams: true, hints: [hint] });
  });

  test("as early as it can be is kept", () => {
    expect(intentOf("离散考之前把复习都排上，越早学完越好")).toMatchObject({ strategy: "rapid" });
  });

  test.each([
    // The finals as a stretch keep their range.
    ["考试前帮我排一下毛概", "期末前"],
    ["把概率论复习排到考试前", "期末前"],
  ])("near miss: %s is a stretch up to the finals", (text, range) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", range });
  });
});

describe("days off said with a plan for the exams", () => {
  test.each([
    ["考试复习帮我规划一下，周末两天都不排", [6, 7]],
    ["按考试时间把复习排一下，周六周日两天都不要排", [6, 7]],
    ["能不能按每门考试的时间帮我把复习倒着排好？周日想留给自己休息。", [7]],
    ["照考试日期帮我排复习，周六我想留给自己", [6]],
  ])("%s", (text, daysOff) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", forExams: true, daysOff });
  });

  test("near miss: a part of a day kept for oneself is no day off", () => {
    expect(intentOf("按考试时间把复习排一下，每天晚上留给自己")).not.toMatchObject({ daysOff: expect.anything() });
  });
});

describe("Cantonese 跟住 the exams' days", () => {
  test.each([
    ["跟住考試日子幫我排溫書，每日唔好多過四節", 4],
    ["跟住各科考試時間幫我排溫習，每日唔好多過三節", 3],
  ])("%s", (text, dailyCap) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", forExams: true, dailyCap });
  });

  test("near miss: 跟住 as 'then' stays a then", () => {
    expect(normalise("食完飯跟住去圖書館").text).not.toContain("跟着去");
  });
});
