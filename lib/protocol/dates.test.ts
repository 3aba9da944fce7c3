import { describe, expect, it } from "vitest";
import { calendarDateSchema, impossibleDayMessage } from "./dates";

describe("impossibleDayMessage", () => {
  it("names a day that does not exist, in a date or at the start of a date-time", () => {
    expect(impossibleDayMessage("2026-13-01")).toBe("「2026-13-01」不是有效日期");
    expect(impossibleDayMessage("2026-02-30T10:00:00Z")).toBe("「2026-02-30」不是有效日期");
    expect(impossibleDayMessage("2027-01-32 08:00")).toBe("「2027-01-32」不是有效日期");
    expect(impossibleDayMessage("2026-00-10")).toBe("「2026-00-10」不是有效日期");
    expect(impossibleDayMessage("2026-04-00")).toBe("「2026-04-00」不是有效日期");
  });

  it("passes real days (29 February only in a leap year) and leaves other text to the format checks", () => {
    expect(impossibleDayMessage("2028-02-29")).toBeNull();
    expect(impossibleDayMessage("2027-02-29")).toBe("「2027-02-29」不是有效日期");
    expect(impossibleDayMessage("2026-12-31T23:59:00+08:00")).toBeNull();
    expect(impossibleDayMessage("4月22日")).toBeNull();
  });
});

describe("calendarDateSchema", () => {
  it("refuses a malformed text and a day that does not exist, each with its message", () => {
    expect(calendarDateSchema().safeParse("2026-04-22").success).toBe(true);
    expect(calendarDateSchema().safeParse("2026-4-22").error?.issues[0].message).toBe("日期格式应为 YYYY-MM-DD");
    expect(calendarDateSchema().safeParse("2026-13-01").error?.issues[0].message).toBe("「2026-13-01」不是有效日期");
  });
});
