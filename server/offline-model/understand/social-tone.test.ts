import { describe, expect, test } from "vitest";
import { SOCIAL_TONE_ROWS, withoutSocialTone } from "./social-tone";
import { detectIntent } from "./intents";

describe.each(SOCIAL_TONE_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(withoutSocialTone(said)).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(withoutSocialTone(said)).toBe(said);
  });
});

describe("requests posted the way students post", () => {
  test.each([
    ["宝子们我宣布线代作业交了✅ #今日打卡", { family: "task_edit", action: "complete", task: "线代作业" }],
    ["谁懂啊，打印店那个任务我不想弄了，删删删🗑️", { family: "task_edit", action: "delete" }],
    ["绝绝子！把概率论复习排到这周日🔥", { family: "schedule", hints: ["概率论"], range: "这周日" }],
    ["#周末充电 周日下午有空吗☕", { family: "schedule_question" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject(intent);
  });
});
