/** "…空不空，空的话把X挪过去，还是七点": 挪过去 is the day (and part of it) just asked about, at the clock said after. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { thereAsAsked } from "./asked-place";

describe("there, as asked", () => {
  test.each([
    ["查查周六下午有没有空，有空的话把树与最小生成树挪过去，三点开始", "查查周六下午有没有空，有空的话把树与最小生成树挪到周六下午三点"],
    ["明天晚上空吗？空的话错题本放过去", "明天晚上空吗？空的话错题本放到明天晚上"],
  ])("%s", (text, read) => {
    expect(thereAsAsked(text)).toBe(read);
  });

  test("the question and the move are two requests, the move at the place asked", () => {
    expect(detectIntent("查查周六下午有没有空，有空的话把树与最小生成树挪过去，三点开始")).toMatchObject({
      family: "compound",
      parts: [{ family: "schedule_question" }, { family: "edit", action: "move", reference: { name: "树与最小生成树" }, target: { dayWord: "周六", clock: "15:00" } }],
    });
  });

  test("with no place asked about, 过去 stays as said", () => {
    expect(thereAsAsked("把错题本挪过去")).toBe("把错题本挪过去");
  });
});
