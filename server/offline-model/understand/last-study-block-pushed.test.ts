/**
 * The study block of a day just told, pointed at as the last one and pushed to a time (round 37, A): "最后那块复习往后
 * 推到晚上七点" is that block moved on the day told; 推到 of a block is a move, never a to-do's deadline. Our own
 * sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const DAY: UserTurn = {
  text: "明天有什么安排",
  said: "12月3日 周四：08:00–09:40 线性代数（课）；14:00–15:40 大学英语（课）；16:00–17:40 图论基础（学习，离散数学期末复习）。",
};

describe("the day's study block, pointed at as the last, pushed to a time", () => {
  test.each([
    "最后那块复习往后推到晚上七点",
    "最后那节学习推到晚上七点",
    "复习那块往后推到晚上七点吧",
    "最后的那块自习挪到晚上七点",
  ])("%s", (text) => {
    expect(readAs([DAY], text)).toMatch(/^把图论基础挪到12月3日晚上七点/);
  });

  test.each([
    // A to-do named and pushed is re-dated, as before.
    "英语作业推到晚上七点",
    // The course is no study block.
    "最后那节课推到晚上七点",
  ])("near miss: %s moves no study block", (text) => {
    expect(readAs([DAY], text)).not.toMatch(/^把图论基础挪到/);
  });
});
