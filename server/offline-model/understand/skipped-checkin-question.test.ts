/** What a skipped or missing check-in costs, asked about the planner: answered in words, never a check-in or a list. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a skipped check-in's cost, asked", () => {
  test.each(["没打卡会扣分吗", "要是标成没做的话有什么影响", "漏打卡了会怎样啊", "忘了打卡要受罚吗"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "app_help", about: ["skipped_checkin"] });
  });

  test("a check-in, or missed blocks to re-plan, keep their readings", () => {
    expect(read("周日那块记成没做吧")).toMatchObject({ family: "checkin" });
    expect(read("没打卡的那几块帮我重新排")).toEqual({ family: "replan_missed" });
    expect(read("周一那块没做，怎么办")).toEqual({ family: "replan_missed" });
  });
});
