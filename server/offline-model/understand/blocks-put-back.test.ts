/**
 * A block put back where it was (round 37, A): a block of a proposal moved turns ago and asked back (moved, not placed
 * again), the block just moved back "按你一开始排的那个时间", and a block of the saved timetable moved in the draft
 * with no origin said, back where the timetable has it ("挪回原位"). Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { MOVED, MOVED_PENDING, PLAN, TAKEN_OFF } from "@/testing/offline-model-plan-turns";
import type { UserTurn } from "../types";
import { detectIntent } from "./intents";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const SAVED_MOVED: UserTurn = { text: "把高数复习挪到周四晚上", said: "已把「高数复习」挪到12月3日 周四 19:00–20:40，确认后生效。" };

describe("a block of the proposal moved turns ago, back where the proposal put it", () => {
  test.each(["背单词还是放回周四下午原来那个位置", "单词还是挪回原来的时间吧", "背单词那个还是放回原来的时段"])("%s is moved from where it went", (text) => {
    expect(readAs([PLAN, MOVED, TAKEN_OFF], text)).toBe("把12月4日19:00那块背单词挪到12月3日14:00");
  });

  test("a block taken off is waiting again, and is placed back", () => {
    expect(readAs([PLAN, MOVED, TAKEN_OFF], "文献那个还是加回去，原来那个位置")).toBe("把读文献挪到12月5日08:00");
  });
});

describe("the block just moved, back as the proposal first timed it", () => {
  test.each([
    "实验报告还是按你一开始排的那个时间来",
    "还是照你最开始排的时间吧",
    "实验报告还是按原来排的时间",
    "按你一开始定的那个时段就行",
  ])("%s", (text) => {
    expect(readAs([PLAN, MOVED_PENDING], text)).toBe("把12月6日08:00那块写实验报告挪到12月2日19:00");
  });

  test("near miss: a new time said the way the plan was made is no way back", () => {
    expect(readAs([PLAN, MOVED_PENDING], "实验报告按你排的来，改到周一晚上")).not.toBe("把12月6日08:00那块写实验报告挪到12月2日19:00");
  });
});

describe("a saved block moved with no origin said, back where the timetable has it", () => {
  test.each([
    "想想还是挪回去吧，原来那个位置挺好",
    "想了想周四晚上有约，还是让它回原来的位置吧",
    "算了，放回去吧",
    "还是放回原来的时间吧，比较好",
    "周四晚上我有课，还是挪回去",
  ])("%s", (text) => {
    expect(readAs([SAVED_MOVED], text)).toBe("把高数复习挪回原位");
  });

  test("is a move back to the saved place", () => {
    expect(detectIntent("把高数复习挪回原位")).toEqual({ family: "edit", action: "move", reference: { name: "高数复习" }, target: { savedPlace: true } });
  });

  test.each([
    // Another place said is a new move.
    "还是挪回去吧，放周五下午",
    // A question, not a change of mind.
    "原来那个位置是几点来着？",
  ])("near miss: %s is not back to the saved place", (text) => {
    expect(readAs([SAVED_MOVED], text)).not.toBe("把高数复习挪回原位");
  });

  test("near miss: a block a proposal put goes back where the proposal put it", () => {
    expect(readAs([PLAN, MOVED], "想想还是挪回去吧")).not.toBe("把背单词挪回原位");
  });
});
