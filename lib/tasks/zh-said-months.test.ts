import { describe, expect, it } from "vitest";
import { formatDeadline } from "./format";
import { parseDateTime } from "./natural-dates";

const SHANGHAI = "Asia/Shanghai";
// 2026-12-01 is a Tuesday, 10:00 in Shanghai: January is next year's.
const TUESDAY_10 = new Date("2026-12-01T02:00:00Z");

function minute(text: string): string | undefined {
  const parsed = parseDateTime(text, { now: TUESDAY_10, timeZone: SHANGHAI });
  return parsed ? formatDeadline(parsed.date, SHANGHAI) : undefined;
}

describe("a bare day of the month after the message named it with its month", () => {
  it.each([
    ["5号上午十点去机场，1月5号的航班别误了", "2027-01-05 10:00"],
    ["2号下午交材料，材料是1月2号截止的那份", "2027-01-02 18:00"],
    ["7号晚上七点的聚餐，就是一月七号那天", "2027-01-07 19:00"],
    ["8号早上九点复查，医生约的是1月8日", "2027-01-08 09:00"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});

describe("near misses keep the usual reading of a bare day", () => {
  it.each([
    // No month said for that day: this month's.
    ["3号晚上八点开班会，1月5号考试", "2026-12-03 20:00"],
    // Two months name the same day: which one is left to the usual reading.
    ["3号交报告，1月3号或者2月3号都行", "2026-12-03 23:59"],
    // A room, not a day.
    ["3号楼晚上八点开会，1月3号放假", "2026-12-01 20:00"],
    ["12月31号下午两点去车站", "2026-12-31 14:00"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});
