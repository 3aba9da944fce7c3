/**
 * Families round 27 showed the readers missing, in sentences of our own with the look-alikes that keep their reading:
 * an exam moved (its day said in Chinese numerals, "时间变了" before the move, 考 after the new day, "帮我改一下" after
 * a space), a course's teacher telling a class moved, a countdown with a remark after it, a day's rest beside an exam
 * plan, "哪天空" as a free-time question, and being called at a clock time to go somewhere.
 */
import { describe, expect, it } from "vitest";
import { withMovedExamNamed } from "./exam-moved-by-verb";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

const read = (text: string) => detectIntent(normalise(text).text);

describe("an exam moved is the exam's record, not a to-do's deadline", () => {
  it.each([
    ["线代期末的时间变了，从1月8号挪到1月10号下午", { title: "线代期末", when: "1月10号下午" }],
    ["电路考试时间又变了，由12月29号调到12月31号上午十点", { title: "电路考试", when: "12月31号上午十点" }],
    ["大物期中改时间了改到十二月二十二号下午两点 帮我改一下", { title: "大物期中", when: "12月22号下午两点" }],
    ["马原期末推迟了，挪到一月九号上午", { title: "马原期末", when: "1月9号上午" }],
    ["数电挪到12月30号下午考了", { title: "数电考试", when: "12月30号下午" }],
    ["毛概推迟到一月七号上午考", { title: "毛概考试", when: "1月7号上午" }],
    ["线代又改到下周四考了，帮我改一下", { title: "线代考试", when: "下周四" }],
  ])("%s", (text, expected) => {
    expect(read(text)).toEqual({ family: "exam_record", ...expected });
  });

  it("the move, then the plan redone for it, is both", () => {
    expect(read("数电挪到1月3号上午考了，复习按改过的考试日期重排一下")).toEqual({
      family: "compound",
      parts: [
        { family: "exam_record", title: "数电考试", when: "1月3号上午" },
        { family: "schedule", hints: [], wantsAll: false, forExams: true },
      ],
    });
  });

  it.each([
    ["期末论文周五截止，帮我改一下", { family: "task_edit", action: "update", task: "期末论文", deadline: "周五" }],
    ["实验报告改到周三交", { family: "task_edit" }],
  ])("%s is a to-do's", (text, expected) => {
    expect(read(text)).toMatchObject(expected);
  });

  it.each(["体育课挪到周四上了", "线代改到周三再说", "线代期末改时间了"])("%s records no exam", (text) => {
    expect(read(text)).not.toMatchObject({ family: "exam_record" });
  });
});

describe("an exam moved said by 考 after its new day is written with its exam word", () => {
  it.each([
    ["线代挪到12月30号下午考了", "线代考试挪到12月30号下午了"],
    ["马原推迟到一月八号上午考", "马原考试推迟到一月八号上午"],
    ["数电又改到下周四考了，复习重新排", "数电考试改到下周四了，复习重新排"],
  ])("%s → %s", (said, written) => {
    expect(withMovedExamNamed(said)).toBe(written);
  });

  it.each(["线代作业改到周三交", "体育课挪到周四上了", "线代改到周三再说", "高数期末改到1月5号考", "线代改到周三考完再说"])("%s is left as it is", (said) => {
    expect(withMovedExamNamed(said)).toBe(said);
  });
});

describe("a course's own teacher telling that a class moved", () => {
  it.each(["线代老师说周四的课挪到周五上", "英语老师在群里说下周一的课调到晚上", "大物助教通知周三的实验课改到周六"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "course_change" });
  });

  it.each(["我跟老师说周四的课挪到周五上", "线代老师说周四的课挪到周五上，帮我看看周五有空吗"])("%s is no such news alone", (text) => {
    expect(read(text)).not.toEqual({ family: "small_talk", topic: "course_change" });
  });
});

describe("a countdown with a remark after the verb, or how soon asked before it", () => {
  it.each([
    ["线代还有几天考啊，我一页都没翻", "线代"],
    ["概率论还剩几天考呀我好慌", "概率论"],
    ["电路还有几天考我都还没开始", "电路"],
    ["六级最早啥时候考", "六级"],
    ["数电大概哪天考", "数电"],
    ["马原到底什么时候考", "马原"],
  ])("%s counts down to %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  it("a subject after the verb is still the exam", () => {
    expect(read("还有几天考操作系统")).toEqual({ family: "exam_countdown", exam: "操作系统" });
  });
});

describe("a weekday rested or busy beside a plan is a day off", () => {
  it.each([
    ["按考试时间把复习排一下，周六我要歇一天", [6]],
    ["照各科考试日期排复习，周末放假", [6, 7]],
    ["按考试排复习，周三我要去实习别排", [3]],
    ["根据考试日期排复习，周日得回家不要排", [7]],
  ])("%s keeps %j free", (text, daysOff) => {
    expect(read(text)).toMatchObject({ family: "schedule", forExams: true, daysOff });
  });

  it.each(["排一下下周的复习，周三下午有实验别排", "把线代排到周日，周日休息也行"])("%s keeps no whole day free", (text) => {
    expect(read(text)).not.toHaveProperty("daysOff");
    expect(read(text)).not.toHaveProperty("exclude");
  });

  it("a name kept out is still kept out", () => {
    expect(read("按考试排复习，英语作文先别排")).toMatchObject({ family: "schedule", exclude: ["英语作文"] });
  });
});

describe("哪天空 asks for free time as 哪天有空 does", () => {
  it.each([
    ["下周哪天空？", "下周"],
    ["这周末哪天空呀", "这周末"],
    ["下下周哪天闲", "下下周"],
  ])("%s", (text, when) => {
    expect(read(text)).toEqual({ family: "schedule_question", question: { toolName: "query_free_time", input: { when } } });
  });

  it("哪天空出来 is still read as free time, 空调 is not", () => {
    expect(read("哪天空调修好了告诉我")).not.toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time" } });
  });
});

describe("called at a clock time to go somewhere is a reminder", () => {
  it.each([
    ["明早7点叫我去晨读", "明早7点去晨读"],
    ["周五下午两点喊我去取快递", "周五下午两点去取快递"],
    ["后天晚上六点半叫我去开组会", "后天晚上六点半去开组会"],
  ])("%s", (text, content) => {
    expect(read(text)).toEqual({ family: "quick_note", content });
  });

  it.each(["我妈明早8点叫我去跑步", "昨天八点他叫我去吃饭了"])("%s tells what someone else does", (text) => {
    expect(read(text)).not.toMatchObject({ family: "quick_note" });
  });
});
