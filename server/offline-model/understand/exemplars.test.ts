import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exemplarLabel, GENERATED_PATH, generatedData, maskedText } from "@/testing/eval/exemplars";
import { EXEMPLAR_LABELS, plannerExemplars } from "./exemplars";

describe("the labelled sentences of the last-chance reader", () => {
  it("are the eval sets' current requests: run `npx tsx testing/eval/exemplars.ts` after changing a set", () => {
    expect(readFileSync(GENERATED_PATH, "utf8")).toBe(generatedData());
  });

  it("label a case by what it asks for, and leave out exchanges and two-part requests", () => {
    expect(exemplarLabel({ category: "task_complete", text: "交班费搞定啦", tools: ["complete_task"] })).toBe("complete");
    expect(exemplarLabel({ category: "task_reopen", text: "交班费没交", tools: ["complete_task"], fields: { undo: true } })).toBe("reopen");
    expect(exemplarLabel({ category: "overview", text: "这周忙吗", tools: ["query_day"] })).toBe("overview");
    expect(exemplarLabel({ category: "small_talk", text: "你好", tools: [] })).toBe("chat");
    expect(exemplarLabel({ category: "compound", text: "…", tools: ["quick_note", "rough_schedule"] })).toBeUndefined();
    expect(exemplarLabel({ category: "abandon", text: "下周", tools: ["rough_schedule"], history: [{ user: "排一下", asked: { question: "?", options: [] } }] })).toBeUndefined();
  });

  it("cut the student's own names out, so a name says nothing about the request", () => {
    expect(maskedText({ category: "task_complete", text: "交班费搞定啦", tools: ["complete_task"], fields: { task: "交班费" } })).toBe("□搞定啦");
  });

  it("cover every label, chat included", () => {
    const labels = new Set(plannerExemplars().map((exemplar) => exemplar.label));
    expect(EXEMPLAR_LABELS.filter((label) => !labels.has(label))).toEqual([]);
  });
});
