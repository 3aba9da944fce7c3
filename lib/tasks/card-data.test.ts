import { describe, expect, it } from "vitest";
import { taskQueryCardTaskItemSchema, taskRecordCardDataSchema } from "@/lib/protocol/cards";
import { taskQueryCardItem, taskRecordCardData } from "./card-data";
import { parseQuickNote } from "./quick-note";
import type { TaskDraftResult } from "./task-types";

// 2026-04-27 is a Monday, 16:10 in Shanghai.
const NOW = new Date("2026-04-27T08:10:00Z");
const SHANGHAI = "Asia/Shanghai";

function draftOf(result: TaskDraftResult) {
  if (!result.ok) throw new Error(`expected a draft, got: ${result.error.message}`);
  return result.task;
}

describe("taskRecordCardData", () => {
  it("turns a parsed quick note into the seed's task_record data", () => {
    const { source: _source, ...task } = draftOf(parseQuickNote("提醒我周三晚上8点给导师发周报", { now: NOW, timeZone: SHANGHAI }));
    const data = taskRecordCardData({ ...task, id: 301, created_at: NOW }, SHANGHAI);
    expect(data).toEqual({
      id: 301,
      title: "给导师发周报",
      priority_group: 2,
      priority_label: "重要不紧急",
      deadline_at: "2026-04-29 20:00",
      urgency_threshold_at: "2026-04-28 20:00",
      created_at: "2026-04-27 16:10:00",
    });
    expect(taskRecordCardDataSchema.parse(data)).toEqual(data);
  });

  it("shows the effective quadrant when given now: a quadrant-2 note already past its threshold is urgent", () => {
    const { source: _source, ...task } = draftOf(parseQuickNote("提醒我明天早上9点交材料", { now: NOW, timeZone: SHANGHAI }));
    expect(task).toMatchObject({ priority_group: 2 });
    expect(taskRecordCardData(task, SHANGHAI, NOW)).toMatchObject({ priority_group: 1, priority_label: "重要且紧急" });
    expect(taskRecordCardData(task, SHANGHAI)).toMatchObject({ priority_group: 2, priority_label: "重要不紧急" });
  });

  it("leaves out what the task does not have", () => {
    expect(taskRecordCardData({ title: "买洗衣液", priority_group: 3 }, SHANGHAI)).toEqual({
      title: "买洗衣液",
      priority_group: 3,
      priority_label: "简单不重要",
    });
  });
});

describe("taskQueryCardItem", () => {
  it("shows the effective quadrant and the deadline in the student's zone", () => {
    const item = taskQueryCardItem(
      {
        id: 101,
        title: "离散数学作业 3",
        priority_group: 2,
        deadline_at: new Date("2026-04-29T13:00:00Z"),
        urgency_threshold_at: new Date("2026-04-27T08:00:00Z"),
        is_completed: false,
      },
      NOW,
      SHANGHAI,
    );
    expect(item).toEqual({
      id: 101,
      title: "离散数学作业 3",
      priority_group: 1,
      priority_label: "重要且紧急",
      deadline_at: "2026-04-29 21:00",
      is_completed: false,
    });
    expect(taskQueryCardTaskItemSchema.parse(item)).toEqual(item);
  });

  it("omits deadline_at for a task without one", () => {
    const item = taskQueryCardItem({ id: 108, title: "离散数学错题整理", priority_group: 3, deadline_at: null, is_completed: false }, NOW, SHANGHAI);
    expect(item).not.toHaveProperty("deadline_at");
  });
});
