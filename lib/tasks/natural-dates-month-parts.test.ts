import { describe, expect, it } from "vitest";
import { formatDeadline } from "./format";
import { parseDateRange, parseDateTime } from "./natural-dates";

// 2026-11-30 is a Monday; 10:25 in Shanghai, 21:25 in New York the evening before.
const NOW = new Date("2026-11-30T02:25:00Z");

function minute(text: string, timeZone = "Asia/Shanghai"): string | undefined {
  const parsed = parseDateTime(text, { now: NOW, timeZone });
  return parsed ? formatDeadline(parsed.date, timeZone) : undefined;
}

describe("the clock it is now, after another day", () => {
  it.each([
    ["三天后的这个点交报名表", "2026-12-03 10:25"],
    ["后天这个时候叫我去取快递", "2026-12-02 10:25"],
    ["下周一同一时间开组会", "2026-12-07 10:25"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  it("is the student's wall clock, not the server's", () => {
    expect(minute("明天这个时候提醒我", "America/New_York")).toBe("2026-11-30 21:25");
  });

  it.each([["这个点还没吃饭"], ["这个时候去食堂人多吗"]])("%s alone names no day", (text) => {
    expect(parseDateTime(text, { now: NOW, timeZone: "Asia/Shanghai" })).toBeNull();
  });
});

describe("the middle and the thirds of a month", () => {
  it.each([
    ["月中前把问卷收齐", "2026-11-15 23:59"],
    ["下个月中交开题报告", "2026-12-15 23:59"],
    ["1月中之前看完这本书", "2027-01-15 23:59"],
    ["下个月上旬前交", "2026-12-10 23:59"],
    ["这个月下旬记得续费", "2026-11-30 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  it("spans a third from its first day to its last", () => {
    const range = parseDateRange("下个月中旬有空吗", { now: NOW, timeZone: "Asia/Shanghai" });
    expect(range && [formatDeadline(range.start, "Asia/Shanghai"), formatDeadline(range.end, "Asia/Shanghai")]).toEqual(["2026-12-11 00:00", "2026-12-20 23:59"]);
  });

  it.each([["一个月中有一半时间在外地"], ["两个月中只回了一次家"], ["年中总结"]])("%s names no day of a month", (text) => {
    expect(parseDateTime(text, { now: NOW, timeZone: "Asia/Shanghai" })).toBeNull();
  });
});
