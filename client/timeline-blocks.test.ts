import { describe, expect, it } from "vitest";
import { deriveTimeline, type BusinessCardData, type ConfirmRequestData, type PlannerUIMessage, type ScheduleCompletedData } from "@/lib/protocol";
import { buildTimelineBlocks } from "./timeline-blocks";

function confirm(draftId: string): ConfirmRequestData {
  return {
    draft_id: draftId,
    base_version: 1,
    summary: "预排 1 个任务",
    changes: [{ state_id: 1, name: "复习", category: "复习", change: "place", from: [], to: [{ day: 1, week: 1, day_of_week: 1, date: "2026-11-30", slot_start: 1, slot_end: 2 }] }],
  };
}

function deleteQuestion(requestId: string): BusinessCardData {
  return {
    stage: "quick_task",
    block_id: `task_delete.${requestId}`,
    display_mode: "card",
    business_card: { card_type: "task_delete", data: { task_id: 3, request_id: requestId, title: "取快递", study_blocks: 0 } },
  };
}

function blocksFor(messages: PlannerUIMessage[]) {
  return buildTimelineBlocks(deriveTimeline(messages));
}

describe("buildTimelineBlocks", () => {
  it("pairs a tool call with its result in one block", () => {
    const blocks = blocksFor([
      { id: "a", role: "assistant", parts: [{ type: "tool-get_overview", toolCallId: "c1", state: "output-available", input: {}, output: { ok: true, text: "概览" } }] },
    ]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].type).toBe("tool");
    expect(blocks[0].type === "tool" && [blocks[0].call.seq, blocks[0].result?.seq]).toEqual([1, 2]);
  });

  it("keeps a call that has no result yet as a block without result", () => {
    const blocks = blocksFor([{ id: "a", role: "assistant", parts: [{ type: "tool-place", toolCallId: "c1", state: "input-available", input: { task_id: 1, day: 2, slot_start: 3 } }] }]);
    expect(blocks[0].type === "tool" && blocks[0].result).toBeUndefined();
  });

  it("does not pair a call with the result of a different call", () => {
    const blocks = blocksFor([
      {
        id: "a",
        role: "assistant",
        parts: [
          { type: "tool-place", toolCallId: "c1", state: "input-available", input: { task_id: 1, day: 2, slot_start: 3 } },
          { type: "tool-move", toolCallId: "c2", state: "output-available", input: { task_id: 2, new_day: 4, new_slot_start: 5 }, output: { ok: true, text: "ok" } },
        ],
      },
    ]);
    expect(blocks.map((block) => block.type)).toEqual(["tool", "tool"]);
    expect(blocks[0].type === "tool" && blocks[0].result).toBeUndefined();
  });

  it("keeps one block per other event, in seq order", () => {
    const blocks = blocksFor([
      { id: "u", role: "user", parts: [{ type: "text", text: "你好" }] },
      { id: "a", role: "assistant", parts: [{ type: "data-status", data: { stage: "route", text: "正在理解你的需求…" } }, { type: "text", text: "你好！" }] },
    ]);
    expect(blocks.map((block) => block.key)).toEqual(["1", "2", "3"]);
  });

  it("leaves the latest proposal of a draft open and marks earlier ones superseded", () => {
    const blocks = blocksFor([
      { id: "a1", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d1") }] },
      { id: "a2", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d1") }] },
    ]);
    expect(blocks.map((block) => block.type === "confirm" && block.state)).toEqual(["superseded", "open"]);
  });

  it("treats proposals of different drafts independently", () => {
    const blocks = blocksFor([
      { id: "a1", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d1") }] },
      { id: "a2", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d2") }] },
    ]);
    expect(blocks.map((block) => block.type === "confirm" && block.state)).toEqual(["open", "open"]);
  });

  it("closes the proposals of a cancelled draft, and only those", () => {
    const blocks = blocksFor([
      { id: "a1", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d1") }] },
      { id: "a2", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d2") }] },
      {
        id: "schedule-cancelled-d1",
        role: "assistant",
        parts: [{ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: "d1" } }],
      },
    ]);
    expect(blocks.filter((block) => block.type === "confirm").map((block) => block.type === "confirm" && block.state)).toEqual(["cancelled", "open"]);
  });

  it("marks every proposal of a confirmed draft as confirmed", () => {
    const blocks = blocksFor([
      { id: "a1", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d1") }] },
      { id: "a2", role: "assistant", parts: [{ type: "data-confirm_request", data: confirm("d1") }] },
      { id: "done", role: "assistant", parts: [{ type: "data-schedule_completed", data: { draft_id: "d1", version: 2, placed: 1, moved: 0, embedded: 0, removed: 0 } }] },
    ]);
    expect(blocks.filter((block) => block.type === "confirm").map((block) => block.type === "confirm" && block.state)).toEqual(["confirmed", "confirmed"]);
  });

  it("marks a completion card undone by a later card, and tells undo and redo cards apart", () => {
    const completed = (id: string, data: ScheduleCompletedData): PlannerUIMessage => ({ id, role: "assistant", parts: [{ type: "data-schedule_completed", data }] });
    const counts = { version: 1, placed: 1, moved: 0, embedded: 0, removed: 0 };
    const blocks = blocksFor([
      completed("m1", { draft_id: "d1", commit_id: "c1", ...counts }),
      completed("m2", { draft_id: "d2", commit_id: "c2", ...counts }),
      completed("m3", { commit_id: "c3", undo_of: "c1", ...counts }),
      completed("m4", { commit_id: "c4", undo_of: "c3", ...counts }),
      completed("m5", { draft_id: "d0", ...counts }),
    ]);
    expect(blocks.map((block) => (block.type === "single" ? block.completion : undefined))).toEqual([
      { kind: "commit", undone: true },
      { kind: "commit", undone: false },
      { kind: "undo", undone: true },
      { kind: "redo", undone: false },
      { kind: "commit", undone: false },
    ]);
  });

  it("gives a delete card the decision of the note that names its question, and leaves another card open", () => {
    const blocks = blocksFor([
      { id: "a", role: "assistant", parts: [{ type: "data-business_card", data: deleteQuestion("question-one") }, { type: "data-business_card", data: deleteQuestion("question-two") }] },
      {
        id: "task-deletion-question-one",
        role: "assistant",
        parts: [{ type: "data-status", data: { stage: "deliver", text: "已删除待办“取快递”。", task_decision: { request_id: "question-one", outcome: "deleted" } } }],
      },
    ]);
    expect(blocks.map((block) => (block.type === "single" ? [block.event.kind, block.decision?.outcome] : [block.type]))).toEqual([
      ["business_card", "deleted"],
      ["business_card", undefined],
      ["status", undefined],
    ]);
  });
});
