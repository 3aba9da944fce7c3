import { describe, expect, it } from "vitest";
import { orderItems, precedes, touchesExcludedBlock } from "./rough-schedule-plan";
import type { StateTask } from "./state";

describe("precedes", () => {
  it("is true for any range on an earlier day", () => {
    expect(precedes({ day: 1, slot_start: 11, slot_end: 12 }, { day: 2, slot_start: 1, slot_end: 2 })).toBe(true);
  });

  it("is true for adjacent ranges on the same day", () => {
    expect(precedes({ day: 1, slot_start: 1, slot_end: 2 }, { day: 1, slot_start: 3, slot_end: 4 })).toBe(true);
  });

  it("is false for ranges sharing a period", () => {
    expect(precedes({ day: 1, slot_start: 1, slot_end: 3 }, { day: 1, slot_start: 3, slot_end: 4 })).toBe(false);
  });

  it("is false for a range after the other", () => {
    expect(precedes({ day: 2, slot_start: 1, slot_end: 2 }, { day: 1, slot_start: 5, slot_end: 6 })).toBe(false);
  });
});

describe("touchesExcludedBlock", () => {
  it("is true when the range covers the first period of a block", () => {
    expect(touchesExcludedBlock(2, 3, [2])).toBe(true);
  });

  it("is true when the range covers the last period of a block", () => {
    expect(touchesExcludedBlock(4, 5, [2])).toBe(true);
  });

  it("is false for a range ending right before the block", () => {
    expect(touchesExcludedBlock(1, 2, [2])).toBe(false);
  });

  it("is false for a range starting right after the block", () => {
    expect(touchesExcludedBlock(5, 6, [2])).toBe(false);
  });

  it("is false when no block is excluded", () => {
    expect(touchesExcludedBlock(1, 12, [])).toBe(false);
  });
});

describe("orderItems", () => {
  const task = (stateId: number, itemOrder?: number): StateTask => ({
    state_id: stateId,
    source: "task_item",
    source_id: stateId,
    name: `任务${stateId}`,
    category: "复习",
    status: "pending",
    locked: false,
    item_order: itemOrder,
  });

  it("sorts by item_order, then puts items without one last by state_id", () => {
    const ordered = orderItems([task(5), task(1, 3), task(4), task(2, 1), task(3, 2)]);
    expect(ordered.map((t) => t.state_id)).toEqual([2, 3, 1, 4, 5]);
  });

  it("breaks equal item_order by state_id and leaves the input array alone", () => {
    const input = [task(9, 1), task(3, 1)];
    expect(orderItems(input).map((t) => t.state_id)).toEqual([3, 9]);
    expect(input.map((t) => t.state_id)).toEqual([9, 3]);
  });
});
