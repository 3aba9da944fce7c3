/** What an answer to the model's question adds besides the answer itself: options, or the to-do it names. */
import { describe, expect, test } from "vitest";
import type { ToolOutput } from "@/lib/protocol";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";
import { detectIntent } from "./understand/intents";
import { RANGE_QUESTION } from "./decide/questions";

const PENDING: ToolOutput = {
  ok: true,
  text: "待安排任务共2个：\n\n[3]复习线代 — 需3个连续时段，类别：学习\n[4]刷题 — 需2个连续时段，类别：学习",
  facts: {
    kind: "task_list",
    tasks: [
      { id: 3, name: "复习线代", category: "学习", status: "pending", periods: 3 },
      { id: 4, name: "刷题", category: "学习", status: "pending", periods: 2 },
    ],
  },
};

describe("an answer", () => {
  test("to the range question may set the request's options too", async () => {
    const asked = { question: RANGE_QUESTION.zh, options: ["这周", "下周"] };
    const step = await nextStep([
      user("帮我排一下复习"),
      ...toolExchange("c1", "list_tasks", { status: "pending" }, PENDING),
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText(asked.question),
      user("这周，每天最多两节，水课也可以用"),
      ...toolExchange("c3", "list_tasks", { status: "pending" }, PENDING),
    ]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range: "这周", daily_cap: 2, allow_filler_course: true } });
  });

  test("to 'which one do you mean' names the to-do an edit is about", async () => {
    const asked = { question: "你说的“报告”是指哪一个任务？", options: ["完成大学物理实验报告", "读书报告"] };
    const step = await nextStep([
      user("把报告的截止改到周五"),
      ...toolExchange("c1", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText(asked.question),
      user("物理那个"),
    ]);
    expect(step).toMatchObject({ kind: "tool", toolName: "update_task", input: { task: "完成大学物理实验报告", deadline: "周五" } });
  });

  test("'先不弄了' drops the question", () => {
    expect(detectIntent("先不弄了")).toEqual({ family: "small_talk", topic: "dismiss" });
  });
});
