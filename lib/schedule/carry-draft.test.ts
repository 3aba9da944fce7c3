import { describe, expect, it } from "vitest";
import { executeTool } from "@/lib/schedule";
import { buildWindow } from "./indexing";
import { carryDraft } from "./carry-draft";
import { diffStates } from "./diff";
import type { ScheduleState, StateTask } from "./state";

// A term starting Monday 2026-09-07. The draft's window is its first two weeks; the wider one runs four weeks.
const TERM = { start_date: "2026-09-07", weeks: 18 };
const narrow = buildWindow(TERM, "2026-09-07", "2026-09-20")!;
const wide = buildWindow(TERM, "2026-09-07", "2026-10-04")!;

const course = (stateId: number, days: number[]): StateTask => ({
  state_id: stateId,
  source: "event",
  source_id: 100,
  name: "思政",
  category: "课程",
  status: "existing",
  locked: false,
  can_embed: true,
  event_type: "course",
  slots: days.map((day) => ({ day, slot_start: 1, slot_end: 2 })),
});
const item = (stateId: number, itemId: number, name: string): StateTask => ({
  state_id: stateId,
  source: "task_item",
  source_id: itemId,
  name,
  category: "离散数学",
  status: "pending",
  locked: false,
  duration: 2,
  category_id: 9,
  item_order: itemId,
});

// The wider read numbers tasks differently: the course first, then the items in another order.
const base: ScheduleState = { window: narrow, tasks: [item(1, 11, "集合"), item(2, 12, "函数"), course(3, [1, 8])] };
const fresh: ScheduleState = { window: wide, tasks: [course(1, [1, 8, 15, 22]), item(2, 12, "函数"), item(3, 11, "集合")] };

describe("carryDraft", () => {
  it("carries placements and an embedding by source, with new ids, onto the wider window", () => {
    let draft = executeTool(base, "place", { task_id: 1, day: 3, slot_start: 5 }).state;
    draft = executeTool(draft, "place", { task_id: 2, day: 8, slot_start: 1 }).state; // into 思政 on day 8

    const carried = carryDraft(draft, base, fresh);

    expect(carried.window).toBe(wide);
    expect(carried.tasks.find((task) => task.name === "集合")).toMatchObject({ state_id: 3, status: "suggested", slots: [{ day: 3, slot_start: 5, slot_end: 6 }] });
    expect(carried.tasks.find((task) => task.name === "函数")).toMatchObject({ state_id: 2, status: "suggested", embed_host: 1 });
    expect(carried.tasks.find((task) => task.name === "思政")).toMatchObject({ embedded_by: [2], slots: fresh.tasks[0].slots });
    expect(diffStates(fresh, carried).map((change) => [change.name, change.change])).toEqual([
      ["函数", "place"],
      ["集合", "place"],
    ]);
  });

  it("leaves the fresh state as it is when the draft changed nothing", () => {
    expect(carryDraft(base, base, fresh).tasks).toEqual(fresh.tasks);
  });

  it("does not mutate its inputs", () => {
    const draft = executeTool(base, "place", { task_id: 1, day: 3, slot_start: 5 }).state;
    const snapshot = structuredClone({ draft, base, fresh });
    carryDraft(draft, base, fresh);
    expect({ draft, base, fresh }).toEqual(snapshot);
  });
});
