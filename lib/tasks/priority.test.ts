import { describe, expect, it } from "vitest";
import {
  defaultPriority,
  detectPriority,
  effectiveQuadrant,
  priorityFromLabel,
  priorityLabel,
  turnedUrgent,
  urgencyThresholdFor,
} from "./priority";

describe("priorityLabel", () => {
  it("shows the four quadrant labels exactly", () => {
    expect([1, 2, 3, 4].map((group) => priorityLabel(group as 1 | 2 | 3 | 4))).toEqual([
      "重要且紧急",
      "重要不紧急",
      "简单不重要",
      "复杂不重要",
    ]);
  });
});

describe("priorityFromLabel", () => {
  it("reads the shown labels back", () => {
    expect(priorityFromLabel("复杂不重要")).toBe(4);
  });

  it("accepts the seed's display aliases 重要紧急 and 普通任务", () => {
    expect(priorityFromLabel("重要紧急")).toBe(1);
    expect(priorityFromLabel("普通任务")).toBe(3);
  });

  it("returns undefined for anything else", () => {
    expect(priorityFromLabel("随便")).toBeUndefined();
  });
});

describe("detectPriority", () => {
  it.each([
    ["重要紧急", 1],
    ["重要且紧急", 1],
    ["这个很急", 1],
    ["马上交", 1],
    ["urgent and important", 1],
    ["urgent", 1],
    ["重要不紧急", 2],
    ["重要但不紧急", 2],
    ["important", 2],
    ["important but not urgent", 2],
    ["简单不重要", 3],
    ["不重要", 3],
    ["顺手买个水", 3],
    ["not important", 3],
    ["复杂不重要", 4],
    ["复杂但不重要", 4],
    ["这事很复杂", 4],
  ] as const)("reads %s as quadrant %i", (text, group) => {
    expect(detectPriority(text)?.priority_group).toBe(group);
  });

  it("does not read 紧急 inside 不紧急 as urgent", () => {
    expect(detectPriority("不紧急")).toBeNull();
  });

  it("does not read 重要 inside 不重要 as important", () => {
    expect(detectPriority("不重要但是紧急")?.priority_group).toBe(3);
  });

  it.each(["不重要不紧急", "不太重要不急", "一点都不重要不紧急"])("does not read 重要不紧急 inside %s as quadrant 2", (text) => {
    expect(detectPriority(text)?.priority_group).toBe(3);
  });

  // Everyday words: 要紧 for 重要, effort (费功夫, 量大) for 复杂, the two halves joined in either order.
  it.each([
    ["既着急又要紧", 1],
    ["要紧且很紧急", 1],
    ["不太急，但蛮要紧", 2],
    ["挺要紧的，就是不着急", 2],
    ["不紧急但是很重要", 2],
    ["其实不算很重要", 3],
    ["这个不要紧", 3],
    ["无关紧要的小事", 3],
    ["不重要，也不费劲", 3],
    ["工作量挺大但并不重要", 4],
    ["整理起来很费工夫", 4],
  ] as const)("reads the everyday %s as quadrant %i", (text, group) => {
    expect(detectPriority(text)?.priority_group).toBe(group);
  });

  it.each(["耗时三小时", "这周不着急", "大量阅读"])("reads no quadrant in %s", (text) => {
    expect(detectPriority(text)).toBeNull();
  });

  it("returns null when no priority word is present", () => {
    expect(detectPriority("给导师发周报")).toBeNull();
  });

  it("reports the words that decided, in text order", () => {
    expect(detectPriority("复杂，但是不重要")?.matches).toEqual(["复杂", "不重要"]);
  });
});

describe("defaultPriority", () => {
  it("is 重要不紧急 for a task with a deadline and 简单不重要 without", () => {
    expect(defaultPriority(true)).toBe(2);
    expect(defaultPriority(false)).toBe(3);
  });
});

describe("urgencyThresholdFor", () => {
  const deadline = new Date("2026-12-02T12:00:00.000Z");

  it("is 24 hours before the deadline for quadrant 2", () => {
    expect(urgencyThresholdFor(2, deadline)?.toISOString()).toBe("2026-12-01T12:00:00.000Z");
  });

  it("is absent for quadrant 2 without a deadline", () => {
    expect(urgencyThresholdFor(2, undefined)).toBeUndefined();
  });

  it("is absent for the other quadrants", () => {
    expect([1, 3, 4].map((group) => urgencyThresholdFor(group as 1 | 3 | 4, deadline))).toEqual([undefined, undefined, undefined]);
  });

  it("does not mutate the deadline", () => {
    urgencyThresholdFor(2, deadline);
    expect(deadline.toISOString()).toBe("2026-12-02T12:00:00.000Z");
  });
});

describe("effectiveQuadrant", () => {
  const threshold = new Date("2026-12-01T12:00:00.000Z");

  it("keeps quadrant 2 before the threshold", () => {
    expect(effectiveQuadrant({ priority_group: 2, urgency_threshold_at: threshold }, new Date("2026-12-01T11:59:59.999Z"))).toBe(2);
  });

  it("turns quadrant 2 into 1 at the threshold exactly", () => {
    expect(effectiveQuadrant({ priority_group: 2, urgency_threshold_at: threshold }, threshold)).toBe(1);
  });

  it("keeps quadrant 2 without a threshold", () => {
    expect(effectiveQuadrant({ priority_group: 2, urgency_threshold_at: null }, new Date("2030-01-01T00:00:00Z"))).toBe(2);
  });

  it("never changes the other quadrants, a quadrant 4 past its threshold included", () => {
    const later = new Date("2030-01-01T00:00:00Z");
    expect([1, 3, 4].map((group) => effectiveQuadrant({ priority_group: group as 1 | 3 | 4, urgency_threshold_at: threshold }, later))).toEqual([1, 3, 4]);
  });

  it("does not mutate the task", () => {
    const task = { priority_group: 2 as const, urgency_threshold_at: threshold };
    effectiveQuadrant(task, new Date("2030-01-01T00:00:00Z"));
    expect(task).toEqual({ priority_group: 2, urgency_threshold_at: new Date("2026-12-01T12:00:00.000Z") });
  });
});

describe("turnedUrgent", () => {
  const threshold = new Date("2026-12-01T12:00:00.000Z");

  it("is true only for a quadrant-2 task at or past its threshold", () => {
    expect(turnedUrgent({ priority_group: 2, urgency_threshold_at: threshold }, threshold)).toBe(true);
    expect(turnedUrgent({ priority_group: 2, urgency_threshold_at: threshold }, new Date(threshold.getTime() - 1))).toBe(false);
    expect(turnedUrgent({ priority_group: 1, urgency_threshold_at: threshold }, threshold)).toBe(false);
    expect(turnedUrgent({ priority_group: 4, urgency_threshold_at: threshold }, threshold)).toBe(false);
  });
});

describe("quadrant words said in everyday idioms", () => {
  it.each([
    ["交报名表这事火烧眉毛了", 1],
    ["已经迫在眉睫，又很重要", 1],
    ["整理相册其实无所谓", 3],
    ["可有可无的小事", 3],
    ["挺重要的，不用急", 2],
    ["很要紧，但可以慢慢来", 2],
  ])("%s → quadrant %i", (words, group) => {
    expect(detectPriority(words)?.priority_group).toBe(group);
  });

  it.each(["哪天去都无所谓", "几点都无所谓", "你别急"])("%s states no quadrant", (words) => {
    expect(detectPriority(words)).toBeNull();
  });
});
