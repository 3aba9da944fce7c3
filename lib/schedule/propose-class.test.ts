import { describe, expect, it } from "vitest";
import { proposeTaskClass, type ClassProposal } from "./propose-class";
import { roughSchedule } from "./rough-schedule";
import type { ScheduleState } from "./state";

const STATE: ScheduleState = {
  window: {
    total_days: 2,
    day_mapping: [
      { day_index: 1, week: 1, day_of_week: 1 },
      { day_index: 2, week: 1, day_of_week: 2 },
    ],
  },
  tasks: [
    { state_id: 1, source: "event", source_id: 10, name: "高等数学", category: "课程", status: "existing", locked: true, event_type: "course", can_embed: false, slots: [{ day: 1, slot_start: 1, slot_end: 2 }] },
    { state_id: 2, source: "task_item", source_id: 5, name: "命题逻辑", category: "离散", status: "pending", locked: false, duration: 2, category_id: 3, item_order: 1 },
  ],
  task_classes: [{ category_id: 3, name: "离散", day_start: 1, day_end: 2, strategy: "rapid", allow_filler_course: false, excluded_slots: [] }],
};

const PROPOSAL: ClassProposal = {
  name: "概率论复习",
  start_date: "2026-11-30",
  end_date: "2026-12-20",
  day_start: 1,
  day_end: 2,
  strategy: "steady",
  allow_filler_course: false,
  excluded_slots: [],
  items: [
    { content: "第一章", duration: 2 },
    { content: "第二章", duration: 3 },
  ],
};

describe("proposeTaskClass", () => {
  it("adds the class and its ordered items with placeholder ids, leaving the input untouched", () => {
    const result = proposeTaskClass(STATE, PROPOSAL);
    expect(result.ok).toBe(true);
    expect(STATE.tasks).toHaveLength(2);
    expect(result.state.task_classes?.at(-1)).toEqual({
      category_id: -1,
      name: "概率论复习",
      day_start: 1,
      day_end: 2,
      strategy: "steady",
      allow_filler_course: false,
      excluded_slots: [],
      proposed: { start_date: "2026-11-30", end_date: "2026-12-20" },
    });
    expect(result.state.tasks.slice(2).map((task) => [task.state_id, task.source_id, task.name, task.duration, task.category_id, task.item_order, task.status])).toEqual([
      [3, -1, "第一章", 2, -1, 1, "pending"],
      [4, -2, "第二章", 3, -1, 2, "pending"],
    ]);
    expect(result.text).toBe(
      [
        "已在草稿中新建任务类 [概率论复习]（2026-11-30 至 2026-12-20，稳扎稳打），共2项、5节：",
        "  [3]第一章 — 需2个连续时段",
        "  [4]第二章 — 需3个连续时段",
        "日期范围在规划窗口的第1-2天。学生确认后才会保存；可以用 rough_schedule（task_class=概率论复习）把它排进日程。",
      ].join("\n"),
    );
  });

  it("lets the rough scheduler place the proposed items in order in the same draft", () => {
    const proposed = proposeTaskClass(STATE, PROPOSAL).state;
    const rough = roughSchedule(proposed, { category_id: -1 });
    expect(rough.ok, rough.text).toBe(true);
    const [first, second] = rough.state.tasks.slice(2);
    expect(first.status).toBe("suggested");
    expect(second.status).toBe("suggested");
    const start = (task: typeof first) => task.slots![0].day * 100 + task.slots![0].slot_start;
    expect(start(first)).toBeLessThan(start(second));
  });

  it("gives a second proposal fresh placeholder ids, and refuses a name already taken", () => {
    const once = proposeTaskClass(STATE, PROPOSAL).state;
    const twice = proposeTaskClass(once, { ...PROPOSAL, name: "线代复习", items: [{ content: "行列式", duration: 2 }] });
    expect(twice.state.task_classes?.at(-1)?.category_id).toBe(-2);
    expect(twice.state.tasks.at(-1)).toMatchObject({ source_id: -3, category_id: -2 });

    const taken = proposeTaskClass(once, PROPOSAL);
    expect(taken).toEqual({ ok: false, text: "新建任务类失败：本次草稿中已经有名为「概率论复习」的任务类，换个名字或直接安排它。", state: once });
    expect(proposeTaskClass(STATE, { ...PROPOSAL, name: "离散" }).text).toBe("新建任务类失败：已经有名为「离散」的任务类，换个名字或直接安排它。");
  });

  it("refuses an empty plan and an impossible duration", () => {
    expect(proposeTaskClass(STATE, { ...PROPOSAL, items: [] }).ok).toBe(false);
    expect(proposeTaskClass(STATE, { ...PROPOSAL, items: [{ content: "通宵", duration: 13 }] }).text).toBe("新建任务类失败：「通宵」的时长需要是1-12节。");
  });

  it("says so when the class's dates miss the window", () => {
    const outside = proposeTaskClass(STATE, { ...PROPOSAL, day_start: undefined, day_end: undefined });
    expect(outside.state.task_classes?.at(-1)?.day_start).toBeUndefined();
    expect(outside.text).toContain("日期范围不在当前规划窗口内，暂时不能排进日程");
  });
});
