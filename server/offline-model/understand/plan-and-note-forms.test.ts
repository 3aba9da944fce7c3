import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 19: study-abroad plans said in parts or sittings, and notes said without a cue. Our own sentences. */
describe("a plan of parts or sittings", () => {
  it("parts set apart by spaces, each of the same periods", () => {
    expect(detectIntent("建一个雅思备考计划 分听力 口语 写作 每样两节")).toMatchObject({ family: "propose_class", name: "雅思备考", chapters: 3, periodsEach: 2 });
  });

  it("sittings counted after when, with their verb", () => {
    expect(detectIntent("帮我建个托福冲刺计划，考前一共刷6次，每次一节")).toMatchObject({ family: "propose_class", name: "托福冲刺", chapters: 6, periodsEach: 1 });
  });
});

describe("a note said without a cue", () => {
  it.each(["第16周周三前交读书报告", "下周二 班级聚餐"])("%s is noted", (text) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content: text });
  });

  it.each(["第17周周五之前要交哪些作业", "周五 什么课"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("quick_note");
  });
});
