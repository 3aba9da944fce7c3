import { describe, expect, it } from "vitest";
import { parseCreateTask, parseQuickNote } from "./quick-note";

const SHANGHAI = "Asia/Shanghai";
// 2026-11-30 is a Monday, 10:00 in Shanghai (02:00 UTC).
const MONDAY_10 = new Date("2026-11-30T02:00:00Z");
const options = { now: MONDAY_10, timeZone: SHANGHAI };

describe("parseQuickNote", () => {
  it("reads 提醒我周三晚上8点给导师发周报", () => {
    expect(parseQuickNote("提醒我周三晚上8点给导师发周报", options)).toEqual({
      ok: true,
      task: {
        title: "给导师发周报",
        deadline_at: new Date("2026-12-02T12:00:00.000Z"),
        deadline_has_time: true,
        priority_group: 2,
        urgency_threshold_at: new Date("2026-12-01T12:00:00.000Z"),
        source: "quick_note",
      },
    });
  });

  it("reads 记一下明天下午交实验报告 with the afternoon's end as the deadline", () => {
    expect(parseQuickNote("记一下明天下午交实验报告", options)).toEqual({
      ok: true,
      task: {
        title: "交实验报告",
        deadline_at: new Date("2026-12-01T10:00:00.000Z"),
        deadline_has_time: false,
        priority_group: 2,
        urgency_threshold_at: new Date("2026-11-30T10:00:00.000Z"),
        source: "quick_note",
      },
    });
  });

  it("reads remind me to email the TA Friday 5pm", () => {
    expect(parseQuickNote("remind me to email the TA Friday 5pm", options)).toEqual({
      ok: true,
      task: {
        title: "email the TA",
        deadline_at: new Date("2026-12-04T09:00:00.000Z"),
        deadline_has_time: true,
        priority_group: 2,
        urgency_threshold_at: new Date("2026-12-03T09:00:00.000Z"),
        source: "quick_note",
      },
    });
  });

  it("reads 帮我记个事：月底前交党课心得 (the month ends today)", () => {
    expect(parseQuickNote("帮我记个事：月底前交党课心得", options)).toEqual({
      ok: true,
      task: {
        title: "交党课心得",
        deadline_at: new Date("2026-11-30T15:59:00.000Z"),
        deadline_has_time: false,
        priority_group: 2,
        urgency_threshold_at: new Date("2026-11-29T15:59:00.000Z"),
        source: "quick_note",
      },
    });
  });

  it("drops the 在 that introduces the date", () => {
    expect(parseQuickNote("提醒我在周三晚上8点给导师发周报", options)).toMatchObject({ ok: true, task: { title: "给导师发周报" } });
  });

  it("drops the verb that files the thing on its day (把X记到周六) and the 把 it leaves, but keeps 拖到 and 还到", () => {
    const titleOf = (text: string) => {
      const result = parseQuickNote(text, options);
      return result.ok ? result.task.title : result.error.message;
    };
    expect(titleOf("把洗衣服记到周六")).toBe("洗衣服");
    expect(titleOf("把交水费到周四")).toBe("交水费");
    expect(titleOf("体测报名表放到周五")).toBe("体测报名表");
    expect(titleOf("把取快递加到明天下午三点")).toBe("取快递");
    // How late or where something goes is part of what it is.
    expect(titleOf("作业拖到周五")).toMatch(/拖/);
    expect(titleOf("把书还到图书馆周五前")).toBe("把书还到图书馆");
  });

  it("defaults an undated note to 简单不重要 with no deadline and no threshold", () => {
    expect(parseQuickNote("记一下买洗衣液", options)).toEqual({
      ok: true,
      task: { title: "买洗衣液", priority_group: 3, source: "quick_note" },
    });
  });

  it("uses a stated priority and sets no threshold outside quadrant 2", () => {
    expect(parseQuickNote("提醒我今晚交报告，很急", options)).toEqual({
      ok: true,
      task: {
        title: "交报告",
        deadline_at: new Date("2026-11-30T15:59:00.000Z"),
        deadline_has_time: false,
        priority_group: 1,
        source: "quick_note",
      },
    });
  });

  it("keeps a start phrase (以后) in the title and sets no deadline", () => {
    expect(parseQuickNote("帮我记一下周五以后再改论文", options)).toEqual({
      ok: true,
      task: { title: "周五以后再改论文", priority_group: 3, source: "quick_note" },
    });
  });

  it("returns a Chinese validation error when nothing but filler and a date is left", () => {
    expect(parseQuickNote("提醒我明天", options)).toEqual({
      ok: false,
      error: { code: "empty_title", field: "title", message: "没有识别到任务内容，请告诉我要记下什么事，比如“周三晚上8点给导师发周报”。" },
    });
  });
});

describe("parseCreateTask", () => {
  it("reads 创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急", () => {
    expect(parseCreateTask("创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急", options)).toEqual({
      ok: true,
      task: {
        title: "完成离散数学第1节复习",
        deadline_at: new Date("2026-12-03T14:00:00.000Z"),
        deadline_has_time: true,
        priority_group: 1,
        source: "create_task",
      },
    });
  });

  it("reads create a task: finish lab report by Thursday 10pm, urgent and important", () => {
    expect(parseCreateTask("create a task: finish lab report by Thursday 10pm, urgent and important", options)).toEqual({
      ok: true,
      task: {
        title: "finish lab report",
        deadline_at: new Date("2026-12-03T14:00:00.000Z"),
        deadline_has_time: true,
        priority_group: 1,
        source: "create_task",
      },
    });
  });

  it.each([
    ["新建任务：复习线代，需要2节", "复习线代", 2],
    ["创建任务：背单词，预计3节课", "背单词", 3],
    ["create task: read chapter 3, 2 periods", "read chapter 3", 2],
  ])("reads the estimated periods in %s", (text, title, sections) => {
    const result = parseCreateTask(text, options);
    expect(result).toMatchObject({ ok: true, task: { title, estimated_sections: sections, source: "create_task" } });
  });

  it("leaves estimated_sections absent when none is stated", () => {
    const result = parseCreateTask("创建任务：复习线代", options);
    expect(result).toEqual({ ok: true, task: { title: "复习线代", priority_group: 3, source: "create_task" } });
  });

  it("returns a validation error, not a throw, when the title is empty", () => {
    const result = parseCreateTask("创建任务：周四晚上10点前，重要紧急", options);
    expect(result).toMatchObject({ ok: false, error: { code: "empty_title", field: "title" } });
  });

  describe("estimated periods", () => {
    it("does not read a count inside the title as periods: read 2 sections of chapter 4", () => {
      expect(parseCreateTask("create task: read 2 sections of chapter 4", options)).toEqual({
        ok: true,
        task: { title: "read 2 sections of chapter 4", priority_group: 3, source: "create_task" },
      });
    });

    it("reads a clause of its own as periods: 创建任务：刷题，2节课", () => {
      expect(parseCreateTask("创建任务：刷题，2节课", options)).toMatchObject({ ok: true, task: { title: "刷题", estimated_sections: 2 } });
    });

    it("reads a lead word in English: takes 3 periods", () => {
      expect(parseCreateTask("add a task: review notes, takes 3 periods", options)).toMatchObject({
        ok: true,
        task: { title: "review notes", estimated_sections: 3 },
      });
    });
  });
});
