import { describe, expect, it } from "vitest";
import { changedSince, diffBlocks, invertChanges, occupiedTargets, withCurrentOwners, type BlockRecord } from "./change-set";

const range = (day: number, start: number, end = start + 1) => ({ week: 13, day_of_week: day, section_start: start, section_end: end });
const block = (owner: BlockRecord["owner"], name: string, ranges: ReturnType<typeof range>[], host?: number): BlockRecord => ({
  owner,
  name,
  placement: host === undefined ? { ranges } : { ranges, host_event_id: host },
});

describe("diffBlocks", () => {
  it("lists placed, moved, embedded and removed blocks by owner, and leaves unchanged ones (in any order of ranges) out", () => {
    const before = [block("event:1", "高数", [range(1, 1), range(3, 1)]), block("item:5", "集合", [range(2, 9)]), block("item:6", "函数", [range(4, 9)])];
    const after = [block("event:1", "高数", [range(3, 1), range(1, 1)]), block("item:5", "集合", [range(5, 3)], 2), block("task:9", "周报", [range(6, 1)])];

    expect(diffBlocks(before, after)).toEqual([
      { owner: "item:5", name: "集合", before: { ranges: [range(2, 9)] }, after: { ranges: [range(5, 3)], host_event_id: 2 } },
      { owner: "item:6", name: "函数", before: { ranges: [range(4, 9)] }, after: { ranges: [] } },
      { owner: "task:9", name: "周报", before: { ranges: [] }, after: { ranges: [range(6, 1)] } },
    ]);
  });
});

describe("undo checks", () => {
  const changes = diffBlocks([block("item:5", "集合", [range(2, 9)])], [block("item:5", "集合", [range(5, 3)])]);

  it("finds a block moved again since the commit", () => {
    expect(changedSince(changes, [block("item:5", "集合", [range(5, 3)])])).toEqual([]);
    expect(changedSince(changes, [block("item:5", "集合", [range(6, 3)])]).map((change) => change.name)).toEqual(["集合"]);
  });

  it("finds the block that now holds the periods a revert would return to; a guest holds none", () => {
    const reverts = invertChanges(changes);
    expect(reverts[0]).toMatchObject({ before: { ranges: [range(5, 3)] }, after: { ranges: [range(2, 9)] } });
    expect(occupiedTargets(reverts, [block("item:5", "集合", [range(5, 3)]), block("event:3", "体育", [range(2, 10)])])).toEqual([
      { change: reverts[0], holder: "体育" },
    ]);
    expect(occupiedTargets(reverts, [block("item:7", "嵌入的", [range(2, 9)], 4)])).toEqual([]);
  });
});

describe("withCurrentOwners", () => {
  it("renames a review recorded by its event to the review owner it is read as now, and leaves the rest", () => {
    const old = diffBlocks([], [block("event:40", "复习 · 集合", [range(2, 9, 9)]), block("event:3", "体育", [range(2, 10)])]);
    const current = [block("review:40:5", "复习 · 集合", [range(2, 9, 9)]), block("event:3", "体育", [range(2, 10)])];
    const renamed = withCurrentOwners(old, current);
    expect(renamed.map((change) => change.owner)).toEqual(["event:3", "review:40:5"]);
    expect(changedSince(renamed, current)).toEqual([]);
    expect(changedSince(old, current).map((change) => change.owner)).toEqual(["event:40"]);
  });
});
