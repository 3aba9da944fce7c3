import { describe, expect, it } from "vitest";
import { formatDeadline } from "./format";
import { parseDateTime } from "./natural-dates";

const SHANGHAI = "Asia/Shanghai";
// 2026-12-01 is a Tuesday, 10:00 in Shanghai.
const TUESDAY_10 = new Date("2026-12-01T02:00:00Z");

function minute(text: string): string | undefined {
  const parsed = parseDateTime(text, { now: TUESDAY_10, timeZone: SHANGHAI });
  return parsed ? formatDeadline(parsed.date, SHANGHAI) : undefined;
}

describe("an English phrase around a clock in a mixed sentence", () => {
  it.each([
    ["给 TA 发邮件 on Thursday 4pm", "2026-12-03 16:00"],
    ["call 妈妈 on Friday at 8pm China time", "2026-12-04 20:00"],
    ["交 lab report on Thursday 晚上十点", "2026-12-03 22:00"],
    ["next Tuesday 下午两点半 office hour", "2026-12-08 14:30"],
    ["tomorrow晚上9点前交", "2026-12-02 21:00"],
    // A clock alone stays the coming one.
    ["提醒我8pm去跑步", "2026-12-01 20:00"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});
