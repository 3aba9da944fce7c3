import { describe, expect, it } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

/**
 * Round 22 families of Hong Kong and Taiwan students (Traditional characters, Cantonese), read through the normaliser
 * as the readers read them, and the Mandarin sentences of the same families. Our own sentences.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a shift the teacher allowed, then the change asked for", () => {
  it.each([
    ["統計功課助教話可以遲兩日交，幫我改埋", "统计作业", "推迟两天"],
    ["老师说实验报告能晚一天交，帮我改一下", "实验报告", "推迟一天"],
    ["读书笔记导师同意延一周交，你改下吧", "读书笔记", "推迟一周"],
  ])("%s shifts the to-do's deadline", (text, task, deadline) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });

  it.each([
    // the news alone changes nothing
    "统计作业老师说可以晚两天交",
    // an exam is no to-do to shift
    "概率论考试老师说可以晚一周考，帮我改一下",
  ])("%s shifts no to-do", (text) => {
    expect(read(text)).not.toMatchObject({ family: "task_edit", action: "update", deadline: expect.any(String) });
  });
});

describe("a block not to be placed for now", () => {
  it.each([
    ["後日嗰節高數唔好排住，要返工", "高数"],
    ["周四那块英语先别排，临时有事", "英语"],
  ])("%s takes the block off the timetable", (text, name) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "unplace", reference: { name: expect.stringContaining(name) } });
  });

  it("not placed on one day but another is a move, not taken off", () => {
    expect(read("英语先别排到周五，周四吧")).not.toMatchObject({ family: "edit", action: "unplace" });
  });
});

describe("what was not read through, re-planned", () => {
  it.each(["上個禮拜冇睇完嘅幫我重新排", "这周没刷完的题帮我补到周末", "前几天没背完的补一下"])("%s re-plans the missed study", (text) => {
    expect(read(text)).toMatchObject({ family: "replan_missed" });
  });

  it("a question about what was not read re-plans nothing", () => {
    expect(read("上周没读完的书有哪些")).not.toMatchObject({ family: "replan_missed" });
  });
});

describe("how an exam or a piece of work went", () => {
  it.each(["琴日測驗考得好差，唔想講嘢", "高数期中考砸了，心态崩了", "实验报告写得一塌糊涂", "期中考考得还不错，开心"])(
    "%s is small talk",
    (text) => {
      expect(read(text)).toEqual({ family: "small_talk", topic: "chat" });
    },
  );

  it.each(["报告交了，老师说写得还行", "考得好差，下周五补考，帮我记一下", "今天考得怎么样？"])("%s is no small talk", (text) => {
    expect(read(text)).not.toEqual({ family: "small_talk", topic: "chat" });
  });
});

describe("Cantonese words for placing, asking and counting", () => {
  it.each([
    ["禮拜日晏晝兩點溫統計，幫我擺上去", { family: "schedule", range: "星期日" }],
    // the part named is a block (嗰part reads as 那块): its block moves to the day and time
    ["統計嗰part改去禮拜四下晝三點得唔得？", { family: "edit", action: "move", reference: { name: "统计" }, target: { dayWord: "星期四", clock: "15:00" } }],
    ["統計仲有幾多日考？", { family: "exam_countdown", exam: "统计" }],
    ["將英文溫習排落下個禮拜，每日唔好多過一節", { family: "schedule", range: "下周", dailyCap: 1 }],
    ["琴日排嘅溫習全部做晒", { family: "checkin", when: "昨天" }],
  ])("%s", (text, expected) => {
    expect(read(text)).toMatchObject(expected);
  });
});

describe("the timetable put back the way it was", () => {
  it.each(["頭先確認嗰個排程我後悔咗，變返之前咁", "刚才排的全部弄回原来那样"])("%s undoes the last write", (text) => {
    expect(read(text)).toEqual({ family: "undo" });
  });

  it("a to-do's deadline changed back is no undo", () => {
    expect(read("线代作业的截止改回之前的时间")).not.toEqual({ family: "undo" });
  });
});

describe("the term's length said as the whole term", () => {
  it("成个学期 with a count of weeks sets the total", () => {
    expect(read("而家係第9個禮拜，成個學期17個禮拜")).toEqual({ family: "term_set", currentWeek: 9, weeks: 17 });
  });

  it("成个学期 with no count is only the whole term", () => {
    expect(normalise("成個學期都好忙").text).toBe("整个学期都好忙");
  });
});

/** Round 26: 点呀 after what is asked about is "how is it going". Our own sentences. */
describe("点呀 asks how it is going", () => {
  it.each([
    ["琴日嘅溫書進度點呀", "summary"],
    ["今個禮拜複習情況點啊", "summary"],
    ["今日溫書進展點呀", "summary"],
  ])("%s asks for the progress", (text, focus) => {
    expect(read(text)).toMatchObject({ family: "progress", focus });
  });

  it.each(["而家幾點呀", "三點呀"])("%s keeps 点 as a clock", (text) => {
    expect(normalise(text).text).not.toContain("怎么样");
  });
});
