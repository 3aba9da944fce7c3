import { describe, expect, test } from "vitest";
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
