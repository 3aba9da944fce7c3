/**
 * Exams, far dates and notes told in stories (round 40, Z): an exam put on a day counted from now or from a holiday
 * ("三周后的周二下午", "元旦前一天"), moved as news ("挪到了12月30号"), called off with what replaces it and the
 * deletion asked; plans for some exams only ("只给离散排考前复习"), a far week with a day or a part of the day kept
 * (那周周三别排, 晚上留给刷真题); a weekday of an exam's week; notes timed beside an event; news put off, someone
 * else's errand, an exam's sign-up window and a pointed exam changed with nothing new said. Our own sentences, with
 * near misses that must keep their old reading.
 */
import { describe, expect, test } from "vitest";
import { anchoredDates, examAnchorIn } from "@/lib/exams/exam-anchors";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("an exam on a day counted from now or a holiday, or moved as news", () => {
  test.each([
    ["数据库上机考在两周后的周四上午，机房A", { title: "数据库上机考", when: "两周后的周四上午", location: "机房A" }],
    ["电路考试定在三周后的周五下午，在主楼B208", { title: "电路考试", when: "三周后的周五下午" }],
    ["操作系统考试在元旦后一天，下午三点开考", { title: "操作系统考试", when: "元旦后一天下午三点" }],
    ["英语口语考试在元旦前两天，下午两点开始", { title: "英语口语考试", when: "元旦前两天下午两点" }],
    ["体育理论考试在元旦后第一个周三，上午十点开考", { title: "体育理论考试", when: "元旦后第一个周三上午十点" }],
    ["线代期末定在国庆后的第三天上午", { title: "线代期末", when: "国庆后的第三天上午" }],
    ["辅导员在群里说概率论期末改到了1月15号上午", { title: "概率论期末", when: "1月15号上午" }],
    ["刚看了教务系统，线代考试换到了12月29号晚上七点", { title: "线代考试", when: "12月29号晚上七点" }],
  ])("%s", (text, fields) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", ...fields });
  });

  test("改到了一半 is no move to a day", () => {
    expect(normalise("论文改到了一半").text).toBe("论文改到了一半");
  });
});

describe("an exam called off, what replaces it, and the deletion asked", () => {
  test.each([
    ["思修那场考试取消了，改成交读书报告，从考试里删掉吧", "思修"],
    ["概率论考试临时取消了，改成线上交论文，那场帮我删了", "概率论"],
    ["马原考试取消了，老师说改成交大作业，把它从考试列表里去掉", "马原"],
  ])("%s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_cancel", exam });
  });

  test("a second request after the news stays its own", () => {
    expect(intentOf("离散期末取消了，顺便看看明天有什么课")).toMatchObject({ family: "compound" });
  });
});

describe("plans for some exams only, and far weeks with days or parts kept", () => {
  test.each([
    ["只给概率论排考前复习，离散我自己搞定", { forExams: true, hints: ["概率论"], exclude: ["离散"] }],
    ["考前复习只排离散那门就行，概率论我心里有数", { forExams: true, hints: ["离散"] }],
    ["离散复习排到第16周，那周周五别排", { range: "第16周", daysOff: [5] }],
    ["概率论复习放进第14周，那周周二和周四空出来", { range: "第14周", daysOff: [2, 4] }],
    ["下周把概率论复习排满，晚上留给背单词", { range: "下周", keepFree: ["晚上"] }],
    ["离散复习排到下下周，上午留着练琴", { range: "下下周", keepFree: ["上午"] }],
  ])("%s", (text, fields) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", ...fields });
  });

  test("a stretch up to the exam keeps its stretch", () => {
    expect(intentOf("帮我把概率论复习排到考试前")).toMatchObject({ family: "schedule", range: "期末前" });
  });
});

describe("a weekday of an exam's week is dated from the exam", () => {
  test.each([
    ["高数考试那周的周五下午有空吗", "高数", "2027年1月8日"],
    ["离散考试那个星期的周三晚上", "离散", "2027年1月13日"],
    ["概率论考前一周的周二有空吗", "概率论", "2027年1月5日"],
  ])("%s", (text, subject, date) => {
    const anchor = examAnchorIn(text)!;
    expect(anchor.subject).toBe(subject);
    const examDay = { 高数: "2027-01-04", 离散: "2027-01-12", 概率论: "2027-01-14" }[subject]!;
    expect(anchoredDates(anchor.offset, examDay)).toBe(date);
  });
});

describe("notes timed beside an event", () => {
  test.each([
    ["周五体测，当天早上七点提醒我别吃太饱", "周五早上七点别吃太饱（体测）"],
    ["后天体检，那天早上七点提醒我别吃早饭", "后天早上七点别吃早饭（体检）"],
    ["今晚要赶实验报告到一点，提醒我九点先去洗澡", "今晚九点先去洗澡（赶实验报告到一点）"],
    ["今天要在图书馆泡一整天，提醒我十二点去吃午饭", "今天十二点去吃午饭（在图书馆泡一整天）"],
    // A clause that tells more than its day and event only says which day.
    ["1月9号考完就放假了，那天下午四点提醒我去退饭卡", "1月9号下午四点去退饭卡"],
  ])("%s", (text, content) => {
    expect(intentOf(text)).toEqual({ family: "quick_note", content });
  });
});

describe("told, not asked", () => {
  test.each([
    "同学说线代期末可能往后延，还没正式通知，先别动",
    "考场安排好像出来了，我晚点自己去看吧",
    "成绩好像出来了，但我不太敢查，明天再说",
    "上午陪同学去银行办卡，排了一个多小时队，总算办好了。",
    "晚上陪室友去操场跑了三圈，累死了但挺开心的。",
    "假如周日学校补课，补的是周几的课",
    "教资还有几天报名截止",
  ])("%s asks for nothing", (text) => {
    expect(intentOf(text).family).toBe("small_talk");
  });

  test.each([
    ["听说高数期末提前到1月3号了，先记上，复习晚点再说", "exam_record"],
    ["陪室友去医院，提醒我晚上八点交报告", "quick_note"],
  ])("%s still asks", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });

  test.each(["帮我记一下那场考试换教室了", "那个考试的时间变了，帮我改一下"])("%s asks which exam", (text) => {
    expect(intentOf(text)).toEqual({ family: "exam_untold" });
  });
});
