import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { detectIntent } from "../understand/intents";

const listed = {
  ok: true,
  text: "「线性代数期末考试」：1月8日（周五）14:00，还有 38 天（5 周零 3 天）。",
  facts: { kind: "exam_list" as const, exams: [{ title: "线性代数期末考试", date: "2027-01-08", time: "14:00" }] },
};

/** A reminder timed from an exam: the exam's day from the exams' list, the note due that many days before it. */
describe("a note timed from an exam", () => {
  test.each([
    ["线代期末前一天晚上九点提醒我整理错题", { exam: "线代", daysBefore: 1, time: "晚上九点" }],
    ["线代考试当天早上七点叫我带计算器", { exam: "线代", daysBefore: 0, time: "早上七点" }],
    ["数值分析期末前两天提醒我把作业题再刷一遍", { exam: "数值分析", daysBefore: 2, time: "" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_note", ...expected });
  });

  test.each(["提醒我考试前交作业", "考试前一天提醒我带准考证", "线代期末前一天我要早睡"])("%s is no note timed from a named exam", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "exam_note" });
  });

  test("the exam is looked up first", async () => {
    expect(await nextStep([user("线代期末前一天晚上九点提醒我整理错题")])).toMatchObject({ kind: "tool", toolName: "query_exams", input: { exam: "线代" } });
  });

  test("then the note is due the day before it, at the time said", async () => {
    const turn = [user("线代期末前一天晚上九点提醒我整理错题"), ...toolExchange("c1", "query_exams", { exam: "线代" }, listed)];
    expect(await nextStep(turn)).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline: "2027年1月7日晚上九点" } });
  });

  test("an exam the list does not hold notes nothing on a guessed day", async () => {
    const missing = { ok: true, text: "没有找到「线代」的考试。即将到来的考试有：「概率论期末考试」。" };
    const turn = [user("线代期末前一天晚上九点提醒我整理错题"), ...toolExchange("c1", "query_exams", { exam: "线代" }, missing)];
    expect(await nextStep(turn)).toMatchObject({ kind: "text" });
  });
});
