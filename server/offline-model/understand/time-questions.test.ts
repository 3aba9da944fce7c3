/** Time questions whose day words need reading beyond the first day word said, by family. */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a day named by what it is, then restated plainly after 就是 / 也就是 / 即", () => {
  it.each([
    ["运动会那天，就是周四，下午有课吗", "周四"],
    ["国庆后第一个周一，即下周一，晚上有没有空", "下周一"],
    ["答辩前最后一天，也就是12月11号，我空不空", "12月11号"],
  ])("%s asks about %s", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { input: { when } } });
  });

  it.each([
    ["周三就是我生日，那天有空吗", "周三"],
    ["下周二的课帮我看看，就是怕有早八", "下周二"],
  ])("%s keeps %s: 就是 restates no day", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { input: { when } } });
  });
});

describe("a course's meetings left in a week, 课 unsaid", () => {
  it.each([
    ["大学英语下周还要上几次", "大学英语", "下周"],
    ["体育这周还剩几次？", "体育", "这周"],
    ["电工基础本周还有几次呢", "电工基础", "本周"],
  ])("%s asks when %s meets %s", (text, course, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { course, when } } });
  });
});

describe("whether a day is full of classes", () => {
  it.each([
    ["周三上午是不是满课", "周三", "morning"],
    ["下周一下午的课满吗", "下周一", "afternoon"],
    ["明天晚上是满课吗？", "明天", "evening"],
  ])("%s asks what %s holds", (text, when, part) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when, part } } });
  });

  it("told, not asked: 我周五满课 is the reason for a plan", () => {
    expect(detectIntent("我周五满课，帮我把复习排到周六").family).toBe("schedule");
  });
});

describe("how busy a stretch is, judged, weighed against another or counted per day", () => {
  it.each([
    ["下周是不是排得有点密", "下周"],
    ["这周比上周更紧吗", "这周"],
    ["下周每天都占了多少节", "下周"],
    ["本周我是不是排过满了", "本周"],
  ])("%s asks what %s holds", (text, when) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "query_day", input: { when } } });
  });
});

describe("the emptiest day, asked as the one with the least on it", () => {
  it.each(["下周哪天事情最少", "这周哪天安排最少，我想去爬山", "周末两天哪天活最少"])("%s picks the emptiest", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { pick: "emptiest" } } });
  });

  // "哪天有空些" (Cantonese 邊日得閒啲 as the normaliser reads it): free-er, a degree, asks which is emptiest.
  it.each(["下周哪天空一点", "周末哪一天闲些", "这周哪天有空一些"])("%s picks the emptiest", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { pick: "emptiest" } } });
  });

  it.each(["下周哪天有空", "周末哪天有空，想去看电影"])("%s asks only when it is free", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ question: { input: { pick: "emptiest" } } });
  });
});

describe("the week said in one place and the weekday in another are one day of that week", () => {
  it.each([
    ["下个星期社团不活动，星期四晚上本来要开会的，帮我查查那天晚上空不空", "下周四", "evening"],
    ["这周是单周，单周周二上午的实验不上，帮我看看那天上午空不空", "这周二", "morning"],
    ["下周周二上午有空吗", "下周二", "morning"],
  ])("%s asks about %s", (text, when, part) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "query_free_time", input: { when, part } } });
  });

  it.each([
    ["下周哪天有空，周三不行", "下周"],
    ["下周三有空吗", "下周三"],
  ])("%s keeps %s", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ question: { input: { when } } });
  });
});

describe("whether a day holds something already planned (有没有排, 排没排, 排了…吗) is a question about the day", () => {
  it.each([
    ["周三有没有排复习", "周三"],
    ["周五我回家，那天排没排复习", "周五"],
    ["明天排了自习吗", "明天"],
    ["这周末我要去比赛，那两天有没有给我排东西", "这周末"],
  ])("%s asks what %s holds", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when } } });
  });

  it.each(["下周末帮我排两节复习", "帮我把复习排了吧", "下周有没有排得下的时间"])("%s is no such question", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ question: { toolName: "query_day" } });
  });
});

describe("early and evening classes counted in a stretch (早八, 晚课)", () => {
  it.each([
    ["下下周还剩几个早八", "下下周", "morning"],
    ["这周一共有几节晚课呀", "这周", "evening"],
    ["后天有没有早八", "后天", "morning"],
    ["周四有早课吗", "周四", "morning"],
  ])("%s asks what %s holds (%s)", (text, when, part) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when, part } } });
  });

  it("早八 is no course's name", () => {
    expect(detectIntent("后天有早八吗")).not.toMatchObject({ question: { input: { course: expect.anything() } } });
  });

  it.each(["明早又要早八，崩溃", "下周早八那天提醒我带饭卡"])("%s asks nothing about the timetable", (text) => {
    expect(detectIntent(text).family).not.toBe("schedule_question");
  });
});

describe("what is still not handed in (or done) before a day is a to-do question, not that day's timetable", () => {
  it.each([
    ["下周三之前还有啥没交的", "下周三之前"],
    ["月底前还有什么没写完", "月底前"],
  ])("%s lists to-dos before %s", (text, bound) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { deadline_before: bound } });
  });

  it.each(["下周三有什么课", "周五下午前有没有空"])("%s still asks about the day", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question" });
  });
});

describe("a third or the middle of a month, and the weekend after this one", () => {
  it.each([
    ["下个月上旬哪天下午比较空", "下个月上旬"],
    ["本月中旬晚上有空吗", "本月中旬"],
    ["下个周末两天都空着吗", "下个周末"],
  ])("%s asks about %s", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { input: { when } } });
  });

  it("a third's day said right after it is the day asked about", () => {
    expect(detectIntent("中旬15号到18号晚上有课吗")).toMatchObject({ family: "schedule_question", question: { input: { when: expect.stringMatching(/^15号到18号/) } } });
  });
});

describe("the time up to dinner is the afternoon", () => {
  it.each(["周四下完实验到晚饭前有空吗", "后天晚饭之前还有空档吗", "明天午饭后到晚饭前空不空"])("%s", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { part: "afternoon" } } });
  });

  it("dinner itself or after it is not", () => {
    expect(detectIntent("明天晚饭后有空吗")).not.toMatchObject({ question: { input: { part: "afternoon" } } });
  });
});

describe("the classes asked to be shown, after wondering whether there are any (是不是就没课了？看看那周的课)", () => {
  it.each([
    ["第18周应该没课了吧，帮我查一下那周的课表", "第18周"],
    ["下周三是不是没课？看看那天有什么课", "下周三"],
    ["期末考试那周还有课吗，帮我看下那周的课", "期末考试那周"],
  ])("%s asks what %s holds", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ question: { toolName: "query_day", input: { when } } });
  });

  it.each(["下周三没课吧，看看那天有没有空", "明天没课吧"])("%s still asks for free time", (text) => {
    expect(detectIntent(text)).toMatchObject({ question: { toolName: "query_free_time" } });
  });
});

/** Round 26: two days asked about in one question are each asked. Our own sentences. */
describe("two days in one question", () => {
  it.each([
    ["周四周五下午有没有空", "周四", "周五"],
    ["明天或者后天的课", "明天", "后天"],
    ["周三、周四晚上有空吗", "周三", "周四"],
  ])("%s asks about %s and %s", (text, first, second) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ family: "compound" });
    expect(intent).toMatchObject({ parts: [{ family: "schedule_question", question: { input: { when: first } } }, { family: "schedule_question", question: { input: { when: second } } }] });
  });

  it.each([
    // Weighed against each other, or a note that names two days: no pair of questions.
    "周四周五哪天更空",
    "明天后天都要交作业",
  ])("%s is not two questions", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "compound", parts: [{ family: "schedule_question" }, { family: "schedule_question" }] });
  });
});
