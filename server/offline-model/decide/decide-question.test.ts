import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { timetableExample } from "@/testing/fixtures/seed-example";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { inStudentWords } from "../speak/student-words";
import type { FactsOf } from "@/lib/protocol/model-facts";
import { studentCalendarOf } from "./facts";

/** A relayed reply as the student reads it: no ids (these calls carry no calendar to date the days). */
const words = (text: string) => inStudentWords(text, studentCalendarOf(undefined));

type AgendaFacts = FactsOf<"day_agenda">;
type AgendaEntry = AgendaFacts["days"][number]["entries"][number];
/** query_day's facts, as the tool hands them beside its lines; the answers are composed from these, not the lines. */
const day = (date: string, weekday: number, entries: AgendaEntry[]) => ({ date, weekday, over: false, entries });
const agenda = (remainingOnly: boolean, days: AgendaFacts["days"]): AgendaFacts => ({ kind: "day_agenda", remaining_only: remainingOnly, days });

describe("decideQuestion", () => {
  test("a day question reads that day, then answers in one sentence with dates and clock times", async () => {
    const prompt = [user("我下周三有什么课")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "query_day", input: { when: "下周三" } });
    const reply = {
      ok: true,
      text: "12月9日 周三：08:00–09:40 高等数学（课）；16:00–17:40 集合与二元关系（学习，离散数学期末复习，待确认）",
      facts: agenda(false, [
        day("2026-12-09", 3, [
          { kind: "course", name: "高等数学", start: "08:00", end: "09:40", draft: false },
          { kind: "study", name: "集合与二元关系", start: "16:00", end: "17:40", draft: true },
        ]),
      ]),
    };
    const step = await nextStep([...prompt, ...toolExchange("c1", "query_day", { when: "下周三" }, reply)]);
    expect(step).toEqual({ kind: "text", text: "12月9日 周三有一门课：08:00–09:40 高等数学；学习安排：16:00–17:40 集合与二元关系（待确认）。" });
  });

  test("今天还有什么课 asks for what has not begun, and an empty rest of the day says so", async () => {
    const prompt = [user("今天还有什么课")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "query_day", input: { when: "今天", remaining_only: true } });
    const reply = { ok: true, text: "12月1日 周二 接下来：没有课和学习安排", facts: agenda(true, [day("2026-12-01", 2, [])]) };
    const step = await nextStep([...prompt, ...toolExchange("c1", "query_day", { when: "今天", remaining_only: true }, reply)]);
    expect(step).toEqual({ kind: "text", text: "12月1日 周二接下来没有课，也没有学习安排。" });
  });

  test("a free-time question answers with the day, the part of the day and the clock times", async () => {
    const prompt = [user("周四下午有没有连续两节空闲")];
    const input = { when: "周四", part: "afternoon", min_periods: 2 };
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "query_free_time", input });
    const reply = {
      ok: true,
      text: "（只列连续2节及以上的空闲）\n12月3日 周四 下午 空闲：14:00–15:40（2节）",
      facts: { kind: "free_time" as const, part: "afternoon" as const, days: [{ date: "2026-12-03", weekday: 4, over: false, runs: [{ start: "14:00", end: "15:40", periods: 2 }] }] },
    };
    const step = await nextStep([...prompt, ...toolExchange("c1", "query_free_time", input, reply)]);
    expect(step).toEqual({ kind: "text", text: "12月3日 周四下午 14:00–15:40 有两节空。" });
  });

  test("the emptiest day is named with its date and weekday", async () => {
    const saturday = { date: "2026-12-05", weekday: 6 };
    const reply = {
      ok: true,
      text: "最空：12月5日 周六（空闲12节）\n12月5日 周六 全天 空闲：08:00–22:30（12节）",
      facts: { kind: "free_time" as const, days: [{ ...saturday, over: false, runs: [{ start: "08:00", end: "22:30", periods: 12 }] }], emptiest: { ...saturday, free_periods: 12 } },
    };
    const step = await nextStep([user("这周哪天最空？"), ...toolExchange("c1", "query_free_time", { when: "这周", pick: "emptiest" }, reply)]);
    expect(step).toEqual({ kind: "text", text: "最空的是12月5日 周六，全天都空着。" });
    const wednesday = { date: "2026-12-02", weekday: 3 };
    const afternoon = {
      ok: true,
      text: "最空：12月2日 周三 下午（空闲3节）\n12月2日 周三 下午 空闲：14:00–16:45（3节）",
      facts: {
        kind: "free_time" as const,
        part: "afternoon" as const,
        days: [{ ...wednesday, over: false, runs: [{ start: "14:00", end: "16:45", periods: 3 }] }],
        emptiest: { ...wednesday, free_periods: 3 },
      },
    };
    const input = { when: "这周", part: "afternoon", pick: "emptiest" };
    const partStep = await nextStep([user("这周哪天下午最空"), ...toolExchange("c1", "query_free_time", input, afternoon)]);
    expect(partStep).toEqual({ kind: "text", text: "最空的是12月2日 周三下午，有三节空。" });
  });

  test("when a course meets: the course's meetings by date and clock time; what is next today", async () => {
    const prompt = [user("高数什么时候上")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "query_day", input: { when: "这周", course: "高数" } });
    const week = {
      ok: true,
      text: "12月2日 周三：08:00–09:40 高等数学（课）\n12月4日 周五：10:00–11:40 高等数学（课）\n12月5日 周六：没有课和学习安排",
      facts: agenda(false, [
        day("2026-12-02", 3, [{ kind: "course", name: "高等数学", start: "08:00", end: "09:40", draft: false }]),
        day("2026-12-04", 5, [{ kind: "course", name: "高等数学", start: "10:00", end: "11:40", draft: false }]),
        day("2026-12-05", 6, []),
      ]),
    };
    const step = await nextStep([...prompt, ...toolExchange("c1", "query_day", { when: "这周", course: "高数" }, week)]);
    expect(step).toEqual({ kind: "text", text: "“高数”在12月2日 周三 08:00–09:40、12月4日 周五 10:00–11:40。" });

    const next = [user("下一节是什么课")];
    expect(await nextStep(next)).toMatchObject({ kind: "tool", toolName: "query_day", input: { when: "今天", remaining_only: true } });
    const today = {
      ok: true,
      text: "12月1日 周二 接下来：10:00–11:40 大学英语（课）；14:00–15:40 概率论与数理统计（课）",
      facts: agenda(true, [
        day("2026-12-01", 2, [
          { kind: "course", name: "大学英语", start: "10:00", end: "11:40", draft: false },
          { kind: "course", name: "概率论与数理统计", start: "14:00", end: "15:40", draft: false },
        ]),
      ]),
    };
    const answer = await nextStep([...next, ...toolExchange("c1", "query_day", { when: "今天", remaining_only: true }, today)]);
    expect(answer).toEqual({ kind: "text", text: "下一节是10:00–11:40 大学英语。" });
  });

  test("a time tool's refusal is its own sentence, said as it is", async () => {
    const reply = { ok: false, text: "“下下月”不在能查看的日子里（12月1日 周二 到 12月13日 周日）。" };
    const step = await nextStep([user("下下月有空吗"), ...toolExchange("c1", "query_free_time", { when: "下下月" }, reply)]);
    expect(step).toEqual({ kind: "text", text: reply.text });
  });

  test("a task id question reads that task", async () => {
    const prompt = [user("[3]是什么")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "get_task_info", input: { task_id: 3 } });
    const reply = executeTool(timetableExample, "get_task_info", { task_id: 3 });
    const step = await nextStep([...prompt, ...toolExchange("c1", "get_task_info", { task_id: 3 }, reply)]);
    expect(step).toEqual({ kind: "text", text: `这个任务的详情如下：\n${words(reply.text)}` });
  });

  test("English questions lead in English", async () => {
    const reply = executeTool(timetableExample, "list_tasks", { status: "pending" });
    const step = await nextStep([
      user("which tasks are still unscheduled?"),
      ...toolExchange("c1", "list_tasks", { status: "pending" }, reply),
    ]);
    expect(step).toEqual({ kind: "text", text: `Here's the list:\n${words(reply.text)}` });
  });
});
