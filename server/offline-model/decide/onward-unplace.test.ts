/** The blocks from a day on taken off one by one, then said once in the student's words. */
import { describe, expect, test } from "vitest";
import type { ToolOutcome } from "@/server/offline-model/types";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

const calendar = {
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, date: `2026-12-0${day}`, weekday: day })),
  periods: Array.from({ length: 12 }, (_, index) => ({ start: `${String(8 + index).padStart(2, "0")}:00`, end: `${String(8 + index).padStart(2, "0")}:45` })),
};

function block(id: number, name: string, day: number, status: "suggested" | "existing" = "suggested") {
  return { id, name, category: "高数复习", status, first_block: { day, slot_start: 3, slot_end: 4 } };
}

const listing: ToolOutcome = {
  ok: true,
  text: "共4个任务",
  facts: { kind: "task_list", tasks: [block(1, "积分", 1), block(2, "级数", 3), block(3, "微分方程", 5), block(4, "线代作业", 4, "existing")] },
};
const listed = toolExchange("c1", "list_tasks", { status: "all" }, listing);

describe("decideUnplaceFrom", () => {
  test("takes the draft's blocks from that day on off, one at a time", async () => {
    expect(await nextStep([user("周三以后的都先别排")], undefined, calendar)).toMatchObject({ toolName: "list_tasks", input: { status: "all" } });
    expect(await nextStep([user("周三以后的都先别排"), ...listed], undefined, calendar)).toMatchObject({ toolName: "unplace", input: { task_id: 2 } });
    const first = toolExchange("c2", "unplace", { task_id: 2 }, { ok: true, text: "已移除：级数" });
    expect(await nextStep([user("周三以后的都先别排"), ...listed, ...first], undefined, calendar)).toMatchObject({ toolName: "unplace", input: { task_id: 3 } });
    const second = toolExchange("c3", "unplace", { task_id: 3 }, { ok: true, text: "已移除：微分方程" });
    const done = await nextStep([user("周三以后的都先别排"), ...listed, ...first, ...second], undefined, calendar);
    expect(done).toMatchObject({ kind: "text" });
    expect(done.kind === "text" && done.text).toMatch(/周三起的2块/);
  });

  test("asks when no block lies that late", async () => {
    expect(await nextStep([user("周日以后的都先别排"), ...listed], undefined, calendar)).toMatchObject({ toolName: "ask_user" });
  });
});
