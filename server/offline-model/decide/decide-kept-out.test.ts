/**
 * A scheduling request that keeps something out: rough_schedule gets the names as the student said them (also once
 * the range was asked for), and the reply says back what stayed out and any name that matched nothing pending.
 */
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState, type StateTask } from "@/lib/schedule";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { deepFreeze, seedWindow } from "@/testing/fixtures/seed-example";
import type { ToolOutput } from "@/lib/protocol";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

function todo(stateId: number, name: string): StateTask {
  return { state_id: stateId, source: "task", source_id: stateId, name, category: "待办", status: "pending", locked: false, estimated_sections: 2 };
}

const todos: ScheduleState = deepFreeze({ window: seedWindow, tasks: [todo(41, "写英语作文"), todo(42, "整理离散错题本"), todo(43, "交实验报告")] });
const listed = toolExchange("c1", "list_tasks", { status: "pending" }, executeTool(todos, "list_tasks", { status: "pending" }));

describe("decideSchedule keeping something out", () => {
  test("passes what is kept out to rough_schedule beside the rest of the request", async () => {
    const step = await nextStep([user("这周的待办都塞进去，英语作文那个先留着"), ...listed]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "待办", range: "这周", exclude: ["英语作文"] } });
  });

  test("keeps the names when the range is asked for and answered", async () => {
    const asked = { question: "想排到哪段时间？", options: ["这周", "下周"] };
    const first = await nextStep([user("除了错题本其余待办都安排上"), ...listed]);
    expect(first).toMatchObject({ kind: "tool", toolName: "ask_user", input: asked });
    const answered = [
      user("除了错题本其余待办都安排上"),
      ...listed,
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText("想排到哪段时间？（可选：这周 / 下周）"),
      user("下周"),
      ...toolExchange("c3", "list_tasks", { status: "pending" }, executeTool(todos, "list_tasks", { status: "pending" })),
    ];
    expect(await nextStep(answered)).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range: "下周", exclude: ["错题本"] } });
  });

  test("an answer to the range question may keep something out too", async () => {
    const asked = { question: "想排到哪段时间？", options: ["这周", "下周"] };
    const answered = [
      user("帮我把待办排一下"),
      ...listed,
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText("想排到哪段时间？（可选：这周 / 下周）"),
      user("下周吧，实验报告先不用排"),
      ...toolExchange("c3", "list_tasks", { status: "pending" }, executeTool(todos, "list_tasks", { status: "pending" })),
    ];
    const step = await nextStep(answered);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "待办", range: "下周", exclude: ["实验报告"] } });
  });

  test("says back in the student's words what stayed out and what matched nothing", async () => {
    const plan = roughSchedule(todos, { loose_only: true, exclude_task_ids: [41] });
    const rough: ToolOutput = {
      ok: true,
      text: plan.text,
      facts: { kind: "rough_plan", placed_tasks: 2, placed_periods: 4, kept_out: ["英语作文"], not_found: ["日语听力"] },
    };
    const input = { task_class: "待办", range: "这周", exclude: ["英语作文", "日语听力"] };
    const prompt = [
      user("这周的待办都塞进去，英语作文和日语听力先留着"),
      ...listed,
      ...toolExchange("c2", "rough_schedule", input, rough),
      ...toolExchange("c3", "list_tasks", { status: "suggested" }, executeTool(plan.state, "list_tasks", { status: "suggested" })),
    ];
    expect(await nextStep(prompt)).toEqual({
      kind: "text",
      text: [
        "已为你预排了 2 个任务（共 4 节），目前还是建议安排，请确认后再写入课表。",
        "「英语作文」没有排，按你说的留着。",
        "没有找到叫「日语听力」的待排任务，其余的照常排了。",
      ].join("\n"),
    });
  });
});
