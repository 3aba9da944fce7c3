import { describe, expect, it } from "vitest";
import type { TaskListItem } from "@/client/tasks-api";
import { asksThreshold, emptyTaskForm, newTaskPayload, taskFormFrom, taskPatchPayload, type TaskFormState } from "./task-form-model";

const REPORT: TaskListItem = {
  id: 7,
  title: "给导师发周报",
  priority_group: 2,
  effective_quadrant: 2,
  priority_label: "重要不紧急",
  turned_urgent: false,
  deadline_at: "2026-04-29T12:00:00.000Z",
  deadline_local: "2026-04-29T20:00",
  deadline_text: "周三 20:00",
  overdue: false,
  urgency_threshold_at: "2026-04-28T12:00:00.000Z",
  urgency_threshold_local: "2026-04-28T20:00",
  estimated_sections: null,
  is_completed: false,
  study_blocks: 0,
  created_at: "2026-04-27T08:00:00.000Z",
};

const form = (changes: Partial<TaskFormState>): TaskFormState => ({ ...emptyTaskForm(), title: "交报告", ...changes });

describe("newTaskPayload", () => {
  it("joins date and time as the student's wall clock and leaves the threshold to the server", () => {
    expect(newTaskPayload(form({ deadlineDate: "2026-04-29", deadlineTime: "20:00", sections: "3" }))).toEqual({
      ok: true,
      payload: { title: "交报告", priority_group: 2, deadline_at: "2026-04-29T20:00", estimated_sections: 3 },
    });
  });

  it("makes a bare date due at 23:59 and sends no deadline when none is given", () => {
    expect(newTaskPayload(form({ deadlineDate: "2026-04-29" }))).toMatchObject({ payload: { deadline_at: "2026-04-29T23:59" } });
    expect(newTaskPayload(form({}))).toMatchObject({ payload: { deadline_at: null, estimated_sections: null } });
  });

  it("sends a threshold only for quadrant 2 with a deadline", () => {
    const dated = { deadlineDate: "2026-04-29", deadlineTime: "20:00", threshold: "2026-04-29T08:00" };
    expect(newTaskPayload(form(dated))).toMatchObject({ payload: { urgency_threshold_at: "2026-04-29T08:00" } });
    expect(newTaskPayload(form({ ...dated, priority_group: 3 }))).not.toHaveProperty("payload.urgency_threshold_at");
    expect(asksThreshold(form({ deadlineDate: "" }))).toBe(false);
  });

  it("names every problem it can see by itself", () => {
    expect(
      newTaskPayload(form({ title: " ", deadlineTime: "20:00", sections: "0" })),
    ).toEqual({ ok: false, errors: { title: "请填写待办内容", deadline: "请先选择截止日期", sections: "所需节数必须是 1 到 24 之间的整数" } });
    expect(newTaskPayload(form({ title: "字".repeat(81) }))).toMatchObject({ errors: { title: "待办内容不能超过 80 个字" } });
    expect(newTaskPayload(form({ sections: "2.5" }))).toMatchObject({ errors: { sections: "所需节数必须是 1 到 24 之间的整数" } });
    expect(newTaskPayload(form({ deadlineDate: "2026-04-29", deadlineTime: "20:00", threshold: "2026-04-29T20:01" }))).toMatchObject({
      errors: { threshold: "提醒紧急的时间不能晚于截止时间" },
    });
  });
});

describe("taskPatchPayload", () => {
  it("sends nothing for an untouched form", () => {
    expect(taskPatchPayload(taskFormFrom(REPORT), REPORT)).toEqual({ ok: true, payload: {} });
  });

  it("sends a moved deadline without the untouched threshold, so the server moves it along", () => {
    expect(taskPatchPayload({ ...taskFormFrom(REPORT), deadlineTime: "21:30" }, REPORT)).toEqual({ ok: true, payload: { deadline_at: "2026-04-29T21:30" } });
  });

  it("sends a cleared threshold as null and a cleared deadline as null", () => {
    expect(taskPatchPayload({ ...taskFormFrom(REPORT), threshold: "" }, REPORT)).toEqual({ ok: true, payload: { urgency_threshold_at: null } });
    expect(taskPatchPayload({ ...taskFormFrom(REPORT), deadlineDate: "", deadlineTime: "" }, REPORT)).toEqual({ ok: true, payload: { deadline_at: null } });
  });

  it("sends the title, quadrant and periods that changed", () => {
    expect(taskPatchPayload({ ...taskFormFrom(REPORT), title: "周报 v2", priority_group: 1, sections: "2" }, REPORT)).toEqual({
      ok: true,
      payload: { title: "周报 v2", priority_group: 1, estimated_sections: 2 },
    });
  });
});
