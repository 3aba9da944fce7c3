import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/**
 * Round 19 families: scheduling and re-planning said inside the student's life (sick leave, a double major, study-abroad
 * applications). Each row is our own sentence of the family, not an eval case.
 */
describe("catching up as far as it fits", () => {
  it.each([
    ["前几天发烧落下的课，能追多少就追多少", undefined],
    ["这周漏了好几节，能塞多少塞多少，一天别超过两节", 2],
  ])("%s re-plans the missed work", (text, dailyCap) => {
    expect(detectIntent(text)).toMatchObject({ family: "replan_missed", ...(dailyCap ? { dailyCap } : {}) });
  });

  it("a question of how much was missed still asks", () => {
    expect(detectIntent("这周落下了多少")).toMatchObject({ family: "progress" });
  });
});

describe("the student's circumstances around a scheduling request", () => {
  it.each([
    ["病终于好了，英语作文先别排，剩下的排进下周", { range: "下周", hints: [], exclude: ["英语作文"] }],
    ["在老家只能用手机，每天排两节就好，下周的重新排一下", { range: "下周", dailyCap: 2, hints: [] }],
    ["把待办排进下周，每天最多三节，我要留点时间准备面签", { range: "下周", dailyCap: 3, looseOnly: true }],
    ["除了线代，别的复习都放到下周，线代双学位那边也要考，我打算回头再弄", { range: "下周", hints: [], exclude: ["线代"] }],
  ])("%s plans without reading the circumstances as a subject", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...expected });
  });

  it("a subject said with a study word still names the class", () => {
    expect(detectIntent("病好了，英语的复习整体往后挪到下周")).toMatchObject({ family: "schedule", hints: ["英语"], range: "下周" });
  });
});

describe("the exams' own days as the plan's measure", () => {
  it.each(["这几门考试，你照着考试日期把复习安排一下", "两门期末考试，按日期帮我把复习安排一下"])("%s plans for the exams", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  it.each([
    ["线代那几章，下周再排", "线代"],
    ["高数这几节排到周末", "高数"],
  ])("%s names the class it points into", (text, hint) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints: [hint] });
  });
});

describe("a range asked for and refused in the same breath", () => {
  it.each(["线代复习下周要排完，可是下周我一点都不想碰", "英语复习这周排完，不过这周我一节都不想学"])("%s leaves the range open", (text) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ family: "schedule" });
    expect(intent.family === "schedule" ? intent.range : "open").toBeUndefined();
  });

  it("a refusal of another week keeps the range", () => {
    expect(detectIntent("线代复习排到下周，这周不想学")).toMatchObject({ family: "schedule", hints: ["线代"], range: "下周" });
  });
});
