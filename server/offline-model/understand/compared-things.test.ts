/**
 * Questions that weigh or bound the student's own things (compared-things.ts, name-guard.ts, exam-rows.ts,
 * term-intents.ts, told-context.ts), and the follow-ups that act on such an answer (offered-day-puts.ts,
 * references.ts). Our own sentences, with near misses that keep their reading.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { followUpOf } from "./follow-ups";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("two to-dos weighed by their deadlines: the list ranked by deadline, no name searched", () => {
  test.each(["高数作业和英语作文哪个ddl更近", "读书笔记跟实验报告，哪个应该先写", "这两份报告哪个先截止", "课设和大作业哪个更急"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "query_tasks", input: {} });
  });

  test.each([
    ["线代和离散哪个先考", "exam_countdown"],
    ["哪门考试最先考", "exam_countdown"],
  ])("near miss: exams weighed stay exams: %s", (text, family) => {
    expect(read(text).family).toBe(family);
  });

  test("near miss: a plan asked by the ranking is no question: 哪个最急就先排哪个，你帮我排一下", () => {
    expect(read("哪个最急就先排哪个，你帮我排一下").family).not.toBe("query_tasks");
  });
});

describe("classes weighed in a week, and a course's kind of week: the week's classes", () => {
  test.each([
    ["数电实验和模电实验这周哪个先上", { when: "这周" }],
    ["英语课跟体育课下周哪个先上", { when: "下周" }],
    ["数电实验是双周上还是单周上", { when: "这周", course: "数电实验" }],
    ["体育课是单双周吗", { when: "这周", course: "体育" }],
  ])("%s", (text, input) => {
    expect(read(text)).toEqual({ family: "schedule_question", question: { toolName: "query_day", input } });
  });

  test.each(["这周是单周还是双周", "下周单周还是双周"])("near miss: the week itself asked is the term's: %s", (text) => {
    expect(read(text)).toEqual({ family: "term_question" });
  });
});

describe("plans weighed by progress, parts by the time they take", () => {
  test.each(["三个计划里哪个进度最快", "线代和概率论的复习，哪个推进得更好", "两门课的复习哪个落下得更多", "这两个计划哪个做得更多"])("progress: %s", (text) => {
    expect(read(text)).toEqual({ family: "progress", focus: "summary" });
  });

  test.each(["概率论复习里哪块最费时间", "数据结构复习中用时最长的是哪个部分", "哪章最难啃，我想先搞它", "英语复习里节数最多的是哪项"])("the work left with its periods: %s", (text) => {
    expect(read(text)).toEqual({ family: "schedule_question", question: { toolName: "list_tasks", input: { status: "pending" } } });
  });

  test("near miss: the emptiest day stays a free-time question", () => {
    expect(read("下周哪天最空")).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { pick: "emptiest" } } });
  });
});

describe("a bound or a rank is never the keyword searched", () => {
  test.each([
    ["最晚截止的那个待办是哪个", {}],
    ["到周五为止手上还欠着哪些没交", { deadline_before: "周五为止" }],
    ["国庆那几天到期的待办有哪些", { deadline_before: "国庆" }],
    ["月底之前还拖着哪些待办", {}],
  ])("%s", (text, input) => {
    const intent = read(text);
    expect(intent).toMatchObject({ family: "query_tasks", input });
    expect(intent.family === "query_tasks" && intent.input.keyword).toBeFalsy();
  });

  test("near miss: a real name is still searched: 数学相关的待办有哪些", () => {
    expect(read("数学相关的待办有哪些")).toMatchObject({ family: "query_tasks", input: { keyword: "数学" } });
  });
});

describe("a countdown named before its label, weeks counted to a holiday", () => {
  test.each([
    ["线代考试倒计时还有几天", "线代"],
    ["我的概率论考试倒计时", "概率论"],
    ["大物的考试倒计时还剩多少天", "大物"],
  ])("%s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  test.each(["把所有考试的倒计时列一下", "期末考试倒计时"])("near miss: no course named: %s", (text) => {
    expect(read(text)).toEqual({ family: "exam_countdown" });
  });

  test.each(["离国庆还剩几个教学周", "这学期还剩几个教学周", "到寒假还有几个教学周", "离元旦还有几个教学周"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "term_question" });
  });

  test("near miss: weeks to an exam count to the exam", () => {
    expect(read("离期末考试还剩几个教学周").family).toBe("exam_countdown");
  });
});

describe("a class moved, then the time it freed asked", () => {
  test.each([
    ["周四的英语课挪到周五了，那周四下午是不是空了", { when: "周四", part: "afternoon" }],
    ["明天的体育改到后天了，那明天下午就空出来了吧", { when: "明天", part: "afternoon" }],
    ["体育课改到下周了，那明天下午是不是闲下来了", { when: "明天", part: "afternoon" }],
  ])("%s", (text, input) => {
    expect(read(text)).toEqual({ family: "schedule_question", question: { toolName: "query_free_time", input } });
  });

  test("near miss: a class moved and nothing asked is news of a course", () => {
    expect(read("高数调到周六了")).toEqual({ family: "small_talk", topic: "course_change" });
  });

  test("an English word of emptiness reads as 空, its spaces with it", () => {
    expect(read("周五哪段最 empty")).toMatchObject({ question: { toolName: "query_free_time", input: { when: "周五", pick: "emptiest" } } });
  });
});

describe("a span of weekdays inside the week said before it", () => {
  test.each([
    ["下周周一到周三有空吗", "下周一到周三"],
    ["下周的周二到周四哪天最空", "下周二到周四"],
    ["这周 Tuesday 到 Thursday 晚上有空吗", "这周二到周四"],
    ["下周 Friday 至 Sunday 哪天最 empty", "下周五到周日"],
  ])("%s", (text, when) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { when } } });
  });

  test.each([
    ["周一到周三哪天最空", "周一到周三"],
    ["下周一到周三哪天最空", "下周一到周三"],
  ])("near miss: a span with no week before it, or its week already joined: %s", (text, when) => {
    expect(read(text)).toMatchObject({ question: { input: { when } } });
  });

  test("one English weekday alone reads as its Chinese day, with no week of its own", () => {
    expect(normalise("ok 那 Saturday 的 morning 呢").text).toBe("ok 那周六的上午呢");
  });
});

describe("a deadline set against another's, then the day", () => {
  test.each([
    ["实验报告的ddl得比课设早两天，那就改到下周三", "实验报告", "下周三"],
    ["读书笔记截止要比论文晚一些，定在12月20号吧", "读书笔记", "12月20号"],
    ["英语作文的截止要比演讲稿早点，就定周四", "英语作文", "周四"],
    ["把周报的截止比月报提前一天，改到周日吧", "周报", "周日"],
  ])("%s", (text, task, deadline) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });

  test.each(["错题本的截止比四级真题早吗", "高数作业要比英语作业先交"])("near miss: weighed but not set: %s", (text) => {
    expect(read(text).family).not.toBe("task_edit");
  });
});

describe("follow-ups that act on such an answer", () => {
  const freeSaturday = { text: "周六哪段有空", answerTexts: [], said: "12月5日 周六 全天都空：08:00–22:30。" };
  const freeFriday = { text: "周五下午有空吗", answerTexts: [], said: "12月4日 周五 下午 空闲：16:00–17:40（2节）" };
  const mostUrgent = { text: "待办里哪个最急", answerTexts: [], said: "最急的是课程设计报告，12月8日 周二 23:59 截止，还要4节。" };
  const noted = { text: "记一下周五交报告", answerTexts: [], said: "已记下。" };

  test.each([
    ["那周六上午来一轮英语听力", freeSaturday, "把英语听力放到周六上午"],
    ["那下午整一套模拟卷", freeSaturday, "把模拟卷放到12月5日下午"],
    ["那就排树与二叉树吧", freeFriday, "把树与二叉树移到12月4日16:00"],
    ["好，那就安排英语听力", freeFriday, "把英语听力移到12月4日16:00"],
  ])("one thing put where the answer pointed: %s", (text, previous, readAs) => {
    expect(followUpOf(text, previous)?.text).toBe(readAs);
  });

  test.each([
    ["那就先排它，放下周", "先把课程设计报告排上，放下周"],
    ["那安排这个吧", "把课程设计报告安排上吧"],
    ["就排那个，周末", "把课程设计报告排上，周末"],
  ])("the thing the answer picked, planned: %s", (text, readAs) => {
    expect(followUpOf(text, mostUrgent)?.text).toBe(readAs);
  });

  test.each([
    ["那就放函数与等价关系吧", noted],
    ["好，那就排上吧", freeFriday],
    ["那就放下午吧", freeFriday],
    ["那周六我去打球", freeSaturday],
    ["那周六上午来个朋友", freeSaturday],
  ])("near miss: %s is not put anywhere by these readers", (text, previous) => {
    const read = followUpOf(text, previous)?.text;
    expect(read === undefined || !/^把.+(?:移到|放到)/.test(read)).toBe(true);
  });
});
