import { describe, expect, test } from "vitest";
import { READ_TOOL_NAMES, SCHEDULE_TOOLS, scheduleToolDefinitions, WRITE_TOOL_NAMES } from "./definitions";

describe("scheduleToolDefinitions", () => {
  test("defines the ten tools and the find_free alias, each once", () => {
    expect(scheduleToolDefinitions.map((definition) => definition.name).sort()).toEqual(
      [
        "batch_move",
        "find_first_free",
        "find_free",
        "get_overview",
        "get_task_info",
        "list_tasks",
        "move",
        "place",
        "query_range",
        "swap",
        "unplace",
      ].sort(),
    );
  });

  test("each entry's kind puts it among the read or the write tools, in declaration order", () => {
    expect(READ_TOOL_NAMES).toEqual(["get_overview", "query_range", "find_first_free", "find_free", "list_tasks", "get_task_info"]);
    expect(WRITE_TOOL_NAMES).toEqual(["place", "move", "swap", "batch_move", "unplace"]);
    for (const { name, ...entry } of scheduleToolDefinitions) expect(SCHEDULE_TOOLS[name]).toEqual(entry);
  });

  test("read and write names split the definitions without overlap", () => {
    expect(READ_TOOL_NAMES.filter((name) => (WRITE_TOOL_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect([...READ_TOOL_NAMES, ...WRITE_TOOL_NAMES].sort()).toEqual(
      scheduleToolDefinitions.map((definition) => definition.name).sort(),
    );
  });

  test.each(scheduleToolDefinitions.map((definition) => [definition.name, definition.description] as const))(
    "%s says when to use it and when not to",
    (_name, description) => {
      expect(description).toMatch(/适用：.+/);
      expect(description).toMatch(/不适用：.+/);
    },
  );

  test("find_free shares find_first_free's schema and says it is an alias", () => {
    const byName = new Map(scheduleToolDefinitions.map((definition) => [definition.name, definition]));
    expect(byName.get("find_free")?.inputSchema).toBe(byName.get("find_first_free")?.inputSchema);
    expect(byName.get("find_free")?.description).toContain("别名");
  });
});
