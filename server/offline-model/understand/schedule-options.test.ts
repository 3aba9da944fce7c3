/** How a plan is to be spread, said in words beside the request (rough_schedule's strategy). */
import { describe, expect, it } from "vitest";
import { executeTool, type ScheduleState } from "@/lib/schedule";
import { deepFreeze, seedWindow } from "@/testing/fixtures/seed-example";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { scheduleOptions } from "./schedule-options";

/** One class with a pending item on the seed window. */
const oneClass: ScheduleState = deepFreeze({
  window: seedWindow,
  tasks: [{ state_id: 21, source: "task_item", source_id: 221, name: "完形填空", category: "英语复习", status: "pending", locked: false, duration: 2, category_id: 40 }],
});

describe("loose rather than packed is an even spread", () => {
  it.each(["把英语复习排到下周，宽松点", "线代排进这周，排得松一些吧", "把离散复习排到下周，别排太紧"])("%s", (text) => {
    const { rest, options } = scheduleOptions(text);
    expect(options.strategy).toBe("steady");
    // The words that said it name nothing to plan.
    expect(rest).not.toMatch(/松|紧/);
  });

  it.each(["把高数复习排到周末，我想放松一点", "这周的螺丝拧紧一点"])("%s says no strategy", (text) => {
    expect(scheduleOptions(text).options.strategy).toBeUndefined();
  });

  it("said in an answer to which stretch, with thanks around it", async () => {
    const step = await nextStep([
      user("帮我排一下英语的复习"),
      ...toolExchange("h1", "ask_user", { question: "想排在哪段时间？", options: ["这周", "下周"] }, { ok: true, text: "想排在哪段时间？" }),
      user("好的，下周吧～谢谢啦，排得宽松一点"),
      ...toolExchange("c1", "list_tasks", { status: "pending" }, executeTool(oneClass, "list_tasks", { status: "pending" })),
    ]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "英语复习", range: "下周", strategy: "steady" } });
  });
});

describe("whatever fits, said after the condition it answers", () => {
  it.each(["线代排进这周吧，排不下的话能排多少排多少", "英语放到下周，要是放不下就能塞几节塞几节", "高数复习排到周末，塞不下的能排多少排多少吧"])("%s", (text) => {
    const { rest, options } = scheduleOptions(text);
    expect(options.allowPartial).toBe(true);
    // None of the clause is left to be read as a subject.
    expect(rest).not.toMatch(/多少|几节|不下/);
  });

  it.each(["这周能排多少节？", "排不下怎么办"])("%s asks, and says no option", (text) => {
    expect(scheduleOptions(text).options.allowPartial).toBeUndefined();
  });
});

describe("a cap said as what the student can bear, and a plan said too sparse", () => {
  it.each([
    ["一天四节我也扛得住", { dailyCap: 4 }],
    ["每天三节没问题", { dailyCap: 3 }],
    ["别这么散，争取早点排完", { strategy: "rapid" }],
    ["排得紧凑点", { strategy: "rapid" }],
    ["给我摊匀一点", { strategy: "steady" }],
    ["每天最多三节，超了的往后排", { dailyCap: 3 }],
  ])("%s", (text, options) => {
    const read = scheduleOptions(text);
    expect(read.options).toMatchObject(options);
    expect(read.rest.replace(/[，,\s]/g, "")).toBe("");
  });

  // "扛得住吗" asks; "四节课" of a day's timetable is no cap; "早点" before 排 is no Cantonese "how".
  it.each(["一天四节扛得住吗", "周四有四节课"])("%s sets no cap", (text) => {
    expect(scheduleOptions(text).options.dailyCap).toBeUndefined();
  });
});
