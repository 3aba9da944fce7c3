/**
 * Requests told beside a remark (round 43, D): a reopening beside "why does it show done?", a deletion after why the
 * to-do is useless, an exam's date asked with "I forgot" after the question — in Cantonese and in Mandarin.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { complainedAbout, withoutDoneComplaint } from "./done-complaints";
import { detectIntent } from "./intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a reopening beside a complaint that the to-do shows done", () => {
  test.each([
    ["离散错题本我未整完㗎，点解显示完成咗？改返未完成", "离散错题本"],
    ["点解实验报告显示完成咗？我都未写完，改返未完成啦", "实验报告"],
    ["错题本我还没做完，为什么显示完成了？改回未完成", "错题本"],
    ["为什么四级真题变成已完成了？帮我改回未完成", "四级真题"],
  ])("%s", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "reopen", task });
  });

  test("the complaint alone asks and reopens nothing", () => {
    expect(intentOf("为什么错题本显示完成了")).not.toMatchObject({ action: "reopen" });
  });

  test("a text with no complaint stays as it is", () => {
    expect(withoutDoneComplaint("错题本还没做完，改回未完成")).toBe("错题本还没做完，改回未完成");
    expect(complainedAbout("怎么才能显示完成度")).toBeUndefined();
  });
});

describe("a deletion after why the to-do is no use", () => {
  test.each([
    ["四级真题嗰条冇用喇，我直接报六级，删走佢", "四级真题"],
    ["整理电脑文件嗰条冇用啦，删走佢", "整理电脑文件"],
    ["策划案那条没用了，删掉它", "策划案"],
    ["四级真题那条不要了，我直接报六级，删掉它", "四级真题"],
  ])("%s", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "delete", task });
  });

  test("a to-do said useful is not deleted", () => {
    expect(intentOf("四级真题嗰条好有用")).not.toMatchObject({ action: "delete" });
  });
});

describe("an exam's date asked, with a remark after the question", () => {
  test.each([
    ["概率论期末系几号几点㗎？唔记得咗", "概率论"],
    ["离散期末是几号？忘了", "离散"],
    ["高数考试系几号？我唔记得咗", "高数"],
  ])("%s", (text, exam) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_countdown", exam });
  });

  test("a date told after a question is no exam asked", () => {
    expect(intentOf("你知唔知？概率论期末系1月14号")).not.toMatchObject({ family: "exam_countdown" });
  });
});
