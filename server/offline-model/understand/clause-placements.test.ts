import { describe, expect, test } from "vitest";
import { clausePlacement } from "./clause-placements";
import { detectIntent } from "./intents";

describe("an item in one clause and where it goes in the other", () => {
  test.each([
    ["下周做两套线代题，放周三下午吧", "线代题放到周三下午"],
    ["明天刷一套高数卷子，放晚上吧", "高数卷子放到明天晚上"],
    ["周六下午留两节，就放图论", "图论放到周六下午"],
    ["周五晚上排一节复习，就放英语阅读，白天要上课", "英语阅读放到周五晚上"],
  ])("%s", (text, placed) => {
    expect(clausePlacement(text)).toBe(placed);
  });

  test("is read as a move of that item", () => {
    expect(detectIntent("周六下午留两节，就放图论")).toMatchObject({ family: "edit", action: "move", reference: { name: "图论" }, target: { dayWord: "周六" } });
  });

  test.each([
    "周末有个聚会，放周六上午吧",
    "做一套真题，放晚上吧",
    "周日上午排两节复习，下午要睡觉",
  ])("%s names no item and its place so", (text) => {
    expect(clausePlacement(text)).toBe(text);
  });
});
