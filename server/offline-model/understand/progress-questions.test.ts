import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("how much was done, guessed, and the guess asked to be checked", () => {
  it.each([
    ["上周复习得挺少吧？帮我查查", "上周"],
    ["今天学得还挺多的，还是不多？", "今天"],
    ["这周好像做了不少，你算算", "这周"],
    ["最近打卡了挺多？还是很少？瞅瞅", "最近"],
  ])("%s asks for the progress of %s", (text, range) => {
    expect(detectIntent(text)).toEqual({ family: "progress", focus: "summary", range });
  });

  it.each(["这周好像学了不少", "今天复习得挺多的，好累"])("%s only says it: nothing is asked", (text) => {
    expect(detectIntent(text).family).not.toBe("progress");
  });
});
