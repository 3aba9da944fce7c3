/**
 * Scheduling requests with their constraints and refusals said around them, and task questions said by their filter
 * alone: the clause that constrains is an option or nothing, never a subject.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a scheduling request with what it must not do", () => {
  test.each([
    ["概率论复习排进下周，别往水课里塞，马原老师会签到", { hints: ["概率论"], allowFiller: false, range: "下周" }],
    ["线代复习排到这周，水课也可以用", { allowFiller: true }],
    ["英语听力别排早上，周日给我排上", { hints: ["英语听力"], range: "周日" }],
    ["线代复习这周排一下，周末别排", { hints: ["线代"], range: "这周" }],
    ["除了打印店那个，别的待办下周都排上", { hints: [], wantsAll: true, looseOnly: true, range: "下周" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });
});

describe("how to spread it, said without the usual words", () => {
  test.each([
    ["下周的复习给我排一下，平均排，别在一天里堆太多", { strategy: "steady", range: "下周" }],
    ["把概率论均匀地排进下周", { strategy: "steady", hints: ["概率论"] }],
    ["线代复习排进下周，能挤多少挤多少", { allowPartial: true, hints: ["线代"] }],
    ["离散复习放到这周，能放几节放几节", { allowPartial: true }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });
});

describe("the student's load, said as the reason, names no subject", () => {
  test.each([
    ["概率论复习排进下周，每天最多三节，社团的事我还得顾", { hints: ["概率论"], dailyCap: 3 }],
    ["杂事都甩给我了……把下周的待办都塞进空闲时间", { hints: [], looseOnly: true }],
    ["实习太占时间了，线代复习这周能排多少排多少", { hints: ["线代"], allowPartial: true }],
    ["线代复习帮我排满下周六", { hints: ["线代"], range: "下周六" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });
});

describe("a task question said by its filter alone", () => {
  test.each([
    ["就看最赶的两条", { limit: 2 }],
    ["只看紧急又重要的，其他的不用", { quadrant: 1 }],
    ["搜一下带“实验”俩字的待办", { keyword: "实验" }],
  ])("%s", (text, input) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ family: "query_tasks", input });
    if (intent.family === "query_tasks") expect(intent.input.keyword).toBe((input as { keyword?: string }).keyword);
  });
});

describe("scheduling asked for without the usual verbs", () => {
  test.each([
    ["打印店那个以外，剩下的待办下周都排了吧", { looseOnly: true, range: "下周" }],
    ["下周的复习给我搞起来，平均排，别在一天里堆太多", { strategy: "steady", range: "下周" }],
    ["线代复习下周能挤多少挤多少", { allowPartial: true, hints: ["线代"] }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });

  test("都排了吗 asks, it does not tell", () => {
    expect(detectIntent("下周的待办都排了吗").family).not.toBe("schedule");
  });

  // When to do it, decided: 了 is an order, nothing is reported done.
  test.each([
    ["那就明天晚上把实验报告写了", { range: "明天", hints: ["实验报告"] }],
    ["干脆周日下午把四级真题做了吧", { range: "周日", hints: ["四级真题"] }],
    ["那就下周一把读书笔记整理了", { range: "下周一", hints: ["读书笔记"] }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });

  // "…都排了" with a stretch counted from today: a goal with a bound, not a report.
  test.each([
    ["从现在起一周内把概率论都排了", { range: "一周内", hints: ["概率论"] }],
    ["从今天开始三天内把所有待办全排了", { range: "三天内", looseOnly: true }],
    ["今天算起两周之内把离散复习全排了", { range: "两周之内", hints: ["离散"] }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });

  test("a day with 弄完了 still reports it done", () => {
    expect(detectIntent("我昨晚把读书笔记整理完了")).toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("how many sittings, how many a day, how full", () => {
  test.each([
    ["读书报告分三次写完，下周之内", { hints: ["读书报告"], range: "下周" }],
    ["把实验报告拆成两次放进下周", { hints: ["实验报告"], range: "下周" }],
    ["高数从周三起连着两天，每天排一节", { hints: ["高数"] }],
    ["线代那套复习放到下周，单日上限是三节", { hints: ["线代"], dailyCap: 3, range: "下周" }],
    ["英语复习排进这周，单日最多两节", { dailyCap: 2 }],
    ["英语这周能塞多满就塞多满", { hints: ["英语"], strategy: "rapid", range: "这周" }],
    ["概率论下周能塞多满塞多满，越快学完越好", { hints: ["概率论"], strategy: "rapid" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });
});
