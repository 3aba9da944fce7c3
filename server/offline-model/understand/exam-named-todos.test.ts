/**
 * A to-do named after an exam's practice material ("六级模拟卷", "考研英语真题") deleted from the list is delete_task:
 * the material or the list item is what goes, not the exam. An exam itself deleted keeps its calling-off.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("a to-do named after an exam's material, deleted", () => {
  test.each([
    ["六级模拟卷那条删掉吧，反正报不上名", "六级模拟卷"],
    ["把考研英语真题从待办里去掉", "考研英语真题"],
    ["删除 四级听力练习", "四级听力练习"],
    ["雅思作文那条删了，不写了", "雅思作文"],
  ])("%s deletes the to-do %s", (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "delete", task: expect.stringContaining(task.slice(0, 2)) });
  });

  test.each([
    ["六级删了，这次不报了", "六级"],
    ["把离散期末删掉吧，记错了", "离散期末"],
  ])("%s still calls off the exam %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_cancel", exam });
  });
});
