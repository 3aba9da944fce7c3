/**
 * Several classes sent into ranges of their own in one message: one plan in parts, each part its subject and range;
 * a clause that only says why or when the student is busy leaves the request a plain one.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { rangedParts } from "./ranged-parts";

describe("rangedParts", () => {
  test.each([
    ["线代复习排到这周，英语放到下周", [["线代"], "这周"], [["英语"], "下周"]],
    ["高数放第15周，大物放第17周", [["高数"], "第15周"], [["大物"], "第17周"]],
    ["英语这周排完，马原下下周", [["英语"], "这周"], [["马原"], "下下周"]],
    ["下周排微观，这周排宏观", [["微观"], "下周"], [["宏观"], "这周"]],
    ["把电路排进本周，待办放第16周", [["电路"], "本周"], [["待办"], "第16周"]],
  ])("%s", (text, first, second) => {
    const parts = rangedParts(text);
    expect(parts?.map((part) => [part.hints.map((hint) => hint.replace(/复习$/, "")), part.range])).toEqual([first, second]);
  });

  test.each([
    // One range: a reason before the plan, or the days kept free.
    "这周太忙，把电路排到下周去",
    "把电路排到下周，周末不排",
    // The same range twice is one plan of two classes ("都排到下周").
    "电路排到下周，线代也排到下周",
    // A clause that tells, not places.
    "电路下周考试，线代排到这周",
    "下周我要出差，这周排线代",
  ])("%s → no parts", (text) => {
    expect(rangedParts(text)).toBeUndefined();
  });

  test("the request is one schedule intent whose parts keep their order, not a compound of two plans", () => {
    const intent = detectIntent("微观排这周，宏观排下下周");
    expect(intent).toMatchObject({ family: "schedule", range: "这周", parts: [{ hints: ["微观"], range: "这周" }, { hints: ["宏观"], range: "下下周" }] });
  });
});
