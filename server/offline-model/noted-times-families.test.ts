/**
 * When a note is due, as students say it around the time they mean: a reminder asked a lead time ahead of the event
 * (after sentences of why, or in Cantonese), an hour and a half counted from now, a story told from a day gone by that
 * tells of a day to come, and a deadline passed on by a teacher with its length and the hours it takes. The sentences
 * are not the ones that showed the gap.
 */
import { describe, expect, test } from "vitest";
import { notedMinute, nextStep, user } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

const noted = async (text: string) => {
  const step = await nextStep([user(text)]);
  expect(step).toMatchObject({ kind: "tool", toolName: "quick_note" });
  return (step as { input: { content: string } }).input.content;
};

describe("a reminder a lead time ahead: due that much before the event, about the event", () => {
  test.each([
    // Whole sentences of why between the event and the lead.
    ["后天上午十点要去教务处盖章，之前拖了两次，老师已经不太高兴了。这回不能再拖。提前一个小时提醒我。", "2026-12-03 09:00"],
    ["周四晚上七点社团换届，我要上台讲话，稿子还没背熟。你提前四十分钟叫我", "2026-12-03 18:20"],
    // Cantonese: 提早…提我, 半个钟 and 一个钟.
    ["聽日下晝四點見導師，提早半個鐘提我", "2026-12-02 15:30"],
    ["禮拜四朝早十點有tutorial，提早一個鐘提我啦", "2026-12-03 09:00"],
    ["周三下午两点有个seminar要报告，提前半小时提醒我", "2026-12-02 13:30"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("the note is about the event, never the lead alone", async () => {
    const content = await noted("明天上午九点去医院复查，上回排队排了好久。这次别又迟到。提前二十分钟提醒我吧。");
    expect(content).toContain("复查");
    expect(content).not.toMatch(/^提前二十分钟/);
  });

  test.each([
    // 别提我 is "don't mention me": no reminder.
    ["唔好再提我啦", "不要再提我啦"],
    ["班长开会又提我名字了", "班长开会又提我名字了"],
  ])("%s keeps its 提我", (text, read) => {
    expect(normalise(text).text).toBe(read);
  });
});

describe("an hour and a half from now", () => {
  test.each([
    ["一个半小时后提醒我去收衣服", "2026-12-01 11:30"],
    ["两个半钟头以后叫我起来背单词", "2026-12-01 12:30"],
    ["再过一个半小时提醒我给家里打电话", "2026-12-01 11:30"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("half an hour alone is still thirty minutes", async () => {
    expect(await notedMinute("半小时后提醒我关火", NOW)).toBe("2026-12-01 10:30");
  });
});

describe("a story told from a day gone by: due on the day to come it tells of", () => {
  test.each([
    ["前天在食堂碰到班长，他说下周一上午十点交团员材料，帮我记一下", "2026-12-07 10:00"],
    ["昨晚跟室友聊天，她说周五下午三点图书馆有讲座，记一下我也想去", "2026-12-04 15:00"],
    ["上周去实验室的时候导师交代了，12月10号下午两点开组会，帮我记着", "2026-12-10 14:00"],
  ])("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("a story of today keeps today's time", async () => {
    expect(await notedMinute("今天下午四点去打印材料，记一下", NOW)).toBe("2026-12-01 16:00");
  });
});

describe("a deadline passed on by a teacher, with its length and the hours it takes: a to-do, not a day asked about", () => {
  test.each([
    ["导师上午在组会上说文献综述12月18号之前交，五千字，我估计得写七八个小时。", "文献综述"],
    ["老师刚才在群里说近代史论文下周五前交，两千字，估计要写三四个小时", "近代史论文"],
    ["辅导员今天说奖学金申请表周四之前交", "奖学金申请表"],
  ])("%s", (text, thing) => {
    const intent = detectIntent(normalise(text).text);
    expect(intent).toMatchObject({ family: "quick_note" });
    expect((intent as { content: string }).content).toContain(thing);
    expect((intent as { content: string }).content).not.toMatch(/^(?:导师|老师|辅导员)/);
  });

  test("the day the teacher said it is not the deadline", async () => {
    expect(await notedMinute("老师今天上课说读书报告12月15号之前交，三千字", NOW)).toBe("2026-12-15 23:59");
  });

  test("a question about the day stays a question", () => {
    expect(detectIntent(normalise("老师说12月20号之前交论文，那天我有课吗").text)).toMatchObject({ family: "schedule_question" });
  });
});

describe("a good night after a request is no second note", () => {
  test.each([
    ["后天早上八点提醒我去体检，晚安", "后天早上八点去体检"],
    ["周五前交社团报名表，帮我记一下，我先睡了，晚安啦", "周五前交社团报名表"],
  ])("%s", async (text, content) => {
    const step = await nextStep([user(text)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content } });
  });
});
