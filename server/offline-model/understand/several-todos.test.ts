import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("several to-dos in one message, each with its own day, are noted apart", () => {
  test("three errands, one a clause", () => {
    expect(detectIntent("后天上午去校医院拿体检报告，周五交形势与政策论文，周日买牙膏")).toEqual({
      family: "compound",
      parts: [
        { family: "quick_note", content: "后天上午去校医院拿体检报告" },
        { family: "quick_note", content: "周五交形势与政策论文" },
        { family: "quick_note", content: "周日买牙膏" },
      ],
    });
  });

  test("a deadline, then an appointment at a time", () => {
    const intent = detectIntent("下周一要交毛概小论文，周三晚上七点还有个班会");
    expect(intent).toMatchObject({ family: "compound", parts: [{ family: "quick_note" }, { family: "quick_note" }] });
  });

  test("sentences that each carry an estimate are new to-dos", () => {
    expect(detectIntent("数电实验报告周四交，大概2节；英语作文周六交，大概1节")).toMatchObject({
      family: "compound",
      parts: [
        { family: "create_task", estimatedSections: 2 },
        { family: "create_task", estimatedSections: 1 },
      ],
    });
  });

  test("a bare day and deed is one more item beside to-dos the readers know", () => {
    expect(detectIntent("后天下午两点开班会；周五交马原作业；周日回家")).toMatchObject({
      family: "compound",
      parts: [
        { family: "quick_note", content: "后天下午两点开班会" },
        { family: "quick_note", content: "周五交马原作业" },
        { family: "quick_note", content: "周日回家" },
      ],
    });
  });

  test.each([
    ["明天交体检表、后天取快递、周日还图书馆的书", 3],
    ["周二晚上交党课心得、周四上午去校医院复查", 2],
  ])("%s: 、 sets apart to-dos with days of their own as a comma does", (text, count) => {
    const intent = detectIntent(text);
    expect(intent.family === "compound" ? intent.parts.map((part) => part.family) : [intent.family]).toEqual(Array(count).fill("quick_note"));
  });

  test.each([
    // A closing clause that only adds a time belongs to the note.
    "下周二要交调研报告，下午四点前",
    // A clause that asks makes it something else.
    "周五交毛概论文，周六上午有空吗",
    // A clause that only tells what the day holds is no to-do.
    "明天上午有课，下午去取快递",
    // Bare items alone, with no to-do the readers know beside them, are no list of notes.
    "周六回家，周日回学校",
    // Things to bring on one day are one note.
    "周五带身份证、准考证",
  ])("%s is not several notes", (text) => {
    const intent = detectIntent(text);
    expect(intent.family === "compound" && intent.parts.length > 1 && intent.parts.every((part) => part.family === "quick_note")).toBe(false);
  });
});
