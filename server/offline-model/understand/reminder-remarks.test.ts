/**
 * Reminders and notes said around the talk (round 28): how the note is to be kept ("记一下就行，不用提醒", "不是我自己
 * 考") is no part of it; a named reminder deleted with why after it; a quiet spell wished for, someone else's reminder
 * of a thing done, and an event's new time passed on ask for nothing. Our own sentences, and near misses.
 */
import { describe, expect, test } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { MANNER_ROWS, withoutNoteManner } from "./note-manner";

const read = (text: string) => detectIntent(normalise(text).text);

describe("the note without the remark on how to keep it", () => {
  test.each([
    ["帮我记一下就行，不用提醒：周五交宿舍卫生表", "周五交宿舍卫生表"],
    ["记一下就好，别设提醒：下周二献血", "下周二献血"],
    ["周六去帮忙布置会场，记一下，不用提醒我", "周六去帮忙布置会场"],
    ["下周三要去给大一学生的高数期中监考，帮我记一下，不是我自己考", "下周三要去给大一学生的高数期中监考"],
    ["周日上午陪室友去面试，记一下，是帮室友去的", "周日上午陪室友去面试"],
  ])("%s → %s", async (text, content) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content } });
  });

  test.each([
    // A reminder no longer wanted: the to-do it is kept as is deleted, not noted.
    ["取快递那个不用提醒了", { family: "task_edit", action: "delete" }],
    // No cue asking for a note: the remark is the message.
    ["不是我自己考，是帮同学问的", { family: expect.not.stringMatching(/^quick_note$/) }],
  ])("%s is not a note stripped of its remark", (text, intent) => {
    expect(read(text)).toMatchObject(intent);
  });
});

describe.each(MANNER_ROWS)("note manner row: $family", (row) => {
  test.each(row.examples)("%s drops its remark", (text) => {
    expect(withoutNoteManner(text)).not.toMatch(row.pattern);
  });
  test.each(row.counterexamples)("%s keeps its words", (text) => {
    expect(withoutNoteManner(text)).toBe(text);
  });
});

describe("a named reminder deleted, with why after it", () => {
  test.each([
    ["把明早七点占座那个提醒删了，图书馆闭馆维修", "占座"],
    ["把周五下午取快递那个提醒删掉吧，快递退回去了", "取快递"],
    ["帮我把明天晚上八点开班会的提醒取消了，班会改线上", "开班会"],
    ["把周四交表那条提醒删了", "交表"],
  ])("%s deletes %s", async (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "delete", task });
  });

  test("a new reminder asked after it is asked too", () => {
    expect(read("把占座那个提醒删了，改成提醒我周六去")).toMatchObject({ family: "compound" });
  });
});

describe("a quiet spell wished for is answered with where notifications are turned off", () => {
  test.each(["这个周末别提醒我任何事，让我安静两天", "明天什么事都别提醒我", "这几天别来烦我"])("%s", async (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", about: ["quiet_reminders"] });
    const step = await nextStep([user(text)]);
    expect(step).toMatchObject({ kind: "text", text: expect.stringContaining("设置 → 提醒") });
  });
});

describe("reminder talk that asks for nothing", () => {
  test.each([
    "班长催我交班费，我昨天就交过了",
    "室友刚提醒我明天要交体测表，还好我早就交了",
    "我妈提醒我周五交学费，其实我已经交了",
    "老师说下周的评图改到周四上午了",
    "辅导员通知班会挪到周五晚上了",
  ])("%s", async (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "news" });
    expect(await nextStep([user(text)])).toMatchObject({ kind: "text", text: expect.stringContaining("我先不动") });
  });

  test.each([
    ["室友提醒我明天交电费", "quick_note"],
    ["老师刚在群里说线代第五章作业截止改到下周一了", "task_edit"],
    ["这周末别提醒我任何事，把取快递那个提醒删了", "task_edit"],
    ["老师说组会改到周四下午了，提醒我一下", "quick_note"],
  ])("%s still asks (%s)", (text, family) => {
    expect(read(text).family).toBe(family);
  });
});
