import { describe, expect, it } from "vitest";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { formatDeadline } from "@/lib/tasks/format";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import type { Intent } from "./intent-types";
import { noticeThing, splitNotice } from "./notices";
import { followUpOf } from "./follow-ups";
import { reportedChange } from "./reported-changes";

/**
 * Notices forwarded from a class group — a sender and time stamp, @全体成员, a channel heading, boilerplate — and
 * what the student asks of them. Our own sentences, none from the eval.
 */
const read = (text: string): Intent => detectIntent(normalise(text).text, { nearest: true });
const contentOf = (intent: Intent): string => (intent.family === "quick_note" || intent.family === "create_task" ? intent.content : "");
/** Tuesday 1 December 2026, 10:00 in Shanghai, as the eval's student. */
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };
const minuteOf = (words: string): string | undefined => {
  const parsed = parseDateTime(words, NOW);
  return parsed ? formatDeadline(parsed.date, NOW.timeZone) : undefined;
};

describe("the header, the calling of everyone and the boilerplate are no part of the notice's thing", () => {
  it.each([
    ["【年级群】@全体成员 下周三晚上7点在图书馆报告厅开年级大会，请准时到场。记一下", "下周三晚上7点在图书馆报告厅开年级大会"],
    ["团支书 @全体成员 本周日前交团费，有疑问的私聊我。提醒我", "本周日前交团费"],
    ["【转发】学院通知：请全体同学于周四中午前提交实习鉴定表。记一下", "周四中午前提交实习鉴定表"],
    ["班长：@所有人 参加合唱比赛的同学注意：周六上午9点礼堂彩排，带好演出服。帮我记上", "周六上午9点礼堂彩排"],
  ])("%s", (text, thing) => {
    expect(noticeThing(splitNotice(normalise(text).text)!)).toBe(thing);
  });

  it("a channel heading says where it came from, a kind heading what it is", () => {
    expect(splitNotice("【班级群】周五开班会")?.kind).toBeUndefined();
    expect(splitNotice("【教务处】周五停课")?.kind).toBeUndefined();
    expect(splitNotice("【讲座】周五晚上7点报告厅")?.kind).toBe("讲座");
  });
});

describe("a forwarded chat message asked to be noted is the thing at the notice's time", () => {
  it.each([
    ["学委 14:22\n@全体成员 下周三（12月9日）晚上7点在图书馆报告厅开年级大会，请准时到场，不得缺席。\n\n记一下", "年级大会", "2026-12-09 19:00"],
    ["张伟 21:05\n后天下午两点实验室集合，测电路板\n王芳 21:06\n好的\n我 21:10\n收到\n\n提醒我", "电路板", "2026-12-03 14:00"],
    ["辅导员 08:30\n【重要】明天中午12点前把体检表交到学院办公室，过时不候！\n——提醒我", "体检表", "2026-12-02 12:00"],
    ["【年级群】@全体成员 奖学金申请表今天之内交到辅导员处，截止今晚十点\n\n记一下", "奖学金申请表", "2026-12-01 22:00"],
    ["团支书 @全体成员 圣诞晚会志愿者报名截止到12月20日（下周日）12:00，有意向的私聊我\n\n我想去，排进去", "报名", "2026-12-20 12:00"],
  ])("%s", (text, thing, deadline) => {
    const intent = read(text);
    expect(intent.family).toBe("quick_note");
    expect(contentOf(intent)).toContain(thing);
    expect(minuteOf(contentOf(intent))).toBe(deadline);
  });

  it("排进去 of a time to be at is a note; of work the student gives an estimate for, a to-do", () => {
    expect(read("导员 16:20\n小李，明天上午十点来我办公室谈一下入党材料\n\n排进去").family).toBe("quick_note");
    const todo = read("队长 19:40\n@全体成员 海报各自负责的部分周六晚9点前发群里\n队长 19:41\n@我 你负责背景设计\n\n排进去，大概要2节");
    expect(todo).toMatchObject({ family: "create_task", estimatedSections: 2 });
    expect(contentOf(todo)).toContain("背景设计");
    expect(minuteOf(contentOf(todo))).toBe("2026-12-05 21:00");
  });
});

describe("a notice pasted alone is read by what it says", () => {
  it.each([
    "【转发】体育馆通知：12月8日全天闭馆检修，请同学们合理安排锻炼时间。",
    "【教务处】因电路改造，周五全天停电，请各位同学提前做好准备。",
  ])("%s closes something: no write", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "news" });
  });

  it.each([
    ["【班级群】@全体成员 周五下午5点前交《中国近代史纲要》读书笔记，手写。", "2026-12-04 17:00"],
    ["学委 @全体成员 下周二中午12点前提交社会实践报告电子版", "2026-12-08 12:00"],
  ])("%s is something to hand in: a note of it", (text, deadline) => {
    const intent = read(text);
    expect(intent.family).toBe("quick_note");
    expect(minuteOf(contentOf(intent))).toBe(deadline);
  });

  it("a deadline extended re-dates the to-do it names", () => {
    expect(read("助教 15:02\n做完实验四的同学注意：数字电路实验报告截止时间延长到12月9日晚上10点。")).toMatchObject({
      family: "task_edit",
      action: "update",
      task: "数字电路实验报告",
    });
  });

  it("an ordinary pasted announcement with nothing to do or close is still left to the other readers", () => {
    expect(read("学院通知：本周五全院大扫除。").family).not.toBe("small_talk");
  });
});

describe("other asks of a forwarded notice", () => {
  it("an exam the student thinks is recorded already is looked up, not added again", () => {
    expect(read("学委：@全体成员 线代期末考试时间定了，1月6日下午2点，地点待定\n这个我之前应该已经加过了吧")).toEqual({ family: "exam_countdown", exam: "线代" });
  });

  it("an exam recorded and then a question is both", () => {
    const intent = read("【通知】日语二级考试12月19日（下周六）下午2点，文科楼305。\n加到考试里，再看看下周六下午还有没有课");
    expect(intent.family).toBe("compound");
    if (intent.family !== "compound") return;
    expect(intent.parts.map((part) => part.family)).toEqual(["exam_record", "schedule_question"]);
  });

  it("asking whether a notice concerns the student asks about the day it names", () => {
    expect(read("这个影响我吗\n【教务处】周三下午的线性代数改到周五下午同一时间上。")).toMatchObject({
      family: "schedule_question",
      question: { toolName: "query_day", input: { when: "周三", part: "afternoon" } },
    });
  });

  it("那两天 is the days the notice names", () => {
    const intent = read("【通知】下周四至周五学校举办运动会，全校停课。那两天帮我把英语复习排进去");
    expect(intent).toMatchObject({ family: "schedule", range: "下周四到周五" });
  });

  it("an exam asked to be recorded drops what the notice says of its schedule", () => {
    expect(read("学委 @全体成员\n马原期末考试安排：1月9日 14:00-16:00，地点博学楼302，带好学生证。\n\n帮我记进考试")).toMatchObject({
      family: "exam_record",
      title: "马原期末考试",
      location: "博学楼302",
    });
  });
});

describe("a change passed on from the group is the student's own change", () => {
  it.each([
    ["群里又说改到下周一了，还是下午三点", "改到下周一下午三点"],
    ["老师刚通知推到周五了", "推到周五了"],
    ["又挪到周三了，时间还是晚上七点", "挪到周三晚上七点"],
  ])("%s", (said, change) => {
    expect(reportedChange(said)).toBe(change);
  });

  it.each(["群里说周五有聚餐", "还是下午三点吧", "老师说这次作业很难"])("%s passes no change on", (said) => {
    expect(reportedChange(said)).toBe(said);
  });

  it("after a note, the change re-dates it at the time said again", () => {
    expect(followUpOf("班群里又说改到周四了，还是上午十点", { text: "周三上午十点提醒我去领校园卡", answerTexts: [] })?.text).toContain("周四上午十点");
  });
});

describe("the student's words that point back at the notice's days are theirs, not the notice's", () => {
  it("元旦那几天… after a closure notice plans those days", () => {
    const intent = read("【通知】周五下午停课，周六至周日放假，下周一正常上课。\n周末那两天把物理复习排一下");
    expect(intent.family).toBe("schedule");
    expect(splitNotice(normalise("【通知】周五下午停课，周六至周日放假。周末那两天把物理复习排一下").text)?.ask).toBe("周末那两天把物理复习排一下");
  });
});

describe("a notice's other openings", () => {
  it("a heading in plain square brackets, and the student called by name", () => {
    expect(noticeThing(splitNotice("[通知] 周五下午3点在实验楼开组会。记一下")!)).toBe("周五下午3点在实验楼开组会");
    expect(noticeThing(splitNotice("导师：小陈，明天上午十点来实验室一趟。记一下")!)).toBe("明天上午十点来实验室一趟");
    expect(splitNotice("[图片] 这是什么")).toBeUndefined();
  });
});
