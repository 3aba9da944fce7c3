/**
 * Follow-ups that pick or widen what the last turn offered (round 41, A): a day picked for the thing the free time was
 * asked for, with when it starts said beside it (wished-thing-picks.ts); both things asked about put in the stretch
 * said; an option picked with why the other will not do (taken-elsewhere.ts); the question just answered asked too for
 * another stretch, part of the day or subject ("…也看看"); a plan narrowed to one subject ("只排离散的"). And short asks that need a question back: a subject's word
 * pointed at with 那个 when several things fit it (decide/loosely-pointed.ts), a check-in to make up with no block said.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";
import { detectIntent } from "./understand/intents";
import { currentRequest } from "./understand/request";
import { takenElsewhere } from "./understand/taken-elsewhere";

async function problemOf(evalCase: EvalCase): Promise<string | undefined> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed ? undefined : (result.score.problem ?? "a word the student may not read");
}

const FREE_FOR_PLAN = { user: "哪天下午能把迎新晚会策划案写了", said: "下午能连着空4节的有：12月5日 周六 14:00–17:40；12月6日 周日 14:00–17:40。" };
const FREE_EVENINGS = { user: "哪个晚上适合整理错题本", said: "晚上能连着空2节的有：12月2日 周三 19:00–22:30；12月4日 周五 19:00–22:30。" };

describe("a day picked for the thing asked about", () => {
  test.each([
    ["周六吧，三点开始写", FREE_FOR_PLAN, { task_id: 29, day: 5, slot_start: 6 }],
    ["那就周三晚上，早弄完早安心", FREE_EVENINGS, { task_id: 28, day: 2, slot_start: 9 }],
  ] as const)("%s", async (text, said, fields) => {
    expect(await problemOf({ category: "follow_up", text, tools: ["place"], fields, forbid: ["ask_user", "quick_note"], history: [said] })).toBeUndefined();
  });

  test("both things asked about, put in the stretch said", async () => {
    const history = [{ user: "这周能把错题本和电脑文件都整理了吗", said: "这周还空着不少：12月5日 周六、12月6日 周日全天都空。" }];
    expect(await problemOf({ category: "follow_up", text: "那就全部放周末吧", tools: ["rough_schedule"], fields: { range: "周末" }, forbid: ["ask_user"], history })).toBeUndefined();
  });
});

describe("an option picked with why the other will not do", () => {
  test("the reason names the other option's day", async () => {
    const history = [{ user: "找个时间把四级真题做了", asked: { question: "这两个时间都能连着放下4节，选哪个？", options: ["周五 19:00–22:30", "周六 08:00–11:40"] } }];
    expect(await problemOf({ category: "follow_up", text: "周六那个，周五晚上有社团活动", tools: ["place"], fields: { task_id: 27, day: 5, slot_start: 1 }, forbid: ["ask_user", "move"], history })).toBeUndefined();
  });

  test.each(["周三晚上要开班会", "周五晚上想看球", "那天下午约了人"])("%s is a reason", (clause) => {
    expect(takenElsewhere(clause)).toBe(true);
  });

  test.each(["周三晚上要排错题本", "周五提醒我交报告", "离散改成交大作业了"])("%s is no reason", (clause) => {
    expect(takenElsewhere(clause)).toBe(false);
  });

  test("finding a time for a deed is a plan, not the deed reported", () => {
    expect(detectIntent("找个时间把物理实验报告写了")).toMatchObject({ family: "schedule", hints: ["物理实验报告"] });
    expect(detectIntent("抽空把错题本整理了")).toMatchObject({ family: "schedule", hints: ["错题本"] });
  });
});

describe("the question just answered, asked too for more", () => {
  test("another stretch of the missed blocks", async () => {
    const history = [{ user: "这周落下了哪些", said: "这周（11月30日—12月6日）落下了1个学习块，共2节：12月1日（周二）19:00「谓词逻辑与推理理论」。" }];
    expect(await problemOf({ category: "follow_up", text: "上周的也帮我列一下", tools: ["query_progress"], fields: { range: "上周", focus: "missed" }, forbid: ["query_day"], history })).toBeUndefined();
  });

  test("another part of the day asked about", async () => {
    const history = [{ user: "周五下午有空吗", said: "12月4日 周五 下午 空闲：16:00–17:40（2节）" }];
    expect(await problemOf({ category: "follow_up", text: "晚上也顺便看看", tools: ["query_free_time"], fields: { when: "周五", part: "evening" }, forbid: ["query_day"], history })).toBeUndefined();
  });

  test("another subject's exam", async () => {
    const history = [{ user: "离散什么时候考", said: "「离散数学期末考试」：1月12日（周二）14:00，还有 42 天（6 周）。" }];
    expect(await problemOf({ category: "follow_up", text: "高数的也查一下", tools: ["query_exams"], fields: { exam: "高数" }, forbid: ["record_exam"], history })).toBeUndefined();
  });
});

describe("a plan narrowed to one of its subjects", () => {
  test.each(["线代先不用排，只排电路的", "只留电路的吧"])("%s", (text) => {
    const drafted = { text: "按考试帮我排复习", said: "已生成方案：按考试预排电路复习、线代复习共24节，请在卡片上确认。" };
    const request = currentRequest([drafted, { text }]);
    expect(detectIntent(request?.text ?? "")).toMatchObject({ family: "schedule", hints: ["电路"], forExams: true });
  });
});

describe("short asks that need a question back", () => {
  test.each([
    ["数学那个挪到下周一", ["update_task", "move"]],
    ["把离散的那个删了", ["delete_task"]],
  ])("%s: several fit the word", async (text, forbid) => {
    expect(await problemOf({ category: "clarify", text, tools: ["ask_user"], fields: {}, forbid })).toBeUndefined();
  });

  test("a to-do the word fits once is changed as said", async () => {
    expect(await problemOf({ category: "task_edit", text: "线代那个作业交了", tools: ["complete_task"], fields: { task: "线" }, forbid: ["ask_user"] })).toBeUndefined();
  });

  test.each(["想补个卡", "补一下打卡", "补个卡吧"])("%s: which block is not said", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "progress", focus: "missed" });
  });
});
