/**
 * Scheduling requests through startTurn with the offline model on the demo student in a real database: a rough
 * schedule lands in an open draft and a confirm card, the committed timetable stays untouched until the student
 * confirms, and confirmDraft then writes exactly the proposed placements. A request without a time range asks
 * first, and the answer in the same conversation completes it.
 */
import { and, between, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { Database } from "@/db/client";
import { getDraft } from "@/db/queries/drafts";
import { scheduleEvents, schedules, taskClassItems } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import type { Placement } from "@/lib/protocol";
import { addDays } from "@/lib/schedule/indexing";
import { confirmDraft } from "../schedule/confirm";
import {
  confirmOf,
  kindsOf,
  openDraftsOf,
  scheduleRowsOf,
  startConversation,
  suggestedTasks,
  textsOf,
  theOpenDraft,
  toolCallsOf,
  withoutPosition,
} from "@/testing/agent/offline-harness";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC), week 13 of the demo term; the test process runs in UTC.
// The planning window runs from today to next Sunday: day 1 = 2026-04-27 … day 7 = 05-03 (this week), 8-14 next week.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const FIRST_DAY = "2026-04-27";
const THIS_WEEK = { first: 1, last: 7 };
const NEXT_WEEK = { first: 8, last: 14 };
const BOTH_CLASSES = ["离散数学期末复习", "概率论复习"];
/** A request for everything also plans the open loose tasks with an estimate. */
const EVERYTHING = [...BOTH_CLASSES, "待办"];

let studentCounter = 0;

/** Who holds a committed period: the study block's event, or the task item embedded in a course there. */
async function holdersAt(db: Database, userId: number, placement: Placement): Promise<string[]> {
  const rows = await db
    .select({ event: scheduleEvents.name, embedded: taskClassItems.content })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .leftJoin(taskClassItems, eq(taskClassItems.id, schedules.embeddedTaskId))
    .where(
      and(
        eq(schedules.userId, userId),
        eq(schedules.week, placement.week),
        eq(schedules.dayOfWeek, placement.day_of_week),
        between(schedules.section, placement.slot_start, placement.slot_end),
      ),
    );
  return rows.flatMap((row) => (row.embedded ? [row.event, row.embedded] : [row.event]));
}

function periodsOf(slots: ReadonlyArray<{ slot_start: number; slot_end: number }>): number {
  return slots.reduce((sum, slot) => sum + slot.slot_end - slot.slot_start + 1, 0);
}

describe.each(testDatabases())("scheduling through startTurn with the offline model ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `排程学生-${factory.name}-${studentCounter}` });
  });

  test.each([
    {
      message: "帮我把这周的复习排进空闲时间",
      // This week cannot take everything: the all-or-nothing call reports the shortfall, the retry places what
      // fits best by priority and the reply lists what was left out.
      rough: [{ range: "这周" }, { range: "这周", allow_partial: true }],
      days: THIS_WEEK,
      classes: EVERYTHING,
      partial: true,
      reply: (tasks: number, periods: number) => `已为你预排了 ${tasks} 个任务（共 ${periods} 节），目前还是建议安排，请确认后再写入课表。`,
    },
    {
      message: "把离散数学的复习排到下周",
      rough: [{ range: "下周", task_class: "离散数学期末复习" }],
      days: NEXT_WEEK,
      classes: ["离散数学期末复习"],
      partial: false,
      reply: (tasks: number, periods: number) => `已为你预排了 ${tasks} 个任务（共 ${periods} 节），目前还是建议安排，请确认后再写入课表。`,
    },
    {
      message: "schedule my review for next week",
      rough: [{ range: "next week" }, { range: "next week", allow_partial: true }],
      days: NEXT_WEEK,
      classes: EVERYTHING,
      partial: true,
      reply: (tasks: number, periods: number) =>
        `I've pre-placed ${tasks} tasks (${periods} periods). They're only suggestions for now — please confirm to save them.`,
    },
  ])("$message → a draft and a confirm card; the timetable changes only on confirm", async (example) => {
    const timetableBefore = await scheduleRowsOf(db(), userId);
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-schedule");

    const turn = await chat.say(example.message);

    expect(toolCallsOf(turn.events)).toEqual([
      { name: "list_tasks", arguments: { status: "pending" } },
      ...example.rough.map((args) => ({ name: "rough_schedule", arguments: args })),
      { name: "list_tasks", arguments: { status: "suggested" } },
    ]);
    const draft = await theOpenDraft(db(), userId);
    const placed = suggestedTasks(draft.state);
    expect(placed.length).toBeGreaterThan(0);
    for (const task of placed) {
      expect(example.classes).toContain(task.category);
      for (const slot of task.slots ?? []) {
        expect(slot.day).toBeGreaterThanOrEqual(example.days.first);
        expect(slot.day).toBeLessThanOrEqual(example.days.last);
      }
    }
    // A class that was not asked for stays pending.
    const untouched = draft.state.tasks.filter((task) => task.category_id !== undefined && !example.classes.includes(task.category));
    expect(untouched.every((task) => task.status !== "suggested")).toBe(true);

    const periods = placed.reduce((sum, task) => sum + periodsOf(task.slots ?? []), 0);
    const [text, ...moreTexts] = textsOf(turn.events);
    expect(moreTexts).toEqual([]);
    const [firstLine, ...leftOutLines] = text.split("\n");
    expect(firstLine).toBe(example.reply(placed.length, periods));
    if (example.partial) {
      expect(leftOutLines[0]).toBe(
        /[a-z]/i.test(example.message) ? "Not everything fit, so I placed what fits best by priority:" : "有些放不下，先按优先级排了能放下的：",
      );
      expect(leftOutLines[1]).toMatch(/^没排下的（共 \d+ 节）：$/);
      expect(leftOutLines.length).toBeGreaterThan(2);
      // What was left out, and why, in the student's words: no ids, no bracketed names, no window days or loads.
      expect(leftOutLines.join("\n")).not.toMatch(/\[|\]|第\d+天|\d+\/\d+|其余部分|可用范围/);
      expect(leftOutLines[2]).toMatch(/^\s*「.+」(?:从「.+」起还有 \d+ 项（\d+ 节）没排下|还差 \d+ 节没排下（共要 \d+ 节）)：/);
    } else {
      expect(leftOutLines).toEqual([]);
    }
    // The sentence, then the confirm card as the turn's last block.
    expect(kindsOf(turn.events).slice(-2)).toEqual(["assistant_text", "confirm_request"]);
    const confirm = confirmOf(turn.events);
    expect(confirm).toMatchObject({ draft_id: draft.id, base_version: draft.baseVersion });
    expect(turn.run).toMatchObject({ status: "completed", draftId: draft.id });
    expect(withoutPosition(turn.liveEvents)).toEqual(withoutPosition(turn.events));

    // The card lists each placement with the calendar date of its window day.
    expect(confirm!.changes.map((change) => change.state_id).sort((a, b) => a - b)).toEqual(
      placed.map((task) => task.state_id).sort((a, b) => a - b),
    );
    for (const change of confirm!.changes) {
      const task = placed.find((candidate) => candidate.state_id === change.state_id)!;
      expect(change).toMatchObject({ change: "place", name: task.name, from: [] });
      expect(change.to.map(({ day, slot_start, slot_end }) => ({ day, slot_start, slot_end }))).toEqual(task.slots);
      for (const placement of change.to) expect(placement.date).toBe(addDays(FIRST_DAY, placement.day - 1));
    }

    // Nothing reached the committed timetable.
    expect(await scheduleRowsOf(db(), userId)).toEqual(timetableBefore);

    const outcome = await confirmDraft(db(), userId, draft.id, NOW);

    expect(outcome.conversationId).toBe(chat.id);
    // One block per item, one per sitting of a loose task.
    const blocks = placed.reduce((sum, task) => sum + (task.source === "task" ? (task.slots ?? []).length : 1), 0);
    expect(outcome.result.placed + outcome.result.embedded).toBe(blocks);
    expect((await getDraft(db(), userId, draft.id))?.status).toBe("committed");
    for (const change of confirm!.changes) {
      for (const placement of change.to) {
        const holders = await holdersAt(db(), userId, placement);
        expect(holders).toContain(change.name);
      }
    }
    const embeddedPeriods = confirm!.changes
      .filter((change) => change.embedded_in !== undefined)
      .reduce((sum, change) => sum + periodsOf(change.to), 0);
    expect((await scheduleRowsOf(db(), userId)).length).toBe(timetableBefore.length + periods - embeddedPeriods);
    const reloaded = await chat.say("谢谢");
    const completed = reloaded.timeline.filter((event) => event.kind === "schedule_completed");
    expect(completed.map((event) => event.payload.schedule_completed?.draft_id)).toEqual([draft.id]);
    expect(confirmOf(reloaded.events)).toBeUndefined();
  });

  test("each class into its own week: one rough schedule each, onto one draft, and one confirm card for both", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-schedule-ranged");

    const turn = await chat.say("离散放这周，概率论放下周，能排多少排多少");

    const calls = toolCallsOf(turn.events);
    expect(calls.map((call) => call.name)).toEqual(["list_tasks", "rough_schedule", "rough_schedule", "list_tasks"]);
    expect(calls[1].arguments).toMatchObject({ task_class: "离散数学期末复习", range: "这周", allow_partial: true });
    expect(calls[2].arguments).toMatchObject({ task_class: "概率论复习", range: "下周", allow_partial: true });
    expect(await openDraftsOf(db(), userId)).toHaveLength(1);
    const draft = await theOpenDraft(db(), userId);
    const placed = suggestedTasks(draft.state);
    const weekOf = { 离散数学期末复习: THIS_WEEK, 概率论复习: NEXT_WEEK } as Record<string, { first: number; last: number }>;
    expect(new Set(placed.map((task) => task.category))).toEqual(new Set(BOTH_CLASSES));
    for (const task of placed) {
      for (const slot of task.slots ?? []) {
        expect(slot.day).toBeGreaterThanOrEqual(weekOf[task.category].first);
        expect(slot.day).toBeLessThanOrEqual(weekOf[task.category].last);
      }
    }
    const periods = placed.reduce((sum, task) => sum + periodsOf(task.slots ?? []), 0);
    expect(textsOf(turn.events)[0].split("\n")[0]).toBe(`已为你预排了 ${placed.length} 个任务（共 ${periods} 节），目前还是建议安排，请确认后再写入课表。`);
    expect(confirmOf(turn.events)?.changes.map((change) => change.state_id).sort((a, b) => a - b)).toEqual(
      placed.map((task) => task.state_id).sort((a, b) => a - b),
    );
  });

  test.each([
    {
      language: "Chinese",
      request: "帮我排一下复习",
      question: "想排到哪段时间？",
      asked: { question: "想排到哪段时间？", options: ["这周", "下周"] },
      answer: "这周",
    },
    {
      language: "English",
      request: "help me schedule my review",
      question: "Which period should I schedule it into?",
      asked: { question: "Which period should I schedule it into?", options: ["this week", "next week"] },
      answer: "this week",
    },
  ])("$language: no time range → ask_user's question as the text; the answer completes the request", async (example) => {
    const timetableBefore = await scheduleRowsOf(db(), userId);
    const chat = startConversation({ db: db(), userId, now: NOW }, "offline-ask");

    const asked = await chat.say(example.request);

    expect(toolCallsOf(asked.events)).toEqual([
      { name: "list_tasks", arguments: { status: "pending" } },
      { name: "ask_user", arguments: example.asked },
    ]);
    expect(kindsOf(asked.events).at(-1)).toBe("assistant_text");
    expect(textsOf(asked.events)).toEqual([example.question]);
    expect(confirmOf(asked.events)).toBeUndefined();
    expect(await openDraftsOf(db(), userId)).toEqual([]);
    expect(asked.run).toMatchObject({ status: "completed", draftId: null });

    const answered = await chat.say(example.answer);

    expect(toolCallsOf(answered.events)).toEqual([
      { name: "list_tasks", arguments: { status: "pending" } },
      { name: "rough_schedule", arguments: { range: example.answer } },
      { name: "rough_schedule", arguments: { range: example.answer, allow_partial: true } },
      { name: "list_tasks", arguments: { status: "suggested" } },
    ]);
    const draft = await theOpenDraft(db(), userId);
    const days = suggestedTasks(draft.state).flatMap((task) => (task.slots ?? []).map((slot) => slot.day));
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day >= THIS_WEEK.first && day <= THIS_WEEK.last)).toBe(true);
    expect(confirmOf(answered.events)?.draft_id).toBe(draft.id);
    expect(await scheduleRowsOf(db(), userId)).toEqual(timetableBefore);
  });
});
