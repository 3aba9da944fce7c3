/**
 * A check-in, then a progress question, with the turn between them said as a filler after 了 (那个, 对了, 话说)
 * instead of a comma, or asking how many blocks are still unchecked (还有几块没打卡).
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a check-in, then a progress question", () => {
  test.each([
    ["周二那块搞定了，这周还剩几块没打卡", "周二", "missed"],
    ["昨天的复习做完了对了本周还有几个没做", "昨天", "missed"],
    ["前天那块学完了话说这周进度怎么样", "前天", "summary"],
  ])("%s", (text, when, focus) => {
    expect(read(text)).toEqual({
      family: "compound",
      parts: [
        { family: "checkin", entries: [{ status: "done" }], when },
        { family: "progress", focus, range: "这周" },
      ],
    });
  });

  test("那个 before the thing done is its object, not a turn", () => {
    expect(read("我做完了那个报告")).toEqual({ family: "task_edit", action: "complete", task: "报告" });
  });
});
