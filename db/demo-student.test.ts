/**
 * The read tools, and the refusals of the fixed 高等数学, on the demo student as loadState reads it from a real
 * database. The window facts the expected replies follow from are listed in testing/fixtures/demo-student-state.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ScheduleSnapshot } from "@/db/queries/schedule-state";
import { insertDemoStudent } from "@/db/seed";
import { loadDemoSchedule, testDatabases, useTestDatabase } from "@/testing/database";
import { executeTool } from "@/lib/schedule/execute";
import { DEMO_NOW, DEMO_WINDOW_DAYS, DISCRETE, PROBABILITY, applied, namesOf, refused } from "@/testing/fixtures/demo-student-state";
import { deepFreeze } from "@/testing/fixtures/seed-example";
import type { ScheduleState, ToolResult } from "@/lib/schedule/state";

function run(state: ScheduleState, tool: string, args: unknown): ToolResult {
  return executeTool(state, tool, args);
}

describe.each(testDatabases())("the schedule tools on the demo student ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let snapshot: ScheduleSnapshot;
  let state: ScheduleState;
  let id: (name: string) => number;
  let label: (name: string) => string;

  beforeAll(async () => {
    // A first student shifts every database id, so no state_id can equal a source id by chance.
    await insertDemoStudent(db(), { now: DEMO_NOW, name: "对照学生" });
    ({ snapshot } = await loadDemoSchedule(db(), { now: DEMO_NOW, name: "林小满", days: DEMO_WINDOW_DAYS }));
    // Frozen: a tool that changed its input would throw.
    state = deepFreeze(snapshot.state);
    ({ id, label } = namesOf(state));
  });

  it("loads the window from today, Monday of week 13, to Sunday of week 14", () => {
    expect(state.window.total_days).toBe(14);
    expect(state.window.day_mapping[0]).toEqual({ day_index: 1, week: 13, day_of_week: 1 });
    expect(state.window.day_mapping[13]).toEqual({ day_index: 14, week: 14, day_of_week: 7 });
    expect(snapshot.version).toBe(0);
  });

  describe("get_overview", () => {
    it("counts course periods in every day's load and lists only the study tasks, in full", () => {
      const result = run(state, "get_overview", {});
      expect(result.ok).toBe(true);
      expect(result.state).toBe(state);
      const discretePending = ["集合与二元关系", "函数与等价关系", "树与最小生成树", "代数系统：群、环、域"];
      const pendingLine = (name: string, periods: number, category: string) =>
        `${label(name)} | 状态:pending | 类别:${category} | 需${periods}个连续时段`;
      const looseLine = (name: string, periods: number, deadlineDay?: string) =>
        `${label(name)} | 状态:pending | 类别:待办 | 共需${periods}个时段（可分段${deadlineDay ? `，截止第${deadlineDay}` : ""}）`;
      expect(result.text).toBe(
        [
          // Occupied: 8 + 10 + 8 + 6 + 6 + 0 + 0 + 8 + 10 + 6 + 5 + 6 + 0 + 0 = 73 of 14 × 12 = 168.
          "规划窗口共14天，每天12个时段，总计168个时段。",
          "当前已占用73个，空闲95个。课程占位条目10个（仅用于占位统计）；任务条目：已安排(existing)3个、已预排(suggested)0个、待安排(pending)18个。",
          "",
          "每日概况：",
          `第1天：总占8/12（课程占6/12，任务占2/12） — 任务：${label("命题逻辑与等值演算")}(existing,第7-8节)`,
          "第2天：总占10/12（课程占10/12，任务占0/12） — 任务：无",
          // The embedded guest shares its host's periods, so it adds nothing to the load.
          `第3天：总占8/12（课程占6/12，任务占2/12） — 任务：${label("第一章 随机事件与概率")}(existing,第3-4节,嵌入${label("思想政治")})、${label("谓词逻辑与推理理论")}(existing,第7-8节)`,
          "第4天：总占6/12（课程占6/12，任务占0/12） — 任务：无",
          "第5天：总占6/12（课程占6/12，任务占0/12） — 任务：无",
          "第6天：总占0/12（课程占0/12，任务占0/12） — 任务：无",
          "第7天：总占0/12（课程占0/12，任务占0/12） — 任务：无",
          "第8天：总占8/12（课程占8/12，任务占0/12） — 任务：无",
          "第9天：总占10/12（课程占10/12，任务占0/12） — 任务：无",
          "第10天：总占6/12（课程占6/12，任务占0/12） — 任务：无",
          "第11天：总占5/12（课程占5/12，任务占0/12） — 任务：无",
          "第12天：总占6/12（课程占6/12，任务占0/12） — 任务：无",
          "第13天：总占0/12（课程占0/12，任务占0/12） — 任务：无",
          "第14天：总占0/12（课程占0/12，任务占0/12） — 任务：无",
          "",
          "任务清单（全量，已过滤课程）：",
          `${label("命题逻辑与等值演算")} | 状态:existing | 类别:${DISCRETE} | 时段:第1天(7-8节)`,
          `${label("第一章 随机事件与概率")} | 状态:existing | 类别:${PROBABILITY} | 时段:第3天(3-4节) | 宿主:${label("思想政治")}`,
          `${label("谓词逻辑与推理理论")} | 状态:existing | 类别:${DISCRETE} | 时段:第3天(7-8节)`,
          ...discretePending.slice(0, 2).map((name) => pendingLine(name, 2, DISCRETE)),
          pendingLine("图论基础：欧拉图与哈密顿图", 3, DISCRETE),
          ...discretePending.slice(2).map((name) => pendingLine(name, 2, DISCRETE)),
          pendingLine("综合模拟卷（限时）", 4, DISCRETE),
          pendingLine("第二章 随机变量及其分布", 2, PROBABILITY),
          pendingLine("第三章 多维随机变量", 3, PROBABILITY),
          pendingLine("第四章 数字特征：期望与方差", 2, PROBABILITY),
          pendingLine("第五章 大数定律与中心极限定理", 2, PROBABILITY),
          pendingLine("第六章 参数估计", 2, PROBABILITY),
          pendingLine("第七章 假设检验与历年真题", 3, PROBABILITY),
          // Open loose tasks with an estimate come last: split-able, with their deadline day when inside the window.
          looseLine("提交线性代数第五章作业", 2, "2天"),
          looseLine("完成大学物理实验报告", 3, "3天第8节"),
          looseLine("做一套英语四级真题", 4),
          looseLine("整理离散数学错题本", 2),
          looseLine("学生会迎新晚会策划案", 6, "8天第9节"),
          looseLine("整理电脑文件和照片", 3),
        ].join("\n"),
      );
    });
  });

  describe("query_range", () => {
    it("shows the 3-period lab as one row and the free periods around it (week 14 Thursday)", () => {
      expect(run(state, "query_range", { day: 11 }).text).toBe(
        [
          "第11天 全天：",
          "",
          "第1-2节：空",
          `第3-4节：${label("线性代数")}（固定）`,
          `第5-7节：${label("大学物理")}（固定）`,
          "第8节：空",
          "第9-10节：空",
          "第11-12节：空",
          "",
          "连续空闲区：第1-2节(2时段)、第8-12节(5时段)",
          `可嵌入：第3-4节已有${label("线性代数")}（固定，不可嵌入）；第5-7节已有${label("大学物理")}（固定，不可嵌入）`,
        ].join("\n"),
      );
    });

    it("shows the 4-period 程序设计 block as the exact range 9-12 (week 13 Tuesday)", () => {
      const text = run(state, "query_range", { day: 2 }).text;
      expect(text).toContain(`\n第7-8节：空\n第9-12节：${label("程序设计")}（固定）\n`);
      expect(text).toContain("连续空闲区：第7-8节(2时段)\n");
    });

    it("shows the 水课 with its embedded guest and the committed study block (week 13 Wednesday)", () => {
      const text = run(state, "query_range", { day: 3 }).text;
      expect(text).toContain(`第3-4节：${label("思想政治")}（可嵌入）、${label("第一章 随机事件与概率")}（嵌入）\n`);
      expect(text).toContain(`第7-8节：${label("谓词逻辑与推理理论")}\n`);
      expect(text).toContain(`第3-4节为${label("思想政治")}（可嵌入，已嵌入${label("第一章 随机事件与概率")}）`);
    });

    it("shows a part of a day period by period, with the lab's last period and the free one after it", () => {
      expect(run(state, "query_range", { day: 11, slot_start: 6, slot_end: 8 }).text).toBe(
        [
          "第11天 第6-8节：",
          "",
          `第6节：${label("大学物理")}（固定）`,
          `第7节：${label("大学物理")}（固定）`,
          "第8节：空",
          "",
          "该范围3个时段中，已占用2个，空闲1个（第8节）。",
          `可嵌入：第5-7节已有${label("大学物理")}（固定，不可嵌入）`,
        ].join("\n"),
      );
    });

    it("refuses day 15 of a 14-day window", () => {
      expect(refused(state, "query_range", { day: 15 })).toBe("参数错误：day 必须在 1-14 之间（规划窗口共14天）。");
    });
  });

  describe("get_task_info", () => {
    it("lists the lab and the 4-period block as exact ranges", () => {
      expect(run(state, "get_task_info", { task_id: id("大学物理") }).text).toBe(
        [label("大学物理"), "类别：课程 | 状态：已安排（固定）", "来源：课程表", "占用时段：", "  第2天 第1-2节", "  第9天 第1-2节", "  第11天 第5-7节"].join("\n"),
      );
      expect(run(state, "get_task_info", { task_id: id("程序设计") }).text).toBe(
        [
          label("程序设计"),
          "类别：课程 | 状态：已安排（固定）",
          "来源：课程表",
          "占用时段：",
          "  第2天 第9-12节",
          "  第5天 第5-6节",
          "  第9天 第9-12节",
          "  第12天 第5-6节",
        ].join("\n"),
      );
    });

    it("tells a 水课 with its guest, the guest with its host, and a committed study block by its source", () => {
      expect(run(state, "get_task_info", { task_id: id("思想政治") }).text).toBe(
        [
          label("思想政治"),
          "类别：课程 | 状态：已安排",
          "来源：课程表",
          "可嵌入：是（允许在此时段嵌入其他任务）",
          "占用时段：",
          "  第3天 第3-4节",
          "  第10天 第3-4节",
          `当前嵌入任务：${label("第一章 随机事件与概率")}（第3天第3-4节）`,
        ].join("\n"),
      );
      expect(run(state, "get_task_info", { task_id: id("第一章 随机事件与概率") }).text).toBe(
        [
          label("第一章 随机事件与概率"),
          `类别：${PROBABILITY} | 状态：已安排`,
          "来源：任务清单",
          "占用时段：",
          "  第3天 第3-4节",
          `嵌入宿主：${label("思想政治")}（第3天第3-4节）`,
        ].join("\n"),
      );
      expect(run(state, "get_task_info", { task_id: id("谓词逻辑与推理理论") }).text).toBe(
        [label("谓词逻辑与推理理论"), `类别：${DISCRETE} | 状态：已安排`, "来源：日程", "占用时段：", "  第3天 第7-8节"].join("\n"),
      );
    });

    it("gives a pending item's duration and no periods", () => {
      expect(run(state, "get_task_info", { task_id: id("图论基础：欧拉图与哈密顿图") }).text).toBe(
        [label("图论基础：欧拉图与哈密顿图"), `类别：${DISCRETE} | 状态：待安排`, "来源：任务清单", "需要时长：3个连续时段", "占用时段：无"].join("\n"),
      );
    });
  });

  describe("list_tasks", () => {
    it("lists the pending items of both classes, class by class in item order", () => {
      const line = (name: string, periods: number, category: string) => `${label(name)} — 需${periods}个连续时段，类别：${category}`;
      const looseLine = (name: string, periods: number, deadlineDay?: string) =>
        `${label(name)} — 共需${periods}个时段（可分段${deadlineDay ? `，截止第${deadlineDay}` : ""}），类别：待办`;
      expect(run(state, "list_tasks", { status: "pending" }).text).toBe(
        [
          "待安排任务共18个：",
          "",
          line("集合与二元关系", 2, DISCRETE),
          line("函数与等价关系", 2, DISCRETE),
          line("图论基础：欧拉图与哈密顿图", 3, DISCRETE),
          line("树与最小生成树", 2, DISCRETE),
          line("代数系统：群、环、域", 2, DISCRETE),
          line("综合模拟卷（限时）", 4, DISCRETE),
          line("第二章 随机变量及其分布", 2, PROBABILITY),
          line("第三章 多维随机变量", 3, PROBABILITY),
          line("第四章 数字特征：期望与方差", 2, PROBABILITY),
          line("第五章 大数定律与中心极限定理", 2, PROBABILITY),
          line("第六章 参数估计", 2, PROBABILITY),
          line("第七章 假设检验与历年真题", 3, PROBABILITY),
          looseLine("提交线性代数第五章作业", 2, "2天"),
          looseLine("完成大学物理实验报告", 3, "3天第8节"),
          looseLine("做一套英语四级真题", 4),
          looseLine("整理离散数学错题本", 2),
          looseLine("学生会迎新晚会策划案", 6, "8天第9节"),
          looseLine("整理电脑文件和照片", 3),
        ].join("\n"),
      );
    });

    it("lists the placed items of one class with their periods", () => {
      expect(run(state, "list_tasks", { category: DISCRETE, status: "existing" }).text).toBe(
        [
          `类别「${DISCRETE}」的已安排任务共2个：`,
          "",
          `${label("命题逻辑与等值演算")} — 第1天(7-8节)，类别：${DISCRETE}`,
          `${label("谓词逻辑与推理理论")} — 第3天(7-8节)，类别：${DISCRETE}`,
        ].join("\n"),
      );
    });

    it("marks fixed and embeddable courses in the full listing", () => {
      const text = run(state, "list_tasks", { category: "课程" }).text;
      expect(text.split("\n")[0]).toBe("类别「课程」共10个任务，已安排10个。");
      expect(text).toContain(`  ${label("大学物理")}(课程,固定) — 第2天(1-2节) 第9天(1-2节) 第11天(5-7节)\n`);
      expect(text).toContain(`  ${label("形势与政策")}(课程,可嵌入) — 第8天(9-10节)`);
    });
  });

  describe("find_first_free", () => {
    it("finds the first free 2 periods after today's committed study block, with the day's details", () => {
      expect(run(state, "find_first_free", { duration: 2 }).text).toBe(
        [
          "首个可用位置：第1天第9-10节（可直接放置）。",
          "匹配条件：需要2个连续时段。",
          "当日负载：总占8/12（课程占6/12，任务占2/12）。",
          "当日任务明细（全量，已过滤课程）：",
          `  - ${label("命题逻辑与等值演算")} | 状态:existing | 类别:${DISCRETE} | 时段:第7-8节`,
          "当日连续空闲区：",
          "  - 第9-12节（4时段连续空闲）",
        ].join("\n"),
      );
    });

    it("skips days without a long enough run: 5 periods first fit on week 13 Friday afternoon", () => {
      expect(run(state, "find_first_free", { duration: 5 }).text.split("\n")[0]).toBe("首个可用位置：第5天第7-11节（可直接放置）。");
    });

    it("reports no position on a day whose only free run is too short and that has no 水课", () => {
      expect(run(state, "find_first_free", { duration: 3, day: 2 }).text.split("\n")[0]).toBe(
        "未找到可用位置：第2天没有3个连续空闲时段，也没有可嵌入的位置。",
      );
    });

    it("offers the 水课 of a day once its free periods are taken", () => {
      let draft = state;
      for (const [name, slotStart] of [["第四章 数字特征：期望与方差", 7], ["第五章 大数定律与中心极限定理", 9], ["第六章 参数估计", 11]] as const) {
        draft = applied(draft, "place", { task_id: id(name), day: 10, slot_start: slotStart }).state;
      }
      expect(run(draft, "find_first_free", { duration: 2, day: 10 }).text.split("\n")[0]).toBe(
        `首个可用位置：第10天第3-4节（可嵌入，宿主：${label("思想政治")}）。`,
      );
    });
  });

  describe("the fixed 高等数学", () => {
    it("refuses move, swap and unplace, and refuses a placement onto its periods", () => {
      const math = id("高等数学");
      expect(refused(state, "move", { task_id: math, new_day: 6, new_slot_start: 1 })).toBe(`移动失败：${label("高等数学")} 是固定课程，不可移动。`);
      expect(refused(state, "swap", { task_a: math, task_b: id("形势与政策") })).toBe(`交换失败：${label("高等数学")} 是固定课程，不可交换。`);
      expect(refused(state, "unplace", { task_id: math })).toBe(`移除失败：${label("高等数学")} 是固定课程，不可移除。`);
      expect(refused(state, "batch_move", { moves: [{ task_id: math, new_day: 6, new_slot_start: 1 }] })).toBe(
        `批量移动失败，全部回滚，无任何变更。\n${label("高等数学")} 是固定课程，不可移动。`,
      );
      expect(refused(state, "place", { task_id: id("集合与二元关系"), day: 1, slot_start: 1 })).toBe(
        [
          `放置失败：第1天第1-2节已被 ${label("高等数学")} 占用。`,
          `第1天当前占用：${label("高等数学")}(1-2节) ${label("线性代数")}(3-4节) ${label("离散数学")}(5-6节) ${label("命题逻辑与等值演算")}(7-8节)，占用8/12。空闲时段：第9-12节。`,
        ].join("\n"),
      );
    });
  });
});
