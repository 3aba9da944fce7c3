import { describe, expect, test } from "vitest";
import { currentRequest } from "./request";

const rangeQuestion = { question: "想排到哪段时间？", options: ["这周", "下周"] };
const classQuestion = { question: "想排哪一类任务？", options: ["离散数学期末复习", "概率论", "全部"] };

describe("currentRequest", () => {
  test("no user message → no request", () => {
    expect(currentRequest([])).toBeUndefined();
  });

  test("a message after no question is its own request", () => {
    expect(currentRequest([{ text: "看看总览" }, { text: "第3天有什么课" }])).toEqual({ text: "第3天有什么课", answers: [] });
  });

  test("an answer to the question asked continues the earlier request", () => {
    expect(currentRequest([{ text: "帮我排一下复习", asked: rangeQuestion }, { text: "下周" }])).toEqual({
      text: "帮我排一下复习",
      answers: [{ question: rangeQuestion, text: "下周" }],
    });
  });

  test("answers chain through several questions, oldest first", () => {
    const request = currentRequest([
      { text: "帮我排一下复习", asked: rangeQuestion },
      { text: "下周", asked: classQuestion },
      { text: "概率论" },
    ]);
    expect(request).toEqual({
      text: "帮我排一下复习",
      answers: [
        { question: rangeQuestion, text: "下周" },
        { question: classQuestion, text: "概率论" },
      ],
    });
  });

  test("a nod answers the question: '好的' after an offer says yes to it", () => {
    const offer = { question: "没有找到“高数作业”，要先把它记成一条待办吗？", options: ["记下来", "不用了"] };
    expect(currentRequest([{ text: "帮我把高数作业安排在明天晚上", asked: offer }, { text: "好的" }])).toEqual({
      text: "帮我把高数作业安排在明天晚上",
      answers: [{ question: offer, text: "好的" }],
    });
  });

  test("a same-kind follow-up is an answer too", () => {
    expect(currentRequest([{ text: "帮我排一下复习", asked: rangeQuestion }, { text: "排到第3到第9天吧" }])?.text).toBe("帮我排一下复习");
  });

  test("a new request of another kind starts over", () => {
    expect(currentRequest([{ text: "帮我排一下复习", asked: rangeQuestion }, { text: "提醒我明天交报告" }])).toEqual({
      text: "提醒我明天交报告",
      answers: [],
    });
  });

  test.each([
    ["就第二个吧", "概率论"],
    ["选1", "离散数学期末复习"],
    ["最后一个", "全部"],
    ["要最后那个吧", "全部"],
    ["the first one", "离散数学期末复习"],
  ])("an ordinal answer (%s) is the option at that place", (answer, option) => {
    expect(currentRequest([{ text: "帮我排一下复习", asked: classQuestion }, { text: answer }])?.answers).toEqual([{ question: classQuestion, text: option }]);
  });

  test("an ordinal past the list stays as said", () => {
    expect(currentRequest([{ text: "帮我排一下复习", asked: rangeQuestion }, { text: "第五个" }])?.answers[0]?.text).toBe("第五个");
  });
});
