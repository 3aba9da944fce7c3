/**
 * "排在周五之前", "线代周四前排完": a weekday the work must be done by is the days from now until then, not that
 * weekday alone; "周五前一天" (the day before it) and a day said plainly ("排在周五") keep their own day.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a weekday the plan must end by", () => {
  test.each([
    ["这周剩下的复习排在周五之前", "今天到周五", []],
    ["高数复习排在周五之前", "今天到周五", ["高数"]],
    ["线代周四前排完", "今天到周四", ["线代"]],
    ["待办都排在下周三之前", "今天到下周三", []],
    ["把英语作文在星期六以前排好", "今天到星期六", ["英语作文"]],
  ])("%s → range %s", (text, range, hints) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, hints });
  });

  test("near misses: the day itself, or the day before it", () => {
    expect(read("把英语作文排在周五")).toMatchObject({ family: "schedule", range: "周五" });
    expect(read("周五前一天帮我排两节英语")).toMatchObject({ range: "周五" });
    // With the days after the bound kept free anyway, the week is the range.
    expect(read("这周剩下的复习排在周五之前，周六周日别排")).toMatchObject({ range: "这周", daysOff: [6, 7] });
  });
});
