import { describe, expect, test } from "vitest";
import { executeTool, SCHEDULE_TOOL_NAMES } from "@/lib/schedule";
import { allPlacedExample, timetableExample } from "@/testing/fixtures/seed-example";

describe("executeTool", () => {
  test("answers an unknown tool name with the available ones", () => {
    const result = executeTool(timetableExample, "delete_task", { task_id: 3 });
    expect(result).toEqual({
      ok: false,
      text: `未知工具：delete_task。可用工具：${SCHEDULE_TOOL_NAMES.join("、")}。`,
      state: timetableExample,
    });
  });

  test("names inherited from Object are unknown tools, not crashes", () => {
    expect(executeTool(timetableExample, "toString", {}).ok).toBe(false);
    expect(executeTool(timetableExample, "__proto__", {}).ok).toBe(false);
  });

  test("reads arguments sent as a JSON string", () => {
    expect(executeTool(timetableExample, "get_task_info", '{"task_id":"1"}').text).toBe(
      executeTool(timetableExample, "get_task_info", { task_id: 1 }).text,
    );
  });

  test("missing arguments read as an empty object", () => {
    expect(executeTool(timetableExample, "get_overview", undefined).ok).toBe(true);
    expect(executeTool(timetableExample, "list_tasks", null).ok).toBe(true);
    expect(executeTool(timetableExample, "unplace", undefined).text).toBe("参数错误：缺少 task_id。");
  });

  test("null stands for a field left out", () => {
    expect(executeTool(timetableExample, "query_range", { day: 4, slot_start: null, slot_end: null }).text).toBe(
      executeTool(timetableExample, "query_range", { day: 4 }).text,
    );
    expect(executeTool(timetableExample, "list_tasks", { category: null, status: null }).ok).toBe(true);
    expect(executeTool(timetableExample, "place", { task_id: null, day: 5, slot_start: 1 }).text).toBe(
      "参数错误：缺少 task_id。",
    );
  });

  test("arguments that are not an object are refused", () => {
    expect(executeTool(timetableExample, "unplace", "3 please").text).toBe("参数错误：参数必须是一个 JSON 对象。");
    expect(executeTool(timetableExample, "unplace", [3]).text).toBe("参数错误：参数必须是一个 JSON 对象。");
  });

  test("read tools hand back the very input state", () => {
    for (const [name, args] of [
      ["get_overview", {}],
      ["query_range", { day: 1 }],
      ["find_first_free", { duration: 2 }],
      ["list_tasks", {}],
      ["get_task_info", { task_id: 1 }],
    ] as const) {
      expect(executeTool(allPlacedExample, name, args).state).toBe(allPlacedExample);
    }
  });

  test("a successful write returns a new state and leaves the input as it was", () => {
    const before = structuredClone(timetableExample);
    const result = executeTool(timetableExample, "place", { task_id: 9, day: 2, slot_start: 5 });
    expect(result.ok).toBe(true);
    expect(result.state).not.toBe(timetableExample);
    expect(timetableExample).toEqual(before);
  });
});
