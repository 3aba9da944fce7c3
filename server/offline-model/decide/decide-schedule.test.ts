import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { executeTool, type ScheduleState, type StateTask } from "@/lib/schedule";
import { deepFreeze, seedWindow } from "@/testing/fixtures/seed-example";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { PLANNER_TOOL_NAMES, type ToolOutput } from "@/lib/protocol";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

function item(stateId: number, name: string, category: string, categoryId: number): StateTask {
  return { state_id: stateId, source: "task_item", source_id: 200 + stateId, name, category, status: "pending", locked: false, duration: 2, category_id: categoryId };
}

/** Two task classes with pending items on an empty 13-day window. */
const twoClasses: ScheduleState = deepFreeze({
  window: seedWindow,
  tasks: [
    item(21, "命题逻辑", "离散数学期末复习", 40),
    item(22, "集合与关系", "离散数学期末复习", 40),
    item(31, "第一章随机事件", "概率论", 50),
  ],
});

const pendingReply = executeTool(twoClasses, "list_tasks", { status: "pending" });
const roughNextWeek = roughSchedule(twoClasses, { category_id: 40, day_start: 8, day_end: 13 });

function listedPending(id = "c1"): LanguageModelV4Message[] {
  return toolExchange(id, "list_tasks", { status: "pending" }, pendingReply);
}

describe("decideSchedule", () => {
  test("first reads the pending items", async () => {
    expect(await nextStep([user("把离散数学的复习排到下周")])).toMatchObject({
      kind: "tool",
      toolName: "list_tasks",
      input: { status: "pending" },
    });
  });

  test("matches the student's words to a class and passes the range as said", async () => {
    const step = await nextStep([user("把离散数学的复习排到下周"), ...listedPending()]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range: "下周" } });
  });

  test("待办 schedules the loose tasks only when there are some; a class named beside it still wins", async () => {
    const withLoose = deepFreeze({
      ...twoClasses,
      tasks: [
        ...twoClasses.tasks,
        { state_id: 41, source: "task" as const, source_id: 9, name: "写实验报告", category: "待办", status: "pending" as const, locked: false, estimated_sections: 3 },
      ],
    });
    const listed = toolExchange("c1", "list_tasks", { status: "pending" }, executeTool(withLoose, "list_tasks", { status: "pending" }));
    for (const words of ["把待办排进下周", "把待办都排进下周", "schedule my todos for next week"]) {
      const step = await nextStep([user(words), ...listed]);
      expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "待办" } });
    }
    const named = await nextStep([user("把离散数学的复习和待办排到下周"), ...listed]);
    expect(named).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range: "下周" } });
    // Without loose tasks to plan, 待办 is the student's word for everything.
    const everything = await nextStep([user("把待办都排进下周"), ...listedPending()]);
    expect(everything.kind === "tool" && everything.input).not.toHaveProperty("task_class");
  });

  test("an item name also names its class", async () => {
    const step = await nextStep([user("帮我把命题逻辑安排到这周"), ...listedPending()]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range: "这周" } });
  });

  test("generic words schedule every class", async () => {
    for (const message of ["帮我把这周的复习排进空闲时间", "把待办都排进第3到第9天"]) {
      const step = await nextStep([user(message), ...listedPending()]);
      expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule" });
      expect(step.kind === "tool" && step.input).not.toHaveProperty("task_class");
    }
  });

  test("verifies with one read after a successful rough schedule, then states the count and asks to confirm", async () => {
    expect(roughNextWeek.ok).toBe(true);
    const prompt = [
      user("把离散数学的复习排到下周"),
      ...listedPending("c1"),
      ...toolExchange("c2", "rough_schedule", { task_class: "离散数学期末复习", range: "下周" }, roughNextWeek),
    ];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "list_tasks", input: { status: "suggested" } });
    const verified = [
      ...prompt,
      ...toolExchange("c3", "list_tasks", { status: "suggested" }, executeTool(roughNextWeek.state, "list_tasks", { status: "suggested" })),
    ];
    expect(await nextStep(verified)).toEqual({
      kind: "text",
      text: "已为你预排了 2 个任务（共 4 节），目前还是建议安排，请确认后再写入课表。",
    });
  });

  test("a shortfall is retried once with allow_partial; a failed retry is relayed with its reason", async () => {
    const failure: ToolOutput = {
      ok: false,
      text: "粗排失败：[离散数学期末复习] 还差4节空闲时段，未做任何安排。",
      facts: { kind: "rough_plan", placed_tasks: 0, placed_periods: 0, missing_periods: 4 },
    };
    const asked = { task_class: "离散数学期末复习", range: "明天" };
    const retry = await nextStep([user("把离散数学的复习排到明天"), ...listedPending(), ...toolExchange("c2", "rough_schedule", asked, failure)]);
    expect(retry).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { ...asked, allow_partial: true } });

    const stillFailing: ToolOutput = { ...failure, text: "粗排失败：[离散数学期末复习] 还差4节空闲时段。" };
    const step = await nextStep([
      user("把离散数学的复习排到明天"),
      ...listedPending(),
      ...toolExchange("c2", "rough_schedule", asked, failure),
      ...toolExchange("c3", "rough_schedule", { ...asked, allow_partial: true }, stillFailing),
    ]);
    expect(step).toEqual({ kind: "text", text: "这次没能排进去，原因如下：\n「离散数学期末复习」 还差4节空闲时段。" });
  });

  test("relays a failure that is not a shortfall (an unknown class) without retrying", async () => {
    const failure = { ok: false, text: "粗排失败：没有名为“化学”的任务类。现有任务类：离散数学期末复习、概率论。" };
    const step = await nextStep([
      user("把化学的复习排到明天"),
      ...listedPending(),
      ...toolExchange("c2", "rough_schedule", { task_class: "化学", range: "明天" }, failure),
    ]);
    expect(step).toEqual({ kind: "text", text: "这次没能排进去，原因如下：\n没有名为“化学”的任务类。现有任务类：离散数学期末复习、概率论。" });
  });

  test("no time range at all → asks which period instead of guessing", async () => {
    const step = await nextStep([user("帮我排一下复习"), ...listedPending()]);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: "想排到哪段时间？", options: ["这周", "下周"] } });
  });

  test("words that name nothing the student has → offers to note it instead of scheduling something else", async () => {
    const prompt = [user("帮我把高数作业安排在明天晚上")];
    const step = await nextStep([...prompt, ...listedPending()]);
    const asked = { question: "没有找到“高数作业”，要先把它记成一条待办吗？", options: ["记下来", "不用了"] };
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user", input: asked });

    const earlierTurn = [...prompt, ...listedPending("c1"), ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question })];
    const noted = await nextStep([...earlierTurn, user("记下来")]);
    expect(noted).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: "明天晚上高数作业" } });
    const declined = await nextStep([...earlierTurn, user("不用了")]);
    expect(declined).toEqual({ kind: "text", text: "好的，那就先不弄了。有需要随时叫我。" });
    // A nod that only leads into the no ("嗯，不用", "好的不用了") notes nothing; a nod alone still notes it.
    for (const answer of ["嗯，不用", "好的，不必了", "ok no thanks"]) {
      expect(await nextStep([...earlierTurn, user(answer)]), answer).not.toMatchObject({ kind: "tool", toolName: "quick_note" });
    }
    expect(await nextStep([...earlierTurn, user("嗯嗯")])).toMatchObject({ kind: "tool", toolName: "quick_note" });
  });

  test("a study plan the student has no class for goes to the planner, whose reply names the classes there are", async () => {
    for (const [text, taskClass, range] of [
      ["这周末帮我把有机化学的复习排一排", "有机化学", "这周末"],
      ["把政治经济学和社会学的复习一块排到下周吧", "政治经济学、社会学", "下周"],
      ["古代汉语预习 → 下周", "古代汉语", "下周"],
    ]) {
      const step = await nextStep([user(text), ...listedPending()]);
      expect(step, text).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: taskClass, range } });
    }
    // A to-do is no class: "有机化学实验报告" is still offered as a note.
    const todo = await nextStep([user("把有机化学实验报告排到下周"), ...listedPending()]);
    expect(todo).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });

  test("clauses that wonder aloud or give the student's own commitments name nothing to plan", async () => {
    for (const text of ["不知道大家是不是都这样…帮我把离散数学复习排到下周", "把离散数学复习排到下周，我周二晚上要去打工"]) {
      const step = await nextStep([user(text), ...listedPending()]);
      expect(step, text).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range: "下周" } });
    }
  });

  test("the answer to the range question completes the earlier request", async () => {
    const asked = { question: "想排到哪段时间？", options: ["这周", "下周"] };
    const earlierTurn = [
      user("帮我排一下离散数学"),
      ...listedPending("c1"),
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText("想排到哪段时间？（可选：这周 / 下周）"),
    ];
    const prompt = [...earlierTurn, user("下周")];
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "list_tasks", input: { status: "pending" }, toolCallId: "offline-call-3" });
    const step = await nextStep([...prompt, ...listedPending("c3")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "离散数学期末复习", range: "下周" } });
  });

  test("the answer to the class question picks the class, or all of them", async () => {
    const asked = { question: "想排哪一类任务？", options: ["离散数学期末复习", "概率论", "全部"] };
    const earlierTurn = [
      user("把化学的复习排到下周"),
      ...listedPending("c1"),
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
    ];
    const picked = await nextStep([...earlierTurn, user("概率论"), ...listedPending("c3")]);
    expect(picked).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "概率论", range: "下周" } });
    const all = await nextStep([...earlierTurn, user("全部"), ...listedPending("c3")]);
    expect(all).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range: "下周" } });
    expect(all.kind === "tool" && all.input).not.toHaveProperty("task_class");
  });

  test("an option picked from a which-plan question worded otherwise names the class it holds", async () => {
    const asked = { question: "要排的是哪套复习？", options: ["离散数学期末复习", "概率论复习"] };
    const earlierTurn = [user("复习帮我排进下周"), ...listedPending("c1"), ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question })];
    const picked = await nextStep([...earlierTurn, user("要后者"), ...listedPending("c3")]);
    expect(picked).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "概率论", range: "下周" } });
    const withMore = await nextStep([...earlierTurn, user("概率那个，每天最多两节"), ...listedPending("c3")]);
    expect(withMore).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "概率论", range: "下周", daily_cap: 2 } });
  });

  test("nothing pending → says so without scheduling", async () => {
    const empty = { ok: true, text: "待安排任务共0个。" };
    const step = await nextStep([user("帮我把这周的复习排进空闲时间"), ...toolExchange("c1", "list_tasks", { status: "pending" }, empty)]);
    expect(step).toEqual({ kind: "text", text: "目前没有待安排的任务，不需要排程。" });
  });

  test("an English request runs the same way and answers in English", async () => {
    const prompt = [user("schedule my review for next week"), ...listedPending("c1")];
    const rough = roughSchedule(twoClasses, { day_start: 8, day_end: 13 });
    expect(await nextStep(prompt)).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { range: "next week" } });
    const done = [
      ...prompt,
      ...toolExchange("c2", "rough_schedule", { range: "next week" }, rough),
      ...toolExchange("c3", "list_tasks", { status: "suggested" }, executeTool(rough.state, "list_tasks", { status: "suggested" })),
    ];
    expect(await nextStep(done)).toEqual({
      kind: "text",
      text: "I've pre-placed 3 tasks (6 periods). They're only suggestions for now — please confirm to save them.",
    });
  });

  test("without rough_schedule among the step's tools, answers with text", async () => {
    const tools = PLANNER_TOOL_NAMES.filter((name) => name !== "rough_schedule");
    const step = await nextStep([user("把离散数学的复习排到下周"), ...listedPending()], tools);
    expect(step).toEqual({ kind: "text", text: "当前这一步还不能安排时间，请稍后再试一次。" });
  });
});
