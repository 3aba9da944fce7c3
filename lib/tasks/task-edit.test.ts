import { describe, expect, it } from "vitest";
import { checkNewTask, checkTaskEdit, type TaskFields } from "./task-edit";

const HOUR = 60 * 60 * 1000;
// Wednesday 2026-04-29 20:00 in Shanghai.
const DEADLINE = new Date("2026-04-29T12:00:00Z");
const hoursBefore = (hours: number, from = DEADLINE) => new Date(from.getTime() - hours * HOUR);

const TASK: TaskFields = {
  title: "给导师发周报",
  priority_group: 2,
  deadline_at: DEADLINE,
  urgency_threshold_at: hoursBefore(24),
  estimated_sections: null,
  is_completed: false,
};

describe("checkNewTask", () => {
  it("trims the title and fills the default threshold for quadrant 2 with a deadline", () => {
    expect(checkNewTask({ title: "  交报告 ", priority_group: 2, deadline_at: DEADLINE })).toEqual({
      ok: true,
      value: { title: "交报告", priority_group: 2, deadline_at: DEADLINE, urgency_threshold_at: hoursBefore(24), estimated_sections: null, is_completed: false },
    });
  });

  it("leaves the threshold empty for other quadrants and without a deadline", () => {
    expect(checkNewTask({ title: "取快递", priority_group: 3, deadline_at: DEADLINE })).toMatchObject({ value: { urgency_threshold_at: null } });
    expect(checkNewTask({ title: "周报", priority_group: 2 })).toMatchObject({ value: { deadline_at: null, urgency_threshold_at: null } });
  });

  it("keeps a threshold the student chose, and null as 'never'", () => {
    expect(checkNewTask({ title: "周报", priority_group: 2, deadline_at: DEADLINE, urgency_threshold_at: hoursBefore(3) })).toMatchObject({
      value: { urgency_threshold_at: hoursBefore(3) },
    });
    expect(checkNewTask({ title: "周报", priority_group: 2, deadline_at: DEADLINE, urgency_threshold_at: null })).toMatchObject({
      value: { urgency_threshold_at: null },
    });
  });

  it("names each boundary of title and periods", () => {
    expect(checkNewTask({ title: "字".repeat(80), priority_group: 3, estimated_sections: 24 }).ok).toBe(true);
    expect(checkNewTask({ title: "字".repeat(81), priority_group: 3 })).toEqual({ ok: false, reasons: ["待办内容不能超过 80 个字"] });
    // Emoji count as one character each, as the student sees them.
    expect(checkNewTask({ title: "📚".repeat(80), priority_group: 3 }).ok).toBe(true);
    for (const sections of [0, 25, 2.5, -1]) {
      expect(checkNewTask({ title: "复习", priority_group: 3, estimated_sections: sections })).toEqual({ ok: false, reasons: ["所需节数必须是 1 到 24 之间的整数"] });
    }
  });

  it("refuses a threshold after the deadline but accepts one equal to it", () => {
    expect(checkNewTask({ title: "周报", priority_group: 2, deadline_at: DEADLINE, urgency_threshold_at: new Date(DEADLINE.getTime() + 1) })).toEqual({
      ok: false,
      reasons: ["提醒紧急的时间不能晚于截止时间"],
    });
    expect(checkNewTask({ title: "周报", priority_group: 2, deadline_at: DEADLINE, urgency_threshold_at: DEADLINE }).ok).toBe(true);
  });
});

describe("checkTaskEdit", () => {
  it("returns only what changes", () => {
    expect(checkTaskEdit(TASK, { title: " 给导师发周报 ", priority_group: 2, is_completed: true })).toEqual({ ok: true, value: { is_completed: true } });
    expect(checkTaskEdit(TASK, {})).toEqual({ ok: true, value: {} });
  });

  it("does not judge fields the patch leaves alone", () => {
    const legacy = { ...TASK, title: "长".repeat(120) };
    expect(checkTaskEdit(legacy, { is_completed: true })).toEqual({ ok: true, value: { is_completed: true } });
  });

  it("moves the threshold with a moved deadline, keeping the lead time", () => {
    const later = new Date(DEADLINE.getTime() + 48 * HOUR);
    expect(checkTaskEdit({ ...TASK, urgency_threshold_at: hoursBefore(72) }, { deadline_at: later })).toEqual({
      ok: true,
      value: { deadline_at: later, urgency_threshold_at: hoursBefore(72, later) },
    });
  });

  it("clears the threshold with the deadline", () => {
    expect(checkTaskEdit(TASK, { deadline_at: null })).toEqual({ ok: true, value: { deadline_at: null, urgency_threshold_at: null } });
  });

  it("gives the default threshold to a task that becomes quadrant 2 or gets its first deadline", () => {
    const errand = { ...TASK, priority_group: 3 as const, urgency_threshold_at: null };
    expect(checkTaskEdit(errand, { priority_group: 2 })).toEqual({ ok: true, value: { priority_group: 2, urgency_threshold_at: hoursBefore(24) } });
    const undated = { ...TASK, deadline_at: null, urgency_threshold_at: null };
    expect(checkTaskEdit(undated, { deadline_at: DEADLINE })).toEqual({ ok: true, value: { deadline_at: DEADLINE, urgency_threshold_at: hoursBefore(24) } });
  });

  it("takes the student's own threshold over the following one", () => {
    const later = new Date(DEADLINE.getTime() + 48 * HOUR);
    expect(checkTaskEdit(TASK, { deadline_at: later, urgency_threshold_at: hoursBefore(2, later) })).toEqual({
      ok: true,
      value: { deadline_at: later, urgency_threshold_at: hoursBefore(2, later) },
    });
  });

  it("refuses a deadline moved before the threshold the student keeps", () => {
    expect(checkTaskEdit(TASK, { deadline_at: hoursBefore(30), urgency_threshold_at: hoursBefore(24) })).toEqual({
      ok: false,
      reasons: ["提醒紧急的时间不能晚于截止时间"],
    });
  });

  it("collects every reason", () => {
    expect(checkTaskEdit(TASK, { title: "", estimated_sections: 0, urgency_threshold_at: new Date(DEADLINE.getTime() + HOUR) })).toEqual({
      ok: false,
      reasons: ["请填写待办内容", "所需节数必须是 1 到 24 之间的整数", "提醒紧急的时间不能晚于截止时间"],
    });
  });

  it("does not mutate the task or the patch", () => {
    const task = structuredClone(TASK);
    const patch = { deadline_at: new Date(DEADLINE.getTime() + HOUR) };
    checkTaskEdit(task, patch);
    expect(task).toEqual(TASK);
    expect(patch.deadline_at.toISOString()).toBe("2026-04-29T13:00:00.000Z");
  });
});
