import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, overviewExample } from "@/testing/fixtures/seed-example";
import type { ScheduleState } from "@/lib/schedule/state";

describe("get_overview", () => {
  test("counts course periods in the load but lists only tasks, in full (seed §4.1)", () => {
    const before = structuredClone(overviewExample);
    const result = executeTool(overviewExample, "get_overview", {});
    expect(result.ok).toBe(true);
    expect(result.state).toBe(overviewExample);
    expect(result.text).toBe(
      [
        "规划窗口共13天，每天12个时段，总计156个时段。",
        "当前已占用48个，空闲108个。课程占位条目7个（仅用于占位统计）；任务条目：已安排(existing)1个、已预排(suggested)2个、待安排(pending)3个。",
        "",
        "每日概况：",
        "第1天：总占6/12（课程占6/12，任务占0/12） — 任务：无",
        "第2天：总占2/12（课程占2/12，任务占0/12） — 任务：无",
        "第3天：总占2/12（课程占0/12，任务占2/12） — 任务：[35]第一章随机事件与概率(suggested,第5-6节)",
        "第4天：总占4/12（课程占2/12，任务占2/12） — 任务：[36]第二章随机变量(suggested,第7-8节)",
        "第5天：总占2/12（课程占2/12，任务占0/12） — 任务：无",
        "第6天：总占4/12（课程占0/12，任务占4/12） — 任务：[20]社团活动(existing,第9-12节)",
        "第7天：总占2/12（课程占2/12，任务占0/12） — 任务：无",
        "第8天：总占6/12（课程占6/12，任务占0/12） — 任务：无",
        "第9天：总占4/12（课程占4/12，任务占0/12） — 任务：无",
        "第10天：总占4/12（课程占4/12，任务占0/12） — 任务：无",
        "第11天：总占4/12（课程占4/12，任务占0/12） — 任务：无",
        "第12天：总占4/12（课程占4/12，任务占0/12） — 任务：无",
        "第13天：总占4/12（课程占4/12，任务占0/12） — 任务：无",
        "",
        "任务清单（全量，已过滤课程）：",
        "[20]社团活动 | 状态:existing | 类别:社团 | 时段:第6天(9-12节)",
        "[35]第一章随机事件与概率 | 状态:suggested | 类别:概率论 | 时段:第3天(5-6节)",
        "[36]第二章随机变量 | 状态:suggested | 类别:概率论 | 时段:第4天(7-8节)",
        "[37]第三章多维随机变量 | 状态:pending | 类别:概率论 | 需2个连续时段",
        "[38]第四章数字特征 | 状态:pending | 类别:概率论 | 需2个连续时段",
        "[39]第五章大数定律 | 状态:pending | 类别:概率论 | 需3个连续时段",
      ].join("\n"),
    );
    expect(overviewExample).toEqual(before);
  });

  test("an embedded guest is listed with its host and adds nothing to the load", () => {
    const text = executeTool(allPlacedExample, "get_overview", {}).text;
    expect(text).toContain("第7天：总占2/12（课程占2/12，任务占0/12） — 任务：[7]写实验报告(suggested,第1-2节,嵌入[10]思政)");
    expect(text).toContain("[7]写实验报告 | 状态:suggested | 类别:作业 | 时段:第7天(1-2节) | 宿主:[10]思政");
  });

  test("an empty window has no tasks to list", () => {
    const empty: ScheduleState = {
      window: { total_days: 1, day_mapping: [{ day_index: 1, week: 1, day_of_week: 1 }] },
      tasks: [],
    };
    expect(executeTool(empty, "get_overview", undefined).text).toBe(
      [
        "规划窗口共1天，每天12个时段，总计12个时段。",
        "当前已占用0个，空闲12个。课程占位条目0个（仅用于占位统计）；任务条目：已安排(existing)0个、已预排(suggested)0个、待安排(pending)0个。",
        "",
        "每日概况：",
        "第1天：总占0/12（课程占0/12，任务占0/12） — 任务：无",
        "",
        "任务清单（全量，已过滤课程）：",
        "无",
      ].join("\n"),
    );
  });

  test("ignores arguments it does not take", () => {
    expect(executeTool(overviewExample, "get_overview", { day: 3 }).ok).toBe(true);
  });
});
