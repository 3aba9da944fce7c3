/**
 * The stage lists and transitions derived from the tool kinds of the contract, pinned to the tools each stage has
 * always offered: a kind moved in lib/protocol/tools.ts shows up here as a changed stage.
 */
import { describe, expect, test } from "vitest";
import { stageAfter, STAGE_TOOLS } from "./stages";

const READS = ["get_overview", "query_range", "find_first_free", "find_free", "list_tasks", "get_task_info", "query_free_time", "query_day"];
const QUICK_TASKS = ["quick_note", "create_task", "query_tasks", "complete_task", "update_task", "delete_task", "undo_schedule", "query_progress", "record_checkin", "record_exam", "query_exams", "cancel_exam", "query_term", "set_term_week"];
const WRITES = ["place", "move", "swap", "batch_move", "unplace"];
const sorted = (names: readonly string[]) => [...names].sort();

describe("STAGE_TOOLS", () => {
  test("routing offers the quick task tools, the reads, rough_schedule, propose_task_class and ask_user, no writes", () => {
    expect(sorted(STAGE_TOOLS.route)).toEqual(
      sorted([...QUICK_TASKS, ...READS, "rough_schedule", "propose_task_class", "ask_user"]),
    );
  });

  test("planning adds the writes, refining drops propose_task_class but keeps rough_schedule; both keep the quick tasks", () => {
    expect(sorted(STAGE_TOOLS.plan)).toEqual(
      sorted([...QUICK_TASKS, ...READS, ...WRITES, "rough_schedule", "propose_task_class", "ask_user"]),
    );
    // A second class with its own range ("线代排这周，英语排下周") is a second rough_schedule after the first.
    expect(sorted(STAGE_TOOLS.execute)).toEqual(sorted([...QUICK_TASKS, ...READS, ...WRITES, "rough_schedule", "ask_user"]));
    expect(sorted(STAGE_TOOLS.rough_build)).toEqual(["ask_user", "rough_schedule"]);
  });

  test("after a quick task the routing tools stay (a compound request goes on); when delivering, the model only speaks", () => {
    expect(STAGE_TOOLS.quick_task).toEqual(STAGE_TOOLS.route);
    expect(STAGE_TOOLS.deliver).toEqual([]);
  });
});

describe("stageAfter", () => {
  test.each([
    [[], "route"],
    [[{ name: "get_overview", ok: true }], "plan"],
    [[{ name: "quick_note", ok: false }], "quick_task"],
    [[{ name: "list_tasks", ok: true }, { name: "query_tasks", ok: true }], "plan"],
    [[{ name: "quick_note", ok: true }, { name: "list_tasks", ok: true }, { name: "rough_schedule", ok: true }], "execute"],
    [[{ name: "list_tasks", ok: true }, { name: "rough_schedule", ok: true }], "execute"],
    [[{ name: "rough_schedule", ok: false }], "plan"],
    [[{ name: "rough_schedule", ok: true }, { name: "propose_task_class", ok: true }], "plan"],
    [[{ name: "rough_schedule", ok: true }, { name: "get_task_info", ok: true }], "execute"],
    [[{ name: "place", ok: false }], "execute"],
    [[{ name: "ask_user", ok: true }], "route"],
    [[{ name: "no_such_tool", ok: true }], "route"],
  ] as const)("%j → %s", (calls, stage) => {
    expect(stageAfter(calls)).toBe(stage);
  });
});
