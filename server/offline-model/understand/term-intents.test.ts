import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("the term in the student's words", () => {
  it.each(["现在是第几周", "这周是第几周啊", "今天第几周？", "这学期还剩几周", "what week is it"])("%s asks where today stands", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  // The end of classes (结课) counted to is where today stands in the term, as 放假 is.
  it.each(["离结课还剩几周", "那现在距离结课还有多久？", "还有几周就结课了", "哪周结课啊"])("%s asks where today stands", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  it.each(["结课考试在哪天", "第16周结课"])("%s asks no week of the term", (text) => {
    expect(detectIntent(text)).not.toEqual({ family: "term_question" });
  });

  // Unsure between two figures: the student asks which it is, and nothing is set.
  it.each(["本学期总共16周还是17周啊", "现在是第9周还是第10周啊", "目前第9周还是第10周来着", "这周算第十一周还是十二周？", "学期是19个星期还是20个星期", "这周究竟算第8周还是第9周", "今天到底是第十五周还是十六周啊", "目前应该是第7周还是第8周"])(
    "%s asks which it is",
    (text) => {
      expect(detectIntent(text)).toEqual({ family: "term_question" });
    },
  );

  it.each([
    ["现在是第5周，一共18周", { currentWeek: 5, weeks: 18 }],
    ["这周是第三周", { currentWeek: 3 }],
    ["我们已经第10周了", { currentWeek: 10 }],
    ["不对，现在是第六周，这学期共16周", { currentWeek: 6, weeks: 16 }],
    ["it's week 5 of 16", { currentWeek: 5, weeks: 16 }],
    // Other words for the same statement: a lead ("我才发现"), whose week ("咱们学院本周"), 算 / 应为 / 其实是, the
    // total after a slash, and a tail that asks for the change.
    ["我才发现咱们学院本周算第9周", { currentWeek: 9 }],
    ["提醒一下：目前应为第七周，学期共二十周", { currentWeek: 7, weeks: 20 }],
    ["本周其实是第11周 / 一共17周", { currentWeek: 11, weeks: 17 }],
    ["学校这星期是第8周，麻烦帮我更新下", { currentWeek: 8 }],
    // A stray space before 了, and the week put right against the figure the planner had.
    ["我们已经第9周 了，一共17周", { currentWeek: 9, weeks: 17 }],
    ["这周是第十一周，不是第十周，帮我改下", { currentWeek: 11 }],
    ["现在第7周而不是6周", { currentWeek: 7 }],
  ])("%s tells the term", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...expected });
  });

  it.each([
    // What the student goes by, in a clause of its own, and the total as 全学期.
    ["按照学院发的教学日历，这周应为第九周，请更正", { currentWeek: 9 }],
    ["依据教务处的通知，目前应为第六周，整个学期共十八周，请帮我调整", { currentWeek: 6, weeks: 18 }],
    // A week supposed, then said to be so, with the change asked for.
    ["假如这周是第十周，系统就算错了吧？教务网上真的是第十周，麻烦更新一下", { currentWeek: 10 }],
    ["要是本周已经是第13周，你那边就对不上了吧，课表上的确写的13，帮我改一下", { currentWeek: 13 }],
  ])("%s tells the term", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...expected });
  });

  it.each([
    // The calendar changed, said first, and the week unchanged (还是 / 仍然是) beside a new total.
    ["教务处调整了教学日历，整个学期共20周，这周仍然是第十二周", { currentWeek: 12, weeks: 20 }],
    ["校历又改了，一共17周，现在还是第9周", { currentWeek: 9, weeks: 17 }],
    ["学院更新了校历，这周还是第十一周", { currentWeek: 11 }],
  ])("%s tells the term", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...expected });
  });

  it.each([
    // Whose calendar it is, before the week: an office's (教务处, 学院) or Taiwan's 行事历 (normalised to 校历).
    ["学院教学日历上这周是第十周，帮我同步一下", { currentWeek: 10 }],
    ["教务处的校历显示本周第13周，你改过来吧", { currentWeek: 13 }],
    ["校历写这周是第七周，总共十六周", { currentWeek: 7, weeks: 16 }],
  ])("%s tells the term from the calendar it was read in", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...expected });
  });

  it.each(["教务处校历上第16周考试周", "学院校历上第12周是哪几天", "校历上第14周有课吗"])("%s names a week of the calendar, and sets nothing", (text) => {
    expect(detectIntent(text).family).not.toBe("term_set");
  });

  it.each(["学校改校历了，第15周还有课吗", "校历改了，现在是第几周", "现在还是第13周还是第14周"])("%s asks, and sets nothing", (text) => {
    expect(detectIntent(text).family).not.toBe("term_set");
  });

  it.each([
    // The week held up against the planner's, or only supposed: nothing changes until the student says it is so.
    "教务系统上这周是第11周，跟你的一样吗",
    "咱们校历本周是第八周对吧？和你这边一致吗",
    "要是现在是第15周的话，你那边是不是错了",
    "如果这周算第7周，那系统岂不是算错了",
  ])("%s asks where today stands", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  it.each(["第15周周三有空吗", "离期末考试还有几周", "把复习排到第5周", "第5周有什么课", "第9周，共18周", "其实第6周有考试"])("%s is about something else", (text) => {
    expect(detectIntent(text).family).not.toMatch(/^term_/);
  });
});

describe("odd or even week asked: the parity follows from the week of the term, so it asks where today stands", () => {
  it.each(["下周是双周吗", "这周到底算单周还是双周", "现在单双周啊，我忘了", "这周是单周？周三要不要去实验室"])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  it.each(["单周的时候周四有实验", "这周是双周，帮我把实验报告排到周四"])("%s tells the parity and asks nothing of the term", (text) => {
    expect(detectIntent(text).family).not.toBe("term_question");
  });
});

describe("a day or week of the term asked for its date", () => {
  it.each(["第17周周二是几月几号", "第十九周从哪天开始", "学期的最后一周是什么时候", "这学期第一周是哪几天", "第15周礼拜五是哪一天来着"])("%s asks the term", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });

  // What the day holds, a note dated by the term's week and an exam's day are other questions.
  it.each([
    ["第17周周二有什么课", "schedule_question"],
    ["第17周周二之前交课程论文", "quick_note"],
  ])("%s is a %s", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });

  it("an exam in the term's last week is counted down to, not the term", () => {
    expect(detectIntent("最后一周的考试是哪天")).not.toEqual({ family: "term_question" });
  });
});

/** Family D: the week just set, put back ("我记错了，改回第10周", "这周改回第12周"). Our own sentences. */
describe("the week put back", () => {
  it.each([
    ["我记错了，改回第10周", 10],
    ["这周改回第12周", 12],
    ["哦搞错了，改回第十一周", 11],
  ])("%s sets week %i", (text, currentWeek) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", currentWeek });
  });

  it.each(["把第三章改回第12周", "把复习改到第13周"])("%s sets no week", (text) => {
    expect(detectIntent(text).family).not.toBe("term_set");
  });
});

describe("the week passed on by who said it (教务处说, 辅导员通知了)", () => {
  it.each([
    ["辅导员说这周是第9周", 9],
    ["学校通知了，这周算第十二周", 12],
    ["教务那边说现在是第11周，你这边多算了一周", 11],
  ])("%s sets week %s", (text, week) => {
    expect(detectIntent(text)).toMatchObject({ family: "term_set", currentWeek: week });
  });

  it.each(["老师说第14周交论文", "教务处说第14周停课"])("%s tells something else of that week", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "term_set" });
  });
});
