/**
 * Living with the plan (round 39, T): check-ins told by the day's blocks counted ("周一那两块一个都没碰"), a block
 * missed by not getting up ("早上那节没起来"), one made up later ("昨天没做的今天补完了"), missed work made up within a
 * stretch ("没做的复习这周内补完") or paid back ("欠的复习债还一下"), which plan is furthest behind ("哪门课我拖得最多"),
 * whether to check in at all ("学完了要不要打卡啊"), a planned block said as an intention ("明天我要把谓词逻辑那块做完"),
 * and a one-word answer to the model's "做完了吗？" ("没", "✅"). Their look-alikes stay as they are.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { answeredStatus } from "./understand/unsaid-checkins";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("the day's blocks pointed at by their count", () => {
  test.each([
    ["周一那两块一个都没碰", "周一", "skipped"],
    ["昨天那几块一个都没动", "昨天", "skipped"],
    ["周三那两块做完了", "周三", "done"],
    ["早上那节没起来 直接睡过去了", "早上", "skipped"],
    ["没起来，早上那节没去", "早上", "skipped"],
    ["太困了没看，昨天那节没去", "昨天", "skipped"],
    ["下午那块没", "下午", "skipped"],
  ])("%s → %s, %s", (text, when, status) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ status }] });
  });

  test("a block done late keeps no words of the delay in its name", () => {
    expect(intentOf("今天那节拖到晚上才做完")).toMatchObject({ family: "checkin", when: "今天", entries: [{ status: "done" }] });
    expect(intentOf("今天那节拖到晚上才做完")).not.toMatchObject({ entries: [{ block: expect.anything() }] });
  });

  test.each([
    ["那个集合论的我看了一半", "集合论"],
    ["嗯那个谓词逻辑的我看了一半然后就去开会了", "谓词逻辑"],
  ])("那个X的, opening the message, points at a block: %s", (text, block) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", entries: [{ block, status: "partial" }] });
  });

  test.each([["那个电影的我没看完"], ["那个聚会的我没去"]])("no block pointed at: %s", (text) => {
    expect(intentOf(text).family).not.toBe("checkin");
  });

  test("the reason before a named block is no block of its own", () => {
    expect(intentOf("没做，第三章没做")).toMatchObject({ family: "checkin", entries: [{ block: "第三章", status: "skipped" }] });
  });

  // A price is no block; a count alone does not say which block was done, so nothing is recorded for all of them.
  // ("昨天两块 一块完成一块只做了一半" tells each block counted, as "昨天那两块，一块…一块…" does: a check-in, as the
  // tuned set labels it.)
  test.each([["那两块钱没花"], ["昨天三块只做了一块"], ["周一那两块做了一块"]])("no check-in: %s", (text) => {
    expect(intentOf(text).family).not.toBe("checkin");
  });
});

describe("a block not done on its day, told as made up later", () => {
  test.each([
    ["昨天没做的今天补完了", "昨天"],
    ["周日的没在原来时间学 改到周一早上补完了", "周日"],
    ["周三那节当天没学，周四补上了", "周三"],
  ])("%s → done, %s", (text, when) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ status: "done" }] });
  });

  test("without 了 it asks a re-plan", () => {
    expect(intentOf("昨天没做的今天补上")).toMatchObject({ family: "replan_missed" });
  });
});

describe("missed work made up within a stretch, or paid back", () => {
  test.each([
    ["没做的复习这周内补完 每天最多两节", { range: "这周", dailyCap: 2 }],
    ["没做的复习下周补完", { range: "下周" }],
    ["落下的两节周末补齐", { range: "周末" }],
    ["欠的复习债帮我还一下，周末别排", { daysOff: [6, 7] }],
  ])("%s → re-plan", (text, fields) => {
    expect(intentOf(text)).toMatchObject({ family: "replan_missed", ...fields });
  });

  test("all missed with no day said is recorded first, then re-planned; with a day, re-planned alone", () => {
    expect(intentOf("之前排的复习一个都没做，帮我重新安排一下落下的，每天最多三节")).toMatchObject({
      family: "compound",
      parts: [{ family: "checkin", entries: [{ status: "skipped" }] }, { family: "replan_missed", dailyCap: 3 }],
    });
    expect(intentOf("昨天前天的复习全鸽了，没做的那些在考试前给我补上")).toMatchObject({ family: "replan_missed" });
  });

  test("the missed work pointed at (那个没做的) names no plan", () => {
    expect(intentOf("那个没做的帮我重新找时间")).toEqual({ family: "replan_missed" });
    expect(intentOf("线代没做的帮我补上")).toMatchObject({ family: "replan_missed", subject: "线代" });
    expect(intentOf("要不要把落下的补一补")).toEqual({ family: "replan_missed" });
  });

  test.each([
    ["我明天要把落下的都补上", "明天"],
    ["下周把上周没做的补回来", "下周"],
  ])("a time ahead before the missed words is when they are made up: %s", (text, range) => {
    expect(intentOf(text)).toEqual({ family: "replan_missed", range });
  });

  test("a time past before them is when they were missed", () => {
    expect(intentOf("这周落下的补上")).toEqual({ family: "replan_missed" });
  });

  test("made up and told (补完了) is a check-in, not a re-plan", () => {
    expect(intentOf("周日那块周一补完了")).toMatchObject({ family: "checkin", when: "周日", entries: [{ status: "done" }] });
  });
});

describe("which plan is furthest behind", () => {
  test.each([
    ["哪门课我拖得最多", undefined],
    ["哪门课落下得最多", undefined],
    ["这周哪个计划拖得最严重", "这周"],
    ["我这周拖了多少节", "这周"],
    ["最近落下的多不多", "最近"],
  ])("%s → the missed blocks", (text, range) => {
    expect(intentOf(text)).toMatchObject({ family: "progress", focus: "missed", ...(range ? { range } : {}) });
  });

  test.each([["哪个作业拖得最久"], ["我拖延症最严重了"], ["作业拖了几天了"]])("no progress question: %s", (text) => {
    expect(intentOf(text).family).not.toBe("progress");
  });
});

describe("whether to check in, and whether missed work moves on by itself, asked", () => {
  test.each([
    ["学完了要不要打卡啊", "checkin"],
    ["复习完还用打卡吗", "checkin"],
    ["没做完的复习会自动顺延吗", "skipped_checkin"],
    ["落下的会不会自动往后排", "skipped_checkin"],
  ])("%s → answered in words (%s)", (text, about) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk", topic: "app_help", about: [about] });
  });

  test.each([
    ["第三章学完了，帮我打个卡", "checkin"],
    ["落下的帮我重新排一下", "replan_missed"],
  ])("still a request: %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});

describe("a planned block said as an intention", () => {
  test.each([["明天我要把谓词逻辑那块做完"], ["周四得把那节复习看完"]])("nothing to note: %s", (text) => {
    expect(intentOf(text).family).not.toBe("quick_note");
    expect(intentOf(text).family).not.toBe("checkin");
  });

  test.each([["明天要把实验报告写完"], ["明天要把那节网课看完"], ["周五前要把那块复习做完，帮我记一下"]])("still a note: %s", (text) => {
    expect(intentOf(text).family).toBe("quick_note");
  });
});

describe("a one-word answer to 做完了吗", () => {
  test.each([
    ["没", "skipped"],
    ["❌", "skipped"],
    ["✅", "done"],
    ["没做", "skipped"],
    ["做完了", "done"],
  ])("%s → %s", (answer, status) => {
    expect(answeredStatus(answer)).toBe(status);
  });

  test("没 inside a longer answer says nothing by itself", () => {
    expect(answeredStatus("没想好")).toBeUndefined();
  });
});
