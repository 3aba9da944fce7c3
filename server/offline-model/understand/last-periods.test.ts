/** "晚上最后两节", "下午最后一节": a move's target said as the last periods of a part of the day. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("the last periods of a part of the day", () => {
  test.each([
    ["把图论基础挪到周六晚上最后两节", 2, 9],
    ["代数系统移到明天下午最后一节", 1, 5],
  ])("%s", (text, lastPeriods, first) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", target: { lastPeriods, dayPart: { first } } });
  });

  test("a clock said is where it starts, whatever else is said", () => {
    expect(detectIntent("把图论基础挪到周六晚上八点")).not.toMatchObject({ target: { lastPeriods: expect.anything() } });
  });
});
