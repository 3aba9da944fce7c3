import { describe, expect, test } from "vitest";
import { rangeWords, subjectHints, wantsEverything } from "./schedule-words";
import { dayIndex, durationWords, slotSpan, slotTarget } from "./slot-words";

describe("rangeWords", () => {
  test.each([
    ["帮我把这周的复习排进空闲时间", "这周"],
    ["把离散数学的复习排到下周", "下周"],
    ["明天的空闲时间安排一下概率论", "明天"],
    ["把待办都排进第3到第9天", "第3到第9天"],
    ["排进第3-9天", "第3-9天"],
    ["排到第五天", "第五天"],
    ["这两周帮我排一下", "这两周"],
    ["排到这周末", "这周末"],
    // A stretch counted from today is the counted words alone.
    ["从今天开始三天内把离散复习排一下", "三天内"],
    ["从现在起两周之内把概率论排完", "两周之内"],
    ["从今天算起10天内都排进去", "10天内"],
    ["schedule my review for next week", "next week"],
    ["plan days 3-9", "days 3-9"],
    ["schedule it tomorrow", "tomorrow"],
  ])("%s → %s", (text, range) => {
    expect(rangeWords(text)).toBe(range);
  });

  test("a weekday is not cut to its week, and 这周一起 is not Monday", () => {
    // Where the work is said to start wins over a stretch named in a clause about the cap.
    expect(rangeWords("期末那几天每天最多3节，线代从下周开始排")).toBe("下周");
    expect(rangeWords("考试周之前别太满，英语从第15周起安排")).toBe("第15周");
    expect(rangeWords("排到下周三之前")).toBe("下周三");
    expect(rangeWords("把这周一起排了")).toBe("这周");
  });

  test("这周一共 / 这周一直 / 这周一整周 are the week: that 一 opens a word and names no Monday", () => {
    expect(rangeWords("这周一共排了几节英语")).toBe("这周");
    expect(rangeWords("下周一直有空，把概率论都排进去")).toBe("下周");
    expect(rangeWords("这礼拜一整个星期都空着吗")).toBe("这礼拜");
    // Near-misses: Monday itself, alone or starting a span.
    expect(rangeWords("下周一整天能排几节")).toBe("下周一");
    expect(rangeWords("这周一到周四每天排一节")).toBe("这周一到周四");
  });

  test("a verb's 一下 starts no week word: 看一下周五 is this Friday", () => {
    expect(rangeWords("帮我看一下周五的安排")).toBe("周五");
    expect(rangeWords("查一下下周五有没有空")).toBe("下周五");
    expect(rangeWords("看一下下周")).toBe("下周");
  });

  test("falls back to any date phrase the shared reader knows", () => {
    expect(rangeWords("排到12月20日之前")).toBe("12月20日之前");
  });

  test("no time words → undefined", () => {
    expect(rangeWords("帮我排一下复习")).toBeUndefined();
    expect(rangeWords("schedule my review")).toBeUndefined();
  });
});

describe("subjectHints", () => {
  test.each([
    ["把离散数学的复习排到下周", "下周", ["离散数学"]],
    ["明天的空闲时间安排一下概率论", "明天", ["概率论"]],
    ["帮我把这周的复习排进空闲时间", "这周", []],
    ["把待办都排进第3到第9天", "第3到第9天", []],
    ["schedule my review for next week", "next week", []],
    ["schedule linear algebra review next week", "next week", ["linear algebra", "线性代数"]],
    // Thanks, particles and "these few days" name no subject.
    ["把复习都排进下周吧，谢谢啦", "下周", []],
    ["这周剩下那几天帮我排下复习", "这周", []],
    ["put my review into next week, thanks", "next week", []],
    // A to-do pointed at with 那条 is named by its words; the days taken by something else are why, no subject.
    ["六级听力那条放到下周吧，这周全被实验占满了", "下周", ["六级听力"]],
    ["把毛概论文这条排到周末，周三周四被班会占用了", "周末", ["毛概论文"]],
    ["数电作业那条塞进下周二，周一被社团活动占了", "下周二", ["数电作业"]],
  ] as const)("%s → %j", (text, range, hints) => {
    expect(subjectHints(text, range)).toEqual(hints);
  });
});

describe("wantsEverything", () => {
  test("all-words ask for every class", () => {
    expect(wantsEverything("把待办都排进第3到第9天")).toBe(true);
    expect(wantsEverything("schedule everything next week")).toBe(true);
    expect(wantsEverything("把离散数学的复习排到下周")).toBe(false);
  });
});

describe("slotTarget", () => {
  test.each([
    ["第5天第3节", { day: 5, slotStart: 3 }],
    ["第4天第1-2节", { day: 4, slotStart: 1 }],
    ["第十天第十一节", { day: 10, slotStart: 11 }],
    // A part of the day starts at its first period, and keeps its periods for a start that is taken.
    ["第5天上午", { day: 5, slotStart: 1, dayPart: { first: 1, last: 4 } }],
    ["第5天下午", { day: 5, slotStart: 5, dayPart: { first: 5, last: 8 } }],
    ["第5天晚上", { day: 5, slotStart: 9, dayPart: { first: 9, last: 16 } }],
    // "一大早", "一早", "大清早": the morning, from its first period.
    ["周日一大早", { dayWord: "周日", slotStart: 1, dayPart: { first: 1, last: 4 } }],
    ["第3天一早开始", { day: 3, slotStart: 1, dayPart: { first: 1, last: 4 } }],
    ["明天大清早", { dayWord: "明天", slotStart: 1, dayPart: { first: 1, last: 4 } }],
    ["day 4 period 3", { day: 4, slotStart: 3 }],
    ["第5天", { day: 5 }],
    ["下周", {}],
    ["周四下午2点", { dayWord: "周四", clock: "14:00" }],
    ["12月3日 8:30", { dayWord: "12月3日", clock: "08:30" }],
    ["friday 3pm", { dayWord: "friday", clock: "15:00" }],
    ["明天两点半", { dayWord: "明天", clock: "14:30" }],
    ["明天晚上7点", { dayWord: "明天", clock: "19:00" }],
    ["周四早一点", { dayWord: "周四" }],
  ] as const)("%s → %j", (text, target) => {
    expect(slotTarget(text)).toEqual(target);
  });
});

describe("dayIndex and slotSpan", () => {
  test("read explicit indexes only", () => {
    expect(dayIndex("第3天有什么课")).toBe(3);
    expect(dayIndex("明天有什么课")).toBeUndefined();
    expect(slotSpan("第5-8节")).toEqual({ start: 5, end: 8 });
    expect(slotSpan("第5节到第8节")).toEqual({ start: 5 });
    expect(slotSpan("periods 5-8")).toEqual({ start: 5, end: 8 });
    expect(slotSpan("第13-14节")).toEqual({ start: 13, end: 14 });
    expect(slotSpan("第十六节")).toEqual({ start: 16 });
  });
});

describe("durationWords", () => {
  test("reads the periods asked for, within the longest day a term may have (16)", () => {
    expect(durationWords("找一个2节的空位")).toBe(2);
    expect(durationWords("需要三个连续时段")).toBe(3);
    expect(durationWords("a free slot of 3 periods")).toBe(3);
    expect(durationWords("哪里有空")).toBeUndefined();
    expect(durationWords("找一个13节的空位")).toBe(13);
    expect(durationWords("连续十六节")).toBe(16);
    expect(durationWords("找一个17节的空位")).toBeUndefined();
  });
});

describe("asking how a plan should go names no subject", () => {
  test.each([
    ["你说我这周复习怎么排好", []],
    ["高数复习怎么安排好", ["高数"]],
    ["线代和概率论如何排比较好", ["线代", "概率论"]],
    ["下周的复习怎样安排", []],
  ])("%s", (text, hints) => {
    expect(subjectHints(text)).toEqual(expect.arrayContaining(hints));
    expect(subjectHints(text).some((hint) => /怎|如何|比较好|你说/.test(hint))).toBe(false);
  });

  // Near miss: a subject that holds none of these words keeps its name.
  test("好 and 说 inside a subject stay", () => {
    expect(subjectHints("把说明文写作排到下周", "下周")).toContain("说明文写作");
  });
});
