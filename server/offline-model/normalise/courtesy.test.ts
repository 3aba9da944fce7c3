import { describe, expect, test } from "vitest";
import { COURTESY_ROWS } from "./courtesy";
import { inOriginalWords, normalise } from "./normalise";
import { detectIntent } from "../understand/intents";

describe.each(COURTESY_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});

describe("the request under the courtesy, as the readers see it", () => {
  const read = (said: string) => detectIntent(normalise(said).text);

  test.each([
    ["不好意思打扰一下～麻烦帮我记一下，周四下午三点去教务处盖章，谢谢", { family: "quick_note", content: "周四下午三点去教务处盖章" }],
    ["抱歉，能不能麻烦你帮我把高数作业删掉，辛苦啦", { family: "task_edit", action: "delete", task: "高数作业" }],
    ["实在不好意思，英语听力那个待办帮我勾掉吧，谢谢你每次都提醒我", { family: "task_edit", action: "complete", task: "英语听力" }],
  ])("%s", (said, intent) => {
    expect(read(said)).toEqual(intent);
  });

  test("only thanks is still thanks", () => {
    expect(read("谢谢你一直提醒我")).toEqual({ family: "small_talk", topic: "thanks" });
    expect(normalise("麻烦你了，谢谢").text).toBe("麻烦你了，谢谢");
  });

  test("what is saved comes back in the student's own characters", () => {
    const reading = normalise("不好意思，麻煩幫我記一下週五交報告，謝謝");
    expect(reading.text).toBe("帮我记一下周五交报告");
    expect(inOriginalWords(reading, "周五交报告")).toBe("週五交報告");
  });
});
