import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

/** The exams' list as query_exams hands it: 数据结构 on Tuesday 12 January 2027. */
const listed = {
  ok: true,
  text: "「数据结构期末考试」：1月12日（周二）14:00，还有 42 天（6 周）。",
  facts: { kind: "exam_list" as const, exams: [{ title: "数据结构期末考试", date: "2027-01-12", time: "14:00" }] },
};

function afterLookup(text: string) {
  return [user(text), ...toolExchange("c1", "query_exams", { exam: "数据结构" }, listed)];
}

/** A time counted from an exam, for a tool that reads only dates: the exam looked up, then the request dated. */
describe("a time counted from an exam", () => {
  test.each(["数据结构考完那天晚上七点提醒我订火车票", "把实验报告的截止改到数据结构考完的第二天中午", "考完数据结构之后那个周末我有空吗"])(
    "%s looks the exam up first",
    async (text) => {
      expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "query_exams", input: { exam: "数据结构" } });
    },
  );

  test("a note is due on the exam's day, at the time said", async () => {
    const step = await nextStep(afterLookup("数据结构考完那天晚上七点提醒我订火车票"));
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining("2027年1月12日晚上七点") } });
  });

  test("a to-do's deadline moves to the day after it", async () => {
    const step = await nextStep(afterLookup("把实验报告的截止改到数据结构考完的第二天中午"));
    expect(step).toMatchObject({ kind: "tool", toolName: "update_task", input: { deadline: expect.stringContaining("2027年1月13日") } });
  });

  test("another exam is recorded on the day after it", async () => {
    const step = await nextStep(afterLookup("英语听力考试在数据结构考完的第二天下午两点"));
    expect(step).toMatchObject({ kind: "tool", toolName: "record_exam", input: { when: "2027年1月13日下午两点" } });
    expect((step as { input: Record<string, unknown> }).input.location).toBeUndefined();
  });

  test("free time is asked for the weekend after it", async () => {
    const step = await nextStep(afterLookup("考完数据结构之后那个周末我有空吗"));
    expect(step).toMatchObject({ kind: "tool", toolName: "query_free_time", input: { when: "2027年1月16日到2027年1月17日" } });
  });

  test("an exam the list does not hold dates nothing", async () => {
    const missing = { ok: true, text: "没有找到「数据结构」的考试。即将到来的考试有：「概率论期末考试」。" };
    const turn = [user("数据结构考完那天晚上七点提醒我订火车票"), ...toolExchange("c1", "query_exams", { exam: "数据结构" }, missing)];
    expect(await nextStep(turn)).toMatchObject({ kind: "text", text: expect.stringContaining("先把这场考试的日期告诉我") });
  });

  test.each(["概率论考试那天有空吗", "期末考试前一天晚上有空吗"])("%s goes to the time tool as said: it reads the exam's days", async (text) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "query_free_time" });
  });

  test.each(["提醒我考试前一天打印准考证", "考完试想去成都玩几天"])("%s asks for no exam", async (text) => {
    expect(await nextStep([user(text)])).not.toMatchObject({ kind: "tool", toolName: "query_exams" });
  });
});
