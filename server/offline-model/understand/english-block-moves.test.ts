/**
 * Blocks of a plan just proposed moved in English (round 38, F): "move the 模拟卷 block to Sunday morning", "push the
 * last two back a day" are read as the plan's readers read them in Chinese, so the block is moved where the plan put
 * it, not placed again. Our own sentences, with near misses that stay English.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { englishBlockMove } from "./english-block-moves";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const PLAN: UserTurn = {
  text: "物理复习下周帮我排",
  said: "已生成方案，请在卡片上确认：力学 → 12月7日 周一 16:00–17:40；热学 → 12月8日 周二 19:00–20:40；电磁学 → 12月9日 周三 14:00起3节；光学 → 12月10日 周四 16:00–17:40；近代物理 → 12月12日 周六 08:00–09:40。",
};

/** The plan as the follow-up readers hold the turn before. */
const PLANNED = { text: PLAN.text, answerTexts: [], said: PLAN.said };

describe("a block of the plan moved in English", () => {
  test.each([
    ["move the 光学 block to Friday evening", "把12月10日16:00那块光学挪到12月11日晚上"],
    ["please move 电磁学 to Saturday afternoon", "把12月9日14:00那块电磁学挪到12月12日下午"],
    ["can you put the middle one to Sunday morning", "把12月9日14:00那块电磁学挪到12月13日上午"],
    ["push the last one back a week", "把12月12日08:00那块近代物理往后推一周"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });

  test.each([
    ["push the last two back a day", "把12月12日08:00那块近代物理往后推一天；把12月10日16:00那块光学往后推一天"],
    ["shift the first two forward a day", "把12月7日16:00那块力学提前一天；把12月8日19:00那块热学提前一天"],
  ])("%s: several blocks", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });
});

describe("near misses stay English", () => {
  test("a question about a block", () => {
    expect(englishBlockMove("when is the 光学 block?", PLANNED)).toBeUndefined();
  });

  test("with no plan before, there is no block to move", () => {
    expect(englishBlockMove("move the 光学 block to Friday evening", { text: "hi", answerTexts: [], said: "Hi! What can I do for you?" })).toBeUndefined();
  });

  test("a place the mixed-English table cannot read", () => {
    expect(englishBlockMove("move the 光学 block to whenever suits", PLANNED)).toBeUndefined();
  });
});
