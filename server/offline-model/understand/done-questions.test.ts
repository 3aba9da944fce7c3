import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Family G: whether a to-do is done, asked with 了没 / 了吗, is a question about the to-do. Our own sentences. */
describe("a to-do asked whether done", () => {
  it.each([
    ["实验报告这周交了没有", "实验报告"],
    ["英语作文写好了吗", "英语作文"],
    ["物理实验报告弄完了没", "物理实验报告"],
    ["大创申报书今天填完了么", "大创申报书"],
  ])("%s lists the to-do, done ones included", (text, keyword) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { keyword, include_completed: true } });
  });

  it.each([
    ["高数作业做完了", "a to-do said done is marked"],
    ["线代这周上完了没", "a course's meetings are asked of the timetable"],
    ["你做完了吗", "asks nothing of the to-dos"],
  ])("%s is not read so (%s)", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "query_tasks", input: { include_completed: true } });
  });
});
