import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/**
 * Remarks that ask for nothing though they hold a request's words, and a decision put off ("容我再想想"): each row is
 * our own sentence, with counterexamples that still ask.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a brag that every block is already checked in", () => {
  it.each(["上周竟然天天都打卡了，膨胀了", "终于全部打完卡了哈哈"])("%s", (text) => {
    expect(read(text).family).toBe("small_talk");
  });

  it("a check-in asked for is still one", () => {
    expect(read("昨天的复习都完成了，帮我打卡").family).toBe("checkin");
  });
});

describe("the student's portrait of themselves", () => {
  it.each(["我这个人向来丢三落四，作业老是忘带", "我本人比较佛系，考试随缘吧"])("%s", (text) => {
    expect(read(text).family).toBe("small_talk");
  });

  it("a portrait with a time to keep is still a note", () => {
    expect(read("我这人记性差，周五八点开班会记一下").family).toBe("quick_note");
  });
});

describe("the usual date, not yet announced this time", () => {
  it.each(["听师姐讲往年高数期中通常在第9周，但是今年暂时没定", "一般运动会排在十月底，不过学校还没发通知"])("%s", (text) => {
    expect(read(text).family).toBe("small_talk");
  });

  it("asked to be noted all the same, it is a note", () => {
    expect(read("往年期中通常在第9周，不过还没通知，先帮我记一下").family).not.toBe("small_talk");
  });
});

describe("hearsay of an exam's date, not announced yet", () => {
  it.each(["听说马原考试改到第18周了，还没正式通知", "据说高数期末要提前，但时间还不确定", "有人说线代期中挪到第10周，目前还没官宣"])("%s", (text) => {
    expect(read(text).family).toBe("small_talk");
  });

  it.each([
    ["听说线代期末定在1月8号了，帮我记一下", "线代期末"],
    ["听说数电期末在1月6号上午", "数电期末"],
  ])("%s, announced or asked to be kept, is recorded", (text, title) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title });
  });
});

describe("the school's word, with its details not out yet", () => {
  it.each(["学院说第17周考专业课，具体时间还没出", "教务处通知第16周集中补考，考场还没出来", "老师说下周随堂测，范围暂时没定"])("%s", (text) => {
    expect(read(text).family).toBe("small_talk");
  });

  it.each(["学院说第17周考专业课，具体时间还没出，先帮我记一下", "老师说数电期末在1月6号上午"])("%s, asked to be kept or told whole, is no remark", (text) => {
    expect(read(text).family).not.toBe("small_talk");
  });
});

describe("someone else's asks of the student, groaned about", () => {
  it.each(["同桌天天找我借笔记，还让我帮她占座，好烦", "我妈一直问我周末回不回家，无语"])("%s", (text) => {
    expect(read(text).family).toBe("small_talk");
  });

  it("a request of the student's own after the groan still asks", () => {
    expect(read("室友老问我周日有没有空，你帮我看看周日下午有空吗，烦死了").family).not.toBe("small_talk");
  });
});

describe("the play's dismissal", () => {
  it.each(["寡人乏了，跪安吧", "知道了知道了，你退下吧"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "dismiss" });
  });

  it("an order before it still asks", () => {
    expect(read("把线代挪到周五，退下吧").family).not.toBe("small_talk");
  });
});

describe("a decision put off", () => {
  it.each(["容我再想想", "让我想一想再说吧"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "dismiss" });
  });
});

/** Family G: how a class feels, told of a course named by its teacher, room or day. Our own sentences. */
describe("a class felt boring or hard, told", () => {
  it.each(["王老师那节课真的催眠", "二教那门课好没意思啊", "周四的水课太无聊了", "数分课听不懂"])("%s is chat", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "chat" });
  });

  it.each(["王老师那节课几点下课", "那门无聊的课在哪个教室", "那节课好无聊，帮我把复习排进去"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});
