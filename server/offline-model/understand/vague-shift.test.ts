/** A shift with neither a thing nor an amount ("稍微提前一些", "再往前挪点") asks which one; it changes nothing yet. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a shift with nothing named and no amount", () => {
  test.each(["稍微提前一些", "再往前挪点", "往后延一点吧"])("%s asks which one", (text) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "update", task: "", missing: "change" });
  });

  test("a thing named keeps its name", () => {
    expect(detectIntent("实验报告往后推一下")).toMatchObject({ family: "task_edit", task: "实验报告" });
  });
});
