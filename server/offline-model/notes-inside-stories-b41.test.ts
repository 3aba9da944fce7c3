/**
 * Notes asked for inside long chatty stories (round 41, B): the note starts where the story turns to it (对了, 哦对,
 * 哦对了对了, 算了不说这个) or, with no turn, at the clause that opens with a day ahead; the story's 今天 and 昨天 are
 * no part of it, nor is the fear of forgetting said after it. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("a note after the story turns to it", () => {
  test.each([
    ["今天食堂又没位置 对了周四晚上七点提醒我去取快递 别又放过期了", "周四晚上七点去取快递，别又放过期了"],
    ["今天早上起晚了差点没赶上早八，结果老师还点名了，吓死我，对了明天下午四点要交体测表，帮我记一下", "明天下午四点要交体测表"],
    ["今天去图书馆发现我常坐的位置被占了，气死，算了不说这个，下周三上午九点去医院复查，帮我记着", "下周三上午九点去医院复查"],
    [
      "我跟你说啊今天真的是累死了 早上那个实验做到一半仪器坏了 然后又重新排队 排了一个多钟头 哦对了对了 下周一上午十点要去找王老师签那个实习协议 你帮我记着点",
      "下周一上午十点要去找王老师签那个实习协议",
    ],
    ["今天下雨鞋全湿了 宿舍又停水 好烦 哦对 今晚九点要给导员交材料 记一下", "今晚九点要给导员交材料"],
  ])("%s", (text, content) => {
    expect(intentOf(text)).toEqual({ family: "quick_note", content });
  });
});

describe("a note from the clause with a day ahead, after a story told in the past", () => {
  test.each([
    ["昨天社团开会开到十一点，今天整个人都是懵的，周五晚上八点还有一次排练，记得提醒我", "周五晚上八点还有一次排练"],
    [
      "今天 office hour 跟 professor 聊了快一个小时，他说我 paper 的 framework 还行但 literature review 太薄了，周四下午三点要带修改稿再去找他一次。I'll 100% forget this lol",
      "周四下午三点要带修改稿再去找他一次",
    ],
  ])("%s", (text, content) => {
    expect(intentOf(text)).toEqual({ family: "quick_note", content });
  });

  test("a notice told short keeps its words whole", () => {
    expect(intentOf("辅导员今天通知了，下周一前交奖学金申请表，记一下")).toEqual({ family: "quick_note", content: "辅导员今天通知了，下周一前交奖学金申请表" });
  });

  test("a story that asks something itself is no story before a note", () => {
    expect(intentOf("今天累死了，明天有课吗，对了周五提醒我交表").family).not.toBe("quick_note");
  });
});
