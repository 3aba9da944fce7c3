import { describe, expect, it } from "vitest";
import { parseDateTime } from "./natural-dates";

const SHANGHAI = "Asia/Shanghai";
const NEW_YORK = "America/New_York";
// 2026-11-30 is a Monday, 10:00 in Shanghai (02:00 UTC).
const MONDAY_10 = new Date("2026-11-30T02:00:00Z");
// 2026-12-04 is a Friday, 18:00 in Shanghai: 5pm has passed, 9pm has not.
const FRIDAY_18 = new Date("2026-12-04T10:00:00Z");
// 2026-03-07 is a Saturday, 12:00 EST in New York; DST starts the next day.
const SATURDAY_BEFORE_SPRING = new Date("2026-03-07T17:00:00Z");

function parse(text: string, now = MONDAY_10, timeZone = SHANGHAI) {
  const parsed = parseDateTime(text, { now, timeZone });
  expect(parsed, `"${text}" should be understood`).not.toBeNull();
  return parsed!;
}

describe("parseDateTime (English)", () => {
  it.each([
    ["Friday 5pm", "2026-12-04T09:00:00.000Z", true, "this Friday 17:00"],
    ["tomorrow at 9", "2026-12-01T01:00:00.000Z", true, "Tuesday 09:00"],
    ["next Monday", "2026-12-07T15:59:00.000Z", false, "next week's Monday 23:59"],
    ["Dec 3 14:00", "2026-12-03T06:00:00.000Z", true, "3 December 14:00"],
    ["in 2 days", "2026-12-02T15:59:00.000Z", false, "Wednesday 23:59"],
    ["in 3 hours", "2026-11-30T05:00:00.000Z", true, "now + 3 h"],
    ["tonight", "2026-11-30T15:59:00.000Z", false, "today 23:59"],
    ["tomorrow afternoon", "2026-12-01T10:00:00.000Z", false, "Tuesday 18:00"],
    ["this weekend", "2026-12-06T15:59:00.000Z", false, "Sunday 23:59"],
    ["next week", "2026-12-13T15:59:00.000Z", false, "the end of next week"],
    ["end of month", "2026-11-30T15:59:00.000Z", false, "30 November 23:59"],
  ])("reads %s as %s (hasTime %s: %s)", (phrase, instant, hasTime) => {
    const parsed = parse(phrase);
    expect(parsed.date.toISOString()).toBe(instant);
    expect(parsed.hasTime).toBe(hasTime);
    expect(parsed.matchedText).toBe(phrase);
  });

  it("includes the lead-in word and reports it as the bound: by Thursday 10pm", () => {
    const parsed = parse("finish lab report by Thursday 10pm");
    expect(parsed.matchedText).toBe("by Thursday 10pm");
    expect(parsed.index).toBe(18);
    expect(parsed.relation).toBe("until");
    expect(parsed.date.toISOString()).toBe("2026-12-03T14:00:00.000Z");
  });

  it("reads 'before Friday' as strictly before Friday starts", () => {
    const parsed = parse("what tasks are due before Friday");
    expect(parsed.matchedText).toBe("due before Friday");
    expect(parsed.relation).toBe("before");
    expect(parsed.span.start.toISOString()).toBe("2026-12-03T16:00:00.000Z");
  });

  describe("today is the named weekday", () => {
    it("keeps today for Friday 9pm on Friday at 18:00", () => {
      expect(parse("Friday 9pm", FRIDAY_18).date.toISOString()).toBe("2026-12-04T13:00:00.000Z");
    });

    it("moves Friday 5pm to next week on Friday at 18:00", () => {
      expect(parse("Friday 5pm", FRIDAY_18).date.toISOString()).toBe("2026-12-11T09:00:00.000Z");
    });

    it("keeps today for a bare Friday on Friday (due 23:59)", () => {
      expect(parse("Friday", FRIDAY_18).date.toISOString()).toBe("2026-12-04T15:59:00.000Z");
    });
  });

  describe("America/New_York across DST", () => {
    it("places tomorrow at 9 (the change day) at 09:00 EDT", () => {
      expect(parse("tomorrow at 9", SATURDAY_BEFORE_SPRING, NEW_YORK).date.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    });

    it("places next Monday 9am at 09:00 EDT", () => {
      expect(parse("next Monday 9am", SATURDAY_BEFORE_SPRING, NEW_YORK).date.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    });

    it("counts in 3 hours in real hours", () => {
      expect(parse("in 3 hours", SATURDAY_BEFORE_SPRING, NEW_YORK).date.toISOString()).toBe("2026-03-07T20:00:00.000Z");
    });
  });

  it("returns null for text without a date", () => {
    expect(parseDateTime("email the TA", { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
  });

  describe("words that are not dates", () => {
    it.each(["march band practice", "I may need to call", "submit the 2nd draft", "read 3 papers"])("returns null for %j", (text) => {
      expect(parseDateTime(text, { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
    });
  });
});

describe("a day of the month said without its month", () => {
  // Monday 30 November: the 10th to come is December's, the 30th is today.
  it.each([
    ["pay rent by the 10th", "by the 10th", "2026-12-10T15:59:00.000Z"],
    ["essay due on the 3rd", "due on the 3rd", "2026-12-03T15:59:00.000Z"],
    ["return the books before the 30th", "before the 30th", "2026-11-30T15:59:00.000Z"],
    ["call the bank on the 2nd at 3pm", "on the 2nd at 3pm", "2026-12-02T07:00:00.000Z"],
  ])("%s is dated %s", (text, matched, instant) => {
    const parsed = parse(text);
    expect(parsed.matchedText).toBe(matched);
    expect(parsed.date.toISOString()).toBe(instant);
  });

  it("a day already past this month is next month's", () => {
    expect(parse("by the 3rd", FRIDAY_18).date.toISOString()).toBe("2027-01-03T15:59:00.000Z");
  });

  it.each(["meet at the 10th floor lounge", "read the 3rd chapter", "she came 2nd in the race"])("%s names no day", (text) => {
    expect(parseDateTime(text, { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
  });
});
