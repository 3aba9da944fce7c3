/**
 * Two blocks of a plan just proposed traded by time when their lengths differ (round 37, A): swap keeps each block's
 * periods and so refuses blocks of different lengths, so "四级真题和错题本换一下时间" is a batch of two moves, each block
 * to where the other starts. Blocks of one length are still swapped. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { PLANNER_TOOL_NAMES } from "@/lib/protocol";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";
import type { ToolOutcome } from "./types";

const PLAN_SAID =
  "已生成方案，请在卡片上确认：写实验报告 → 12月2日 周三 19:00起3节；背单词 → 12月3日 周四 14:00–15:40；读文献 → 12月5日 周六 08:00–09:40；刷真题 → 12月6日 周日 08:00–11:40。";

const CALENDAR = {
  days: [1, 2, 3, 4, 5, 6].map((day) => ({ day, date: `2026-12-0${day}`, weekday: ((day + 1) % 7) + 1 })),
  periods: [...DEFAULT_SECTION_TIMES],
};

const LISTING: ToolOutcome = {
  ok: true,
  text: "共4个任务，待安排4个。",
  facts: {
    kind: "task_list",
    tasks: [
      { id: 41, name: "写实验报告", category: "待办", status: "pending", periods: 3 },
      { id: 42, name: "背单词", category: "待办", status: "pending", periods: 2 },
      { id: 43, name: "读文献", category: "待办", status: "pending", periods: 2 },
      { id: 44, name: "刷真题", category: "待办", status: "pending", periods: 4 },
    ],
  },
};

async function writeAfterListing(text: string) {
  const prompt = [user("这周的待办帮我找时间"), assistantText(PLAN_SAID), user(text)];
  const first = await nextStep(prompt, PLANNER_TOOL_NAMES, CALENDAR);
  expect(first).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  return nextStep([...prompt, ...toolExchange("c1", "list_tasks", { status: "all" }, LISTING)], PLANNER_TOOL_NAMES, CALENDAR);
}

describe("two blocks of different lengths traded", () => {
  test.each([
    ["刷真题和背单词换一下时间", [{ task_id: 44, new_day: 3, new_slot_start: 5 }, { task_id: 42, new_day: 6, new_slot_start: 1 }]],
    ["实验报告跟读文献对调一下", [{ task_id: 41, new_day: 5, new_slot_start: 1 }, { task_id: 43, new_day: 2, new_slot_start: 9 }]],
    ["把背单词和实验报告互换一下位置", [{ task_id: 42, new_day: 2, new_slot_start: 9 }, { task_id: 41, new_day: 3, new_slot_start: 5 }]],
    ["读文献跟刷真题调换一下吧", [{ task_id: 43, new_day: 6, new_slot_start: 1 }, { task_id: 44, new_day: 5, new_slot_start: 1 }]],
  ])("%s", async (text, moves) => {
    expect(await writeAfterListing(text)).toMatchObject({ kind: "tool", toolName: "batch_move", input: { moves } });
  });

  test("near miss: blocks of one length are swapped", async () => {
    expect(await writeAfterListing("背单词和读文献换一下时间")).toMatchObject({ kind: "tool", toolName: "swap", input: { task_a: 42, task_b: 43 } });
  });
});
