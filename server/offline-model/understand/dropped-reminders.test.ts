/**
 * Family D: a reminder the student no longer wants deletes the to-do it is kept as; what happened to it, told after,
 * asks nothing. A reminder only pointed at (那个提醒) is asked about. Our own sentences.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a reminder no longer wanted", () => {
  it.each([
    ["英语口语那个不用提醒了，口语课停了", "英语口语"],
    ["交党费那条别再提醒我了", "交党费"],
    ["体检的提醒不要了", "体检"],
    ["后天还书那个不用提醒了，书续借了，不还了", "还书"],
  ])("%s deletes %s", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "delete", task });
  });

  it.each(["删掉这条提醒", "把那个提醒删了吧", "取消周三那个提醒", "周四那个不用提醒了"])("%s names none, so which is asked", (text) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "delete", task: "" });
  });

  it.each([
    ["提醒我周四交党费", "a reminder asked for"],
    ["刚排好的不要了，撤了吧", "a plan sent back says no 提醒"],
    ["体检那个不用提醒了，已经体检完了", "told done, not dropped"],
    ["取外卖那个提醒不用了，外卖我已经拿了", "told done, not dropped"],
  ])("%s is not a reminder dropped (%s)", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "delete" });
  });
});
