import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 19: what is left of a half-done block re-planned after the check-in (our own sentences). */
describe("the rest of a half-done block re-planned", () => {
  it.each(["前天的复习只做了一节，剩下的帮我再安排一下", "今早那块只学了一节，剩余的帮我重排"])("%s checks in, then re-plans", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "compound", parts: [{ family: "checkin" }, { family: "replan_missed" }] });
  });
});
