import { describe, expect, it, test } from "vitest";
import type { ModelCalendar } from "@/lib/protocol/model-facts";
import { assistantText, nextStep, notedMinute, user } from "@/testing/offline-model";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

/**
 * What the English readers still read wrong after round 28, and check-ins of two periods told at once. Read through
 * the normaliser as a turn reads them (the guess from the nearest sentence included). Our own sentences.
 */
const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("the open to-dos asked with a negated verb", () => {
  it.each([
    "which tasks haven't I finished",
    "what tasks haven't I done yet",
    "any assignments I haven't finished?",
    "which to-dos didn't I get done",
    "show me the tasks I have not completed",
  ])("%s asks the open ones", (text) => {
    const intent = read(text);
    expect(intent).toMatchObject({ family: "query_tasks" });
    expect(intent).not.toMatchObject({ input: { completed_only: true } });
  });

  it.each(["which tasks have I finished", "list the tasks I've completed"])("%s still asks the finished ones", (text) => {
    expect(read(text)).toMatchObject({ family: "query_tasks", input: { completed_only: true } });
  });
});

describe("done with studying, and a meal skipped", () => {
  it.each([
    ["I'm done with studying for today", "今天"],
    ["done with my revision for tonight", "今天晚上"],
  ])("%s checks in the day's blocks, naming none", (text, when) => {
    expect(read(text)).toEqual({ family: "checkin", entries: [{ status: "done" }], when });
  });

  it("a block named after done with is that block", () => {
    expect(read("finally done with the 线代 review")).toEqual({ family: "checkin", entries: [{ block: "线代", status: "done" }] });
  });

  it.each(["I skipped 早饭 today", "skipped lunch again lol", "missed 晚饭 because of the lab", "I skipped the gym today", "done with the lab report"])("%s checks nothing in", (text) => {
    expect(read(text)).not.toMatchObject({ family: "checkin" });
  });

  // Near misses: a subject named in Chinese and skipped is still a block of the plan.
  it.each([
    ["I skipped 英语 today, was sick", "英语"],
    ["missed the 概率论 session this morning", "概率论"],
  ])("%s checks in %s as skipped", (text, block) => {
    expect(read(text)).toMatchObject({ family: "checkin", entries: [{ block, status: "skipped" }] });
  });
});

describe("the term's length told alone", () => {
  it.each([
    ["we have 18 weeks this term", 18],
    ["our semester is 16 weeks long", 16],
    ["there are 20 weeks in the semester", 20],
    ["fyi the term has 19 weeks", 19],
    ["这学期一共19周", 19],
    ["本学期共十八周。", 18],
  ])("%s sets %i weeks", (text, weeks) => {
    expect(read(text)).toEqual({ family: "term_set", weeks });
  });

  it.each(["how many weeks left in the term", "这学期有几周", "这学期还剩5周", "we have 2 weeks of break after the term", "I have 3 weeks until finals"])(
    "%s sets nothing",
    (text) => {
      expect(read(text)).not.toMatchObject({ family: "term_set" });
    },
  );

  const calendar: ModelCalendar = {
    days: Array.from({ length: 6 }, (_, index) => ({ day: index + 1, date: `2026-12-0${index + 1}`, weekday: index + 2, week: 13 })),
    periods: [{ start: "08:00", end: "08:45" }],
  };

  test("the week stays the one today has", async () => {
    expect(await nextStep([user("we have 18 weeks this term")], undefined, calendar)).toMatchObject({
      kind: "tool",
      toolName: "set_term_week",
      input: { current_week: 13, weeks: 18 },
    });
  });

  test("with no week known, the week is asked", async () => {
    const step = await nextStep([user("这学期一共18周")], undefined, { days: [], periods: [] });
    expect(step).toMatchObject({ kind: "text" });
    expect(step.kind === "text" && step.text).toContain("第几周");
  });
});

describe("two periods told at once, one done", () => {
  it.each([
    "一节做了一节没做",
    "一节整完了一节冇得整",
    "昨晚那两节，一节做了，一节没做",
    "一节没看另一节看完了",
    "那两节待打卡的，一节做了一节没做",
  ])("%s is one period of the two", (text) => {
    expect(read(text)).toMatchObject({ family: "checkin", entries: [{ status: "partial", periods_done: 1 }] });
  });

  it("a block named with it keeps its name", () => {
    expect(read("离散那块一节复习完了一节没来得及")).toMatchObject({ family: "checkin", entries: [{ block: "离散", status: "partial", periods_done: 1 }] });
  });

  // Near misses: two blocks each named is two check-ins; a question about them asks.
  it("two named blocks are two entries", () => {
    expect(read("第一章做了，第二章没做")).toEqual({
      family: "checkin",
      entries: [
        { block: "第一章", status: "done" },
        { block: "第二章", status: "skipped" },
      ],
    });
  });

  it("asked after counts only, it records the one done of the two", async () => {
    const step = await nextStep([
      user("这周完成了多少"),
      assistantText("这周共安排学习8节：完成4节，没做2节，待打卡2节。"),
      user("那两节待打卡的，一节做了一节没做"),
    ]);
    expect(step).toMatchObject({ kind: "tool", toolName: "record_checkin", input: { entries: [{ status: "partial", periods_done: 1 }] } });
  });

  it("which of them were done, asked, is a question", () => {
    expect(read("待打卡的那两节是不是一节做了一节没做？")).not.toMatchObject({ family: "checkin" });
  });
});

describe("a day of the month said without its month, noted", () => {
  const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

  it.each([
    ["remind me to pay rent by the 10th", "2026-12-10 23:59"],
    ["remind me to renew the gym card on the 3rd at 6pm", "2026-12-03 18:00"],
  ])("%s is saved at %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});
