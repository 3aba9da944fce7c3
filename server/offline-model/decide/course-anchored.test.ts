import { describe, expect, test } from "vitest";
import type { ListedTask, ModelCalendar } from "@/lib/protocol/model-facts";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

/** A window from Tuesday 1 December 2026 for two weeks; period N runs (7+N):00–(7+N):45. */
const calendar: ModelCalendar = {
  days: Array.from({ length: 14 }, (_, index) => ({ day: index + 1, date: `2026-12-${String(1 + index).padStart(2, "0")}`, weekday: ((index + 1) % 7) + 1 })),
  periods: Array.from({ length: 12 }, (_, index) => ({ start: `${String(8 + index).padStart(2, "0")}:00`, end: `${String(8 + index).padStart(2, "0")}:45` })),
};

const course = (id: number, name: string, day: number, start: number, end: number): ListedTask => ({ id, name, category: "课程", status: "existing", first_block: { day, slot_start: start, slot_end: end } });

/** 大学体育 meets on Fridays (day 4) in periods 3–4; 数据结构 on Wednesdays (day 2) in periods 1–2. */
const listing = { ok: true, text: "（清单）", facts: { kind: "task_list" as const, tasks: [course(1, "大学体育", 4, 3, 4), course(2, "数据结构", 2, 1, 2)] } };

/** The day's classes asked first (class-day-lookup.ts); an agenda with no facts leaves the listing to say the clock. */
const dayAsked = { ok: true, text: "（那天的课）" };

function afterListing(text: string) {
  return [user(text), ...toolExchange("c0", "query_day", { when: "那天" }, dayAsked), ...toolExchange("c1", "list_tasks", {}, listing)];
}

/** A note timed by a class: the class's clock from the timetable, the note due then. */
describe("a note timed by a class", () => {
  test("a course named by its name: that day's classes asked, then the listing", async () => {
    const said = "周五上完体育课提醒我去买水";
    expect(await nextStep([user(said)], undefined, calendar)).toMatchObject({ kind: "tool", toolName: "query_day", input: { when: "周五" } });
    const asked = [user(said), ...toolExchange("c0", "query_day", { when: "周五" }, dayAsked)];
    expect(await nextStep(asked, undefined, calendar)).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  });

  test.each([
    ["周五上完体育课提醒我去买水", "周五11:45"],
    ["下周五体育课一下课就提醒我去还球拍", "下周五11:45"],
    ["明天数据结构课下了以后提醒我去答疑", "明天09:45"],
  ])("%s is due at %s", async (text, when) => {
    const step = await nextStep(afterListing(text), undefined, calendar);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining(when) } });
  });

  test.each([
    ["后天第三节下课后提醒我去交表", "后天10:45"],
    ["明天第一节一下课就提醒我去打印实验报告", "明天08:45"],
  ])("%s: a period by its number is the calendar's, no listing needed", async (text, when) => {
    const step = await nextStep([user(text)], undefined, calendar);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining(when) } });
  });

  test("a course with no meeting that day leaves the words as said", async () => {
    const step = await nextStep(afterListing("周四上完体育课提醒我去买水"), undefined, calendar);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining("上完体育课") } });
  });

  test.each(["上完体育课好累", "明天体育课下了以后有空吗"])("%s looks up no class for a note", async (text) => {
    expect(await nextStep([user(text)], undefined, calendar)).not.toMatchObject({ toolName: "list_tasks" });
  });
});

/** A lead counted back from a class's start ("…课前半小时提醒我"): the 前 stays with the clock, so the lead is kept. */
describe("a reminder a lead ahead of a class's start", () => {
  test.each([
    ["周五体育课前半小时提醒我换鞋", "周五10:00开始前半小时"],
    ["明天数据结构课开始前二十分钟提醒我去占座", "明天08:00开始前二十分钟"],
    ["下周五体育课之前一刻钟提醒我热身", "下周五10:00开始前一刻钟"],
  ])("%s", async (text, said) => {
    const step = await nextStep(afterListing(text), undefined, calendar);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining(said) } });
  });

  test("near miss: a class's start with no lead is its start", async () => {
    const step = await nextStep(afterListing("周五体育课前提醒我带水杯"), undefined, calendar);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringMatching(/周五10:00(?!开始前)/) } });
  });
});
