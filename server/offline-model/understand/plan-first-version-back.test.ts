/**
 * A block put back where the plan's first version had it (round 38, F): "按第一版的时间来", "放回最初那个位置" after
 * the block was moved, a block named and "放回去" after later answers moved it (no "原来那个位置" needed: a moved block
 * has one place to go back to), and a saved block moved twice, back to "最初" (the timetable's place). Our own
 * sentences, with near misses that must keep their reading.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const PLAN: UserTurn = {
  text: "英语复习这周帮我排",
  said: "已生成方案，请在卡片上确认：听力训练 → 12月2日 周三 19:00–20:40；阅读精练 → 12月3日 周四 14:00起3节；作文模板 → 12月5日 周六 08:00–09:40。",
};
const READING_MOVED: UserTurn = { text: "阅读挪到周日上午", said: "好的，已经改在方案里了：阅读精练 → 12月6日 周日 08:00起3节。" };
const ESSAY_MOVED: UserTurn = { text: "作文往后推到晚上", said: "好的，已经改在方案里了：作文模板 → 12月5日 周六 19:00–20:40。" };
const SAVED_MOVED: UserTurn = { text: "线代复习挪到周四晚上", said: "已把「线代复习」挪到12月3日 周四 19:00–20:40，确认后生效。" };
const SAVED_AGAIN: UserTurn = { text: "再往后顺延一天", said: "已把「线代复习」挪到12月4日 周五 19:00–20:40，确认后生效。" };

describe("the block just moved, back as the plan's first version had it", () => {
  test.each(["还是按第一版的时间来吧", "那还是用第一版吧", "照最初那版来就行", "算了放回最开始的那个位置", "还是回到一开始那个时间吧"])("%s", (text) => {
    expect(readAs([PLAN, READING_MOVED], text)).toBe("把12月6日08:00那块阅读精练挪到12月3日14:00");
  });
});

describe("the block just moved, back to the day the plan first had it", () => {
  test.each(["那就还是放回周四吧", "还是挪回星期四"])("%s", (text) => {
    expect(readAs([PLAN, READING_MOVED], text)).toBe("把12月6日08:00那块阅读精练挪到12月3日14:00");
  });

  test("another day than the plan's is no way back", () => {
    expect(readAs([PLAN, READING_MOVED], "还是放回周五吧")).not.toBe("把12月6日08:00那块阅读精练挪到12月3日14:00");
  });
});

describe("a block named, moved by an answer turns ago, put back", () => {
  test.each(["阅读还是放回去", "阅读那块也挪回去吧", "那个阅读精练还是搬回来"])("%s is moved back from where it went", (text) => {
    expect(readAs([PLAN, READING_MOVED, ESSAY_MOVED], text)).toBe("把12月6日08:00那块阅读精练挪到12月3日14:00");
  });

  test("a block no later answer moved has nowhere to go back to", () => {
    expect(readAs([PLAN, READING_MOVED, ESSAY_MOVED], "听力还是放回去")).not.toMatch(/听力训练挪到/);
  });
});

describe("a saved block moved twice, back to where it first was", () => {
  test.each(["还是放回最初那个位置吧", "挪回一开始的位置", "还是回最开始那个时间吧"])("%s is the timetable's place", (text) => {
    expect(readAs([SAVED_MOVED, SAVED_AGAIN], text)).toBe("把线代复习挪回原位");
  });

  test("a move to a new place is no way back", () => {
    expect(readAs([SAVED_MOVED, SAVED_AGAIN], "最初是想放周六的，挪到周六上午吧")).not.toBe("把线代复习挪回原位");
  });
});
