/**
 * The write tools on the demo student as loadState reads it from a real database: place, move, swap, batch_move
 * and unplace succeed and refuse as the rules say. The window facts behind the expected replies are listed in
 * testing/fixtures/demo-student-state.ts (free periods included). Every test starts from the loaded state, which stays frozen.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { loadDemoSchedule, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { DEMO_NOW, DEMO_WINDOW_DAYS, applied, namesOf, refused } from "@/testing/fixtures/demo-student-state";
import { deepFreeze } from "@/testing/fixtures/seed-example";
import type { ScheduleState } from "@/lib/schedule/state";

describe.each(testDatabases())("write tools on the demo student ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let state: ScheduleState;
  let id: (name: string) => number;
  let label: (name: string) => string;
  /** The loaded day lines the replies repeat, as "第N天当前占用：..." without the free periods. */
  let day4: string;
  let day10: string;

  beforeAll(async () => {
    await insertDemoStudent(db(), { now: DEMO_NOW, name: "对照学生" });
    const { snapshot } = await loadDemoSchedule(db(), { now: DEMO_NOW, name: "林小满", days: DEMO_WINDOW_DAYS });
    state = deepFreeze(snapshot.state);
    ({ id, label } = namesOf(state));
    day4 = `${label("大学英语")}(1-2节) ${label("线性代数")}(3-4节)`;
    day10 = `${label("高等数学")}(1-2节) ${label("思想政治")}(3-4节)`;
  });

  function place(from: ScheduleState, name: string, day: number, slotStart: number): ScheduleState {
    return applied(from, "place", { task_id: id(name), day, slot_start: slotStart }).state;
  }

  describe("place", () => {
    it("puts a pending item on free periods, reports the day and the pending count, and leaves the input alone", () => {
      const result = applied(state, "place", { task_id: id("集合与二元关系"), day: 4, slot_start: 5 });
      expect(result.text).toBe(
        [
          `已将 ${label("集合与二元关系")} 放到第4天第5-6节。`,
          `第4天当前占用：${day4} ${label("集合与二元关系")}(5-6节) ${label("概率论与数理统计")}(9-10节)，占用8/12。`,
          "待安排任务剩余：17个。",
        ].join("\n"),
      );
      expect(taskNamed(result.state, "集合与二元关系")).toMatchObject({ status: "suggested", duration: 2, slots: [{ day: 4, slot_start: 5, slot_end: 6 }] });
      expect(taskNamed(state, "集合与二元关系").status).toBe("pending");
    });

    it("embeds an item into the week 14 思想政治, next to the week 13 guest the host already carries", () => {
      const result = applied(state, "place", { task_id: id("第二章 随机变量及其分布"), day: 10, slot_start: 3 });
      expect(result.text).toBe(
        [
          `已将 ${label("第二章 随机变量及其分布")} 嵌入到第10天第3-4节（宿主：${label("思想政治")}）。`,
          `第10天当前占用：${day10} ${label("第二章 随机变量及其分布")}(嵌入3-4节) ${label("体育")}(5-6节)，占用6/12。`,
          "待安排任务剩余：17个。",
        ].join("\n"),
      );
      expect(taskNamed(result.state, "第二章 随机变量及其分布").embed_host).toBe(id("思想政治"));
      expect(taskNamed(result.state, "思想政治").embedded_by).toEqual([id("第一章 随机事件与概率"), id("第二章 随机变量及其分布")]);
    });

    it("refuses the 思想政治 occurrence that already carries the week 13 guest", () => {
      expect(refused(state, "place", { task_id: id("集合与二元关系"), day: 3, slot_start: 3 })).toBe(
        [
          `放置失败：第3天第3-4节已被 ${label("思想政治")}、${label("第一章 随机事件与概率")} 占用。`,
          `第3天当前占用：${label("高等数学")}(1-2节) ${label("思想政治")}(3-4节) ${label("第一章 随机事件与概率")}(嵌入3-4节) ` +
            `${label("体育")}(5-6节) ${label("谓词逻辑与推理理论")}(7-8节)，占用8/12。空闲时段：第9-12节。`,
        ].join("\n"),
      );
    });

    it("refuses a 3-period item on the 2 free periods before the 4-period 程序设计 block", () => {
      expect(refused(state, "place", { task_id: id("图论基础：欧拉图与哈密顿图"), day: 2, slot_start: 7 })).toBe(
        [
          `放置失败：第2天第7-9节已被 ${label("程序设计")} 占用。`,
          `第2天当前占用：${label("大学物理")}(1-2节) ${label("大学英语")}(3-4节) ${label("概率论与数理统计")}(5-6节) ${label("程序设计")}(9-12节)，占用10/12。空闲时段：第7-8节。`,
        ].join("\n"),
      );
    });

    it("refuses a 3-period item that would stick out of the 水课 into 体育", () => {
      expect(refused(state, "place", { task_id: id("图论基础：欧拉图与哈密顿图"), day: 10, slot_start: 3 })).toBe(
        [
          `放置失败：第10天第3-5节已被 ${label("思想政治")}、${label("体育")} 占用。`,
          `第10天当前占用：${day10} ${label("体育")}(5-6节)，占用6/12。空闲时段：第7-12节。`,
        ].join("\n"),
      );
    });

    it("refuses tasks that are not pending: a committed study block and the embedded first chapter", () => {
      for (const name of ["谓词逻辑与推理理论", "第一章 随机事件与概率"]) {
        expect(refused(state, "place", { task_id: id(name), day: 6, slot_start: 1 })).toBe(`放置失败：${label(name)} 不是待安排任务，无法放置。`);
      }
    });

    it("refuses the 4-period mock exam starting at period 10, and a day past the window", () => {
      expect(refused(state, "place", { task_id: id("综合模拟卷（限时）"), day: 6, slot_start: 10 })).toBe(
        `参数错误：${label("综合模拟卷（限时）")} 需4个连续时段，从第10节开始会超出第12节（最晚从第9节开始）。`,
      );
      expect(refused(state, "place", { task_id: id("集合与二元关系"), day: 15, slot_start: 1 })).toBe(
        "参数错误：day 必须在 1-14 之间（规划窗口共14天）。",
      );
    });
  });

  describe("move", () => {
    /** 集合 on day 4 5-6, 函数 on day 5 7-8, 第二章 embedded in the week 14 思想政治. */
    function placed(): ScheduleState {
      let draft = place(state, "集合与二元关系", 4, 5);
      draft = place(draft, "函数与等价关系", 5, 7);
      return place(draft, "第二章 随机变量及其分布", 10, 3);
    }

    it("moves a suggested item to an empty weekend day and reports both days", () => {
      expect(applied(placed(), "move", { task_id: id("函数与等价关系"), new_day: 6, new_slot_start: 1 }).text).toBe(
        [
          `已将 ${label("函数与等价关系")} 从第5天第7-8节移至第6天第1-2节。`,
          `第5天当前占用：${label("离散数学")}(1-2节) ${label("高等数学")}(3-4节) ${label("程序设计")}(5-6节)，占用6/12。`,
          `第6天当前占用：${label("函数与等价关系")}(1-2节)，占用2/12。`,
        ].join("\n"),
      );
    });

    it("moves an embedded item out of 思想政治, which keeps only its week 13 guest", () => {
      const result = applied(placed(), "move", { task_id: id("第二章 随机变量及其分布"), new_day: 10, new_slot_start: 7 });
      expect(result.text).toBe(
        [
          `已将 ${label("第二章 随机变量及其分布")} 从第10天第3-4节移至第10天第7-8节。`,
          `第10天当前占用：${day10} ${label("体育")}(5-6节) ${label("第二章 随机变量及其分布")}(7-8节)，占用8/12。`,
        ].join("\n"),
      );
      expect(taskNamed(result.state, "第二章 随机变量及其分布").embed_host).toBeUndefined();
      expect(taskNamed(result.state, "思想政治").embedded_by).toEqual([id("第一章 随机事件与概率")]);
    });

    it("moves an item into the free 形势与政策 of week 14 as its guest", () => {
      expect(applied(placed(), "move", { task_id: id("集合与二元关系"), new_day: 8, new_slot_start: 9 }).text).toBe(
        [
          `已将 ${label("集合与二元关系")} 从第4天第5-6节移至第8天第9-10节（宿主：${label("形势与政策")}）。`,
          `第4天当前占用：${day4} ${label("概率论与数理统计")}(9-10节)，占用6/12。`,
          `第8天当前占用：${label("高等数学")}(1-2节) ${label("线性代数")}(3-4节) ${label("离散数学")}(5-6节) ` +
            `${label("形势与政策")}(9-10节) ${label("集合与二元关系")}(嵌入9-10节)，占用8/12。`,
        ].join("\n"),
      );
    });

    it("refuses a course, even the 水课; committed study blocks are reopened instead (lib/schedule/reopen.ts)", () => {
      expect(refused(placed(), "move", { task_id: id("思想政治"), new_day: 6, new_slot_start: 1 })).toBe(
        `移动失败：${label("思想政治")} 是课程，不能移动；只有学习安排可以调整。`,
      );
    });

    it("refuses a pending item and points to place", () => {
      expect(refused(placed(), "move", { task_id: id("树与最小生成树"), new_day: 6, new_slot_start: 1 })).toBe(
        `移动失败：${label("树与最小生成树")} 当前为待安排状态，请使用 place 放置。`,
      );
    });

    it("refuses periods another suggested item holds", () => {
      expect(refused(placed(), "move", { task_id: id("函数与等价关系"), new_day: 4, new_slot_start: 5 })).toBe(
        [
          `移动失败：第4天第5-6节已被 ${label("集合与二元关系")} 占用。`,
          `第4天当前占用：${day4} ${label("集合与二元关系")}(5-6节) ${label("概率论与数理统计")}(9-10节)，占用8/12。空闲时段：第7-8节、第11-12节。`,
        ].join("\n"),
      );
    });
  });

  describe("swap", () => {
    /** 集合 on the free day 2 periods 7-8. */
    function placed(): ScheduleState {
      return place(state, "集合与二元关系", 2, 7);
    }

    it("swaps a committed study block with a suggested item of the same length", () => {
      const result = applied(placed(), "swap", { task_a: id("谓词逻辑与推理理论"), task_b: id("集合与二元关系") });
      expect(result.text).toBe(
        [
          "交换完成：",
          `  ${label("谓词逻辑与推理理论")}：第3天第7-8节 → 第2天第7-8节`,
          `  ${label("集合与二元关系")}：第2天第7-8节 → 第3天第7-8节`,
          `第3天当前占用：${label("高等数学")}(1-2节) ${label("思想政治")}(3-4节) ${label("第一章 随机事件与概率")}(嵌入3-4节) ` +
            `${label("体育")}(5-6节) ${label("集合与二元关系")}(7-8节)，占用8/12。`,
          `第2天当前占用：${label("大学物理")}(1-2节) ${label("大学英语")}(3-4节) ${label("概率论与数理统计")}(5-6节) ` +
            `${label("谓词逻辑与推理理论")}(7-8节) ${label("程序设计")}(9-12节)，占用12/12。`,
        ].join("\n"),
      );
      // The committed block keeps its status: it is still the same event, only its periods change.
      expect(taskNamed(result.state, "谓词逻辑与推理理论")).toMatchObject({ status: "suggested", slots: [{ day: 2, slot_start: 7, slot_end: 8 }] });
    });

    it("refuses to swap a course into the place of the embedded first chapter; a committed item's block may go", () => {
      // A course would become a guest of 思想政治, which only a task item can be (commitDraft would refuse the draft).
      expect(refused(state, "swap", { task_a: id("形势与政策"), task_b: id("第一章 随机事件与概率") })).toBe(
        `交换失败：${label("形势与政策")} 不是任务清单中的任务，不能嵌入 ${label("思想政治")}（第3天第3-4节）。`,
      );
      // A committed item's own block becomes the item's embedding on commit (lib/schedule/commit-changes.ts).
      const swapped = applied(state, "swap", { task_a: id("谓词逻辑与推理理论"), task_b: id("第一章 随机事件与概率") });
      expect(taskNamed(swapped.state, "谓词逻辑与推理理论").embed_host).toBe(id("思想政治"));
    });

    it("lets a suggested item take the embedded first chapter's place in 思想政治", () => {
      const result = applied(placed(), "swap", { task_a: id("第一章 随机事件与概率"), task_b: id("集合与二元关系") });
      expect(result.text.split("\n").slice(0, 3)).toEqual([
        "交换完成：",
        `  ${label("第一章 随机事件与概率")}：第3天第3-4节 → 第2天第7-8节`,
        `  ${label("集合与二元关系")}：第2天第7-8节 → 第3天第3-4节（宿主：${label("思想政治")}）`,
      ]);
      expect(taskNamed(result.state, "思想政治").embedded_by).toEqual([id("集合与二元关系")]);
      expect(taskNamed(result.state, "第一章 随机事件与概率").embed_host).toBeUndefined();
    });

    it("refuses the 水课 while it carries its guest", () => {
      expect(refused(placed(), "swap", { task_a: id("思想政治"), task_b: id("集合与二元关系") })).toBe(
        `交换失败：${label("思想政治")} 当前嵌有 ${label("第一章 随机事件与概率")}，请先移除嵌入任务。`,
      );
    });

    it("refuses items of different lengths", () => {
      const draft = place(placed(), "图论基础：欧拉图与哈密顿图", 7, 1);
      expect(refused(draft, "swap", { task_a: id("集合与二元关系"), task_b: id("图论基础：欧拉图与哈密顿图") })).toBe(
        `交换失败：${label("集合与二元关系")} 占2个时段，${label("图论基础：欧拉图与哈密顿图")} 占3个时段，时长不同无法直接交换。`,
      );
    });

    it("refuses a pending item", () => {
      expect(refused(placed(), "swap", { task_a: id("集合与二元关系"), task_b: id("树与最小生成树") })).toBe(
        `交换失败：${label("树与最小生成树")} 当前为待安排状态，尚未落位，无法交换。`,
      );
    });
  });

  describe("batch_move", () => {
    /** The same start as for move: 集合 on day 4 5-6, 函数 on day 5 7-8, 第二章 embedded on day 10 3-4. */
    function placed(): ScheduleState {
      let draft = place(state, "集合与二元关系", 4, 5);
      draft = place(draft, "函数与等价关系", 5, 7);
      return place(draft, "第二章 随机变量及其分布", 10, 3);
    }

    it("moves three items at once: one into another's old place, one into 形势与政策", () => {
      const result = applied(placed(), "batch_move", {
        moves: [
          { task_id: id("集合与二元关系"), new_day: 5, new_slot_start: 7 },
          { task_id: id("函数与等价关系"), new_day: 6, new_slot_start: 1 },
          { task_id: id("第二章 随机变量及其分布"), new_day: 8, new_slot_start: 9 },
        ],
      });
      expect(result.text).toBe(
        [
          "批量移动完成，3个任务全部成功：",
          `  ${label("集合与二元关系")} → 第5天第7-8节`,
          `  ${label("函数与等价关系")} → 第6天第1-2节`,
          `  ${label("第二章 随机变量及其分布")} → 第8天第9-10节（宿主：${label("形势与政策")}）`,
          `第5天当前占用：${label("离散数学")}(1-2节) ${label("高等数学")}(3-4节) ${label("程序设计")}(5-6节) ${label("集合与二元关系")}(7-8节)，占用8/12。`,
          `第6天当前占用：${label("函数与等价关系")}(1-2节)，占用2/12。`,
          `第8天当前占用：${label("高等数学")}(1-2节) ${label("线性代数")}(3-4节) ${label("离散数学")}(5-6节) ` +
            `${label("形势与政策")}(9-10节) ${label("第二章 随机变量及其分布")}(嵌入9-10节)，占用8/12。`,
        ].join("\n"),
      );
      expect(taskNamed(result.state, "思想政治").embedded_by).toEqual([id("第一章 随机事件与概率")]);
      expect(taskNamed(result.state, "形势与政策").embedded_by).toEqual([id("第二章 随机变量及其分布")]);
    });

    it("rolls everything back when two items aim at the same periods", () => {
      const moves = [
        { task_id: id("集合与二元关系"), new_day: 6, new_slot_start: 1 },
        { task_id: id("函数与等价关系"), new_day: 6, new_slot_start: 1 },
      ];
      expect(refused(placed(), "batch_move", { moves })).toBe(
        `批量移动失败，全部回滚，无任何变更。\n冲突：${label("函数与等价关系")} → 第6天第1-2节，该位置已被 ${label("集合与二元关系")}(1-2节) 占用。`,
      );
    });

    it("rolls back when a move names a course", () => {
      const moves = [
        { task_id: id("集合与二元关系"), new_day: 6, new_slot_start: 1 },
        { task_id: id("思想政治"), new_day: 6, new_slot_start: 3 },
      ];
      expect(refused(placed(), "batch_move", { moves })).toBe(
        `批量移动失败，全部回滚，无任何变更。\n${label("思想政治")} 是课程，不能移动；只有学习安排可以调整。`,
      );
    });

    it("rolls back when a move would run past period 12", () => {
      const moves = [
        { task_id: id("函数与等价关系"), new_day: 6, new_slot_start: 1 },
        { task_id: id("集合与二元关系"), new_day: 6, new_slot_start: 12 },
      ];
      expect(refused(placed(), "batch_move", { moves })).toBe(
        `批量移动失败，全部回滚，无任何变更。\n参数错误：${label("集合与二元关系")} 需2个连续时段，从第12节开始会超出第12节（最晚从第11节开始）。`,
      );
    });
  });

  describe("unplace", () => {
    /** 图论 (3 periods) alone on Sunday of week 13, 第二章 embedded in the week 14 思想政治. */
    function placed(): ScheduleState {
      return place(place(state, "图论基础：欧拉图与哈密顿图", 7, 1), "第二章 随机变量及其分布", 10, 3);
    }

    it("returns a suggested item to pending, keeping its 3 periods, and reports the emptied day", () => {
      const result = applied(placed(), "unplace", { task_id: id("图论基础：欧拉图与哈密顿图") });
      expect(result.text).toBe(
        [
          `已将 ${label("图论基础：欧拉图与哈密顿图")} 从第7天第1-3节移除，恢复为待安排状态。`,
          "第7天当前占用：0/12。",
          "待安排任务剩余：17个。",
        ].join("\n"),
      );
      expect(taskNamed(result.state, "图论基础：欧拉图与哈密顿图")).toMatchObject({ status: "pending", duration: 3 });
      expect(taskNamed(result.state, "图论基础：欧拉图与哈密顿图").slots).toBeUndefined();
    });

    it("takes an embedded item out of 思想政治, which keeps only its week 13 guest", () => {
      const result = applied(placed(), "unplace", { task_id: id("第二章 随机变量及其分布") });
      expect(result.text).toBe(
        [
          `已将 ${label("第二章 随机变量及其分布")} 从第10天第3-4节移除，恢复为待安排状态。`,
          `第10天当前占用：${day10} ${label("体育")}(5-6节)，占用6/12。`,
          "待安排任务剩余：17个。",
        ].join("\n"),
      );
      expect(taskNamed(result.state, "思想政治").embedded_by).toEqual([id("第一章 随机事件与概率")]);
    });

    it("refuses courses and pending items", () => {
      const draft = placed();
      for (const name of ["思想政治", "高等数学"]) {
        expect(refused(draft, "unplace", { task_id: id(name) })).toMatch(new RegExp(`^移除失败：${label(name).replace(/[[\]]/g, "\\$&")} (是课程，不能移除|是固定课程)`));
      }
      expect(refused(draft, "unplace", { task_id: id("树与最小生成树") })).toBe(`移除失败：${label("树与最小生成树")} 当前为待安排状态，尚未落位。`);
    });
  });
});
