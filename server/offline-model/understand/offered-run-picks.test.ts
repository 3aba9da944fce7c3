/**
 * A place of two a free-time answer offered, picked by where it stood: "塞到后面那个空里" right after the answer, and
 * "还是放后面那段吧" after one thing was already put in the other place.
 */
import { describe, expect, test } from "vitest";
import { followUpOf } from "./follow-ups";
import type { PreviousRequest } from "./follow-up-words";

const ASKED: PreviousRequest = { text: "周五上午有空吗", answerTexts: [], said: "12月4日 周五 上午 空闲：08:00–09:40（2节）；10:00–11:40（2节）" };
// As the follow-up was read: a request before is kept in its full reading.
const PUT_FIRST: PreviousRequest = { text: "把矩阵的秩移到12月4日08:00", answerTexts: [], said: "已预排：矩阵的秩 → 12月4日 周五 08:00–09:40，确认后写入日程。" };

describe("a thing squeezed into the place offered, 里 after it", () => {
  test.each([
    ["那把矩阵的秩塞到后面那个空里", "把矩阵的秩移到12月4日10:00"],
    ["把行列式放进前面那个空里吧", "把行列式移到12月4日08:00"],
    ["把二次型塞后面那段里面", "把二次型移到12月4日10:00"],
  ])("%s", (text, readAs) => {
    expect(followUpOf(text, ASKED)?.text.replace(/\s/g, "")).toBe(readAs);
  });
});

describe("the other offered place, after one was taken", () => {
  test.each([
    ["还是放后面那段吧", "10:00"],
    ["换到后面那个时段", "10:00"],
    ["还是放后面那个时段吧", "10:00"],
  ])("%s", (text, clock) => {
    expect(followUpOf(text, PUT_FIRST, ASKED)?.text.replace(/\s/g, "")).toMatch(new RegExp(`^把.*矩阵的秩挪到12月4日${clock}$`));
  });

  test("with no free-time answer before the move there is no place to pick", () => {
    expect(followUpOf("还是放后面那段吧", PUT_FIRST, { text: "矩阵的秩什么时候考", answerTexts: [] })?.text ?? "").not.toContain("挪到12月4日10:00");
  });
});
