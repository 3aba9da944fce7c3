/**
 * What the study plans hold, asked (list_tasks), how far one has come by its items counted (progress), a plan wished
 * for with no parts (asked for them), and a subject whose name holds a generic word (中国古代史) kept whole.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { currentRequest } from "./request";
import { subjectHints } from "./schedule-words";

const LISTING = { family: "schedule_question", question: { toolName: "list_tasks", input: { status: "all" } } };

describe("what the plans hold", () => {
  it.each(["数电复习计划里有哪些章", "毛概复习一共多少项，每项几节", "我一共建了几个复习计划", "我都有哪些学习计划"])("%s", (said) => {
    expect(detectIntent(said)).toEqual(LISTING);
  });

  it("leaves progress, a new plan and a change to their own readers", () => {
    expect(detectIntent("数电复习计划里完成了几项").family).toBe("progress");
    expect(detectIntent("帮我建个数电复习计划，一共5章，每章2节").family).toBe("propose_class");
    expect(detectIntent("这周有哪些课")).not.toEqual(LISTING);
  });
});

describe("how far a plan has come, by its items counted", () => {
  it.each(["线代复习那6章我完成几章了", "英语复习那5章我学完几章了", "政治复习的8项做完多少项了"])("%s", (said) => {
    expect(detectIntent(said)).toMatchObject({ family: "progress" });
  });

  it("still records a part said done", () => {
    expect(detectIntent("线代复习第三章学完了")).toMatchObject({ family: "checkin" });
  });
});

describe("a plan wished for with no parts", () => {
  it.each([
    ["我想给西方哲学史建一个复习计划", "西方哲学史复习"],
    ["给英语六级做个备考计划", "英语六级备考"],
  ])("%s asks for its parts", (said, name) => {
    expect(detectIntent(said)).toMatchObject({ family: "propose_class", name, partsUnsaid: true });
  });

  it("takes the parts the answer gives", () => {
    const asked = { question: "要分哪几项（或几章），每项几节？", options: ["5章，每章2节", "8章，每章1节"] };
    const request = currentRequest([{ text: "我想给西方哲学史建一个复习计划", asked }, { text: "7章，每章两节" }]);
    expect(detectIntent(request?.text ?? "")).toMatchObject({ family: "propose_class", name: "西方哲学史复习", chapters: 7, periodsEach: 2 });
  });

  it("leaves a plan asked of the planner for the student (给我做个计划) to the schedule readers", () => {
    expect(detectIntent("给我做个计划吧").family).not.toBe("propose_class");
  });

  it("reads parts said with the wish at once", () => {
    expect(detectIntent("我想给西方哲学史建一个复习计划，6章，每章2节")).toMatchObject({ family: "propose_class", chapters: 6 });
  });
});

describe("a subject whose name holds a generic word", () => {
  it.each([
    ["把中国近代史复习排到下周", "中国近代史"],
    ["上古汉语这周排一下", "上古汉语"],
  ])("%s", (said, hint) => {
    expect(subjectHints(said, said.includes("下周") ? "下周" : "这周")).toContain(hint);
  });

  it("still drops the generic word around a name", () => {
    expect(subjectHints("把高数排进下周中", "下周")).toEqual(["高数"]);
  });
});
