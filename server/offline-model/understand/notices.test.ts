import { describe, expect, it } from "vitest";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { formatDeadline } from "@/lib/tasks/format";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import type { Intent } from "./intent-types";
import { noticeThing, splitNotice } from "./notices";
import { shiftedSaidTime } from "./shifted-said-times";

/** Pasted and forwarded notices, with the student's words around them. Our own sentences, none from the eval. */
const read = (text: string): Intent => detectIntent(normalise(text).text, { nearest: true });
const contentOf = (intent: Intent): string => (intent.family === "quick_note" || intent.family === "create_task" ? intent.content : "");
/** Tuesday 1 December 2026, 10:00 in Shanghai, as the eval's student. */
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };
const minuteOf = (words: string): string | undefined => {
  const parsed = parseDateTime(words, NOW);
  return parsed ? formatDeadline(parsed.date, NOW.timeZone) : undefined;
};

describe("a notice is split from the student's words", () => {
  it.each([
    ["【通知】毛概课程论文请于12月18日23:59前上传至教学平台，迟交不予评分。帮我记一下", "毛概课程论文请于12月18日23:59前上传至教学平台，迟交不予评分", "帮我记一下"],
    ["学委：本周五前上交体测成绩确认单。我是学委，得记一下", "本周五前上交体测成绩确认单", "我是学委，得记一下"],
    ["班长通知：周三晚上8点在图书馆一楼开班会，请假找我。——帮我记着，我会去", "周三晚上8点在图书馆一楼开班会，请假找我", "帮我记着，我会去"],
    ["班群：周三的体育课改到周六上午上，那我周六上午还有空吗", "周三的体育课改到周六上午上", "那我周六上午还有空吗"],
    ["辅导员：周四开会。请假需提前找我。", "周四开会。请假需提前找我", ""],
  ])("%s", (text, notice, ask) => {
    const split = splitNotice(text);
    expect(split?.sentences.join("。")).toBe(notice);
    expect(split?.ask).toBe(ask);
  });

  it.each(["记一下：周五交班费", "考试安排：还没出来，等通知", "完成了：第一章；第二章", "老师说周五交作业，帮我记一下", "帮我把高数挪到周四"])(
    "%s is no notice",
    (text) => {
      expect(splitNotice(text)).toBeUndefined();
    },
  );

  it("the thing keeps its day and place, not what everyone is told besides, and the heading names its kind", () => {
    expect(noticeThing(splitNotice("【讲座】12月9日晚7点 学术报告厅《量子计算入门》，参加可记素拓分。提醒我")!)).toBe("12月9日晚7点 学术报告厅《量子计算入门》讲座");
    expect(noticeThing(splitNotice("【通知】体检表请于12月20日前交到学院办公室，逾期不候。记一下")!)).toBe("体检表12月20日前交到学院办公室");
  });
});

describe("a note asked of a notice is the notice's thing, at the notice's time unless the student says their own", () => {
  it.each([
    ["【通知】毛概课程论文请于12月18日23:59前上传至教学平台，迟交不予评分。帮我记一下", "毛概课程论文", "2026-12-18 23:59"],
    ["学委：本周五前上交体测成绩确认单。我是学委，得记一下", "体测成绩确认单", "2026-12-04 23:59"],
    ["班长通知：周三晚上8点在图书馆一楼开班会，请假找我。——帮我记着，我会去", "开班会", "2026-12-02 20:00"],
    ["【招聘会】12月9日下午2点 体育馆秋季校园招聘会，参加可领实践证明。我想去看看，提醒我", "招聘会", "2026-12-09 14:00"],
    ["班委：班费50元，周五中午前交到我这。——记一下要交班费", "班费", "2026-12-04 12:00"],
    ["通知：请于12月20日前完成体检预约，逾期自负。提醒我周六上午弄", "体检预约", "2026-12-05 12:00"],
    ["班長剛發：本週五晚上七點在體育館集合排練，請準時。幫我記一下", "排练", "2026-12-04 19:00"],
  ])("%s", (text, thing, deadline) => {
    const intent = read(text);
    expect(intent.family).toBe("quick_note");
    expect(contentOf(intent)).toContain(thing);
    expect(minuteOf(contentOf(intent))).toBe(deadline);
  });

  it("a reminder ahead of the notice's time is that much before it", () => {
    const intent = read("【报名通知】英语竞赛报名将于12月7日14:00开放，名额有限。帮我定个提醒，提前半小时");
    expect(contentOf(intent)).toContain("英语竞赛报名");
    expect(shiftedSaidTime(contentOf(intent))).toBe("12月7日13:30");
    // A clause after the clock time is kept, after the reminder.
    expect(shiftedSaidTime(contentOf(read("【通知】校园马拉松12月12日7:30在东操场起跑，沿湖一圈。提前一刻钟提醒我")))).toBe("12月12日早上07:15");
  });
});

describe("other asks of a notice go to their own readers", () => {
  it("an exam asked to be recorded is the exam, with its day and room", () => {
    expect(read("【考试通知】《线性代数》期末考试 1月8日上午9:00，地点：理科楼A203。加到我的考试里")).toMatchObject({
      family: "exam_record",
      title: "线性代数期末考试",
      location: "理科楼A203",
    });
    expect(read("教学办：数字电路期末考试定于1月11日下午2点，地点逸夫楼205。帮我记入考试")).toMatchObject({ family: "exam_record", title: "数字电路期末考试" });
  });

  it("a new to-do takes the notice's thing and the student's priority and estimate", () => {
    const intent = read("助教：编译原理实验二下周三晚上十点前提交到OJ。帮我建个任务，重要不紧急，大概3节");
    expect(intent).toMatchObject({ family: "create_task", priorityGroup: 2, estimatedSections: 3 });
    expect(contentOf(intent)).toContain("编译原理实验二");
  });

  it("a new to-do and then a plan is both, in that order", () => {
    const intent = read("辅导员：下周三前每人交一份社会实践心得。帮我加个待办，大概2节，然后排进这周");
    expect(intent.family).toBe("compound");
    if (intent.family !== "compound") return;
    expect(intent.parts.map((part) => part.family)).toEqual(["create_task", "schedule"]);
    expect(contentOf(intent.parts[0])).toContain("社会实践心得");
  });

  it("a deadline the notice moves, with a change asked, re-dates the to-do", () => {
    expect(read("助教通知：电路实验报告截止日期延长至下周五下午5点。帮我更新一下")).toEqual({
      family: "task_edit",
      action: "update",
      task: "电路实验报告",
      deadline: "下周五下午5点",
    });
  });

  it("a deadline said extended (延长至, 调整到) re-dates the to-do outside a notice too; the handing-in is no part of its name", () => {
    expect(read("论文初稿的提交截止日期延长至下周一中午，帮我改一下")).toEqual({ family: "task_edit", action: "update", task: "论文初稿", deadline: "下周一中午" });
    expect(read("读书报告截止时间调整到周日晚上，改一下")).toMatchObject({ family: "task_edit", task: "读书报告", deadline: "周日晚上" });
    expect(read("读书报告截止时间延长至周日晚上").family).not.toBe("task_edit");
  });

  it.each([
    ["【通知】第14周周五上午全校停课，举行校庆典礼。那天上午我本来有什么课？", "query_day", "第14周周五", "morning"],
    ["班群：周三的体育课改到周六上午上，那我周六上午还有空吗", "query_free_time", "周六", "morning"],
  ])("%s asks about the day the notice names", (text, toolName, when, part) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName, input: { when, part } } });
  });

  it("a course the notice moves, with nothing asked, is the timetable's", () => {
    expect(read("学委说：周二上午的线代调到周四下午上，教室不变。")).toEqual({ family: "small_talk", topic: "course_change" });
  });

  it("a notice with nothing asked of it is left to the other readers", () => {
    expect(read("学院通知：12月5日全天停电检修，请提前做好准备。").family).not.toBe("quick_note");
  });
});
