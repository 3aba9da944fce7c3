/**
 * Edits and schedule questions through startTurn with the offline model on the demo student in a real database.
 * After a rough schedule, later messages of the same conversation move, swap and unplace pre-placed tasks by name
 * or id: each edit changes the one open draft exactly as asked, and the confirm writes the edited plan. Questions
 * about time read one time tool and answer in one sentence of dates and clock times, leaving no draft.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { scheduleEvents } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import type { ScheduleState, StateTask } from "@/lib/schedule/state";
import { confirmDraft } from "../schedule/confirm";
import {
  confirmOf,
  freeTargetFor,
  kindsOf,
  openDraftsOf,
  scheduleRowsOf,
  startConversation,
  taskByName,
  textsOf,
  theOpenDraft,
  toolCallsOf,
  type Conversation,
  type TurnOutcome,
} from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC), week 13 of the demo term; the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");

let studentCounter = 0;

/** Every task but the named ones, to prove an edit touched nothing else. */
function othersThan(state: ScheduleState, ...stateIds: number[]): StateTask[] {
  return state.tasks.filter((task) => !stateIds.includes(task.state_id));
}

function expectPending(task: StateTask) {
  expect(task.status).toBe("pending");
  expect(task.slots ?? []).toEqual([]);
}

describe.each(testDatabases())("edits and questions through startTurn with the offline model ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `调整学生-${factory.name}-${studentCounter}` });
  });

  /** Says one edit and returns the turn with the draft before and after it; the draft must stay the same one. */
  async function edit(chat: Conversation, message: string) {
    const before = await theOpenDraft(db(), userId);
    const turn = await chat.say(message);
    const after = await theOpenDraft(db(), userId);
    expect(after.id).toBe(before.id);
    expect(turn.run.draftId).toBe(before.id);
    expect(confirmOf(turn.events)?.draft_id).toBe(before.id);
    return { turn, before: before.state, after: after.state };
  }

  function writeCall(turn: TurnOutcome) {
    const calls = toolCallsOf(turn.events);
    expect(calls[0]).toEqual({ name: "list_tasks", arguments: { status: "all" } });
    expect(calls).toHaveLength(2);
    return calls[1];
  }

  test("Chinese: move by name, swap two names, unplace by name — each changes the draft, the confirm writes it", async () => {
    const timetableBefore = await scheduleRowsOf(db(), userId);
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-edit-zh");
    await chat.say("帮我把这周的复习排进空闲时间");
    const rough = (await theOpenDraft(db(), userId)).state;
    const moved = taskByName(rough, "集合与二元关系");
    expect(moved.status).toBe("suggested");
    const target = freeTargetFor(rough, moved);

    const move = await edit(chat, `把集合与二元关系移到第${target.day}天第${target.slot_start}节`);

    expect(writeCall(move.turn)).toEqual({
      name: "move",
      arguments: { task_id: moved.state_id, new_day: target.day, new_slot_start: target.slot_start },
    });
    expect(taskByName(move.after, "集合与二元关系").slots).toEqual([
      { day: target.day, slot_start: target.slot_start, slot_end: target.slot_start + moved.duration! - 1 },
    ]);
    expect(othersThan(move.after, moved.state_id)).toEqual(othersThan(move.before, moved.state_id));
    // The reply in the student's words: the task's name, a date and clock times, no id and no window day.
    expect(textsOf(move.turn.events)[0]).toMatch(/^好的，已经改在方案里了，确认后写入日程。\n已将 集合与二元关系 .*\d+月\d+日 周. \d\d:\d\d–\d\d:\d\d/);
    expect(textsOf(move.turn.events)[0]).not.toMatch(/\[\d+\]|第\s*\d+\s*天/);

    const swap = await edit(chat, "交换函数与等价关系和树与最小生成树");

    const first = taskByName(swap.before, "函数与等价关系");
    const second = taskByName(swap.before, "树与最小生成树");
    expect(writeCall(swap.turn)).toEqual({ name: "swap", arguments: { task_a: first.state_id, task_b: second.state_id } });
    expect(taskByName(swap.after, "函数与等价关系").slots).toEqual(second.slots);
    expect(taskByName(swap.after, "树与最小生成树").slots).toEqual(first.slots);
    expect(othersThan(swap.after, first.state_id, second.state_id)).toEqual(othersThan(swap.before, first.state_id, second.state_id));

    const unplace = await edit(chat, "取消安排代数系统");

    const removed = taskByName(unplace.before, "代数系统：群、环、域");
    expect(removed.status).toBe("suggested");
    expect(writeCall(unplace.turn)).toEqual({ name: "unplace", arguments: { task_id: removed.state_id } });
    expectPending(taskByName(unplace.after, "代数系统：群、环、域"));
    expect(othersThan(unplace.after, removed.state_id)).toEqual(othersThan(unplace.before, removed.state_id));
    const confirm = confirmOf(unplace.turn.events)!;
    expect(confirm.changes.map((change) => change.name)).not.toContain("代数系统：群、环、域");

    // The edits were drafts only; the confirm writes the edited plan.
    expect(await scheduleRowsOf(db(), userId)).toEqual(timetableBefore);
    const draftId = (await theOpenDraft(db(), userId)).id;
    await confirmDraft(db(), userId, draftId, NOW);
    const blocks = await db()
      .select({ name: scheduleEvents.name })
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.userId, userId), eq(scheduleEvents.type, "task")));
    const blockNames = blocks.map((block) => block.name);
    expect(blockNames).toContain("集合与二元关系");
    expect(blockNames).not.toContain("代数系统：群、环、域");
    const movedChange = confirm.changes.find((change) => change.name === "集合与二元关系");
    expect(movedChange?.to[0]).toMatchObject({ day: target.day, slot_start: target.slot_start });
  });

  test("图论基础挪到周四 places the item on Thursday's first free run; 交实验报告挪到周五 re-dates the to-do instead", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-edit-moved");
    const turn = await chat.say("图论基础挪到周四");
    const calls = toolCallsOf(turn.events).map((call) => call.name);
    expect(calls).toEqual(["list_tasks", "find_first_free", "place"]);
    const draft = (await theOpenDraft(db(), userId)).state;
    const placed = taskByName(draft, "图论基础：欧拉图与哈密顿图");
    expect(placed.status).toBe("suggested");
    // Monday 27 April is window day 1, so Thursday 30 April is day 4.
    expect(placed.slots?.map((slot) => slot.day)).toEqual([4]);
    expect(textsOf(turn.events).join("")).toMatch(/4月30日 周四/);

    const redated = await chat.say("交实验报告挪到周五");
    expect(toolCallsOf(redated.events).map((call) => call.name)).toEqual(["list_tasks", "update_task"]);
    expect(textsOf(redated.events).join("")).toMatch(/截止改到5月1日 周五/);
  });

  test("English: move, swap and unschedule by id answer in English and change the draft", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-edit-en");
    await chat.say("schedule my review for next week");
    const rough = (await theOpenDraft(db(), userId)).state;
    const [moved, first, second, removed] = ["集合与二元关系", "函数与等价关系", "树与最小生成树", "代数系统：群、环、域"].map(
      (name) => taskByName(rough, name),
    );
    const target = freeTargetFor(rough, moved);

    const move = await edit(chat, `move [${moved.state_id}] to day ${target.day} period ${target.slot_start}`);
    expect(writeCall(move.turn).name).toBe("move");
    expect(taskByName(move.after, moved.name).slots?.[0]).toMatchObject({ day: target.day, slot_start: target.slot_start });
    expect(textsOf(move.turn.events)[0].startsWith("Done in the plan; confirm it to save it.\n")).toBe(true);

    const swap = await edit(chat, `swap [${first.state_id}] and [${second.state_id}]`);
    expect(writeCall(swap.turn)).toEqual({ name: "swap", arguments: { task_a: first.state_id, task_b: second.state_id } });
    expect(taskByName(swap.after, first.name).slots).toEqual(taskByName(swap.before, second.name).slots);
    expect(taskByName(swap.after, second.name).slots).toEqual(taskByName(swap.before, first.name).slots);

    const unplace = await edit(chat, `unschedule [${removed.state_id}]`);
    expect(writeCall(unplace.turn)).toEqual({ name: "unplace", arguments: { task_id: removed.state_id } });
    expectPending(taskByName(unplace.after, removed.name));
  });

  test.each([
    ["第3天有什么", { name: "query_day", arguments: { when: "第3天" } }, /^4月29日 周三有/],
    ["明天下午有空吗", { name: "query_free_time", arguments: { when: "明天", part: "afternoon" } }, /^4月28日 周二下午/],
    ["这周哪天最空？", { name: "query_free_time", arguments: { when: "这周", pick: "emptiest" } }, /^最空的是\d+月\d+日 周./],
    ["看看总览", { name: "query_day", arguments: { when: "这周" } }, /^4月27日 周一 到 5月3日 周日一共/],
    ["what's on tomorrow", { name: "query_day", arguments: { when: "tomorrow" } }, /^4月28日 周二: /],
    ["am I free tomorrow afternoon?", { name: "query_free_time", arguments: { when: "tomorrow", part: "afternoon" } }, /^4月28日 周二下午/],
  ])("%s → one time tool, one sentence in dates and clock times, the periods for the week grid, no draft", async (message, call, answer) => {
    const timetableBefore = await scheduleRowsOf(db(), userId);

    const turn = await startConversation({ db: db(), userId, now: NOW }, "offline-question").say(message);

    expect(toolCallsOf(turn.events)).toEqual([call]);
    expect(kindsOf(turn.events)).toEqual(["tool_call", "tool_result", "assistant_text"]);
    const result = turn.events.find((event) => event.kind === "tool_result")?.payload.tool;
    expect(result?.ok).toBe(true);
    const [text] = textsOf(turn.events);
    expect(text).toMatch(answer);
    expect(text).not.toContain("\n");
    expect(text).not.toMatch(/\[\d+\]|existing|suggested|pending|第\s*\d+\s*[天节]/);
    const highlight = turn.message.parts.find((part) => part.type === "data-time_highlight");
    expect(highlight?.type === "data-time_highlight" && highlight.data.periods.length).toBeGreaterThan(0);
    // Kept with the message, so a reload highlights the same periods.
    expect(turn.stored.parts.find((part) => part.type === "data-time_highlight")).toEqual(highlight);
    expect(await openDraftsOf(db(), userId)).toEqual([]);
    expect(turn.run).toMatchObject({ status: "completed", draftId: null, toolCalls: 1 });
    expect(await scheduleRowsOf(db(), userId)).toEqual(timetableBefore);
  });
});
