import { describe, expect, it } from "vitest";
import { periodsOf, saidDuration } from "./said-durations";

describe("saidDuration", () => {
  it.each([
    ["两个钟头", 120],
    // Neighbouring numerals are a rough range, read at its upper end.
    ["五六个小时", 360],
    ["两三个钟头", 180],
    ["七八分钟", 8],
    ["四个半小时", 270],
    ["2.5小时", 150],
    ["半个钟头", 30],
    ["九十分钟", 90],
    ["三刻钟", 45],
    ["一小时二十分钟", 80],
    ["三个番茄钟", 75],
    ["一整个下午", 180],
    ["半天", 180],
    ["2h", 120],
  ])("%s is %i minutes", (words, minutes) => {
    expect(saidDuration(words)?.minutes).toBe(minutes);
  });

  it("counts 多 after the hours as a half more: some of the next hour", () => {
    expect(saidDuration("估计两个多小时")?.minutes).toBe(150);
    expect(saidDuration("一个多钟头吧")?.minutes).toBe(90);
  });

  it("says where the amount is, the longer reading at one place", () => {
    expect(saidDuration("一天最多两个半小时吧")).toEqual({ minutes: 150, index: 4, length: 5 });
  });

  it.each([
    ["一天最多三节", "per day, no amount of time"],
    ["下午三点交", "a clock time"],
    ["考了85分", "a score"],
    ["周五晚上", "a part of the day named, not counted"],
  ])("%s states no amount (%s)", (words) => {
    expect(saidDuration(words)).toBeUndefined();
  });

  it("takes no minutes after the hours from 一分钟 (not one minute)", () => {
    expect(saidDuration("两个小时一分钟没偷懒")?.minutes).toBe(120);
  });
});

describe("periodsOf", () => {
  it("rounds an amount to fit in up: every period it touches", () => {
    expect(periodsOf(100, "up")).toBe(3);
    expect(periodsOf(90, "up")).toBe(2);
  });

  it("rounds a limit down, to stay within it, but never below one period", () => {
    expect(periodsOf(150, "down")).toBe(3);
    expect(periodsOf(180, "down")).toBe(4);
    expect(periodsOf(30, "down")).toBe(1);
  });

  it("counts in the term's own period length", () => {
    expect(periodsOf(100, "up", 50)).toBe(2);
  });
});
