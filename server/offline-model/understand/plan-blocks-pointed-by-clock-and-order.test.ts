/**
 * Blocks of a plan just proposed, pointed at in ways the readers did not take (round 38, F): by the clock the plan
 * started them at ("下午两点那块改成晚上", "七点那个换到早上", "16:00那两个都改到19:00"), by order ("中间那个推到周日
 * 下午两点", "最后两个都往后推一天", "第一块跟第二块换下位置"), a week on at the same time ("下周同一时间吧"), with a
 * Cantonese tail ("搬去星期日早上啦"), a slip in a name (集和与二元), and said aloud with no stop ("那个第四章啊你帮我往后推
 * 一天吧周五晚上我有事"). Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { normalise } from "../normalise/normalise";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text: normalise(text).text }])?.text;

const PLAN: UserTurn = {
  text: "物理复习下周帮我排",
  said: "已生成方案，请在卡片上确认：力学 → 12月7日 周一 16:00–17:40；热学 → 12月8日 周二 19:00–20:40；电磁学 → 12月9日 周三 14:00起3节；光学 → 12月10日 周四 16:00–17:40；近代物理 → 12月12日 周六 08:00–09:40。",
};
const THREE: UserTurn = {
  text: "这周的待办帮我排",
  said: "已生成方案，请在卡片上确认：洗衣服 → 12月2日 周三 16:00–17:40；背单词 → 12月4日 周五 19:00–20:40；写周记 → 12月6日 周日 10:00–11:40。",
};
const ONE: UserTurn = { text: "周记放周四晚上", said: "已预排：写周记 → 12月3日 周四 19:00–20:40，确认后写入日程。" };

describe("a block by the clock the plan started it at", () => {
  test.each([
    ["下午两点那块改成晚上", "把12月9日14:00那块电磁学挪到12月9日晚上"],
    ["两点那个挪到晚上吧", "把12月9日14:00那块电磁学挪到12月9日晚上"],
    ["早上八点那个换到下午", "把12月12日08:00那块近代物理挪到12月12日下午"],
    ["七点那个改到早上", "把12月8日19:00那块热学挪到12月8日早上"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });

  test("a clock two blocks start at points at neither", () => {
    expect(readAs([PLAN], "四点那个改到晚上")).not.toMatch(/^把12月\d+日16:00那块/);
  });

  test.each([
    ["16:00那两个都改到19:00", "把12月7日16:00那块力学挪到12月7日19:00；把12月10日16:00那块光学挪到12月10日19:00"],
    ["下午四点那两块都改到晚上七点", "把12月7日16:00那块力学挪到12月7日晚上七点；把12月10日16:00那块光学挪到12月10日晚上七点"],
  ])("%s: every block starting then", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });
});

describe("blocks by their order in the plan", () => {
  test.each(["中间那个推到周日下午两点", "中间那块挪到周日下午两点"])("%s is the middle one of three", (text) => {
    expect(readAs([THREE], text)).toBe("把12月4日19:00那块背单词挪到12月6日下午两点");
  });

  test("of an even number there is no middle one", () => {
    expect(readAs([PLAN, { text: "近代物理不排了", said: "已把「近代物理」从方案里拿掉，回到待安排。" }], "中间那个推到周日下午两点")).not.toMatch(/那块/);
  });

  test.each([
    ["最后两个都往后推一天", "把12月12日08:00那块近代物理往后推一天；把12月10日16:00那块光学往后推一天"],
    ["前两块都提前一天", "把12月7日16:00那块力学提前一天；把12月8日19:00那块热学提前一天"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });

  test.each(["第一块跟第二块换下位置", "第一个和第二个换下"])("%s swaps the first two", (text) => {
    expect(readAs([PLAN], text)).toBe("把12月7日16:00那块力学和12月8日19:00那块热学对调一下");
  });
});

describe("a week on at the same time", () => {
  test.each(["下周同一时间吧 这周四没空", "放到下个星期同一时间", "挪到下周同样的时间"])("%s of the one block just put", (text) => {
    expect(readAs([ONE], text)).toMatch(/^把12月3日19:00那块写周记往后推一周/);
  });

  test("a block named, a week on", () => {
    expect(readAs([PLAN], "光学那块放到下周同一时段")).toBe("把12月10日16:00那块光学往后推一周");
  });
});

describe("said loosely", () => {
  test("a Cantonese tail after the place", () => {
    expect(readAs([THREE], "背单词嗰个搬去禮拜日朝早啦")).toBe("把12月4日19:00那块背单词挪到12月6日早上");
  });

  test("集和 slipped for 集合 before a topic's 与", () => {
    expect(normalise("集和与二元那块挪到周二下午").text).toBe("集合与二元那块挪到周二下午");
    expect(normalise("这个集和里有三个元素").text).toBe("这个集和里有三个元素");
  });
});

describe("said aloud, with no stop between the request and why", () => {
  test.each([
    ["那个光学啊你帮我往后推一天吧周五晚上我有事", "把12月10日16:00那块光学往后推一天吧"],
    ["热学那块往前挪一天吧周二晚上要开会", "把12月8日19:00那块热学往前挪一天吧"],
    ["电磁学呀帮我挪到周日下午吧那天我有空", "把12月9日14:00那块电磁学挪到12月13日下午"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });

  test("再 before the verb is no part of the name", () => {
    expect(readAs([PLAN], "周四那个再往后延一天")).toBe("把12月10日16:00那块光学往后延一天");
  });

  test("a block named without a filler keeps its reading", () => {
    expect(readAs([PLAN], "光学往后推一天")).toBe("把12月10日16:00那块光学往后推一天");
  });
});
