/** Scheduling requests read by schedule-intents.ts, by family. */
import { describe, expect, it } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { detectIntent } from "./intents";

describe("排了 said as an order with 把 schedules; what 它 / 这个 points at is asked when nothing named it", () => {
  it.each([
    ["麻烦把高数复习排了", ["高数"]],
    ["帮我把线代排了吧", ["线代"]],
  ])("%s schedules %s", (text, hints) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints });
  });

  // The list is looked at first; with nothing named, which one is asked next (never a plan of everything).
  it.each(["把这个排了吧", "请把那个排了"])("%s names nothing: the list is looked at before asking", async (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints: [] });
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  });

  it("我把它排了 tells, asks for no plan", () => {
    expect(detectIntent("我把它排了")).not.toMatchObject({ family: "schedule" });
  });
});

describe("放 before the stretch it goes into, the way 排这周 is said", () => {
  it.each([
    ["读书笔记放下周吧", { family: "schedule", hints: ["读书笔记"], range: "下周" }],
    ["概率论复习放周末，排不下就先排能排的", { family: "schedule", hints: ["概率论"], range: "周末", allowPartial: true }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });

  it.each(["这周放假吗", "这周末开放实验室吗"])("%s plans nothing", (text) => {
    expect(detectIntent(text).family).not.toBe("schedule");
  });
});

describe("how the plan is wanted, said with 排得, asks for it", () => {
  it.each([
    ["把英语复习排到下周，排得宽松一点", "steady"],
    ["线代复习排进这周，排得均匀些", "steady"],
    ["把高数复习排进下周，排得越满越好", "rapid"],
  ] as const)("%s plans with strategy %s", (text, strategy) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", strategy });
  });

  it.each(["你这周排得太满了", "下周排得怎么样"])("%s asks about the plan, asks for none", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "schedule" });
  });
});
