/**
 * Stories that ask nothing (round 39, M): a relief told at a story's end ("还好东西都交上去了") names no to-do done, and
 * a study block named by the person who did it ("室友说她昨天的复习全做完了") is someone else's work. The student's own
 * completions and check-ins stay.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("told, not done", () => {
  test.each([
    ["今天跑去打印店打了两个小时的材料，队排得老长，回来腿都站麻了。还好东西都交上去了。"],
    ["室友说她昨天的复习全做完了，让我也加把劲"],
    ["室友说他今天的复习都搞定了，问我要不要一起去吃夜宵"],
    ["同桌说他昨晚的复习都做完了"],
  ])("%s → talk", (text) => {
    expect(intentOf(text).family).toBe("small_talk");
  });

  test.each([
    ["大学物理实验报告交上去了", "task_edit"],
    ["昨天的复习全做完了", "checkin"],
    ["昨晚那节离散复习做完了", "checkin"],
  ])("the student's own: %s → %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
