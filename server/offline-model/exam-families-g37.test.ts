/**
 * Exams and their reminders in students' own words (round 37, G): a reminder counted back from an exam's start by
 * hours or minutes, the evening before said with a bare clock, an exam kept by "…记到考试里" with no exam word, a
 * mock exam sat on its day, and an exam taken off by "不用记了" or "那条考试删掉". Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { toolExchange, nextStep, user } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import type { ToolOutcome } from "./types";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

const EXAM_LISTED: ToolOutcome = {
  ok: true,
  text: "「离散数学期末考试」：1月12日（周二）14:00，还有 42 天（6 周）",
  facts: { kind: "exam_list", exams: [{ title: "离散数学期末考试", date: "2027-01-12", time: "14:00" }] },
};

describe("a reminder counted back from an exam's start", () => {
  test.each([
    ["离散开考前一个小时提醒我去找考场", 60],
    ["线代考试开始前二十分钟叫我把手机静音", 20],
    ["微观期末提前半小时提醒我出门", 30],
    ["口语考试进场前一刻钟喊我再读一遍开场白", 15],
  ])("%s", (text, minutes) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_note", minutesBefore: minutes });
  });

  test("the note is due that long before the listed start", async () => {
    const text = "离散开考前两个小时提醒我复印笔记";
    const step = await nextStep([user(text), ...toolExchange("c1", "query_exams", { exam: "离散" }, EXAM_LISTED)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline: "2027年1月12日12:00" } });
  });

  test.each([
    // A class, not an exam: its own reader times it.
    "高数课前半小时提醒我带课本",
    // A clock said for the exam itself is a plain note ahead of that time.
    "周五上午九点考试，提前半小时提醒我",
    // No reminder asked.
    "离散开考前一个小时我一般在背公式",
    // The exam word alone names no exam on the list; days before are the timed note's.
    "考试开始前十分钟提醒我关手机",
  ])("near miss: %s is no note counted from a listed exam", (text) => {
    expect(intentOf(text)).not.toMatchObject({ family: "exam_note", minutesBefore: expect.any(Number) });
  });
});

describe("the evening before an exam with a bare clock", () => {
  test.each([
    ["线代考试前一晚十点提醒我整理文具", "晚上十点"],
    ["离散考试前一晚9点叫我看错题", "晚上9点"],
    ["概率论期末前一晚十一点半提醒我关灯睡觉", "晚上十一点半"],
  ])("%s", (text, time) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_note", daysBefore: 1, time });
  });

  test("near miss: the morning said keeps the morning", () => {
    expect(intentOf("线代考试前一晚早上七点提醒我")).not.toMatchObject({ time: "晚上早上七点" });
    expect(intentOf("线代考试前一天早上七点提醒我带笔")).toMatchObject({ family: "exam_note", time: "早上七点" });
  });
});

describe("an exam kept by where it is put, with no exam word", () => {
  test.each([
    ["运筹学 1月7日 8:30-10:30 明德楼203 记到考试里", "运筹学"],
    ["电机学 1月10号下午两点 加进考试", "电机学"],
    ["统计学原理 12.29 上午 存到考试列表里", "统计学原理"],
  ])("%s", (text, title) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", title });
  });

  test.each(["运筹学作业 1月7日交", "1月7日去明德楼203开会"])("near miss: %s is no exam", (text) => {
    expect(intentOf(text).family).not.toBe("exam_record");
  });
});

describe("a mock exam sat on its day", () => {
  test.each([
    ["雅思模拟考在12月20号上午九点", "雅思模拟考"],
    ["托福模拟考试定在下周六下午两点", "托福模拟考试"],
    ["计网期末模拟考1月2号晚上七点，在教二101", "模拟考"],
  ])("%s", (text, title) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", title: expect.stringContaining(title) });
  });

  test.each(["今晚做一套模拟卷", "模拟考考砸了好难过", "下周五 雅思模拟考"])("near miss: %s records no exam", (text) => {
    expect(intentOf(text).family).not.toBe("exam_record");
  });
});

describe("an exam taken off the list", () => {
  test.each([
    ["线代那场考试不用记了，老师改成了课程论文", "线代"],
    ["概率论期中不必再记着了", "概率论期中"],
    ["把线代期末那条考试删了", "线代期末"],
    ["宏观经济学期中那场别记了，改成小组展示", "宏观经济学期中"],
  ])("%s", (text, exam) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "exam_cancel", exam });
    expect(intent).not.toHaveProperty("unlessUnkept");
  });

  test.each(["线代作业不用记了", "四级真题那条删了", "线代考试不用记公式吗"])("near miss: %s takes off no exam", (text) => {
    expect(intentOf(text).family).not.toBe("exam_cancel");
  });
});

describe("a day's blocks counted by 块 in a check-in", () => {
  test.each([
    ["昨天第一块做完了第二块没做", "昨天", ["done", "skipped"]],
    ["周六第一块没做第二块做完了", "周六", ["skipped", "done"]],
    ["今天第二块学完了，第三块只做了一半", "今天", ["done", "partial"]],
    ["周日三块全做完了", "周日", ["done"]],
    ["前天两块都没动", "前天", ["skipped"]],
  ])("%s", (text, when, statuses) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "checkin", when });
    expect((intent as { entries: { status: string }[] }).entries.map((entry) => entry.status)).toEqual(statuses);
  });

  test.each(["这两块钱都花完了", "第一块蛋糕吃完了", "给我两块饼干"])("near miss: %s is no check-in", (text) => {
    expect(intentOf(text).family).not.toBe("checkin");
  });
});

describe("an exam moved, said by 改成 or by a course's sitting (那场)", () => {
  test.each([
    ["高数考试从1月4号改成1月6号下午了", "高数考试", "1月6号下午"],
    ["线代那场改到12月30号上午了", "线代考试", "12月30号上午"],
    ["马原这场挪到1月3号了", "马原考试", "1月3号"],
    ["概率论那场从1月14号改成1月16号", "概率论考试", "1月16号"],
  ])("%s", (text, title, when) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", title, when });
  });

  test.each(["那场讲座改到周五了", "高数那场太难了", "把实验报告从周三改成周五", "羽毛球那场比赛改到周六了"])("near miss: %s moves no exam", (text) => {
    expect(intentOf(text).family).not.toBe("exam_record");
  });
});

describe("an exam on file moved by a span", () => {
  test.each([
    ["离散期末推迟了一周", "离散期末", 7],
    ["概率论考试提前三天", "概率论考试", -3],
    ["线代期中往后推两个星期了", "线代期中", 14],
    ["高数那场期末延后一天考", "高数那场期末", 1],
  ])("%s", (text, exam, days) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_shift", exam, days });
  });

  test("the listed day moved is recorded over the exam", async () => {
    const step = await nextStep([user("离散期末推迟了一周"), ...toolExchange("c1", "query_exams", { exam: "离散期末" }, EXAM_LISTED)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "record_exam", input: { title: "离散数学期末考试", when: "2027年1月19日14:00" } });
  });

  test.each(["要是考试能推迟一周就好了", "听说离散期末可能推迟一周", "离散期末会不会提前两天", "线代作业推迟一天交"])("near miss: %s moves no exam", (text) => {
    expect(intentOf(text).family).not.toBe("exam_shift");
  });
});
