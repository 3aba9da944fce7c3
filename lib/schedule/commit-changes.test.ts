import { describe, expect, it } from "vitest";
import type { ScheduleState, StateTask } from "@/lib/schedule/state";
import { changesToCommit } from "./commit-changes";

// Two window days: day 1 = week 3 Monday, day 2 = week 3 Tuesday.
function baseState(): ScheduleState {
  return {
    window: {
      total_days: 2,
      day_mapping: [
        { day_index: 1, week: 3, day_of_week: 1 },
        { day_index: 2, week: 3, day_of_week: 2 },
      ],
    },
    tasks: [
      {
        state_id: 1,
        source: "event",
        source_id: 101,
        name: "高等数学",
        category: "课程",
        status: "existing",
        locked: true,
        event_type: "course",
        can_embed: false,
        slots: [{ day: 1, slot_start: 1, slot_end: 2 }],
      },
      {
        state_id: 2,
        source: "event",
        source_id: 102,
        name: "思想政治",
        category: "课程",
        status: "existing",
        locked: false,
        event_type: "course",
        can_embed: true,
        embedded_by: [4],
        slots: [
          { day: 1, slot_start: 3, slot_end: 4 },
          { day: 2, slot_start: 3, slot_end: 4 },
        ],
      },
      {
        state_id: 3,
        source: "task_item",
        source_id: 201,
        name: "集合与关系",
        category: "离散数学复习",
        status: "pending",
        locked: false,
        duration: 2,
        category_id: 9,
        item_order: 1,
      },
      {
        state_id: 4,
        source: "task_item",
        source_id: 202,
        name: "随机事件",
        category: "概率论复习",
        status: "existing",
        locked: false,
        embed_host: 2,
        duration: 2,
        category_id: 10,
        item_order: 1,
        slots: [{ day: 1, slot_start: 3, slot_end: 4 }],
      },
    ],
  };
}

function withTask(state: ScheduleState, stateId: number, change: Partial<StateTask>): ScheduleState {
  return { ...state, tasks: state.tasks.map((task) => (task.state_id === stateId ? { ...task, ...change } : task)) };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const EMPTY_PLAN = {
  clearedGuests: [],
  eventChanges: [],
  newBlocks: [],
  newReviewBlocks: [],
  newLooseBlocks: [],
  embeddings: [],
  returnedToPending: [],
};

describe("changesToCommit", () => {
  it("plans nothing when the draft equals the database", () => {
    expect(changesToCommit(baseState(), baseState())).toEqual(EMPTY_PLAN);
  });

  it("turns a placed review into a new review block of a known item, and refuses one of an unknown item", () => {
    const review = { state_id: 99, source: "review" as const, source_id: 1, name: "复习", category: "离散数学", status: "suggested" as const, locked: false, review_of: 201, slots: [{ day: 2, slot_start: 7, slot_end: 7 }] };
    const draft = { ...baseState(), tasks: [...baseState().tasks, review] };
    expect(changesToCommit(baseState(), draft).newReviewBlocks).toEqual([
      { itemId: 201, name: "复习", periods: [{ week: 3, day_of_week: 2, section: 7 }] },
    ]);
    const forged = { ...baseState(), tasks: [...baseState().tasks, { ...review, review_of: 999 }] };
    expect(() => changesToCommit(baseState(), forged)).toThrow(/对应的任务不存在/);
  });

  it("does not mutate the current state or the draft", () => {
    const current = deepFreeze(baseState());
    const draft = deepFreeze(withTask(baseState(), 3, { status: "suggested", slots: [{ day: 2, slot_start: 5, slot_end: 6 }] }));
    expect(() => changesToCommit(current, draft)).not.toThrow();
  });

  it("turns a placed item into a new block named from the database, not the draft", () => {
    const draft = withTask(baseState(), 3, { name: "改过的名字", status: "suggested", slots: [{ day: 2, slot_start: 5, slot_end: 6 }] });
    expect(changesToCommit(baseState(), draft).newBlocks).toEqual([
      {
        itemId: 201,
        name: "集合与关系",
        periods: [
          { week: 3, day_of_week: 2, section: 5 },
          { week: 3, day_of_week: 2, section: 6 },
        ],
      },
    ]);
  });

  it("moves only the periods of an event that changed", () => {
    const draft = withTask(baseState(), 2, {
      slots: [
        { day: 1, slot_start: 3, slot_end: 4 },
        { day: 2, slot_start: 4, slot_end: 5 },
      ],
    });
    expect(changesToCommit(baseState(), draft).eventChanges).toEqual([
      {
        eventId: 102,
        eventType: "course",
        remove: [{ week: 3, day_of_week: 2, section: 3 }],
        add: [{ week: 3, day_of_week: 2, section: 5 }],
        emptied: false,
      },
    ]);
  });

  it("embeds a pending item into a host and records where", () => {
    const draft = withTask(baseState(), 3, { status: "suggested", embed_host: 2, slots: [{ day: 2, slot_start: 3, slot_end: 4 }] });
    expect(changesToCommit(baseState(), draft).embeddings).toEqual([
      {
        itemId: 201,
        hostEventId: 102,
        periods: [
          { week: 3, day_of_week: 2, section: 3 },
          { week: 3, day_of_week: 2, section: 4 },
        ],
        embeddedTime: { week: 3, day_of_week: 2, section_start: 3, section_end: 4 },
      },
    ]);
  });

  it("lifts a guest from its old periods before embedding it elsewhere", () => {
    const draft = withTask(baseState(), 4, { slots: [{ day: 2, slot_start: 3, slot_end: 4 }] });
    const plan = changesToCommit(baseState(), draft);
    expect(plan.clearedGuests).toEqual([
      {
        itemId: 202,
        periods: [
          { week: 3, day_of_week: 1, section: 3 },
          { week: 3, day_of_week: 1, section: 4 },
        ],
      },
    ]);
    expect(plan.embeddings.map((embedding) => embedding.itemId)).toEqual([202]);
  });

  it("returns an unplaced guest to pending", () => {
    const draft = withTask(baseState(), 4, { status: "pending", slots: undefined, embed_host: undefined });
    const plan = changesToCommit(baseState(), draft);
    expect(plan.returnedToPending).toEqual([202]);
    expect(plan.clearedGuests.map((guest) => guest.itemId)).toEqual([202]);
  });

  it("marks a study block left with no period in the window as emptied", () => {
    const block: StateTask = {
      state_id: 5,
      source: "event",
      source_id: 103,
      name: "谓词逻辑",
      category: "离散数学复习",
      status: "existing",
      locked: false,
      event_type: "task",
      slots: [{ day: 2, slot_start: 7, slot_end: 8 }],
    };
    const current = { ...baseState(), tasks: [...baseState().tasks, block] };
    const draft = withTask(current, 5, { slots: [] });
    expect(changesToCommit(current, draft).eventChanges).toEqual([
      expect.objectContaining({ eventId: 103, eventType: "task", add: [], emptied: true }),
    ]);
  });

  it("leaves alone what the draft does not mention", () => {
    const draft = { ...baseState(), tasks: baseState().tasks.filter((task) => task.state_id !== 2 && task.state_id !== 4) };
    expect(changesToCommit(baseState(), draft)).toEqual(EMPTY_PLAN);
  });

  describe("refuses", () => {
    const refusals: [string, (state: ScheduleState) => ScheduleState, string][] = [
      [
        "a task listed twice",
        (state) => ({ ...state, tasks: [...state.tasks, { ...state.tasks[0], state_id: 9 }] }),
        "出现了两次",
      ],
      [
        "an event that is not in the database's window (another user's)",
        (state) => withTask(state, 1, { source_id: 999 }),
        "不在你的日程里",
      ],
      [
        "an event posing as a guest",
        (state) => withTask(state, 1, { embed_host: 2 }),
        "不能嵌入",
      ],
      [
        "a host the database does not allow to embed, whatever the draft claims",
        (state) =>
          withTask(withTask(state, 1, { can_embed: true }), 3, {
            status: "suggested",
            embed_host: 1,
            slots: [{ day: 1, slot_start: 1, slot_end: 2 }],
          }),
        "宿主不是可嵌入的课程",
      ],
      [
        "a day outside the window",
        (state) => withTask(state, 3, { status: "suggested", slots: [{ day: 3, slot_start: 1, slot_end: 2 }] }),
        "不在规划窗口内",
      ],
      [
        "a reversed slot range",
        (state) => withTask(state, 3, { status: "suggested", slots: [{ day: 1, slot_start: 6, slot_end: 5 }] }),
        "节次 6-5 无效",
      ],
      [
        "a slot past period 12",
        (state) => withTask(state, 3, { status: "suggested", slots: [{ day: 1, slot_start: 12, slot_end: 13 }] }),
        "节次 12-13 无效",
      ],
      [
        "placing an item that is not pending in the database",
        (state) => withTask(state, 3, { source_id: 777, status: "suggested", slots: [{ day: 2, slot_start: 5, slot_end: 6 }] }),
        "不存在或已经安排过了",
      ],
      [
        "a guest in two ranges",
        (state) =>
          withTask(state, 3, {
            status: "suggested",
            embed_host: 2,
            slots: [
              { day: 2, slot_start: 3, slot_end: 3 },
              { day: 2, slot_start: 4, slot_end: 4 },
            ],
          }),
        "必须是一段连续节次",
      ],
      [
        "moving a host away from an unchanged guest",
        (state) => withTask(state, 2, { slots: [{ day: 2, slot_start: 3, slot_end: 4 }] }),
        "所在的课程时段被移走了",
      ],
    ];

    it.each(refusals)("%s", (_, makeDraft, reason) => {
      expect(() => changesToCommit(baseState(), makeDraft(baseState()))).toThrow(expect.objectContaining({ code: "draft:invalid" }));
      expect(() => changesToCommit(baseState(), makeDraft(baseState()))).toThrow(reason);
    });
  });
});
