import { describe, expect, test } from "vitest";
import type { ModelCalendar } from "@/lib/protocol/model-facts";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

/** The draft as propose_task_class answers it; the words after it are the model's own. */
const proposed = (input: Record<string, unknown>) => toolExchange("c1", "propose_task_class", input, { ok: true, text: "已放入草稿。" });

describe("decideProposeClass says what the plan holds and its total", () => {
  test("parts of different lengths are named each with its own periods, and the total is their sum", async () => {
    const said = "新计划：数据库期末复习；关系代数 2节；范式 3节；事务与并发 1节";
    const call = await nextStep([user(said)]);
    expect(call).toMatchObject({ kind: "tool", toolName: "propose_task_class" });
    const step = await nextStep([user(said), ...proposed((call as { input: Record<string, unknown> }).input)]);
    expect(step).toEqual({
      kind: "text",
      text: "我在草稿里建好了「数据库期末复习」（关系代数2节、范式3节、事务与并发1节，共6节），确认后保存。想排进日程的话，可以说“把数据库期末复习排到下周”。",
    });
  });

  test("parts of one length keep 各N节, and chapters keep 每章N节", async () => {
    const even = "建个日语复习计划：假名、语法、听力，各2节";
    const call = await nextStep([user(even)]);
    const step = await nextStep([user(even), ...proposed((call as { input: Record<string, unknown> }).input)]);
    expect(step).toMatchObject({ kind: "text", text: expect.stringContaining("（假名、语法、听力，各2节，共6节）") });
    const chapters = "宏观经济学复习，4章，每章3节";
    const chapterCall = await nextStep([user(chapters)]);
    const chapterStep = await nextStep([user(chapters), ...proposed((chapterCall as { input: Record<string, unknown> }).input)]);
    expect(chapterStep).toMatchObject({ kind: "text", text: expect.stringContaining("（4章，每章3节，共12节）") });
  });

  test("in English too", async () => {
    const said = "create a study plan for statistics, 3 chapters, 2 periods each";
    const call = await nextStep([user(said)]);
    const step = await nextStep([user(said), ...proposed((call as { input: Record<string, unknown> }).input)]);
    expect(step).toMatchObject({ kind: "text", text: expect.stringContaining("(3 chapters, 2 periods each, 6 in all)") });
  });
});

describe("a plan started on a day counted from today (从下周一开始, 明天起)", () => {
  /** A window from Tuesday 1 December 2026 (today), week 13 of the term. */
  const calendar: ModelCalendar = {
    days: Array.from({ length: 13 }, (_, index) => ({ day: index + 1, date: `2026-12-${String(1 + index).padStart(2, "0")}`, weekday: ((index + 1) % 7) + 1, week: index < 6 ? 13 : 14 })),
    periods: [{ start: "08:00", end: "08:45" }],
  };

  test.each([
    ["下周三开始，新建一个日语复习计划，4章每章1节", "日语复习", "2026-12-09"],
    ["建个税法复习计划，5章每章2节，明天起", "税法复习", "2026-12-02"],
    ["从这周六起做一个英语听力计划，3章，每章2节", "英语听力", "2026-12-05"],
  ])("%s starts %s on %s; the start is no part of its name", async (said, name, date) => {
    const call = await nextStep([user(said)], undefined, calendar);
    expect(call).toMatchObject({ kind: "tool", toolName: "propose_task_class", input: { name, start_date: date } });
  });

  test("without a calendar the day is not guessed, and a range to schedule into is no start", async () => {
    expect(await nextStep([user("下周三开始，新建一个日语复习计划，4章每章1节")])).not.toMatchObject({ input: { start_date: expect.anything() } });
    const ranged = await nextStep([user("建个税法复习计划，5章每章2节，排到下周")], undefined, calendar);
    expect(ranged).not.toMatchObject({ input: { start_date: expect.anything() } });
  });
});

describe("a plan bounded by a day (1月15号前写完) ends on that day", () => {
  /** A window from Tuesday 1 December 2026 (today). */
  const calendar: ModelCalendar = {
    days: Array.from({ length: 13 }, (_, index) => ({ day: index + 1, date: `2026-12-${String(1 + index).padStart(2, "0")}`, weekday: ((index + 1) % 7) + 1, week: index < 6 ? 13 : 14 })),
    periods: [{ start: "08:00", end: "08:45" }],
  };

  test.each([
    ["建个毕设计划：调研、设计、实现、测试，每项3节，1月10号前做完", "2027-01-10"],
    ["新建一个英语作文计划，4章每章1节，12月20号前学完", "2026-12-20"],
  ])("%s ends on %s", async (said, date) => {
    const call = await nextStep([user(said)], undefined, calendar);
    expect(call).toMatchObject({ kind: "tool", toolName: "propose_task_class", input: { end_date: date } });
  });

  test("a stretch to schedule into is no end, and without a calendar the day is not guessed", async () => {
    expect(await nextStep([user("建个税法复习计划，5章每章2节，排到下周")], undefined, calendar)).not.toMatchObject({ input: { end_date: expect.anything() } });
    expect(await nextStep([user("新建一个英语作文计划，4章每章1节，12月20号前学完")])).not.toMatchObject({ input: { end_date: expect.anything() } });
  });
});
