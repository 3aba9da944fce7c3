import { describe, expect, it } from "vitest";
import { parseDateRange, parseDateTime } from "./natural-dates";

const SHANGHAI = "Asia/Shanghai";
// 2026-11-30 is a Monday, 10:00 in Shanghai (02:00 UTC).
const MONDAY_10 = new Date("2026-11-30T02:00:00Z");
// 2026-11-30 is a Monday, 21:00 in Shanghai: this evening's 20:00 has passed.
const MONDAY_21 = new Date("2026-11-30T13:00:00Z");
// 2026-12-02 is a Wednesday, 19:00 in Shanghai.
const WEDNESDAY_19 = new Date("2026-12-02T11:00:00Z");
// 2026-12-02 is a Wednesday, 21:00 in Shanghai.
const WEDNESDAY_21 = new Date("2026-12-02T13:00:00Z");
// 2026-12-05 is a Saturday, 10:00 in Shanghai.
const SATURDAY_10 = new Date("2026-12-05T02:00:00Z");
// 2026-12-15 is a Tuesday, 10:00 in Shanghai.
const DECEMBER_15 = new Date("2026-12-15T02:00:00Z");

function parse(text: string, now = MONDAY_10, timeZone = SHANGHAI) {
  const parsed = parseDateTime(text, { now, timeZone });
  expect(parsed, `"${text}" should be understood`).not.toBeNull();
  return parsed!;
}

describe("parseDateTime", () => {
  it.each([
    // phrase, instant (UTC), hasTime, what it means in Shanghai
    ["晚8点", "2026-11-30T12:00:00.000Z", true, "today 20:00"],
    ["晚上8点", "2026-11-30T12:00:00.000Z", true, "today 20:00"],
    ["晚上十二点", "2026-11-30T16:00:00.000Z", true, "24:00 tonight = Tuesday 00:00"],
    ["今晚", "2026-11-30T15:59:00.000Z", false, "today 23:59"],
    ["明天下午", "2026-12-01T10:00:00.000Z", false, "Tuesday 18:00, the end of the afternoon"],
    ["3点半", "2026-11-30T07:30:00.000Z", true, "today 15:30"],
    ["周三晚上8点", "2026-12-02T12:00:00.000Z", true, "Wednesday 20:00"],
    ["下周一", "2026-12-07T15:59:00.000Z", false, "next week's Monday 23:59"],
    ["下周", "2026-12-13T15:59:00.000Z", false, "the end of next week, Sunday 23:59"],
    ["这周末", "2026-12-06T15:59:00.000Z", false, "Sunday 23:59"],
    ["周末", "2026-12-06T15:59:00.000Z", false, "Sunday 23:59"],
    ["月底", "2026-11-30T15:59:00.000Z", false, "today (30 November is the last day) 23:59"],
    ["下个月1号", "2026-12-01T15:59:00.000Z", false, "1 December 23:59"],
    ["大后天", "2026-12-03T15:59:00.000Z", false, "Thursday 23:59"],
    ["后天", "2026-12-02T15:59:00.000Z", false, "Wednesday 23:59"],
    ["明早", "2026-12-01T01:00:00.000Z", false, "Tuesday 09:00, the end of the morning"],
    ["12月3日", "2026-12-03T15:59:00.000Z", false, "3 December 23:59"],
    ["3号", "2026-12-03T15:59:00.000Z", false, "3 December 23:59"],
    ["明天早上9点", "2026-12-01T01:00:00.000Z", true, "Tuesday 09:00"],
    ["中午", "2026-11-30T04:00:00.000Z", false, "today 12:00"],
    ["下午三点一刻", "2026-11-30T07:15:00.000Z", true, "today 15:15"],
    ["十点零五分", "2026-11-30T02:05:00.000Z", true, "today 10:05"],
    ["20:30", "2026-11-30T12:30:00.000Z", true, "today 20:30"],
    ["2027年1月5日下午2点", "2027-01-05T06:00:00.000Z", true, "5 January 2027 14:00"],
    ["2026-12-03", "2026-12-03T15:59:00.000Z", false, "3 December 23:59"],
    ["3小时后", "2026-11-30T05:00:00.000Z", true, "now + 3 h"],
    ["半小时后", "2026-11-30T02:30:00.000Z", true, "now + 30 min"],
    // 个半 is an hour and a half, never the half hour read after it; a decimal in figures the same.
    ["一个半小时后", "2026-11-30T03:30:00.000Z", true, "now + 90 min"],
    ["再过两个半钟头", "2026-11-30T04:30:00.000Z", true, "now + 150 min"],
    ["1.5小时后", "2026-11-30T03:30:00.000Z", true, "now + 90 min"],
    // 过 before the amount waits it out as 后 after it does.
    ["再过一个小时", "2026-11-30T03:00:00.000Z", true, "now + 1 h"],
    ["过15分钟", "2026-11-30T02:15:00.000Z", true, "now + 15 min"],
    ["2天后", "2026-12-02T15:59:00.000Z", false, "Wednesday 23:59"],
    ["下下周三", "2026-12-16T15:59:00.000Z", false, "Wednesday in two weeks 23:59"],
    ["两周后的周三", "2026-12-16T15:59:00.000Z", false, "Wednesday of the week two weeks on 23:59"],
    ["三周后的星期一", "2026-12-21T15:59:00.000Z", false, "Monday of the week three weeks on 23:59"],
    ["星期天", "2026-12-06T15:59:00.000Z", false, "Sunday 23:59"],
    ["今晚上8点", "2026-11-30T12:00:00.000Z", true, "today 20:00"],
  ])("reads %s as %s (hasTime %s: %s)", (phrase, instant, hasTime) => {
    const parsed = parse(phrase);
    expect(parsed.date.toISOString()).toBe(instant);
    expect(parsed.hasTime).toBe(hasTime);
    expect(parsed.matchedText).toBe(phrase);
    expect(parsed.index).toBe(0);
  });

  it("reads 本周五之前 and 这周五前 as this Friday 23:59, bounded until then", () => {
    for (const phrase of ["本周五之前", "这周五前"]) {
      const parsed = parse(phrase);
      expect(parsed.date.toISOString()).toBe("2026-12-04T15:59:00.000Z");
      expect(parsed.relation).toBe("until");
      expect(parsed.matchedText).toBe(phrase);
    }
  });

  it("finds the phrase inside a sentence and reports where it is", () => {
    const parsed = parse("提醒我周三晚上8点给导师发周报");
    expect(parsed.matchedText).toBe("周三晚上8点");
    expect(parsed.index).toBe(3);
    expect(parsed.date.toISOString()).toBe("2026-12-02T12:00:00.000Z");
  });

  it("takes 截止到 in front of a day as part of the phrase", () => {
    const parsed = parse("截止到周五交");
    expect(parsed.matchedText).toBe("截止到周五");
    expect(parsed.relation).toBe("until");
  });

  it("leaves a verb's 一下 out of the date: 记一下周五 is this Friday, 看一下下周五 next week's", () => {
    const cue = parse("记一下周五交报告");
    expect(cue.matchedText).toBe("周五");
    expect(cue.date.toISOString()).toBe("2026-12-04T15:59:00.000Z");
    expect(parse("看一下下周五的安排").matchedText).toBe("下周五");
    expect(parse("看一下下周五的安排").date.toISOString()).toBe("2026-12-11T15:59:00.000Z");
    expect(parse("记一下下个月1号交材料").matchedText).toBe("下个月1号");
    expect(parse("周一下午开会").matchedText).toBe("周一下午");
  });

  it("reads the week, not its Monday, when 一 opens a word of its own after it (一共, 一直, 一样, 一次)", () => {
    expect(parse("这周一共得交几份报告").matchedText).toBe("这周");
    expect(parse("下个星期一直在出差").matchedText).toBe("下个星期");
    expect(parse("下周一样按时交周报").matchedText).toBe("下周");
    expect(parseDateTime("每周一次的小组讨论", { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
    // Near-misses: a Monday said with what happens on it.
    expect(parse("下周一整天都在实验室").matchedText).toBe("下周一");
    expect(parse("这周一回家拿东西").matchedText).toBe("这周一");
    expect(parse("下周一定个复习计划").matchedText).toBe("下周一");
  });

  it("reads a month and day typed in figures (12/5, 12.15) and leaves decimals and measures alone", () => {
    expect(parse("rmb: 12/5 交社团活动总结").date.toISOString()).toBe("2026-12-05T15:59:00.000Z");
    expect(parse("12.15之前").relation).toBe("until");
    expect(parse("12.15之前").date.toISOString()).toBe("2026-12-15T15:59:00.000Z");
    expect(parseDateTime("大概1.5小时", { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
    // How long something took or may take is no time to be told: 学过 / 超过 / 经过 an amount.
    expect(parseDateTime("昨天只看过一个小时", { now: MONDAY_10, timeZone: SHANGHAI })?.matchedText).toBe("昨天");
    expect(parseDateTime("刷手机别超过半小时", { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
    expect(parseDateTime("版本2.13.4", { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
    // Alone, as update_task's deadline argument: "ddl改成12.8".
    expect(parseDateTime("12.8", { now: MONDAY_10, timeZone: SHANGHAI })?.matchedText).toBe("12.8");
  });

  it("reads 早八 as a morning class's hour: 后天早八前 is 08:00, bounded until then", () => {
    const parsed = parse("记下：后天早八前把实验数据发给组长");
    expect(parsed.matchedText).toBe("后天早八前");
    expect(parsed.date.toISOString()).toBe("2026-12-02T00:00:00.000Z");
    expect(parsed.relation).toBe("until");
    expect(parseDateTime("早点交", { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
  });

  it("marks 以后 as a lower bound", () => {
    expect(parse("周五以后").relation).toBe("from");
  });

  it.each([
    ["24小时内", "2026-12-01T02:00:00.000Z"],
    ["两个钟头之内", "2026-11-30T04:00:00.000Z"],
    ["36个小时以内", "2026-12-01T14:00:00.000Z"],
  ])("reads %s as until that many hours from now", (phrase, instant) => {
    const parsed = parse(phrase);
    expect(parsed.date.toISOString()).toBe(instant);
    expect(parsed.hasTime).toBe(true);
    expect(parsed.relation).toBe("until");
    expect(parsed.matchedText).toBe(phrase);
  });

  it.each([
    ["周三午饭后两点", "2026-12-02T06:00:00.000Z"],
    ["明天晚饭后七点半", "2026-12-01T11:30:00.000Z"],
    ["吃完午饭三点", "2026-11-30T07:00:00.000Z"],
  ])("reads the meal in %s as the part of the day after it", (phrase, instant) => {
    expect(parse(phrase).date.toISOString()).toBe(instant);
  });

  it("reads a bare 3天内 as until the end of the third day", () => {
    const parsed = parse("3天内");
    expect(parsed.date.toISOString()).toBe("2026-12-03T15:59:00.000Z");
    expect(parsed.relation).toBe("until");
  });

  describe("today is the named weekday", () => {
    it("keeps today when the time has not passed (Wednesday 19:00, 周三晚上8点)", () => {
      expect(parse("周三晚上8点", WEDNESDAY_19).date.toISOString()).toBe("2026-12-02T12:00:00.000Z");
    });

    it("moves to next week once the time has passed (Wednesday 21:00, 周三晚上8点)", () => {
      expect(parse("周三晚上8点", WEDNESDAY_21).date.toISOString()).toBe("2026-12-09T12:00:00.000Z");
    });

    it("keeps today for a bare weekday until 23:59 (Wednesday 21:00, 周三)", () => {
      expect(parse("周三", WEDNESDAY_21).date.toISOString()).toBe("2026-12-02T15:59:00.000Z");
    });

    it("reads 本周五 on Saturday as the Friday just gone, as said", () => {
      expect(parse("本周五", SATURDAY_10).date.toISOString()).toBe("2026-12-04T15:59:00.000Z");
    });

    it("reads a bare 周五 on Saturday as next Friday", () => {
      expect(parse("周五", SATURDAY_10).date.toISOString()).toBe("2026-12-11T15:59:00.000Z");
    });

    it("reads 周末 on Saturday as this weekend", () => {
      expect(parse("周末", SATURDAY_10).date.toISOString()).toBe("2026-12-06T15:59:00.000Z");
    });
  });

  describe("a clock time with no day", () => {
    it("moves 晚上8点 to tomorrow when this evening's 20:00 has passed", () => {
      expect(parse("晚上8点", MONDAY_21).date.toISOString()).toBe("2026-12-01T12:00:00.000Z");
    });

    it("keeps 今晚8点 on today even when it has passed, because today was said", () => {
      expect(parse("今晚8点", MONDAY_21).date.toISOString()).toBe("2026-11-30T12:00:00.000Z");
    });

    it("reads a bare 8点 as the next 8 o'clock: 20:00 at 10:00, tomorrow 08:00 at 21:00", () => {
      expect(parse("8点").date.toISOString()).toBe("2026-11-30T12:00:00.000Z");
      expect(parse("8点", MONDAY_21).date.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    });

    it("reads a bare 12点 as noon before noon and as midnight after it", () => {
      expect(parse("12点").date.toISOString()).toBe("2026-11-30T04:00:00.000Z");
      expect(parse("12点", MONDAY_21).date.toISOString()).toBe("2026-11-30T16:00:00.000Z");
    });

    it("reads 1-6 o'clock with a day as afternoon and 7-12 as morning", () => {
      expect(parse("明天3点").date.toISOString()).toBe("2026-12-01T07:00:00.000Z");
      expect(parse("明天8点").date.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    });
  });

  describe("midnight and noon", () => {
    it("reads 今晚十二点 as the midnight ending today", () => {
      expect(parse("今晚十二点").date.toISOString()).toBe("2026-11-30T16:00:00.000Z");
    });

    it("reads 明天晚上十二点 as the midnight ending tomorrow", () => {
      expect(parse("明天晚上十二点").date.toISOString()).toBe("2026-12-01T16:00:00.000Z");
    });

    it("reads 中午十二点 as noon", () => {
      expect(parse("中午十二点").date.toISOString()).toBe("2026-11-30T04:00:00.000Z");
    });

    it("reads 晚上一点 as 1 a.m. after that evening", () => {
      expect(parse("晚上一点").date.toISOString()).toBe("2026-11-30T17:00:00.000Z");
    });
  });

  describe("month and year boundaries", () => {
    it("reads 下个月1号 in December as 1 January of the next year", () => {
      expect(parse("下个月1号", DECEMBER_15).date.toISOString()).toBe("2027-01-01T15:59:00.000Z");
    });

    it("reads 月底 in December as 31 December", () => {
      expect(parse("月底", DECEMBER_15).date.toISOString()).toBe("2026-12-31T15:59:00.000Z");
    });

    it("reads 3号 after the 3rd as the 3rd of next month, across the year", () => {
      expect(parse("3号", DECEMBER_15).date.toISOString()).toBe("2027-01-03T15:59:00.000Z");
    });

    it("reads 31号 in a 30-day month as the next month that has a 31st", () => {
      // 2026-11-05 is a Thursday.
      expect(parse("31号", new Date("2026-11-05T02:00:00Z")).date.toISOString()).toBe("2026-12-31T15:59:00.000Z");
    });

    it("reads a month and day already past this year as next year's", () => {
      expect(parse("12月3日", DECEMBER_15).date.toISOString()).toBe("2027-12-03T15:59:00.000Z");
    });

    it.each([
      ["十二月最后一天", DECEMBER_15, "2026-12-31T15:59:00.000Z"],
      ["2月的最后一天", DECEMBER_15, "2027-02-28T15:59:00.000Z"],
      ["11月末", new Date("2026-11-05T02:00:00Z"), "2026-11-30T15:59:00.000Z"],
      ["这个月最后一天", DECEMBER_15, "2026-12-31T15:59:00.000Z"],
    ])("reads %s as that month's last day", (text, now, iso) => {
      expect(parse(text, now).date.toISOString()).toBe(iso);
    });

    it("reads 下个月底 as the last day of next month", () => {
      expect(parse("下个月底").date.toISOString()).toBe("2026-12-31T15:59:00.000Z");
    });
  });

  describe("what is not a date", () => {
    it.each([
      ["写快一点", "一点 meaning 'a little'"],
      ["晚交", "晚 as an adverb"],
      ["早点交", "早 as an adverb"],
      ["去3号楼", "a building number"],
      ["去2号机房上机", "a computer room's number"],
      ["在5号教学楼302", "a teaching building's number"],
      ["1号实验室见", "a lab's number"],
      ["需要2节", "class periods"],
      ["2月30日", "an invalid date (and not the 30th of this month)"],
      ["25点", "an hour past 24 (and not 5点)"],
      ["完成离散数学第1节复习", "a section number"],
    ])("returns null for %s (%s)", (text) => {
      expect(parseDateTime(text, { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
    });
  });

  it("does not depend on the server's zone: the same input gives the same instant for another student zone", () => {
    // 2026-11-30 is a Monday, 10:00 in Shanghai = Sunday 2026-11-29 21:00 in New York.
    const parsed = parse("明天早上9点", MONDAY_10, "America/New_York");
    expect(parsed.date.toISOString()).toBe("2026-11-30T14:00:00.000Z");
  });

  describe("America/New_York across DST", () => {
    const NEW_YORK = "America/New_York";
    // 2026-03-06 is a Friday, 10:00 EST (UTC-5); DST starts Sunday 2026-03-08.
    const FRIDAY_BEFORE_SPRING = new Date("2026-03-06T15:00:00Z");
    // 2026-10-30 is a Friday, 10:00 EDT (UTC-4); DST ends Sunday 2026-11-01.
    const FRIDAY_BEFORE_FALL = new Date("2026-10-30T14:00:00Z");

    it("places 下周一早上9点 at 09:00 EDT after the spring change", () => {
      expect(parse("下周一早上9点", FRIDAY_BEFORE_SPRING, NEW_YORK).date.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    });

    it("places 后天晚上8点 (the change day itself) at 20:00 EDT", () => {
      expect(parse("后天晚上8点", FRIDAY_BEFORE_SPRING, NEW_YORK).date.toISOString()).toBe("2026-03-09T00:00:00.000Z");
    });

    it("places 下周一早上9点 at 09:00 EST after the autumn change", () => {
      expect(parse("下周一早上9点", FRIDAY_BEFORE_FALL, NEW_YORK).date.toISOString()).toBe("2026-11-02T14:00:00.000Z");
    });

    it("keeps a date-only deadline at 23:59 local on both sides of the change", () => {
      expect(parse("周六", FRIDAY_BEFORE_SPRING, NEW_YORK).date.toISOString()).toBe("2026-03-08T04:59:00.000Z");
      expect(parse("周日", FRIDAY_BEFORE_SPRING, NEW_YORK).date.toISOString()).toBe("2026-03-09T03:59:00.000Z");
    });

    it("counts 3小时后 in real hours across the jump", () => {
      // 2026-03-08 01:30 EST; three real hours later it is 05:30 EDT.
      expect(parse("3小时后", new Date("2026-03-08T06:30:00Z"), NEW_YORK).date.toISOString()).toBe("2026-03-08T09:30:00.000Z");
    });
  });
});

describe("parseDateRange", () => {
  function range(text: string, now = MONDAY_10, timeZone = SHANGHAI) {
    const parsed = parseDateRange(text, { now, timeZone });
    expect(parsed, `"${text}" should be understood`).not.toBeNull();
    return { start: parsed!.start.toISOString(), end: parsed!.end.toISOString(), hasTime: parsed!.hasTime };
  }

  it("reads 下午3点到5点 as 15:00-17:00 today", () => {
    expect(range("下午3点到5点")).toEqual({ start: "2026-11-30T07:00:00.000Z", end: "2026-11-30T09:00:00.000Z", hasTime: true });
  });

  it("moves 下午3点到5点 to tomorrow once today's 15:00 has passed", () => {
    expect(range("下午3点到5点", MONDAY_21)).toEqual({ start: "2026-12-01T07:00:00.000Z", end: "2026-12-01T09:00:00.000Z", hasTime: true });
  });

  it("lets a range cross midnight: 晚上11点到1点", () => {
    expect(range("晚上11点到1点")).toEqual({ start: "2026-11-30T15:00:00.000Z", end: "2026-11-30T17:00:00.000Z", hasTime: true });
  });

  it("gives a day range from the start of the first day to the end of the last: 周三到周五", () => {
    expect(range("周三到周五")).toEqual({ start: "2026-12-01T16:00:00.000Z", end: "2026-12-04T15:59:59.999Z", hasTime: false });
  });

  it("gives a week Monday 00:00 to Sunday 23:59:59.999: 下周", () => {
    expect(range("下周")).toEqual({ start: "2026-12-06T16:00:00.000Z", end: "2026-12-13T15:59:59.999Z", hasTime: false });
  });

  it("gives a weekend Saturday to Sunday: 这周末", () => {
    expect(range("这周末")).toEqual({ start: "2026-12-04T16:00:00.000Z", end: "2026-12-06T15:59:59.999Z", hasTime: false });
  });

  it("gives a part of the day as its window: 明天下午 = 12:00 to 18:00", () => {
    expect(range("明天下午")).toEqual({ start: "2026-12-01T04:00:00.000Z", end: "2026-12-01T09:59:59.999Z", hasTime: false });
  });

  it("gives a single clock time as a point", () => {
    expect(range("晚上8点")).toEqual({ start: "2026-11-30T12:00:00.000Z", end: "2026-11-30T12:00:00.000Z", hasTime: true });
  });

  it("reads an English range: 3pm to 5pm", () => {
    expect(range("3pm to 5pm")).toEqual({ start: "2026-11-30T07:00:00.000Z", end: "2026-11-30T09:00:00.000Z", hasTime: true });
  });

  it("returns null when there is no date", () => {
    expect(parseDateRange("给导师发周报", { now: MONDAY_10, timeZone: SHANGHAI })).toBeNull();
  });
});
