/**
 * An exam called off and pointed at again to be taken out (round 38, C): "…，把它从考试里去掉" after the clause that
 * names it, and Cantonese "個Econ quiz取消咗，刪咗佢啦" whose 删咗佢 (删了它) asks the quiz be deleted. Our own
 * sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("an exam pointed at to be taken out of the exams", () => {
  test.each([
    ["六级报名费没交上，这次考不了了，把它从考试里去掉", "六级"],
    ["四级这次不去了，把它从考试列表里删掉", "四级"],
    ["雅思改到明年再考，先把它从考试里拿掉", "雅思"],
    ["概率论期中改成大作业了，把这个从考试里删了", "概率论"],
  ])("%s", (text, exam) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_cancel", exam: expect.stringContaining(exam) });
  });

  test.each([
    // Practice for the exam, deleted, is a to-do.
    "六级真题做完了，把它删掉",
    // Taken out of the to-dos is a to-do too.
    "四级单词背完了，把它从待办里删掉",
  ])("near miss: %s is no exam called off", (text) => {
    expect(intentOf(text).family).not.toBe("exam_cancel");
  });
});

describe("a quiz called off and asked deleted in Cantonese", () => {
  test.each([
    ["個Econ quiz取消咗，刪咗佢啦", "Econ"],
    ["個Stat midterm取消咗，刪咗佢吧", "Stat"],
    ["線代小測取消咗，刪咗佢啦", "线代"],
  ])("%s", (text, exam) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "exam_cancel", exam: expect.stringContaining(exam) });
    expect(intent).not.toMatchObject({ unlessUnkept: true });
  });

  test("near miss: a quiz called off without a word to delete it is news unless kept", () => {
    expect(intentOf("個Econ quiz取消咗，好開心")).toMatchObject({ family: "exam_cancel", unlessUnkept: true });
  });

  test("near miss: a to-do deleted by 删咗佢 stays a to-do's deletion", () => {
    expect(intentOf("整理照片唔使做啦，刪咗佢")).toMatchObject({ family: "task_edit", action: "delete" });
  });
});
