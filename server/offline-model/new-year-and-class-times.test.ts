/**
 * Round 32's dates: a bare day of the month after the message named it with its month (across the new year), 那天
 * after a day said next to a holiday, and a reminder ahead of a class pointed at by its time. Our own sentences.
 */
import { describe, expect, test } from "vitest";
import { notedMinute } from "@/testing/offline-model";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

describe("a bare day after the message named it with its month is that month's", () => {
  test.each([
    ["寒假1月5号放，1月6号回家，提醒我6号早上七点去赶火车", "2027-01-06 07:00"],
    ["1月2号学校开运动会，提醒我2号下午三点去领号码布", "2027-01-02 15:00"],
    ["元旦后1月4号返校报到，提醒我4号晚上九点收拾书包", "2027-01-04 21:00"],
    ["一月八号出成绩，提醒我8号上午十点去查", "2027-01-08 10:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test.each([
    // No month said for the day: this month's.
    ["1月6号回家，提醒我3号晚上八点去借书", "2026-12-03 20:00"],
    ["提醒我12月31号下午两点去车站，元旦回家", "2026-12-31 14:00"],
  ])("near miss: %s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});

describe("那天 is the nearest day said, even beside a holiday", () => {
  test.each([
    ["元旦前最后一个工作日是12月31号，那天上午没事，提醒我那天上午十点去取快递", "2026-12-31 10:00"],
    ["圣诞节前一天是12月24号，那天下午不上课，提醒我那天下午三点去买礼物", "2026-12-24 15:00"],
    ["元旦放假前最后一天是12月31号，那天晚上提醒我八点收拾行李", "2026-12-31 20:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});

describe("a reminder ahead of a class pointed at by its time", () => {
  test.each([
    ["周四下午两点那节课前半小时提醒我带实验报告", "2026-12-03 13:30"],
    ["明天早上八点那节课之前二十分钟叫我", "2026-12-02 07:40"],
    ["周三上午九点那场考试前一个小时提醒我带准考证", "2026-12-02 08:00"],
    ["周五晚上七点那堂讲座前十分钟提醒我签到", "2026-12-04 18:50"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("a class said with its time and no lead keeps that time", async () => {
    expect(await notedMinute("周四下午两点那节课提醒我带实验报告", NOW)).toBe("2026-12-03 14:00");
  });
});
