/**
 * Changes taken back without 撤销, and placed blocks edited by their topic, day or time (round 42, F): "想了想还是原来
 * 那样吧" after a plan was written is its undo, "恢复一下，钱还没转过去呢" after a tick opens the to-do again; "X这俩的
 * 时间对换一下" swaps two blocks; "明天下午那块X不想做了，改成周六早上八点" moves a block rather than re-dating a to-do.
 * Our own sentences, with look-alikes that must not read so.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { changeTakenBack } from "./understand/changed-back-follow-ups";
import type { PreviousRequest } from "./understand/follow-up-words";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);
const after = (said: string): PreviousRequest => ({ text: "确认", answerTexts: [], said });

const WRITTEN = after("已写入日程：离散数学期末复习 6 个任务（共15节），12月2日—12月6日。");
const TICKED = after("已完成：交班费。");
const UNDO_OFFERED = after("找到了今天09:52确认的那次安排（6个改动），点卡片上的“撤销”就能改回去。");
const NOTED = after("已记下：交税务作业（截止 12月4日 周五 23:59）。");

describe("a written plan taken back without 撤销", () => {
  test.each([
    "刚才那个改回去，周六我有事",
    "想了想还是原来那样吧",
    "手滑了，不该点确认的",
    "唉还是放回去吧，原来那个时间就行",
    "还是之前那样好，弄回去吧",
    "改回原来的吧，周日要回家",
  ])("%s", (text) => {
    expect(changeTakenBack(text, WRITTEN)).toEqual({ family: "drop_noted", text: "撤销刚才的排程" });
  });

  test("the undo just offered, wanted back", () => {
    expect(changeTakenBack("点完撤销又后悔了，恢复一下", UNDO_OFFERED)).toEqual({ family: "drop_noted", text: "撤销刚才的排程" });
  });

  test.each([
    // Another place asked for is a move of its own.
    "改回去，改到周五晚上",
    // Nothing taken back at all.
    "周六我有事",
    "还行吧，就这样",
  ])("%s is no take-back", (text) => {
    expect(changeTakenBack(text, WRITTEN)).toBeUndefined();
  });

  test("a to-do just noted is not a plan to undo", () => {
    expect(changeTakenBack("想了想还是原来那样吧", NOTED)).toBeUndefined();
  });
});

describe("a tick taken back without 撤销", () => {
  test.each(["恢复一下，钱还没转过去呢", "啊不对，刚才那个改回去，交上去的是别的", "改回来吧"])("%s", (text) => {
    expect(changeTakenBack(text, TICKED)).toEqual({ family: "correction", text: "把交班费改回未完成" });
  });

  test("the to-do named in its own clause is left to the readers that keep that name", () => {
    expect(changeTakenBack("且慢，班费其实尚未交出，改回来", TICKED)).toBeUndefined();
  });
});

describe("two blocks swapped, the pair pointed at again", () => {
  test.each([
    ["第一章随机事件和谓词逻辑这俩的时间对换一下", "第一章随机事件", "谓词逻辑"],
    ["明天上午的随机事件跟下午的谓词逻辑，两块换一下时间", "明天上午的随机事件", "明天下午的谓词逻辑"],
  ])("%s", (text, first, second) => {
    expect(intentOf(text)).toEqual({ family: "edit", action: "swap", references: [{ name: first }, { name: second }] });
  });

  test("one name with 与 in it, given another time, is a move still to be asked where", () => {
    expect(intentOf("把函数与等价关系换个时间")).toMatchObject({ family: "edit", action: "move" });
  });
});

describe("a block moved by its day, said as a change", () => {
  test.each([
    ["谓词逻辑那块从明天下午挪到周五晚上七点", "谓词逻辑", "周五"],
    ["明天下午那块谓词逻辑不想做了，改成周六早上八点", "谓词逻辑", "周六"],
    ["明天上午那块随机事件往后挪，改成周四下午两点", "随机事件", "周四"],
  ])("%s", (text, name, dayWord) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target: { dayWord } });
  });

  test("a block's length changed is no move", () => {
    expect(intentOf("明天下午那块谓词逻辑，改成两节")).not.toMatchObject({ action: "move" });
  });

  test("a to-do's deadline changed stays a deadline", () => {
    expect(intentOf("物理实验报告改成周六晚上八点")).toMatchObject({ family: "task_edit", action: "update" });
  });
});
