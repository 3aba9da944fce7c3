import { describe, expect, it } from "vitest";
import { addDays, buildWindow } from "./indexing";
import { roughSchedule, type RoughScheduleOptions } from "./rough-schedule";
import type { ScheduleState, StateTask, StateTaskClass } from "./state";

// 2025-09-01 is a Monday, so window day 1 = week 1, day_of_week 1.
const TERM = { start_date: "2025-09-01", weeks: 20 };

function windowOf(days: number) {
  const window = buildWindow(TERM, TERM.start_date, addDays(TERM.start_date, days - 1));
  if (!window) throw new Error("window outside the term");
  return window;
}

type Slot = [day: number, slotStart: number, slotEnd: number];

function course(stateId: number, name: string, slots: Slot[], extra: Partial<StateTask> = {}): StateTask {
  return {
    state_id: stateId,
    source: "event",
    source_id: 100 + stateId,
    name,
    category: "课程",
    status: "existing",
    locked: true,
    event_type: "course",
    slots: slots.map(([day, slotStart, slotEnd]) => ({ day, slot_start: slotStart, slot_end: slotEnd })),
    ...extra,
  };
}

/** A 水课: other tasks may be embedded into its periods. */
function fillerCourse(stateId: number, name: string, slots: Slot[]): StateTask {
  return course(stateId, name, slots, { locked: false, can_embed: true });
}

function item(stateId: number, name: string, categoryId: number, order: number, extra: Partial<StateTask> = {}): StateTask {
  return {
    state_id: stateId,
    source: "task_item",
    source_id: 200 + stateId,
    name,
    category: `类别${categoryId}`,
    status: "pending",
    locked: false,
    duration: 2,
    category_id: categoryId,
    item_order: order,
    ...extra,
  };
}

function taskClass(categoryId: number, name: string, extra: Partial<StateTaskClass> = {}): StateTaskClass {
  return {
    category_id: categoryId,
    name,
    day_start: 1,
    day_end: 7,
    strategy: "rapid",
    allow_filler_course: false,
    excluded_slots: [],
    ...extra,
  };
}

function stateOf(days: number, tasks: StateTask[], classes: StateTaskClass[]): ScheduleState {
  return { window: windowOf(days), tasks, task_classes: classes };
}

function items(categoryId: number, count: number, firstId = 11): StateTask[] {
  return Array.from({ length: count }, (_, index) => item(firstId + index, `第${index + 1}章`, categoryId, index + 1));
}

/** [state_id, day, slot_start, slot_end] of every placement, in placement order. */
function positions(state: ScheduleState, options: RoughScheduleOptions = {}) {
  const result = roughSchedule(state, options);
  expect(result.ok, result.text).toBe(true);
  return result.placed.map((p) => [p.state_id, p.day, p.slot_start, p.slot_end]);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe("roughSchedule", () => {
  describe("rapid strategy", () => {
    it("packs the items into the earliest standard blocks", () => {
      const state = stateOf(7, items(1, 3), [taskClass(1, "离散数学期末复习")]);
      expect(positions(state)).toEqual([
        [11, 1, 1, 2],
        [12, 1, 3, 4],
        [13, 1, 5, 6],
      ]);
    });

    it("marks every item suggested with its one slot and reports placements and day load", () => {
      const state = stateOf(
        7,
        [
          course(1, "高等数学", [[1, 1, 2]]),
          item(11, "第一章 命题逻辑", 1, 1),
          item(12, "第二章 谓词逻辑", 1, 2),
        ],
        [taskClass(1, "离散数学期末复习")],
      );
      const result = roughSchedule(state, { category_id: 1 });
      expect(result.ok).toBe(true);
      expect(result.text).toBe(
        [
          "粗排完成：已为 [离散数学期末复习] 预排2个任务（共4节）。",
          "  [11]第一章 命题逻辑 → 第1天第3-4节",
          "  [12]第二章 谓词逻辑 → 第1天第5-6节",
          "第1天当前占用：[1]高等数学(1-2节) [11]第一章 命题逻辑(3-4节) [12]第二章 谓词逻辑(5-6节)，占用6/12。",
          "待安排任务剩余：0个。",
        ].join("\n"),
      );
      const placedItem = result.state.tasks.find((task) => task.state_id === 11);
      expect(placedItem).toMatchObject({ status: "suggested", slots: [{ day: 1, slot_start: 3, slot_end: 4 }] });
      expect(placedItem?.embed_host).toBeUndefined();
    });

    it("takes a standard block over an earlier straddling start on the same day", () => {
      const state = stateOf(7, [course(1, "体育", [[1, 1, 1]]), ...items(1, 2)], [taskClass(1, "复习")]);
      expect(positions(state)).toEqual([
        [11, 1, 3, 4],
        [12, 1, 5, 6],
      ]);
    });

    it("takes a straddling position on an earlier day over a standard block on a later day", () => {
      const state = stateOf(7, [course(1, "体育", [[1, 1, 1], [1, 4, 12]]), ...items(1, 1)], [taskClass(1, "复习")]);
      expect(positions(state)).toEqual([[11, 1, 2, 3]]);
    });

    it("places items of other durations at the earliest start, without block alignment", () => {
      const state = stateOf(
        7,
        [course(1, "体育", [[1, 1, 1]]), item(11, "长任务", 1, 1, { duration: 3 }), item(12, "短任务", 1, 2, { duration: 1 })],
        [taskClass(1, "复习")],
      );
      expect(positions(state)).toEqual([
        [11, 1, 2, 4],
        [12, 1, 5, 5],
      ]);
    });

    it("gives an item without duration the default of 2 periods and records it", () => {
      const state = stateOf(7, [item(11, "无时长", 1, 1, { duration: undefined })], [taskClass(1, "复习")]);
      const result = roughSchedule(state);
      expect(result.placed).toEqual([{ state_id: 11, day: 1, slot_start: 1, slot_end: 2 }]);
      expect(result.state.tasks[0].duration).toBe(2);
    });
  });

  describe("steady strategy", () => {
    it("spreads 3 items over 7 days at days 1, 3 and 5", () => {
      const state = stateOf(7, items(1, 3), [taskClass(1, "复习", { strategy: "steady" })]);
      expect(positions(state)).toEqual([
        [11, 1, 1, 2],
        [12, 3, 1, 2],
        [13, 5, 1, 2],
      ]);
    });

    it("spreads 4 items over 7 days at days 1, 2, 4 and 6", () => {
      const state = stateOf(7, items(1, 4), [taskClass(1, "复习", { strategy: "steady" })]);
      expect(positions(state).map(([, day]) => day)).toEqual([1, 2, 4, 6]);
    });

    it("spreads over the class's own days", () => {
      const state = stateOf(7, items(1, 2), [taskClass(1, "复习", { strategy: "steady", day_start: 3, day_end: 6 })]);
      expect(positions(state).map(([, day]) => day)).toEqual([3, 5]);
    });

    it("falls back to the latest earlier day when no day at or after the target has room", () => {
      const fullDays = course(1, "实习", [[6, 1, 12], [7, 1, 12]]);
      const state = stateOf(7, [fullDays, ...items(1, 4)], [taskClass(1, "复习", { strategy: "steady" })]);
      expect(positions(state).map(([, day]) => day)).toEqual([1, 2, 4, 5]);
    });

    it("keeps room for the tail: an item stays off its target day when the later items need that space", () => {
      // Day 1 has 3 free blocks, day 2 only one. Targets are days 1, 1, 2, 2, but item 3 on day 2 would leave
      // item 4 nowhere to go, so item 3 stays on day 1.
      const state = stateOf(
        2,
        [course(1, "实习", [[1, 7, 12], [2, 3, 12]]), ...items(1, 4)],
        [taskClass(1, "复习", { strategy: "steady", day_end: 2 })],
      );
      expect(positions(state)).toEqual([
        [11, 1, 1, 2],
        [12, 1, 3, 4],
        [13, 1, 5, 6],
        [14, 2, 1, 2],
      ]);
    });

    it("is chosen by the strategy option over the class's rapid strategy", () => {
      const state = stateOf(7, items(1, 3), [taskClass(1, "复习", { strategy: "rapid" })]);
      expect(positions(state, { strategy: "steady" }).map(([, day]) => day)).toEqual([1, 3, 5]);
    });

    it("lets the rapid option override a steady class", () => {
      const state = stateOf(7, items(1, 3), [taskClass(1, "复习", { strategy: "steady" })]);
      expect(positions(state, { strategy: "rapid" }).map(([, day]) => day)).toEqual([1, 1, 1]);
    });
  });

  describe("hard rules", () => {
    it("keeps item_order even when state ids run the other way", () => {
      const state = stateOf(
        7,
        [item(21, "第三章", 1, 3), item(22, "第一章", 1, 1), item(23, "第二章", 1, 2)],
        [taskClass(1, "复习")],
      );
      expect(positions(state)).toEqual([
        [22, 1, 1, 2],
        [23, 1, 3, 4],
        [21, 1, 5, 6],
      ]);
    });

    it("keeps pending items in order around an item of the class that is already suggested", () => {
      const suggested = item(12, "第二章", 1, 2, { status: "suggested", slots: [{ day: 3, slot_start: 1, slot_end: 2 }] });
      const state = stateOf(7, [item(11, "第一章", 1, 1), suggested, item(13, "第三章", 1, 3)], [taskClass(1, "复习")]);
      expect(positions(state)).toEqual([
        [11, 1, 1, 2],
        [13, 3, 3, 4],
      ]);
    });

    it("avoids every period of the excluded blocks", () => {
      const state = stateOf(7, items(1, 3), [taskClass(1, "复习", { excluded_slots: [1, 3] })]);
      expect(positions(state)).toEqual([
        [11, 1, 3, 4],
        [12, 1, 7, 8],
        [13, 1, 9, 10],
      ]);
    });

    it("does not let a longer item touch an excluded block", () => {
      const longItems = [1, 2, 3].map((order) => item(10 + order, `第${order}章`, 1, order, { duration: 3 }));
      const state = stateOf(7, longItems, [taskClass(1, "复习", { excluded_slots: [2] })]);
      expect(positions(state)).toEqual([
        [11, 1, 5, 7],
        [12, 1, 8, 10],
        [13, 2, 5, 7],
      ]);
    });

    it("avoids locked course periods", () => {
      const state = stateOf(7, [course(1, "高等数学", [[1, 1, 4], [1, 7, 8]]), ...items(1, 3)], [taskClass(1, "复习")]);
      expect(positions(state)).toEqual([
        [11, 1, 5, 6],
        [12, 1, 9, 10],
        [13, 1, 11, 12],
      ]);
    });

    it("avoids periods of other suggested tasks", () => {
      const other = item(5, "别的任务", 2, 1, { status: "suggested", slots: [{ day: 1, slot_start: 1, slot_end: 2 }] });
      const state = stateOf(7, [other, ...items(1, 1)], [taskClass(1, "复习")]);
      expect(positions(state, { category_id: 1 })).toEqual([[11, 1, 3, 4]]);
    });

    it("stays inside the class's days", () => {
      const state = stateOf(7, items(1, 2), [taskClass(1, "复习", { day_start: 4, day_end: 5 })]);
      expect(positions(state)).toEqual([
        [11, 4, 1, 2],
        [12, 4, 3, 4],
      ]);
    });

    it("stays inside the day_start..day_end of the options", () => {
      const state = stateOf(7, items(1, 3), [taskClass(1, "复习", { strategy: "steady" })]);
      expect(positions(state, { day_start: 3, day_end: 4 }).map(([, day]) => day)).toEqual([3, 3, 4]);
    });

    it("starts at the option's day_start alone, up to the class's last day", () => {
      const state = stateOf(7, items(1, 1), [taskClass(1, "复习", { day_end: 6 })]);
      expect(positions(state, { day_start: 6 })).toEqual([[11, 6, 1, 2]]);
    });
  });

  describe("embedding into 水课", () => {
    const lockedMorning = course(1, "高等数学", [[1, 1, 10]]);
    const filler = fillerCourse(2, "思政", [[1, 11, 12]]);

    it("does not embed when the class does not allow filler courses", () => {
      const state = stateOf(1, [lockedMorning, filler, ...items(1, 1, 30)], [taskClass(1, "复习", { day_end: 1 })]);
      const result = roughSchedule(state);
      expect(result.ok).toBe(false);
      expect(result.missing_periods).toBe(2);
      expect(result.state).toBe(state);
    });

    it("embeds when allowed and links guest and host both ways", () => {
      const state = stateOf(
        1,
        [lockedMorning, filler, item(30, "背单词", 1, 1)],
        [taskClass(1, "英语", { day_end: 1, allow_filler_course: true })],
      );
      const result = roughSchedule(state);
      expect(result.ok).toBe(true);
      expect(result.placed).toEqual([{ state_id: 30, day: 1, slot_start: 11, slot_end: 12, embed_host: 2 }]);
      const guest = result.state.tasks.find((task) => task.state_id === 30);
      const host = result.state.tasks.find((task) => task.state_id === 2);
      expect(guest).toMatchObject({ status: "suggested", embed_host: 2, slots: [{ day: 1, slot_start: 11, slot_end: 12 }] });
      expect(host?.embedded_by).toEqual([30]);
      expect(result.text).toBe(
        [
          "粗排完成：已为 [英语] 预排1个任务（共2节）。",
          "  [30]背单词 → 第1天第11-12节（嵌入，宿主：[2]思政）",
          "第1天当前占用：[1]高等数学(1-10节) [2]思政(11-12节) [30]背单词(嵌入11-12节)，占用12/12。",
          "待安排任务剩余：0个。",
        ].join("\n"),
      );
    });

    it("appends to a host's existing embedded_by list", () => {
      const busyFiller = fillerCourse(2, "思政", [[1, 11, 12], [1, 9, 10]]);
      const earlierGuest = item(40, "早先的嵌入", 9, 1, {
        status: "suggested",
        embed_host: 2,
        slots: [{ day: 1, slot_start: 9, slot_end: 10 }],
      });
      const state = stateOf(
        1,
        [course(1, "高等数学", [[1, 1, 8]]), { ...busyFiller, embedded_by: [40] }, earlierGuest, item(30, "背单词", 1, 1)],
        [taskClass(1, "英语", { day_end: 1, allow_filler_course: true })],
      );
      const result = roughSchedule(state, { category_id: 1 });
      expect(result.placed).toEqual([{ state_id: 30, day: 1, slot_start: 11, slot_end: 12, embed_host: 2 }]);
      expect(result.state.tasks.find((task) => task.state_id === 2)?.embedded_by).toEqual([40, 30]);
    });

    it("lets the allow_filler_course option override the class", () => {
      const state = stateOf(1, [lockedMorning, filler, ...items(1, 1, 30)], [taskClass(1, "复习", { day_end: 1 })]);
      expect(roughSchedule(state, { allow_filler_course: true }).placed).toEqual([
        { state_id: 30, day: 1, slot_start: 11, slot_end: 12, embed_host: 2 },
      ]);
    });

    it("never embeds when allow_filler_course is false, even for a class that allows it", () => {
      const state = stateOf(
        1,
        [lockedMorning, filler, ...items(1, 1, 30)],
        [taskClass(1, "复习", { day_end: 1, allow_filler_course: true })],
      );
      expect(roughSchedule(state, { allow_filler_course: false }).ok).toBe(false);
    });

    it("prefers a free position on a later day to embedding on an earlier one", () => {
      const state = stateOf(
        2,
        [fillerCourse(2, "思政", [[1, 1, 12]]), ...items(1, 1, 30)],
        [taskClass(1, "复习", { day_end: 2, allow_filler_course: true })],
      );
      const result = roughSchedule(state);
      expect(result.placed).toEqual([{ state_id: 30, day: 2, slot_start: 1, slot_end: 2 }]);
      expect(result.state.tasks.find((task) => task.state_id === 2)?.embedded_by).toBeUndefined();
    });

    it("embeds only the items that free periods cannot hold", () => {
      const state = stateOf(
        1,
        [course(1, "高等数学", [[1, 1, 8]]), fillerCourse(2, "思政", [[1, 11, 12]]), ...items(1, 2, 30)],
        [taskClass(1, "复习", { day_end: 1, allow_filler_course: true })],
      );
      expect(roughSchedule(state).placed).toEqual([
        { state_id: 30, day: 1, slot_start: 9, slot_end: 10 },
        { state_id: 31, day: 1, slot_start: 11, slot_end: 12, embed_host: 2 },
      ]);
    });
  });

  describe("not enough space", () => {
    it("places nothing and reports the exact number of missing periods", () => {
      const state = stateOf(
        1,
        [course(1, "高等数学", [[1, 1, 8]]), ...["第一章", "第二章", "第三章", "第四章"].map((name, index) => item(31 + index, name, 1, index + 1))],
        [taskClass(1, "概率论复习", { day_end: 1 })],
      );
      const result = roughSchedule(state);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(state);
      expect(result.placed).toEqual([]);
      expect(result.missing_periods).toBe(4);
      expect(result.text).toBe(
        [
          "粗排失败：[概率论复习] 还差4节空闲时段，未做任何安排。",
          "[概率论复习]：4个待安排任务共需8节；在可用范围内（第1天，无排除时段，不嵌入水课）按顺序最多放下2个（4节），从 [33]第三章 起的2个任务（4节）放不下。",
        ].join("\n"),
      );
    });

    it("counts the periods an item cannot use because of the order as missing", () => {
      // Free: day 1 periods 1-2, day 2 periods 1-4. Item 1 needs 4 periods, so item 2 can only come after day 2.
      const state = stateOf(
        2,
        [
          course(1, "高等数学", [[1, 3, 12], [2, 5, 12]]),
          item(11, "大章", 1, 1, { duration: 4 }),
          item(12, "小章", 1, 2, { duration: 2 }),
        ],
        [taskClass(1, "复习", { day_end: 2 })],
      );
      const result = roughSchedule(state);
      expect(result.ok).toBe(false);
      expect(result.missing_periods).toBe(2);
    });

    it("names the excluded blocks and filler permission it worked with", () => {
      const state = stateOf(
        1,
        items(1, 6),
        [taskClass(1, "复习", { day_end: 1, excluded_slots: [1, 6], allow_filler_course: true })],
      );
      const result = roughSchedule(state);
      expect(result.missing_periods).toBe(4);
      expect(result.text).toContain("（第1天，排除第1-2节、第11-12节，允许嵌入水课）按顺序最多放下4个（8节）");
    });

    it("changes nothing when one class of several does not fit", () => {
      const state = stateOf(
        1,
        [course(1, "高等数学", [[1, 1, 8]]), ...items(1, 1, 11), ...items(2, 3, 21)],
        [taskClass(1, "英语", { day_end: 1 }), taskClass(2, "数学", { day_end: 1 })],
      );
      const result = roughSchedule(state);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(state);
      expect(result.placed).toEqual([]);
      expect(result.missing_periods).toBe(4);
      expect(result.text.split("\n")[0]).toBe("粗排失败：[数学] 还差4节空闲时段，未做任何安排。");
    });
  });

  describe("several classes", () => {
    it("places every class with pending items, the earliest deadline first", () => {
      const state = stateOf(
        7,
        [course(1, "高等数学", [[1, 3, 12]]), ...items(1, 1, 11), ...items(2, 1, 21)],
        [taskClass(1, "长期复习", { day_end: 7 }), taskClass(2, "明天考试", { day_end: 1 })],
      );
      const result = roughSchedule(state);
      expect(result.ok).toBe(true);
      expect(result.placed).toEqual([
        { state_id: 21, day: 1, slot_start: 1, slot_end: 2 },
        { state_id: 11, day: 2, slot_start: 1, slot_end: 2 },
      ]);
      expect(result.text.split("\n")[0]).toBe("粗排完成：已为 [明天考试] 预排1个任务（共2节），为 [长期复习] 预排1个任务（共2节）。");
    });

    it("schedules only the chosen class when category_id is given", () => {
      const state = stateOf(7, [...items(1, 1, 11), ...items(2, 1, 21)], [taskClass(1, "英语"), taskClass(2, "数学")]);
      const result = roughSchedule(state, { category_id: 2 });
      expect(result.placed.map((p) => p.state_id)).toEqual([21]);
      expect(result.state.tasks.find((task) => task.state_id === 11)?.status).toBe("pending");
      expect(result.text).toContain("待安排任务剩余：1个。");
    });

    it("schedules the chosen classes together and no loose task when category_ids is given", () => {
      const loose: StateTask = { state_id: 40, source: "task", source_id: 400, name: "交班费", category: "待办", status: "pending", locked: false, estimated_sections: 1 };
      const state = stateOf(
        7,
        [...items(1, 1, 11), ...items(2, 1, 21), ...items(3, 1, 31), loose],
        [taskClass(1, "英语"), taskClass(2, "数学"), taskClass(3, "物理", { day_end: 2 })],
      );
      const result = roughSchedule(state, { category_ids: [1, 3] });
      expect(result.placed.map((p) => p.state_id).sort()).toEqual([11, 31]);
      expect(result.text.split("\n")[0]).toBe("粗排完成：已为 [物理] 预排1个任务（共2节），为 [英语] 预排1个任务（共2节）。");
      const pending = result.state.tasks.filter((task) => task.status === "pending").map((task) => task.state_id);
      expect(pending.sort()).toEqual([21, 40]);
      // A class with nothing pending is dropped while another has work; when none has, nothing changes.
      expect(roughSchedule(result.state, { category_ids: [1, 2] }).placed.map((p) => p.state_id)).toEqual([21]);
      expect(roughSchedule(result.state, { category_ids: [1, 3] })).toMatchObject({ ok: false, text: "粗排失败：[英语]、[物理] 都没有待安排的任务。" });
    });

    it("treats a class missing from task_classes as the whole window, rapid, without fillers", () => {
      const orphan = [1, 2].map((order) => item(10 + order, `单元${order}`, 7, order, { category: "英语" }));
      const state = stateOf(3, [fillerCourse(2, "思政", [[1, 1, 4]]), ...orphan], []);
      const result = roughSchedule(state);
      expect(result.placed).toEqual([
        { state_id: 11, day: 1, slot_start: 5, slot_end: 6 },
        { state_id: 12, day: 1, slot_start: 7, slot_end: 8 },
      ]);
      expect(result.text.split("\n")[0]).toBe("粗排完成：已为 [英语] 预排2个任务（共4节）。");
    });
  });

  describe("refusals", () => {
    const state = stateOf(7, items(1, 2), [taskClass(1, "复习"), taskClass(2, "已排完")]);

    it.each<[string, RoughScheduleOptions, string]>([
      ["an unknown category", { category_id: 99 }, "粗排失败：不存在编号为99的任务类。"],
      ["a fractional category", { category_id: 1.5 }, "粗排失败：任务类编号必须是整数，收到的是 1.5。"],
      ["day_start 0", { day_start: 0 }, "粗排失败：起始天第0天超出规划窗口（第1-7天）。"],
      ["day_end past the window", { day_end: 8 }, "粗排失败：结束天第8天超出规划窗口（第1-7天）。"],
      ["a fractional day", { day_start: 2.5 }, "粗排失败：起始天第2.5天超出规划窗口（第1-7天）。"],
      ["day_start after day_end", { day_start: 5, day_end: 3 }, "粗排失败：起始天第5天晚于结束天第3天。"],
      [
        "an unknown strategy",
        { strategy: "fast" as "rapid" },
        "粗排失败：排布策略“fast”无效，只能是 steady（均匀分布）或 rapid（尽快完成）。",
      ],
      [
        "a non-boolean filler flag",
        { allow_filler_course: "yes" as unknown as boolean },
        "粗排失败：allow_filler_course 只能是 true 或 false。",
      ],
      ["a class without pending items", { category_id: 2 }, "粗排失败：[已排完] 没有待安排的任务。"],
      ["an unknown class among several", { category_ids: [1, 99] }, "粗排失败：不存在编号为99的任务类。"],
      ["an empty list of classes", { category_ids: [] }, "粗排失败：任务类编号列表必须是非空的整数列表。"],
      ["several classes and one", { category_ids: [1], category_id: 1 }, "粗排失败：指定了几个任务类时，不能再指定单个任务类或待办。"],
    ])("refuses %s and returns the very input state", (_, options, text) => {
      const result = roughSchedule(state, options);
      expect(result).toEqual({ ok: false, text, state, placed: [] });
      expect(result.state).toBe(state);
    });

    it("refuses when nothing is pending at all", () => {
      const empty = stateOf(7, [course(1, "高等数学", [[1, 1, 2]])], [taskClass(1, "复习")]);
      expect(roughSchedule(empty).text).toBe("粗排失败：当前没有待安排的任务。");
    });

    it("refuses a class whose dates miss the window", () => {
      const outside = stateOf(7, items(1, 1), [taskClass(1, "下学期", { day_start: undefined, day_end: undefined })]);
      const result = roughSchedule(outside);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(outside);
      expect(result.text).toBe("粗排失败：[下学期] 的日期范围不在规划窗口（第1-7天）内，未做任何安排。");
    });

    it("refuses when the class's days and the requested days do not meet", () => {
      const early = stateOf(7, items(1, 1), [taskClass(1, "复习", { day_start: 1, day_end: 3 })]);
      const result = roughSchedule(early, { day_start: 5, day_end: 7 });
      expect(result.ok).toBe(false);
      expect(result.text).toBe("粗排失败：[复习] 的可用日期第1-3天与指定范围第5-7天没有交集，未做任何安排。");
    });

    it("refuses an item whose duration cannot fit in a day", () => {
      const tooLong = stateOf(7, [item(11, "通宵", 1, 1, { duration: 13 })], [taskClass(1, "复习")]);
      const result = roughSchedule(tooLong);
      expect(result.ok).toBe(false);
      expect(result.text).toBe("粗排失败：[复习] 中 [11]通宵 的时长13节无效（需1-12节的整数），未做任何安排。");
    });
  });

  describe("purity", () => {
    it("never mutates the input, on success or with embedding", () => {
      const state = deepFreeze(
        stateOf(
          2,
          [course(1, "高等数学", [[1, 1, 10]]), fillerCourse(2, "思政", [[1, 11, 12]]), ...items(1, 7, 30)],
          [taskClass(1, "复习", { day_end: 2, allow_filler_course: true, strategy: "steady" })],
        ),
      );
      const before = structuredClone(state);
      const result = roughSchedule(state);
      expect(result.ok).toBe(true);
      expect(result.state).not.toBe(state);
      expect(state).toEqual(before);
    });

    it("never mutates the input on failure", () => {
      const state = deepFreeze(stateOf(1, items(1, 7), [taskClass(1, "复习", { day_end: 1 })]));
      const before = structuredClone(state);
      expect(roughSchedule(state).ok).toBe(false);
      expect(state).toEqual(before);
    });
  });
});
