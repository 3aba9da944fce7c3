import { describe, expect, it } from "vitest";
import { layoutDay } from "./layout";
import { GUEST, MATH, POLITICS, STUDY, weekBlock } from "@/testing/fixtures/schedule-view";

const at = (id: string, slotStart: number, slotEnd: number) =>
  weekBlock({ id, kind: "draft", name: id, day_of_week: 3, slot_start: slotStart, slot_end: slotEnd });

describe("layoutDay", () => {
  it("gives blocks that do not overlap a lane of their own width", () => {
    const placed = layoutDay([STUDY, MATH, POLITICS]);
    expect(placed.map((entry) => [entry.block.id, entry.lane, entry.lanes])).toEqual([
      [MATH.id, 0, 1],
      [POLITICS.id, 0, 1],
      [STUDY.id, 0, 1],
    ]);
  });

  it("puts a guest inside its host instead of beside it", () => {
    const placed = layoutDay([POLITICS, GUEST]);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ block: POLITICS, guests: [GUEST], lanes: 1 });
  });

  it("keeps a guest whose host is not in the list as a block of its own", () => {
    expect(layoutDay([GUEST]).map((entry) => entry.block.id)).toEqual([GUEST.id]);
  });

  it("splits overlapping blocks into lanes and reuses a lane once it is free again", () => {
    const placed = layoutDay([at("a", 1, 4), at("b", 3, 4), at("c", 5, 6), at("d", 6, 7)]);
    expect(placed.map((entry) => [entry.block.id, entry.lane, entry.lanes])).toEqual([
      ["a", 0, 2],
      ["b", 1, 2],
      ["c", 0, 2],
      ["d", 1, 2],
    ]);
  });

  it("treats blocks that only touch (4 then 5) as not overlapping", () => {
    const placed = layoutDay([at("a", 3, 4), at("b", 5, 6)]);
    expect(placed.map((entry) => entry.lanes)).toEqual([1, 1]);
  });

  it("does not mutate the input", () => {
    const input = [STUDY, MATH];
    layoutDay(input);
    expect(input).toEqual([STUDY, MATH]);
  });
});
