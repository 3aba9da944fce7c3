import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent as detectRead } from "./intents";

const detectIntent = (text: string) => detectRead(normalise(text).text);

const families = (text: string) => {
  const intent = detectIntent(text);
  return intent.family === "compound" ? intent.parts.map((part) => part.family) : [intent.family];
};

describe("two requests joined by 另外 / 还有 / 顺便 are both asked, though a reader of the whole would take the first", () => {
  test.each([
    ["新建任务：课程论文开题，下周五前，重要不紧急，2节。另外，周四下午有空吗", ["create_task", "schedule_question"]],
    ["把刚才排的撤回吧，顺便把没做完的复习补到周末", ["undo", "replan_missed"]],
    ["周六上午十点去校医院拿体检报告，另外帮我查下那天下午有没有课", ["quick_note", "schedule_question"]],
  ])("%s", (text, expected) => {
    expect(families(text)).toEqual(expected);
  });

  test("那天 in the second request is the first request's day", () => {
    expect(detectIntent("周六上午十点去校医院拿体检报告，另外帮我查下那天下午有没有课")).toMatchObject({
      family: "compound",
      parts: [{ family: "quick_note" }, { family: "schedule_question", question: { input: { when: "周六" } } }],
    });
  });

  test.each([
    // 还有 before an asking word is "still", inside one question.
    ["高数相关的还有哪些没搞完", ["query_tasks"]],
    // A second part that points back at the first is read with it.
    ["线代期末是1月9号上午，顺便问下离它还有几天", ["exam_record", "exam_countdown"]],
  ])("%s stays as the whole reads it", (text, expected) => {
    expect(families(text)).toEqual(expected);
  });
});
