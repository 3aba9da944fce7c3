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

describe("a day given over to study, filled with what fits", () => {
  test.each([
    ["这周六全天给考研，待办和复习能往周六塞的都塞进去", "这周六"],
    ["周六整天留给考研，能塞的都塞进去", "周六"],
    ["这周日一整天给考公，待办能往周日塞的都塞进去", "这周日"],
  ])("%s → everything into %s, no exam recorded", (text, range) => {
    expect(read(text)).toMatchObject({ family: "schedule", hints: [], wantsAll: true, range });
  });

  test("near misses: a class the day is given to is the subject; an exam's day is still an exam", () => {
    expect(read("这周六全天给离散复习，能塞的都塞进去")).toMatchObject({ family: "schedule", hints: expect.arrayContaining(["离散"]) });
    expect(read("12月20号考研")).toMatchObject({ family: "exam_record", title: "考研" });
  });
});
