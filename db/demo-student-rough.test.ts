/**
 * The rough scheduler on the demo student as loadState reads it from a real database, and the way back: a draft
 * built with the tools and the rough scheduler is committed with commitDraft and read again with loadState.
 * The window facts behind the expected placements are listed in testing/fixtures/demo-student-state.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { commitDraft } from "@/db/queries/commit-draft";
import { createDraft } from "@/db/queries/drafts";
import { loadScheduleSnapshot, loadState } from "@/db/queries/schedule-state";
import { insertDemoStudent } from "@/db/seed";
import {
  isLooseFact,
  loadDemoSchedule,
  loosePeriodFacts,
  scheduleFacts,
  taskNamed,
  testDatabases,
  useTestDatabase,
  type TaskFact,
} from "@/testing/database";
import {
  DEMO_NOW,
  DEMO_WINDOW_DAYS,
  DISCRETE,
  PROBABILITY,
  applied,
  classChain,
  namesOf,
  occupiedPeriods,
  type ChainLink,
} from "@/testing/fixtures/demo-student-state";
import { deepFreeze } from "@/testing/fixtures/seed-example";
import { precedes } from "@/lib/schedule/rough-schedule-plan";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { DEFAULT_PERIODS_PER_DAY, type ScheduleState } from "@/lib/schedule/state";

function categoryIdOf(state: ScheduleState, className: string): number {
  const taskClass = state.task_classes?.find((candidate) => candidate.name === className);
  if (!taskClass) throw new Error(`no task class named ${className}`);
  return taskClass.category_id;
}

/** Item k+1 of the chain starts after item k ends, for every k. */
function expectInOrder(chain: readonly ChainLink[]): void {
  for (let index = 1; index < chain.length; index++) {
    expect(precedes(chain[index - 1].last, chain[index].first), `${chain[index - 1].name} → ${chain[index].name}`).toBe(true);
  }
}

describe.each(testDatabases())("roughSchedule on the demo student ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let state: ScheduleState;
  let id: (name: string) => number;
  let label: (name: string) => string;

  beforeAll(async () => {
    await insertDemoStudent(db(), { now: DEMO_NOW, name: "对照学生" });
    const { snapshot } = await loadDemoSchedule(db(), { now: DEMO_NOW, name: "林小满", days: DEMO_WINDOW_DAYS });
    state = deepFreeze(snapshot.state);
    ({ id, label } = namesOf(state));
  });

  it("places the pending 离散数学期末复习 items after its two committed study blocks, spread steadily", () => {
    const result = roughSchedule(state, { category_id: categoryIdOf(state, DISCRETE) });
    expect(result.ok, result.text).toBe(true);
    // Steady targets for 6 items over 14 days: days 1, 3, 5, 8, 10, 12. The first item cannot take day 1 9-10:
    // item 2 is committed on day 3 7-8, so item 3 starts right after it.
    expect(result.text).toBe(
      [
        `粗排完成：已为 [${DISCRETE}] 预排6个任务（共15节）。`,
        `  ${label("集合与二元关系")} → 第3天第9-10节`,
        `  ${label("函数与等价关系")} → 第3天第11-12节`,
        `  ${label("图论基础：欧拉图与哈密顿图")} → 第5天第7-9节`,
        `  ${label("树与最小生成树")} → 第8天第7-8节`,
        `  ${label("代数系统：群、环、域")} → 第10天第7-8节`,
        `  ${label("综合模拟卷（限时）")} → 第12天第7-10节`,
        `第3天当前占用：${label("高等数学")}(1-2节) ${label("思想政治")}(3-4节) ${label("第一章 随机事件与概率")}(嵌入3-4节) ` +
          `${label("体育")}(5-6节) ${label("谓词逻辑与推理理论")}(7-8节) ${label("集合与二元关系")}(9-10节) ${label("函数与等价关系")}(11-12节)，占用12/12。`,
        `第5天当前占用：${label("离散数学")}(1-2节) ${label("高等数学")}(3-4节) ${label("程序设计")}(5-6节) ${label("图论基础：欧拉图与哈密顿图")}(7-9节)，占用9/12。`,
        `第8天当前占用：${label("高等数学")}(1-2节) ${label("线性代数")}(3-4节) ${label("离散数学")}(5-6节) ` +
          `${label("树与最小生成树")}(7-8节) ${label("形势与政策")}(9-10节)，占用10/12。`,
        `第10天当前占用：${label("高等数学")}(1-2节) ${label("思想政治")}(3-4节) ${label("体育")}(5-6节) ${label("代数系统：群、环、域")}(7-8节)，占用8/12。`,
        `第12天当前占用：${label("离散数学")}(1-2节) ${label("高等数学")}(3-4节) ${label("程序设计")}(5-6节) ${label("综合模拟卷（限时）")}(7-10节)，占用10/12。`,
        // The six 概率论复习 items and the six open loose tasks: one class was asked for.
        "待安排任务剩余：12个。",
      ].join("\n"),
    );
    const chain = classChain(result.state, DISCRETE);
    expect(chain.map((link) => [link.order, link.status])).toEqual([
      [1, "existing"],
      [2, "existing"],
      [3, "suggested"],
      [4, "suggested"],
      [5, "suggested"],
      [6, "suggested"],
      [7, "suggested"],
      [8, "suggested"],
    ]);
    expectInOrder(chain);
  });

  describe("概率论复习 after a tool embedded its second chapter into the week 14 思想政治", () => {
    let draft: ScheduleState;

    beforeAll(() => {
      draft = applied(state, "place", { task_id: id("第二章 随机变量及其分布"), day: 10, slot_start: 3 }).state;
    });

    it("places the rest after that chapter, away from periods 1-2 and 11-12, and the reply's numbers match the state", () => {
      const result = roughSchedule(draft, { category_id: categoryIdOf(draft, PROBABILITY) });
      expect(result.ok, result.text).toBe(true);
      // Day 10 after the chapter: 7-9 (10-11 would touch 11). Then day 11 9-10, day 12 7-8 and 9-10, day 13 3-5.
      const expected: Array<[string, number, number, number]> = [
        ["第三章 多维随机变量", 10, 7, 9],
        ["第四章 数字特征：期望与方差", 11, 9, 10],
        ["第五章 大数定律与中心极限定理", 12, 7, 8],
        ["第六章 参数估计", 12, 9, 10],
        ["第七章 假设检验与历年真题", 13, 3, 5],
      ];
      expect(result.placed).toEqual(
        expected.map(([name, day, slotStart, slotEnd]) => ({ state_id: id(name), day, slot_start: slotStart, slot_end: slotEnd })),
      );

      const lines = result.text.split("\n");
      const periods = expected.reduce((sum, [, , slotStart, slotEnd]) => sum + slotEnd - slotStart + 1, 0);
      expect(lines[0]).toBe(`粗排完成：已为 [${PROBABILITY}] 预排${expected.length}个任务（共${periods}节）。`);
      for (const [index, [name]] of expected.entries()) {
        const [slot] = taskNamed(result.state, name).slots!;
        expect(taskNamed(result.state, name).status).toBe("suggested");
        expect(lines[1 + index]).toBe(`  ${label(name)} → 第${slot.day}天第${slot.slot_start}-${slot.slot_end}节`);
      }
      const days = [10, 11, 12, 13];
      for (const [index, day] of days.entries()) {
        expect(lines[1 + expected.length + index]).toMatch(new RegExp(`^第${day}天当前占用：.*，占用${occupiedPeriods(result.state, day)}/${DEFAULT_PERIODS_PER_DAY}。$`));
      }
      const pending = result.state.tasks.filter((task) => task.status === "pending").length;
      expect(pending).toBe(12); // the six pending 离散数学期末复习 items and the six open loose tasks
      expect(lines.at(-1)).toBe(`待安排任务剩余：${pending}个。`);
      expect(lines).toHaveLength(1 + expected.length + days.length + 1);
      expectInOrder(classChain(result.state, PROBABILITY));
    });

    it("refuses, changing nothing, when the requested days end before the rest can follow the chapter", () => {
      const result = roughSchedule(draft, { category_id: categoryIdOf(draft, PROBABILITY), day_end: 10 });
      expect(result.ok).toBe(false);
      expect(result.state).toBe(draft);
      expect(result.missing_periods).toBe(9);
      expect(result.text).toBe(
        [
          `粗排失败：[${PROBABILITY}] 还差9节空闲时段，未做任何安排。`,
          `[${PROBABILITY}]：5个待安排任务共需12节；在可用范围内（第1-10天，排除第1-2节、第11-12节，不嵌入水课）按顺序最多放下1个（3节），` +
            `从 ${label("第四章 数字特征：期望与方差")} 起的4个任务（9节）放不下。`,
        ].join("\n"),
      );
    });
  });

  it("commits a draft built with the tools and the rough scheduler; loadState then shows it all as existing", async () => {
    // A student of its own: the commit changes the database the other tests read.
    const { userId, snapshot } = await loadDemoSchedule(db(), { now: DEMO_NOW, name: "提交学生", days: DEMO_WINDOW_DAYS });
    const loaded = snapshot.state;
    const names = namesOf(loaded);
    let draft = applied(loaded, "place", { task_id: names.id("集合与二元关系"), day: 2, slot_start: 7 }).state;
    // Item 2 (committed) and item 3 trade places and stay in order: item 2 on day 2 7-8, item 3 on day 3 7-8.
    draft = applied(draft, "swap", { task_a: names.id("谓词逻辑与推理理论"), task_b: names.id("集合与二元关系") }).state;
    draft = applied(draft, "place", { task_id: names.id("第二章 随机变量及其分布"), day: 10, slot_start: 3 }).state;
    // Partial: the physics report (3 periods, due day 3 at 18:00) cannot fully fit before its deadline.
    const rough = roughSchedule(draft, { allow_partial: true });
    expect(rough.ok, rough.text).toBe(true);
    // The physics report ends late whatever is done, so the plan is packed again whole and kept for its lower cost
    // (solvePlan's repacking): 离散 first (same last day, lower class id), its items in order on days 4–6; then
    // 概率论 from day 10, rapid after its second chapter.
    const isItem = (stateId: number) => loaded.tasks.find((task) => task.state_id === stateId)?.source === "task_item";
    const itemPlacements = rough.placed.filter((p) => isItem(p.state_id));
    expect(itemPlacements.map((p) => [p.state_id, p.day, p.slot_start, p.slot_end])).toEqual([
      [names.id("函数与等价关系"), 4, 7, 8],
      [names.id("图论基础：欧拉图与哈密顿图"), 5, 7, 9],
      [names.id("树与最小生成树"), 5, 11, 12],
      [names.id("代数系统：群、环、域"), 6, 1, 2],
      [names.id("综合模拟卷（限时）"), 6, 3, 6],
      [names.id("第三章 多维随机变量"), 10, 7, 9],
      [names.id("第四章 数字特征：期望与方差"), 11, 9, 10],
      [names.id("第五章 大数定律与中心极限定理"), 12, 7, 8],
      [names.id("第六章 参数估计"), 12, 9, 10],
      [names.id("第七章 假设检验与历年真题"), 13, 3, 5],
    ]);
    draft = rough.state;

    const record = await createDraft(db(), userId, snapshot.version, draft);
    const result = await commitDraft(db(), userId, { id: record.id, base_version: record.base_version, state: draft });
    // The open loose tasks with an estimate were planned too: one study block per sitting, none in a 水课.
    const looseSittings = draft.tasks.filter((task) => task.source === "task").flatMap((task) => task.slots ?? []);
    expect(looseSittings.length).toBeGreaterThan(0);
    expect(draft.tasks.filter((task) => task.source === "task").every((task) => task.embed_host === undefined)).toBe(true);
    // 11 new item blocks (item 3 and the ten rough placements) plus the loose sittings, the moved item 2, the
    // embedded second chapter.
    expect(result).toEqual({ draft_id: record.id, commit_id: expect.any(String), version: 1, placed: 11 + looseSittings.length, moved: 1, embedded: 1, unplaced: 0 });

    const reloaded = await loadState(db(), userId, loaded.window);
    const notLoose = (fact: TaskFact) => !isLooseFact(fact);
    expect(scheduleFacts(reloaded).filter(notLoose)).toEqual(scheduleFacts(draft).filter(notLoose));
    expect(loosePeriodFacts(reloaded)).toEqual(loosePeriodFacts(draft));
    expect(reloaded.tasks.filter((task) => task.status !== "existing")).toEqual([]);
    expect(taskNamed(reloaded, "谓词逻辑与推理理论")).toMatchObject({ source: "event", event_type: "task", slots: [{ day: 2, slot_start: 7, slot_end: 8 }] });
    expect(taskNamed(reloaded, "集合与二元关系")).toMatchObject({ source: "event", event_type: "task", item_order: 3, slots: [{ day: 3, slot_start: 7, slot_end: 8 }] });
    const politics = taskNamed(reloaded, "思想政治");
    expect(taskNamed(reloaded, "第二章 随机变量及其分布")).toMatchObject({ source: "task_item", status: "existing", embed_host: politics.state_id });
    expect(politics.embedded_by).toEqual([taskNamed(reloaded, "第一章 随机事件与概率").state_id, taskNamed(reloaded, "第二章 随机变量及其分布").state_id]);
    for (const className of [DISCRETE, PROBABILITY]) {
      const chain = classChain(reloaded, className);
      expect(chain.map((link) => link.order)).toEqual(className === DISCRETE ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2, 3, 4, 5, 6, 7]);
      expectInOrder(chain);
    }
    expect((await loadScheduleSnapshot(db(), userId, loaded.window)).version).toBe(1);
  });
});
