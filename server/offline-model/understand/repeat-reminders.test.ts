import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";
import { asksRepeatingReminder } from "./repeat-reminders";

/** Reminders asked to repeat (round 20): our own sentences for each way of counting the days, and near-misses. */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a reminder asked to repeat is answered in words: a note rings once", () => {
  it.each([
    "每天晚上九点提醒我吃药",
    "天天叫我六点起床",
    "每晚十一点喊我睡觉",
    "以后每个工作日早上提醒我带饭卡",
    "周一到周五晚上十点提醒我背单词",
    "每隔三天提醒我给花浇水",
    "每两天提醒我洗一次衣服",
    "每个月15号提醒我还信用卡",
    "每月月底提醒我交水电费",
    "每周提醒我交一次组会记录",
    "每周三晚上提醒我倒垃圾",
    "每个周五下午五点叫我去取快递",
    "每星期天晚上提醒我洗床单",
    "每礼拜二早上提醒我交实验预习",
    // Every other week, or every N weeks, on a day of it.
    "每两周的周日晚上提醒我打扫宿舍",
    "双周周三提醒我去实验室值班",
    "隔周提醒我去剪头发",
    "提醒我每天喝八杯水",
    "能不能每天早上叫我起床？",
    "remind me every night to take my pills",
    // A note asked, then how often in the clause after it: a repeat all the same.
    "导师的组会帮我记下来，每周四下午两点",
    "羽毛球课记一下，每周二晚上七点",
    "助教答疑记上吧，每个周五上午十点",
    "乐团排练 帮我记下来，every Saturday 2pm",
  ])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "app_help", about: ["repeating_reminders"] });
  });
});

describe("near-misses: one time to note, or someone else's habit", () => {
  it.each([
    "周末提醒我交作业",
    "明天早上8点提醒我背单词",
    "每天都好累，明天提醒我交作业",
    "提醒我明天开始每天背单词",
    "以后每天晚上九点都提醒我吃药，今天的先记上",
    "以后每周四晚上都提醒我交周报，这周的先记上",
    "每周二下午都有实验课，周二下午提醒我带实验服",
    "室友天天提醒我早点睡",
    "妈妈每个月都催我交房租",
    "每天最多排两节",
    "下周六提醒我回家",
    "单周周四有实验课，这周四提醒我带实验服",
    // One time after the note asked is a note.
    "组会帮我记下来，周四下午两点",
    "答疑记一下，下周五上午十点",
  ])("%s", (text) => {
    expect(asksRepeatingReminder(normalise(text).text)).toBe(false);
  });

  it("a note with a single day and hour is still a note", () => {
    expect(read("周六上午十点提醒我交水电费").family).toBe("quick_note");
  });
});

describe("the cadence told first, then 每到那天 asking for the reminder at each of its days", () => {
  it.each(["话费每个月十五号扣，每逢那天提醒我充", "每周三交周报，以后每到那天都提醒我", "网费每月月底续，往后每到那天就提醒我一下"])("%s asks a repeat", (text) => {
    expect(asksRepeatingReminder(normalise(text).text)).toBe(true);
  });

  it.each(["周五交房租，到那天提醒我一下", "12月20号交材料，那天提醒我"])("near miss: %s names one day", (text) => {
    expect(asksRepeatingReminder(normalise(text).text)).toBe(false);
  });
});

describe("a repeat from an event on (X开了以后, 等X开始之后) is still a repeat", () => {
  it.each(["等实习开始之后每天晚上十点叫我写日报", "考试周结束以后每周六提醒我去健身", "选课系统开放了之后每天中午提醒我刷课"])("%s", (text) => {
    expect(asksRepeatingReminder(normalise(text).text)).toBe(true);
  });

  it("one reminder after an event is a note", () => {
    expect(read("期末考完以后提醒我去退宿")).toMatchObject({ family: "quick_note" });
    expect(asksRepeatingReminder(normalise("实习开始以后记得提醒我交三方协议").text)).toBe(false);
  });
});
