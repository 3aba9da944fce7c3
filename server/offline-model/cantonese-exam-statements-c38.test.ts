/**
 * A Hong Kong student's exam stated in Cantonese (round 38, C): 係 (是) between the exam and its day, and 喺 (在) before a
 * lecture theatre's code ("喺LT3考"). Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("an exam stated in Cantonese", () => {
  test.each([
    ["我個Stat midterm係12月16號下晝兩點，喺LT3考", "Stat", "LT3"],
    ["我個Econ final係下星期三下晝兩點，喺LT5", "Econ", "LT5"],
    ["個Accounting quiz係12月10號，喺Rm 402考", "Accounting", "Rm 402"],
    ["線代期中係1月5號下晝，喺LT12考", "线代", "LT12"],
  ])("%s", (text, title, location) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", title: expect.stringContaining(title), location });
  });

  test.each([
    // 系 of a department or a system stays as it is.
    ["我係計算機系嘅學生", "计算机系"],
    ["信號與系統期中", "系统"],
  ])("near miss: %s keeps its 系", (text, kept) => {
    expect(normalise(text).text).toContain(kept);
  });
});
