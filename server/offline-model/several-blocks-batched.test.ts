/**
 * Several blocks of a plan moved by one request (round 38, F): "最后两个都往后推一天", "16:00那两个都改到19:00",
 * "第三章和第四章都顺延一天，时间不动", "这几块全部往后推一周" are read as one move per block, and made as one
 * batch_move (all or none, a block free to take a place another leaves), not a move after a move. The answer after the
 * batch says what it did. Our own sentences, with near misses: one block is one move, and a request whose parts do
 * other things stays a compound.
 */
import { describe, expect, test } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { PLANNER_TOOL_NAMES } from "@/lib/protocol";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";
import type { ToolOutcome } from "./types";

const PLAN_SAID =
  "已生成方案，请在卡片上确认：力学 → 12月2日 周三 16:00–17:40；热学 → 12月3日 周四 19:00–20:40；电磁学 → 12月4日 周五 16:00–17:40；光学 → 12月5日 周六 08:00–09:40。";

const CALENDAR = {
  days: Array.from({ length: 14 }, (_, at) => at + 1).map((day) => ({ day, date: `2026-12-${String(day).padStart(2, "0")}`, weekday: ((day + 1) % 7) + 1 })),
  periods: [...DEFAULT_SECTION_TIMES],
};

const LISTING: ToolOutcome = {
  ok: true,
  text: "共4个任务，待安排4个。",
  facts: {
    kind: "task_list",
    tasks: [
      { id: 51, name: "力学", category: "物理复习", status: "pending", periods: 2 },
      { id: 52, name: "热学", category: "物理复习", status: "pending", periods: 2 },
      { id: 53, name: "电磁学", category: "物理复习", status: "pending", periods: 2 },
      { id: 54, name: "光学", category: "物理复习", status: "pending", periods: 2 },
    ],
  },
};

const prompt = (text: string) => [user("物理复习这周帮我排"), assistantText(PLAN_SAID), user(text)];

async function writeAfterListing(text: string) {
  const first = await nextStep(prompt(text), PLANNER_TOOL_NAMES, CALENDAR);
  expect(first).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  return nextStep([...prompt(text), ...toolExchange("c1", "list_tasks", { status: "all" }, LISTING)], PLANNER_TOOL_NAMES, CALENDAR);
}

describe("several blocks moved at once", () => {
  test.each([
    ["最后两个都往后推一天", [{ task_id: 54, new_day: 6, new_slot_start: 1 }, { task_id: 53, new_day: 5, new_slot_start: 7 }]],
    ["16:00那两个都改到19:00", [{ task_id: 51, new_day: 2, new_slot_start: 9 }, { task_id: 53, new_day: 4, new_slot_start: 9 }]],
    ["力学和热学都顺延一天，时间不动", [{ task_id: 52, new_day: 4, new_slot_start: 9 }, { task_id: 51, new_day: 3, new_slot_start: 7 }]],
    ["这几块全部往后推一周", [{ task_id: 54, new_day: 12 }, { task_id: 53, new_day: 11 }, { task_id: 52, new_day: 10 }, { task_id: 51, new_day: 9 }]],
  ])("%s is one batch", async (text, moves) => {
    expect(await writeAfterListing(text)).toMatchObject({ kind: "tool", toolName: "batch_move", input: { moves } });
  });

  test("after the batch, what it did is said", async () => {
    const text = "最后两个都往后推一天";
    const moves = [{ task_id: 54, new_day: 6, new_slot_start: 1 }, { task_id: 53, new_day: 5, new_slot_start: 7 }];
    const done = await nextStep(
      [
        ...prompt(text),
        ...toolExchange("c1", "list_tasks", { status: "all" }, LISTING),
        ...toolExchange("c2", "batch_move", { moves }, { ok: true, text: "已移动2个任务：光学 → 第6天第1-2节；电磁学 → 第5天第7-8节" }),
      ],
      PLANNER_TOOL_NAMES,
      CALENDAR,
    );
    expect(done).toMatchObject({ kind: "text" });
    expect((done as { text: string }).text).toContain("光学");
  });

  test("near miss: one block is one move", async () => {
    expect(await writeAfterListing("最后那个往后推一天")).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 54, new_day: 6 } });
  });

  test("near miss: a block taken off and another moved stay two steps", async () => {
    expect(await writeAfterListing("光学先拿掉，热学提前到周三上午八点")).toMatchObject({ kind: "tool", toolName: "unplace", input: { task_id: 54 } });
  });
});
