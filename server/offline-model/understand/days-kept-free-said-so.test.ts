import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a day kept free said with 就 before it, or with the Northern 别整", () => {
  test.each([
    ["下周的复习都排上，就周日别排", [7]],
    ["这礼拜的待办都给我排上，就礼拜五别整", [5]],
    ["这周把离散排一下，周末别整", [6, 7]],
  ])("%s keeps days %j free", (text, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", daysOff: days });
  });

  test("near miss: 就业指导 is a name kept out, not a day", () => {
    expect(read("把离散排到下周，就业指导别排")).toMatchObject({ family: "schedule", exclude: ["就业指导"] });
  });

  test("near miss: 别整 with no day before it is not 别排", () => {
    expect(normalise("你别整这些没用的").text).not.toContain("别排");
  });
});
