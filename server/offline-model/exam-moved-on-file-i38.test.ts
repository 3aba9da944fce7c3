/**
 * An exam on file moved relative to what is listed (round 38, I): by a span after a lead clause or in Traditional
 * and Cantonese words ("刚收到教务通知，离散期末整体往后顺延一周", "概率論考試遲咗一個禮拜"), or to a new clock on
 * the same day ("概率论还是那天考，不过从上午九点改到下午两点了"). The listed day is needed, so query_exams comes
 * first and record_exam saves the exam by its listed title. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

async function callsOf(text: string): Promise<{ toolName: string; input: Record<string, unknown> }[]> {
  const evalCase: EvalCase = { category: "exam_record", text, tools: ["query_exams", "record_exam"] };
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.run.calls;
}

describe("an exam moved by a span, said after a lead or in other words", () => {
  test.each([
    ["刚收到教务通知，离散期末整体往后顺延一周，考试时间跟原来一样，帮我更新一下", "离散", 7],
    ["离散期末往后延了两天，时间点没变", "离散", 2],
    ["教务处发通知了，高数期末统一推迟一周", "高数", 7],
    ["概率論考試遲咗一個禮拜，時間唔變", "概率", 7],
    ["高數期末延後一週，時間不變", "高数", 7],
    ["概率论期末往前挪两天，几点考不变", "概率", -2],
  ])("%s", (text, exam, days) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_shift", exam: expect.stringContaining(exam), days });
  });
});

describe("an exam moved to a new clock on the same day", () => {
  test.each([
    ["概率论还是那天考，不过从上午九点改到下午两点了", "概率", "下午两点"],
    ["离散考试时间改了：同一天，改成上午十点", "离散", "上午十点"],
    ["离散那场考试还是那天 就是推到晚上七点了", "离散", "晚上七点"],
    ["高数期未从九点改到下午三点了，日子不变", "高数", "下午三点"],
    ["高数期末日期没变，时间调到下午两点半", "高数", "下午两点半"],
    ["概率论期末同一天考，改成下午三点", "概率", "下午三点"],
  ])("%s", (text, exam, clock) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_shift", exam: expect.stringContaining(exam), days: 0, clock });
  });

  test("the listed day is kept and the new clock recorded, under the listed title", async () => {
    const calls = await callsOf("离散考试时间改了：同一天，改成上午十点");
    expect(calls.map((call) => call.toolName)).toEqual(["query_exams", "record_exam"]);
    expect(calls[1].input).toMatchObject({ title: "离散数学期末考试", when: "2027年1月12日上午十点" });
  });

  test("a name typed in another script is found in the whole list", async () => {
    const calls = await callsOf("高數期末延後一週，時間不變");
    expect(calls.at(-1)).toMatchObject({ toolName: "record_exam", input: { title: "高等数学期末考试", when: "2027年1月11日09:00" } });
  });
});

describe("near misses", () => {
  test.each([
    // A wish or a question is no news.
    "要是离散期末能推迟一周就好了",
    "离散期末还是那天考吗？",
    "高数期末是不是还是那天，改到下午两点了？",
    // A class moved, or a meeting, is no exam.
    "高数课从九点改到下午三点了，日子不变",
    "班会还是那天，改到晚上八点",
  ])("%s is no exam moved on file", (text) => {
    expect(intentOf(text).family).not.toBe("exam_shift");
  });

  test("a new day said outright is recorded as said", () => {
    expect(intentOf("离散期末改到1月20号下午两点")).toMatchObject({ family: "exam_record" });
  });

  test("预期未 keeps its words", () => {
    expect(normalise("进度比预期未免慢了点").text).toContain("预期未");
  });
});
