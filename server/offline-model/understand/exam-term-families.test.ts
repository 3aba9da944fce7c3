import { describe, expect, it } from "vitest";
import { describeFollowUpRows } from "@/testing/offline-model-rows";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/**
 * Exam and term families from a blind round (national exams, post-style tags, several exams in one message, the
 * week confirmed rather than told): each row is our own sentence, with counterexamples that keep their old reading.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a national exam is an exam", () => {
  it.each([
    ["考研复试定在3月28号下午两点，记一下", { title: "考研复试", when: "3月28号下午两点" }],
    ["国考笔试是11月30号，早上9点开考，帮我记上", { title: "国考笔试", when: "11月30号早上9点" }],
    ["省考面试明年4月12号上午，到时候别让我忘了", { title: "省考面试", when: "明年4月12号上午" }],
    ["托福3月8号上午，帮我记一下", { title: "托福", when: "3月8号上午" }],
    ["my TOEFL is on Mar 8, note it down", { title: "TOEFL", when: "Mar 8" }],
  ])("%s is recorded", (text, expected) => {
    expect(read(text)).toEqual({ family: "exam_record", ...expected });
  });

  it.each([
    ["离国考还剩几天啊，好慌", "国考"],
    ["离考研复试还有多少天", "考研复试"],
    ["还有几天考公啊", "考公"],
    ["how many days until my GMAT", "GMAT"],
  ])("%s counts down to %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  it.each(["托福写作课周四晚上，记一下", "把托福听力练习排在周六上午", "考研英语真题周五前做完，记一下", "考研资料12月3号到，记一下", "下周五有个考研经验分享会，记一下", "我室友在准备考研，这周六我有空吗"])("%s is no exam", (text) => {
    expect(read(text).family).not.toMatch(/^exam_/);
  });
});

describe("a post's tags and emoji name no exam", () => {
  it.each([
    ["#期末周 线代1月8号考！记一下✍️", { title: "线代", when: "1月8号" }],
    ["#上岸 政治12月27号考🔥", { title: "政治", when: "12月27号" }],
  ])("%s", (text, expected) => {
    expect(read(text)).toEqual({ family: "exam_record", ...expected });
  });

  it("a countdown's emoji is not the exam it asks about", () => {
    expect(read("#期末周 马原还有几天考😭")).toEqual({ family: "exam_countdown", exam: "马原" });
  });
});

describe("an exam's name without the words around it", () => {
  it.each([
    ["学校的结课考试 Machine Learning 在1月5号上午，记一下", "Machine Learning 结课考试"],
    ["我们小组的期中答辩在下周三上午，这个也算考试，帮我记成考试", "期中答辩"],
    ["期末汇报下周四下午三点，当考试记", "期末汇报"],
    ["我们班的话剧展示在下周二晚上，算期末考核，帮我当考试记", "话剧展示"],
    // put among the exams first, by name (a company's 笔试, an interview), with what it is for after the day
    ["把美团的笔试也放进考试列表：12月12号晚上7点，我要按它倒排复习", "美团的笔试"],
    ["将英语口语面试加到我的考试里，下周三上午十点", "英语口语面试"],
    ["帮我把华为机考加入考试列表，12月15日14:00", "华为机考"],
  ])("%s is called %s", (text, title) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title });
  });

  it.each([
    ["结课汇报离现在还有几天", "结课汇报"],
    ["离期中答辩还剩多少天", "期中答辩"],
  ])("%s counts down to %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  it("a presentation's to-do stays a to-do question", () => {
    expect(read("期末展示的任务还剩几个没做")).not.toMatchObject({ family: "exam_countdown" });
  });
});

describe("more than one exam thing in a message", () => {
  it("exams in a row, each recorded, the later ones borrowing the first one's exam word", () => {
    expect(read("线代期末1月8号上午，大物1月10号下午，都帮我记上")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "线代期末", when: "1月8号上午" },
        { family: "exam_record", title: "大物期末", when: "1月10号下午" },
      ],
    });
  });

  it("an exam stated, then the countdown to it", () => {
    expect(read("英语期中是第9周周三下午，另外想知道离它还有多少天")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "英语期中", when: "第9周周三下午" },
        { family: "exam_countdown", exam: "英语期中" },
      ],
    });
  });

  it("a label before the exams says what each one is", () => {
    expect(read("期中：电路11月20号，信号11月22号")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "电路期中", when: "11月20号" },
        { family: "exam_record", title: "信号期中", when: "11月22号" },
      ],
    });
  });

  it("an exam stated, then the countdown from now", () => {
    expect(read("数电考试1月9号下午，顺便问问离现在还剩几天")).toMatchObject({ family: "compound", parts: [{ title: "数电考试" }, { exam: "数电考试" }] });
  });

  it("an exam stated, then a bare countdown", () => {
    expect(read("微观期末第17周周四下午，还剩几周啊")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "微观期末", when: "第17周周四下午" },
        { family: "exam_countdown", exam: "微观期末" },
      ],
    });
  });

  it.each(["高数作业12月26号交，记一下", "明天下午三点开会，记一下", "线代期末1月8号，还没开始复习"])("%s is no row of exams", (text) => {
    expect(read(text)).not.toMatchObject({ family: "compound" });
  });
});

describe("the exams listed", () => {
  it.each(["期中考试都有哪些，按日期说一下", "这学期的考试一共有几门"])("%s asks for the exams", (text) => {
    expect(read(text)).toEqual({ family: "exam_countdown" });
  });
});

describe("a plan back from the exams names which exams count, not a class", () => {
  it.each(["省考之前把复习按考试日期排一下，四六级也算进去", "考研前想把复习都按考试时间倒着排，期中那两门也算上"])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });

  it("a named class before 四级 keeps its class, not 四级前", () => {
    expect(read("六级前帮我把英语复习按考试日期排一下")).toMatchObject({ family: "schedule", hints: ["英语"] });
  });

  it("a named class before a national exam stays that class", () => {
    expect(read("考研前把政治复习排到下周")).toMatchObject({ family: "schedule", hints: ["政治"], range: "下周" });
  });
});

describe("the term", () => {
  it.each(["这周是第12周对吧", "我们是不是已经第15周了", "现在是第十三周没错吧？"])("%s confirms the week: a question", (text) => {
    expect(read(text)).toEqual({ family: "term_question" });
  });

  it.each([
    ["对了，国内已经第九周了，改一下", 9],
    ["哦对了，国内那边现在是第11周", 11],
    ["现在是第14周", 14],
  ])("%s tells the week", (text, week) => {
    expect(read(text)).toEqual({ family: "term_set", currentWeek: week });
  });

  it.each(["这学期还剩几个礼拜啊，期末完就放假", "本学期还有几周，考完六级还有期末", "离放寒假还有几周"])("%s asks about the term, not an exam", (text) => {
    expect(read(text)).toEqual({ family: "term_question" });
  });
});

describeFollowUpRows("an exam's day told after the countdown found none", [
  {
    family: "a national exam's day",
    examples: [
      {
        before: [{ text: "离国考还剩多少天", said: "还没有记过国考的考试。告诉我哪天考，我帮你记下。" }],
        text: "11月30号上午9点，在市里考点",
        readAs: "国考考试11月30号上午9点，在市里考点",
        intent: { family: "exam_record", title: "国考考试", when: "11月30号上午9点" },
      },
    ],
    counterexamples: [{ before: [{ text: "离国考还剩多少天", said: "还没有记过国考的考试。告诉我哪天考，我帮你记下。" }], text: "周五下午有空吗" }],
  },
]);
