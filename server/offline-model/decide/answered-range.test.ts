/** The stretch an answer changes a plan to, over the one the request said. */
import { describe, expect, test } from "vitest";
import { changedRange } from "./answered-range";

const SHORT = { question: "这周的空闲放不下全部待办（还差2节），要先排能放下的吗？", options: ["先排能排的", "换成这两周", "不排了"] };

describe("changedRange", () => {
  test.each([
    ["换成下周吧", "下周"],
    ["那就改到这两周", "这两周"],
    ["排下下周", "下下周"],
  ])("%s → %s", (text, range) => {
    expect(changedRange({ question: SHORT, text })).toBe(range);
  });

  // Picking another option, or naming a stretch with no word of changing to it, changes no stretch.
  test.each(["先排能排的", "下周的课比较多", "不排了"])("%s changes none", (text) => {
    expect(changedRange({ question: SHORT, text })).toBeUndefined();
  });
});
