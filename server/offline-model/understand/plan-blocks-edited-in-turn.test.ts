/**
 * Blocks of a plan just proposed (or confirmed) edited with more said around them (round 37, A): "放到周日上午去" with
 * 去 after where it goes, "都定下来了，但周四晚上那个…，改到…" with a but before the block, and "四级先拿掉，电脑那个
 * 提前到周六上午八点": one block taken off, then another moved, each in turn. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const PLAN: UserTurn = {
  text: "这周的待办帮我找时间",
  said: "已生成方案，请在卡片上确认：写实验报告 → 12月2日 周三 19:00起3节；背单词 → 12月3日 周四 14:00–15:40；读文献 → 12月5日 周六 08:00–09:40；刷真题 → 12月6日 周日 08:00–11:40。",
};
const CONFIRMED: UserTurn = { text: "可以，确认", said: "已写入日程：待办 4个学习块（12月2日—12月6日）。" };

describe("a block moved, with 去 after where it goes", () => {
  test.each([
    ["刷真题那个太长了，放到周六下午去", "把12月6日08:00那块刷真题挪到12月5日下午"],
    ["实验报告挪到周五晚上去吧", "把12月2日19:00那块写实验报告挪到12月4日晚上"],
    ["单词那块太赶了，搬到周日下午去", "把12月3日14:00那块背单词挪到12月6日下午"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });
});

describe("a block of a confirmed plan, a but before it", () => {
  test.each([
    ["都定下来了，但周三晚上那个我要去听讲座，改到周日下午四点", "把12月2日19:00那块写实验报告挪到12月6日下午四点"],
    ["挺好的，不过周四下午那个我有社团，改到周五晚上七点", "把12月3日14:00那块背单词挪到12月4日晚上七点"],
    ["可以，但是读文献那个挪到周日下午两点", "把12月5日08:00那块读文献挪到12月6日下午两点"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN, CONFIRMED], text)).toBe(read);
  });
});

describe("one block taken off, then another moved", () => {
  test.each([
    ["刷真题先拿掉，实验报告提前到周二晚上七点", "把12月6日08:00那块刷真题先拿掉；把12月2日19:00那块写实验报告挪到12月1日晚上七点"],
    ["读文献不排了，背单词挪到周五下午两点", "把12月5日08:00那块读文献先拿掉；把12月3日14:00那块背单词挪到12月4日下午两点"],
    ["单词那块去掉，文献那个放到周日下午", "把12月3日14:00那块背单词先拿掉；把12月5日08:00那块读文献挪到12月6日下午"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });

  test.each([
    // The block taken off is the one moved: no second block to move.
    "刷真题先拿掉，刷真题挪到周六",
    // A block taken off with a new plan asked for is the replan's (replan-follow-ups.ts).
    "刷真题先拿掉，重新来一版",
  ])("near miss: %s is no take-off then move", (text) => {
    expect(readAs([PLAN], text)).not.toMatch(/先拿掉；把/);
  });
});
