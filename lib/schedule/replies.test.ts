import { describe, expect, test } from "vitest";
import { allPlacedExample, timetableExample, withTasks } from "@/testing/fixtures/seed-example";
import { dayOccupants, findTask } from "./occupancy";
import {
  dayOccupancyLine,
  dayOccupancyWithFree,
  dayPeriodsCompact,
  dayPeriodsText,
  freeRunsText,
  lockReason,
  occupantNames,
  pendingRemainingLine,
  periodsText,
  statusWord,
  taskLabel,
} from "./replies";

const range = (day: number, slotStart: number, slotEnd: number) => ({ day, slot_start: slotStart, slot_end: slotEnd });

describe("taskLabel", () => {
  test("is the id in brackets followed by the name", () => {
    expect(taskLabel(findTask(timetableExample, 3)!)).toBe("[3]复习线代");
  });
});

describe("periodsText / dayPeriodsText / dayPeriodsCompact", () => {
  test("a run reads 第a-b节 and a single period 第a节", () => {
    expect(periodsText(1, 3)).toBe("第1-3节");
    expect(periodsText(4, 4)).toBe("第4节");
    expect(dayPeriodsText({ day: 5, slot_start: 1, slot_end: 3 })).toBe("第5天第1-3节");
    expect(dayPeriodsCompact({ day: 1, slot_start: 1, slot_end: 2 })).toBe("第1天(1-2节)");
  });
});

describe("statusWord", () => {
  test("names the three statuses", () => {
    expect([statusWord("existing"), statusWord("suggested"), statusWord("pending")]).toEqual(["已安排", "已预排", "待安排"]);
  });
});

describe("dayOccupancyLine", () => {
  test("lists every holder with its periods and the count", () => {
    expect(dayOccupancyLine(timetableExample, 1)).toBe(
      "第1天当前占用：[1]高等数学(1-2节) [2]英语(3-4节) [4]体育(5-6节)，占用6/12。",
    );
  });

  test("a guest follows its host and does not count", () => {
    expect(dayOccupancyLine(allPlacedExample, 7)).toBe("第7天当前占用：[10]思政(1-2节) [7]写实验报告(嵌入1-2节)，占用2/12。");
  });

  test("an empty day reads 0/12", () => {
    expect(dayOccupancyLine(timetableExample, 5)).toBe("第5天当前占用：0/12。");
  });

  test("a single period reads (n节)", () => {
    const state = withTasks(timetableExample, { 4: (task) => ({ ...task, slots: [range(1, 5, 5)] }) });
    expect(dayOccupancyLine(state, 1)).toContain("[4]体育(5节)");
  });
});

describe("dayOccupancyWithFree", () => {
  test("adds the free periods, or 无 when the day is full", () => {
    expect(dayOccupancyWithFree(timetableExample, 5)).toBe("第5天当前占用：0/12。空闲时段：第1-12节。");
    const full = withTasks(timetableExample, { 1: (task) => ({ ...task, slots: [range(1, 1, 12)] }) });
    expect(dayOccupancyWithFree(full, 1).endsWith("空闲时段：无。")).toBe(true);
  });
});

describe("freeRunsText", () => {
  test("joins runs with 、 and says 无 for none", () => {
    expect(freeRunsText([range(4, 5, 8), range(4, 11, 11)])).toBe("第5-8节、第11节");
    expect(freeRunsText([])).toBe("无");
  });
});

describe("pendingRemainingLine", () => {
  test("counts pending tasks", () => {
    expect(pendingRemainingLine(timetableExample)).toBe("待安排任务剩余：3个。");
    expect(pendingRemainingLine(allPlacedExample)).toBe("待安排任务剩余：0个。");
  });
});

describe("occupantNames", () => {
  test("names each task once, host before guest", () => {
    expect(occupantNames(dayOccupants(allPlacedExample, 7))).toBe("[10]思政、[7]写实验报告");
  });
});

describe("lockReason", () => {
  test("a locked task is a fixed course; a guest names its fixed host", () => {
    expect(lockReason(timetableExample, findTask(timetableExample, 1)!)).toBe("[1]高等数学 是固定课程");
    expect(lockReason(allPlacedExample, findTask(allPlacedExample, 7)!)).toBe("[7]写实验报告 嵌入在固定课程 [10]思政 中");
  });
});
