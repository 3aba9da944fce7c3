/**
 * A fresh demo student whose scheduling turn (list_tasks, then rough_schedule of 离散数学期末复习 for 这周) left one
 * open draft and its confirm card: the starting point of the confirm and undo tests.
 */
import { expect } from "vitest";
import type { Database } from "@/db/client";
import { callStep, sayStep, scriptedModel } from "./scripted-model";
import { seedStudent, TestConversation } from "./turn-harness";

export async function plannedSchedulingTurn(db: Database, label: string) {
  const userId = await seedStudent(db, label);
  const conversation = new TestConversation(db, userId);
  const turn = await conversation.say({
    model: scriptedModel([
      callStep([{ name: "list_tasks" }]),
      callStep([{ name: "rough_schedule", input: { task_class: "离散数学期末复习", range: "这周" } }]),
      sayStep("排好了，请确认。"),
    ]),
    text: "把离散数学的复习排进这周",
  });
  // Said as expectations, so a scheduler that stops placing shows its own reply here rather than later.
  const results = turn.timeline.filter((event) => event.kind === "tool_result").map((event) => event.payload.tool);
  expect(results.map((tool) => (tool?.ok ? "ok" : tool?.result_text))).toEqual(["ok", "ok"]);
  expect(turn.timeline.at(-1)?.kind).toBe("confirm_request");
  expect(turn.drafts).toHaveLength(1);
  return { userId, conversation, draft: turn.drafts[0] };
}
