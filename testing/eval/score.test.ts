import { describe, expect, it } from "vitest";
import type { EvalCase } from "./cases";
import type { CaseRun, ToolCall } from "./drive";
import { scoreCase } from "./score";

function run(...calls: ToolCall[]): CaseRun {
  return { calls, answer: "好的", elapsedMs: 1, inputTokens: 1, outputTokens: 1 };
}

// The student moved a to-do due Friday 4 December 18:00 (in Shanghai) a day later: Saturday 18:00.
const shifted: EvalCase = {
  category: "task_update",
  text: "班会材料那条往后推一天",
  tools: ["update_task"],
  deadline: "2026-12-05 18:00",
  deadline_before: "2026-12-04 18:00",
};

describe("scoreCase: deadlines", () => {
  it("scores a shift passed to update_task from the to-do's own deadline, as the tool reads it", () => {
    expect(scoreCase(shifted, run({ toolName: "update_task", input: { task: "班会材料", deadline: "延后一天" } })).passed).toBe(true);
    expect(scoreCase(shifted, run({ toolName: "update_task", input: { task: "班会材料", deadline: "12月5日18:00" } })).passed).toBe(true);
  });

  it("fails a shift by the wrong amount or in the wrong direction", () => {
    for (const deadline of ["延后两天", "提前一天", "推迟1小时"]) {
      const score = scoreCase(shifted, run({ toolName: "update_task", input: { task: "班会材料", deadline } }));
      expect(score.passed, deadline).toBe(false);
      expect(score.problem).toMatch(/^fields deadline 2026-12-0\d \d\d:00 \(said 2026-12-05 18:00\)$/);
    }
  });

  it("cannot reach a labelled minute by a shift without the to-do's earlier deadline", () => {
    const { deadline_before: _, ...unknownBefore } = shifted;
    const score = scoreCase(unknownBefore, run({ toolName: "update_task", input: { task: "班会材料", deadline: "延后一天" } }));
    expect(score.problem).toBe("fields deadline none (said 2026-12-05 18:00)");
  });

  it("leaves a shift unchecked when the only minute is the message's own words read from now", () => {
    const unlabelled: EvalCase = { category: "task_update", text: "push the lab report back a day", tools: ["update_task"] };
    expect(scoreCase(unlabelled, run({ toolName: "update_task", input: { task: "lab report", deadline: "push it back a day" } })).passed).toBe(true);
    expect(scoreCase(unlabelled, run({ toolName: "update_task", input: { task: "lab report", deadline: "Friday" } })).passed).toBe(false);
  });

  it("reads a note's deadline words from the case's now, shift or not", () => {
    const note: EvalCase = { category: "quick_note", text: "周五晚上六点前交班会材料", tools: ["quick_note"] };
    expect(scoreCase(note, run({ toolName: "quick_note", input: { content: "交班会材料", deadline: "周五18:00" } })).passed).toBe(true);
    expect(scoreCase(note, run({ toolName: "quick_note", input: { content: "交班会材料", deadline: "周五20:00" } })).passed).toBe(false);
  });
});

describe("scoreCase: list fields", () => {
  const keptOut: EvalCase = { category: "schedule", text: "除了错题本和英语作文，别的这周都排了", tools: ["rough_schedule"], fields: { exclude: ["错题本", "作文"] } };

  it("matches each expected item to one of the passed items, in any order, by its words", () => {
    expect(scoreCase(keptOut, run({ toolName: "rough_schedule", input: { range: "这周", exclude: ["英语作文", "错题本"] } })).passed).toBe(true);
  });

  it("fails a list missing an item, or no list at all", () => {
    expect(scoreCase(keptOut, run({ toolName: "rough_schedule", input: { range: "这周", exclude: ["错题本"] } })).passed).toBe(false);
    expect(scoreCase(keptOut, run({ toolName: "rough_schedule", input: { range: "这周" } })).problem).toBe("fields exclude=undefined");
  });
});
