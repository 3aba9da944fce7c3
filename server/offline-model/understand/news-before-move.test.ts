/**
 * A change that has happened, told with 了 and asked of nobody, then a study block moved to make room: the news is
 * only why, so the move is the one request. Asked with 把 it is a change of its own.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

const read = (text: string) => detectIntent(normalise(text).text);

describe("news, then a block moved for it", () => {
  test.each([
    ["组会改到周四上午了，第三章那块挪到周五晚上", "第三章"],
    ["比赛定在后天了，图论那块挪到明天下午", "图论"],
    ["答辩提前到周二了，线代那块挪到周日上午", "线代"],
  ])("%s", (text, name) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "move", reference: { name } });
  });

  test("a change asked with 把 is a request of its own beside the move", () => {
    expect(read("把面试定在明天下午四点，谓词逻辑那块挪到周六下午两点")).toMatchObject({
      family: "compound",
      parts: [{ family: "task_edit", action: "update", task: "面试" }, { family: "edit", action: "move" }],
    });
  });
});
