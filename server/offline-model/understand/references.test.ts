import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState } from "@/lib/schedule";
import type { ConfirmRequestData, Placement } from "@/lib/protocol";
import { timetableExample } from "@/testing/fixtures/seed-example";
import { assistantText, cardNote, nextStep, toolExchange, user } from "@/testing/offline-model";
import { pronounIn, referredRequest, withReferent } from "./references";

describe("pronounIn / withReferent", () => {
  test.each([
    ["把它移到明天", "它", "把集合与二元关系移到明天"],
    ["帮我把这个挪到周四", "这个", "帮我把集合与二元关系挪到周四"],
    ["刚才那个不排了", "刚才那个", "集合与二元关系不排了"],
    ["那就把上一个取消安排吧", "上一个", "那就把集合与二元关系取消安排吧"],
    ["它已经交了", "它", "集合与二元关系已经交了"],
    ["删掉它吧", "它", "删掉集合与二元关系吧"],
    ["move it to day 3 period 1", "it", "move 集合与二元关系 to day 3 period 1"],
    ["mark that one done", "that one", "mark 集合与二元关系 done"],
  ])("%s: the pronoun is %s", (text, pronoun, replaced) => {
    expect(pronounIn(text)).toBe(pronoun);
    expect(withReferent(text, "集合与二元关系")).toBe(replaced);
  });

  test.each(["那个交班费的任务删了", "这个整理错题的待办改到周五", "那个写读后感的事儿搞定了"])("%s names the to-do by what it is about", (text) => {
    expect(pronounIn(text)).toBeUndefined();
  });

  test("a pronoun before a verb with 的 further on still points", () => {
    expect(pronounIn("那个删了，老师说的")).toBe("那个");
  });

  test.each(["这个周末有空吗", "那个时候我在上课", "那个高数作业改到周五", "这个怎么用", "把集合与二元关系移到明天", "四级真题那个任务改成重要且紧急", "这周哪天最空？", "itinerary for tomorrow"])(
    "%s points at nothing",
    (text) => {
      expect(pronounIn(text)).toBeUndefined();
    },
  );
});

const ONE_BLOCK = [{ kind: "block" as const, name: "集合与二元关系" }];

describe("referredRequest", () => {
  test("three sittings of one name are one thing to point at, not three identical choices", () => {
    const sittings = [ONE_BLOCK[0], ONE_BLOCK[0], ONE_BLOCK[0]];
    expect(referredRequest({ text: "刚才那个不排了", answers: [] }, [sittings], "zh")).toEqual({
      kind: "intent",
      intent: { family: "edit", action: "unplace", reference: { name: "集合与二元关系" } },
    });
    const two = [...sittings, { kind: "block" as const, name: "函数与等价关系" }];
    expect(referredRequest({ text: "刚才那个不排了", answers: [] }, [two], "zh")).toMatchObject({ kind: "ask", options: ["集合与二元关系", "函数与等价关系"] });
  });

  test("one name last mentioned takes the pronoun's place", () => {
    expect(referredRequest({ text: "刚才那个不排了", answers: [] }, [ONE_BLOCK], "zh")).toEqual({
      kind: "intent",
      intent: { family: "edit", action: "unplace", reference: { name: "集合与二元关系" } },
    });
  });

  test("the latest card counts, not an older one, and a card naming nothing is skipped", () => {
    const groups = [ONE_BLOCK, [{ kind: "task" as const, name: "交实验报告" }], []];
    expect(referredRequest({ text: "把它改到周四", answers: [] }, groups, "zh")).toEqual({
      kind: "intent",
      intent: { family: "task_edit", action: "update", task: "交实验报告", deadline: "周四" },
    });
  });

  test("a to-do is re-dated whichever verb moved it; a block is moved whichever verb re-dated it", () => {
    const todo = [[{ kind: "task" as const, name: "交实验报告" }]];
    expect(referredRequest({ text: "把它移到周四", answers: [] }, todo, "zh")).toMatchObject({ intent: { family: "task_edit", action: "update", task: "交实验报告", deadline: "周四" } });
    expect(referredRequest({ text: "把它挪到明天", answers: [] }, [ONE_BLOCK], "zh")).toEqual({
      kind: "intent",
      intent: { family: "edit", action: "move", reference: { name: "集合与二元关系" }, target: { dayWord: "明天" } },
    });
  });

  test("several names on the latest card: the student is asked which, the names offered", () => {
    const plan = [{ kind: "block" as const, name: "集合与二元关系" }, { kind: "block" as const, name: "函数与等价关系" }];
    expect(referredRequest({ text: "把它移到明天", answers: [] }, [plan], "zh")).toEqual({
      kind: "ask",
      question: "你说的“它”是指哪一个任务？",
      options: ["集合与二元关系", "函数与等价关系"],
    });
    const answered = { text: "把它移到明天", answers: [{ question: { question: "你说的“它”是指哪一个任务？", options: [] }, text: "函数与等价关系" }] };
    expect(referredRequest(answered, [plan], "zh")).toMatchObject({ intent: { family: "edit", reference: { name: "函数与等价关系" } } });
  });

  test("nothing named yet: asked in the student's word, without options", () => {
    expect(referredRequest({ text: "刚才那个不排了", answers: [] }, [], "zh")).toEqual({ kind: "ask", question: "你说的“刚才那个”是指哪一个任务？", options: [] });
  });

  test("requests that only contain a demonstrative, and undo, are left as they are", () => {
    expect(referredRequest({ text: "撤销刚才那个", answers: [] }, [ONE_BLOCK], "zh")).toEqual({ kind: "intent", intent: { family: "undo" } });
    expect(referredRequest({ text: "这个怎么用", answers: [] }, [], "zh")).toMatchObject({ kind: "intent" });
  });
});

// The offline model on prompts as a turn hands them over: a system prompt with the window's days and period clock,
// earlier cards as notes, and this turn's tool calls. Day 1 is Monday 2026-04-27.
const WINDOW = Array.from({ length: 14 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 3, 27 + index));
  const weekday = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"][date.getUTCDay()];
  return `第${index + 1}天 = ${date.toISOString().slice(0, 10)} ${weekday}（第13周）`;
});
const SYSTEM: LanguageModelV4Message = { role: "system", content: `${WINDOW.join("\n")}\n每天 12 节：第1节 08:00-08:45，第2节 08:50-09:35，第3节 09:55-10:40，第4节 10:45-11:30。` };

function placement(day: number, slotStart: number, slotEnd: number): Placement {
  const date = new Date(Date.UTC(2026, 3, 26 + day)).toISOString().slice(0, 10);
  return { day, week: 13, day_of_week: ((day - 1) % 7) + 1, date, slot_start: slotStart, slot_end: slotEnd };
}

/** The confirm card that put 线代 on day 4 periods 3-4 (where timetableExample has it), confirmed. */
function confirmedMoveOfLinearAlgebra(): LanguageModelV4Message[] {
  const card: ConfirmRequestData = {
    draft_id: "d1",
    base_version: 1,
    summary: "移动1个学习块",
    changes: [{ state_id: 6, name: "线代", category: "学习", change: "move", from: [placement(3, 5, 6)], to: [placement(4, 3, 4)] }],
  };
  return [
    user("把线代移到周四第3节"),
    assistantText("好的，已经改在方案里了，确认后写入日程。"),
    cardNote({ type: "data-confirm_request", data: card }),
    cardNote({ type: "data-schedule_completed", data: { draft_id: "d1", commit_id: "c1", version: 2, placed: 0, moved: 1, embedded: 0, removed: 0 } }),
  ];
}

function listed(state: ScheduleState, id: string) {
  return toolExchange(id, "list_tasks", { status: "all" }, executeTool(state, "list_tasks", { status: "all" }));
}

describe("the offline model resolves 它 from earlier cards", () => {
  test("把它移到明天 after a confirmed move: the same block, tomorrow, its own periods — else tomorrow's first free ones", async () => {
    const prompt = [SYSTEM, ...confirmedMoveOfLinearAlgebra(), user("把它移到明天")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "list_tasks", input: { status: "all" } });

    const withListing = [...prompt, ...listed(timetableExample, "c1")];
    const move = { task_id: 6, new_day: 2, new_slot_start: 3 };
    expect(await nextStep(withListing)).toMatchObject({ kind: "tool", toolName: "move", input: move });

    // Tuesday periods 3-4 hold 物理 in the example: the move is refused, so the first free run of two that day.
    const refused = executeTool(timetableExample, "move", move);
    expect(refused.ok).toBe(false);
    const afterRefusal = [...withListing, ...toolExchange("c2", "move", move, refused)];
    expect(await nextStep(afterRefusal)).toMatchObject({ kind: "tool", toolName: "find_first_free", input: { duration: 2, day: 2 } });

    const found = executeTool(timetableExample, "find_first_free", { duration: 2, day: 2 });
    const start = Number(/首个可用位置：第2天第(\d+)/.exec(found.text)?.[1]);
    const afterSearch = [...afterRefusal, ...toolExchange("c3", "find_first_free", { duration: 2, day: 2 }, found)];
    expect(await nextStep(afterSearch)).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: 2, new_slot_start: start } });

    const moved = executeTool(timetableExample, "move", { task_id: 6, new_day: 2, new_slot_start: start });
    expect(moved.ok).toBe(true);
    const answer = await nextStep([...afterSearch, ...toolExchange("c4", "move", { task_id: 6, new_day: 2, new_slot_start: start }, moved)]);
    expect(answer).toMatchObject({ kind: "text", text: expect.stringMatching(/^好的，已经改在方案里了，确认后写入日程。\n.*线代.*4月28日 周二/s) });
  });

  test("把它改到周四 after a recorded to-do re-dates that to-do", async () => {
    const note = cardNote({
      type: "data-business_card",
      data: {
        stage: "quick_task",
        block_id: "b1",
        display_mode: "card",
        business_card: { card_type: "task_record", source: "quick_note", data: { title: "交实验报告", deadline_at: "2026-05-01 23:59" } },
      },
    });
    const step = await nextStep([SYSTEM, user("记一下周五交实验报告"), assistantText("我帮你记下来了。"), note, user("把它改到周四")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "update_task", input: { task: "交实验报告", deadline: "周四" } });
  });

  test("after a to-do edit, 它 is that to-do", async () => {
    const prompt = [
      SYSTEM,
      user("周报已经发了"),
      ...toolExchange("c1", "complete_task", { task: "周报" }, { ok: true, text: "已完成：给导师发周报。" }),
      assistantText("好的，已经标记为完成。"),
      user("它其实还没发，帮我改回未完成"),
    ];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "complete_task", input: { task: "周报", undo: true } });
  });

  test("刚才那个不排了 with nothing named before asks which one, in the student's word", async () => {
    expect(await nextStep([SYSTEM, user("刚才那个不排了")])).toEqual({
      kind: "tool",
      toolName: "ask_user",
      input: { question: "你说的“刚才那个”是指哪一个任务？" },
      toolCallId: expect.any(String),
    });
  });

  test("a plan of several blocks: asked which, and the answer is moved", async () => {
    const card: ConfirmRequestData = {
      draft_id: "d2",
      base_version: 1,
      summary: "新排2个学习块",
      changes: [
        { state_id: 6, name: "线代", category: "学习", change: "place", from: [], to: [placement(4, 3, 4)] },
        { state_id: 7, name: "写实验报告", category: "作业", change: "place", from: [], to: [placement(7, 1, 2)] },
      ],
    };
    const earlier = [SYSTEM, user("帮我把这周的复习排进空闲时间"), assistantText("排好了。"), cardNote({ type: "data-confirm_request", data: card })];
    const asked = await nextStep([...earlier, user("把它移到明天")]);
    expect(asked).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: "你说的“它”是指哪一个任务？", options: ["线代", "写实验报告"] } });
    const question = toolExchange("q1", "ask_user", (asked as { input: Record<string, unknown> }).input, { ok: true, text: "已向学生提问。" });
    const answered = [...earlier, user("把它移到明天"), ...question, user("线代"), ...listed(timetableExample, "c1")];
    expect(await nextStep(answered)).toMatchObject({ kind: "tool", toolName: "move", input: { task_id: 6, new_day: 2, new_slot_start: 3 } });
  });
});
