import { convertToModelMessages } from "ai";
import { describe, expect, test } from "vitest";
import type { ConfirmRequestData, Placement } from "./data-parts";
import type { PlannerUIMessage } from "./message";
import { contextNoteOf, dataPartForModel, mentionsOfPart } from "./model-context";

// The default period clock's first four periods: 1-2 is 08:00–09:35, 3-4 is 09:55–11:30.
const CLOCK = {
  sectionTimes: [
    { start: "08:00", end: "08:45" },
    { start: "08:50", end: "09:35" },
    { start: "09:55", end: "10:40" },
    { start: "10:45", end: "11:30" },
  ],
};

/** 2026-12-02 is a Wednesday, 2026-12-03 a Thursday (week 13 of a term starting 2026-09-07). */
function at(date: string, dayOfWeek: number, slotStart: number, slotEnd: number): Placement {
  return { day: 1, week: 13, day_of_week: dayOfWeek, date, slot_start: slotStart, slot_end: slotEnd };
}

const MOVE_CARD: ConfirmRequestData = {
  draft_id: "draft-1",
  base_version: 3,
  revision: 1,
  summary: "移动1个学习块。",
  changes: [
    {
      state_id: 12,
      name: "集合与二元关系",
      category: "离散数学复习",
      change: "move",
      from: [at("2026-12-02", 3, 1, 2)],
      to: [at("2026-12-03", 4, 3, 4)],
      embedded_in: "思想政治",
    },
  ],
};

const UNWANTED = /\[\d+\]|state_id|draft|existing|suggested|pending|第\s*\d+\s*[天节]/;

describe("contextNoteOf", () => {
  test("a confirm card: each change with dates, weekdays and clock times; its blocks are mentioned", () => {
    const note = contextNoteOf({ type: "data-confirm_request", data: MOVE_CARD }, CLOCK);
    expect(note).toEqual({
      text: "〔日程方案，等学生点确认〕移动1个学习块。改动：「集合与二元关系」从12月2日 周三 08:00–09:35移到12月3日 周四 09:55–11:30（嵌入「思想政治」）。",
      mentions: [{ kind: "block", name: "集合与二元关系" }],
    });
    expect(note?.text).not.toMatch(UNWANTED);
  });

  test("a card's notes follow its changes: what the student kept back stays known", () => {
    const note = contextNoteOf({ type: "data-confirm_request", data: { ...MOVE_CARD, notes: ["「四级真题」没有排，按你说的留着。"] } }, CLOCK);
    expect(note?.text).toMatch(/（嵌入「思想政治」）。「四级真题」没有排，按你说的留着。$/);
  });

  test("a review sitting on a card is told as a review of its item (issue 25)", () => {
    const card: ConfirmRequestData = {
      ...MOVE_CARD,
      summary: "新排1个学习块",
      changes: [{ state_id: 9, name: "函数", category: "复习", change: "place", from: [], to: [at("2026-12-03", 4, 5, 5)], review_of: 31 }],
    };
    const note = contextNoteOf({ type: "data-confirm_request", data: card });
    expect(note?.text).toContain("复习「函数」排到12月3日 周四");
    expect(note?.text).not.toMatch(UNWANTED);
  });

  test("without the term's clock a placement is its date and weekday only", () => {
    const card: ConfirmRequestData = {
      ...MOVE_CARD,
      summary: "新排2个学习块",
      changes: [
        { state_id: 3, name: "函数", category: "复习", change: "place", from: [], to: [at("2026-12-03", 4, 1, 2)] },
        { state_id: 4, name: "函数", category: "复习", change: "place", from: [], to: [at("2026-12-04", 5, 1, 2)] },
        { state_id: 5, name: "树", category: "复习", change: "unplace", from: [at("2026-12-05", 6, 3, 4)], to: [] },
      ],
    };
    const note = contextNoteOf({ type: "data-confirm_request", data: card });
    expect(note?.text).toBe("〔日程方案，等学生点确认〕新排2个学习块。改动：「函数」排到12月3日 周四；「函数」排到12月4日 周五；「树」从12月5日 周六移出日程。");
    // A name listed twice is one thing to point at.
    expect(note?.mentions).toEqual([
      { kind: "block", name: "函数" },
      { kind: "block", name: "树" },
    ]);
  });

  test("a long card lists its first eight changes and counts the rest", () => {
    const changes = Array.from({ length: 11 }, (_, index) => ({
      state_id: index,
      name: `章节${index + 1}`,
      category: "复习",
      change: "place" as const,
      from: [],
      to: [at("2026-12-03", 4, 1, 2)],
    }));
    const note = contextNoteOf({ type: "data-confirm_request", data: { ...MOVE_CARD, changes } });
    expect(note?.text).toContain("「章节8」排到12月3日 周四；另有3项。");
    expect(note?.text).not.toContain("章节9");
    expect(note?.mentions).toHaveLength(11);
  });

  test("a proposed task class is named with its length and dates, and can be pointed at", () => {
    const card: ConfirmRequestData = {
      ...MOVE_CARD,
      changes: [],
      summary: "新建任务类概率论复习",
      new_task_classes: [
        { name: "概率论复习", start_date: "2026-12-07", end_date: "2026-12-20", strategy: "steady", items: [{ content: "第一章", duration: 2 }] },
      ],
    };
    expect(contextNoteOf({ type: "data-confirm_request", data: card })).toEqual({
      text: "〔日程方案，等学生点确认〕新建任务类概率论复习。新建任务类：「概率论复习」（1项，12月7日 周一到12月20日 周日）。",
      mentions: [{ kind: "class", name: "概率论复习" }],
    });
  });

  test("a confirm, an undo and a cancel say what happened to the plan above, naming nothing new", () => {
    const counts = { version: 4, placed: 2, moved: 1, embedded: 0, removed: 0 };
    expect(contextNoteOf({ type: "data-schedule_completed", data: { ...counts, draft_id: "d", commit_id: "c" } })).toEqual({
      text: "〔学生确认了上面的方案，已写入日程〕新排2项、移动1项。",
      mentions: [],
    });
    expect(contextNoteOf({ type: "data-schedule_completed", data: { ...counts, placed: 0, moved: 0, commit_id: "c2", undo_of: "c" } })?.text).toBe(
      "〔学生撤销了上一次写入日程的安排〕日程已回到那次之前：没有改动。",
    );
    const cancelled = contextNoteOf({ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: "d" } });
    expect(cancelled).toEqual({ text: "〔学生取消了上面的方案，没有写入日程〕", mentions: [] });
  });

  test("a recorded to-do: title, deadline with weekday, quadrant; it is mentioned as a task", () => {
    const note = contextNoteOf({
      type: "data-business_card",
      data: {
        stage: "quick_task",
        block_id: "b1",
        display_mode: "card",
        business_card: {
          card_type: "task_record",
          source: "quick_note",
          data: { id: 31, title: "交实验报告", deadline_at: "2026-12-04 23:59", priority_group: 1 },
        },
      },
    });
    expect(note).toEqual({ text: "〔已记下一条待办〕「交实验报告」（截止12月4日 周五 23:59，重要且紧急）。", mentions: [{ kind: "task", name: "交实验报告" }] });
  });

  test("a query result lists its tasks, each one mentioned; none found mentions nothing", () => {
    const card = (tasks: Array<{ id: number; title: string; deadline_at?: string; is_completed?: boolean }>) =>
      ({
        type: "data-business_card",
        data: {
          stage: "quick_task",
          block_id: "b2",
          display_mode: "card",
          business_card: { card_type: "task_query", data: { query_summary: "离散数学 · 未完成", result_count: tasks.length, tasks } },
        },
      }) as const;
    expect(contextNoteOf(card([{ id: 1, title: "离散作业", deadline_at: "2026-12-03 18:00" }, { id: 2, title: "离散笔记", is_completed: true }]))).toEqual({
      text: "〔任务查询结果〕离散数学 · 未完成：共2条：「离散作业」（截止12月3日 周四 18:00）；「离散笔记」（没有截止时间，已完成）。",
      mentions: [
        { kind: "task", name: "离散作业" },
        { kind: "task", name: "离散笔记" },
      ],
    });
    expect(contextNoteOf(card([]))).toEqual({ text: "〔任务查询结果〕离散数学 · 未完成：没有找到。", mentions: [] });
  });

  test("a to-do edit says before → after, a delete card that it waits for the student, the decision what came of it", () => {
    const card = (business_card: object) =>
      ({ type: "data-business_card", data: { stage: "quick_task", block_id: "b3", display_mode: "card", business_card } }) as Parameters<typeof contextNoteOf>[0];
    const edit = card({
      card_type: "task_edit",
      data: { task_id: 7, title: "交实验报告", action: "update", changes: [{ field: "deadline", label: "截止时间", before: "12月4日 周五 23:59", after: "12月3日 周四 23:59" }] },
    });
    expect(contextNoteOf(edit)).toEqual({ text: "〔已修改待办「交实验报告」〕截止时间12月4日 周五 23:59→12月3日 周四 23:59。", mentions: [{ kind: "task", name: "交实验报告" }] });
    const ask = card({ card_type: "task_delete", data: { task_id: 7, request_id: "request-0001", title: "交实验报告", study_blocks: 0 } });
    expect(contextNoteOf(ask)?.text).toBe("〔问学生是否删除待办「交实验报告」，等学生在卡片上点删除或取消〕");
    expect(contextNoteOf(ask)?.text).not.toMatch(/\d{2,}|request/);
    const decided = contextNoteOf({ type: "data-status", data: { stage: "deliver", text: "已删除", task_decision: { request_id: "request-0001", outcome: "deleted" } } });
    expect(decided).toEqual({ text: "〔学生点了删除，这条待办已删除〕", mentions: [] });
  });

  test("progress lines and a turn finished in the background are left out; a stop is said", () => {
    expect(contextNoteOf({ type: "data-status", data: { stage: "plan", text: "正在读取日程…" } })).toBeUndefined();
    expect(contextNoteOf({ type: "data-interrupt", data: { reason: "background", text: "连接断开后已在后台完成" } })).toBeUndefined();
    expect(contextNoteOf({ type: "data-interrupt", data: { reason: "aborted", text: "你停止了本轮回复。" } })?.text).toBe("〔学生停止了这次回复〕");
    expect(
      contextNoteOf({ type: "data-time_highlight", data: { title: "12月3日 周四 下午的空闲", from: "2026-12-03", to: "2026-12-03", periods: [] } })?.text,
    ).toBe("〔日程上标出了：12月3日 周四 下午的空闲〕");
  });

  test("does not mutate the card", () => {
    const card = structuredClone(MOVE_CARD);
    contextNoteOf({ type: "data-confirm_request", data: card }, CLOCK);
    expect(card).toEqual(MOVE_CARD);
  });
});

describe("dataPartForModel with convertToModelMessages", () => {
  test("earlier cards reach the model as text lines of the assistant's message, their mentions as offline options", async () => {
    const messages: PlannerUIMessage[] = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "把集合与二元关系移到下周三第3节" }] },
      {
        id: "a1",
        role: "assistant",
        parts: [
          { type: "data-status", data: { stage: "plan", text: "正在读取日程…" } },
          { type: "text", text: "排好了，请确认。" },
          { type: "data-confirm_request", data: MOVE_CARD },
        ],
      },
      { id: "c1", role: "assistant", parts: [{ type: "data-schedule_completed", data: { draft_id: "draft-1", commit_id: "c", version: 4, placed: 0, moved: 1, embedded: 0, removed: 0 } }] },
      { id: "u2", role: "user", parts: [{ type: "text", text: "把它移到明天" }] },
    ];
    const converted = await convertToModelMessages<PlannerUIMessage>(messages, { convertDataPart: (part) => dataPartForModel(part, CLOCK) });
    expect(converted.map((message) => message.role)).toEqual(["user", "assistant", "assistant", "user"]);
    const [, proposal, completion] = converted;
    expect(proposal.content).toEqual([
      { type: "text", text: "排好了，请确认。" },
      {
        type: "text",
        text: expect.stringContaining("〔日程方案，等学生点确认〕移动1个学习块。"),
        providerOptions: { offline: { mentions: [{ kind: "block", name: "集合与二元关系" }] } },
      },
    ]);
    expect(completion.content).toEqual([
      { type: "text", text: "\n〔学生确认了上面的方案，已写入日程〕移动1项。\n", providerOptions: { offline: { mentions: [] } } },
    ]);
  });

  test("mentionsOfPart reads the mentions back and ignores other options", () => {
    const part = dataPartForModel({ type: "data-confirm_request", data: MOVE_CARD });
    expect(mentionsOfPart(part?.providerOptions)).toEqual([{ kind: "block", name: "集合与二元关系" }]);
    expect(mentionsOfPart({ openai: { reasoningEffort: "low" } })).toBeUndefined();
    expect(mentionsOfPart(undefined)).toBeUndefined();
    expect(mentionsOfPart({ offline: { mentions: [{ kind: "block", name: "" }] } })).toBeUndefined();
  });
});
