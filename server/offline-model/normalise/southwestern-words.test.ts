import { describe, expect, test } from "vitest";
import { detectIntent } from "../understand/intents";
import { normalise } from "./normalise";

/** Southwestern Mandarin (Sichuan, Chongqing, Guizhou) as students type it: our own sentences, and the near misses. */
const reading = (text: string) => normalise(text).text;
const read = (text: string) => detectIntent(reading(text));

describe("Southwestern words read as Mandarin", () => {
  test.each([
    // How long and how many, asked.
    ["高数好久考嘛", "高数多久考嘛"],
    ["还有好久放假哦", "还有多久放假哦"],
    ["我到底背了好多个单词", "我到底背了多少个单词"],
    ["今天一共好多节？", "今天一共多少节？"],
    ["明天好多号", "明天几号"],
    // Don't, play, agree, do.
    ["周六莫排复习", "周六别排复习"],
    ["莫急嘛", "别急嘛"],
    ["周末莫给我排满", "周末别给我排满"],
    ["要得嘛，就这么排", "好的嘛，就这么排"],
    ["周末出去耍", "周末出去玩"],
    ["要得，就这么排", "好的，就这么排"],
    ["作业搞完了", "作业做完了"],
    ["实验报告没搞", "实验报告没做"],
    ["这个任务不搞了", "这个任务不做了"],
    ["线代搞归一了", "线代做完了"],
    ["我不晓得几点上课", "我不知道几点上课"],
    ["啷个排嘛", "怎么排嘛"],
    ["八点那阵把高数排起", "八点把高数排上"],
    // Closing particles carry only tone.
    ["做完了噻", "做完了"],
    ["这周第12周哈，你记错了", "这周第12周，你记错了"],
  ])("%s → %s", (text, mandarin) => {
    expect(reading(text)).toBe(mandarin);
  });

  test.each([
    // 好久 as "a long time", 好多 as "many": no question in them.
    "好久不见",
    "学了好久",
    "好久没去图书馆了",
    "今天作业好多",
    "好多了",
    // The Mandarin words that hold the characters.
    "莫名其妙",
    "约莫两个小时",
    "莫斯科",
    "别耍赖",
    "玩耍",
    "这次要得到奖学金",
    "搞定了",
    "搞清楚再说",
    "哈哈哈",
    "哈尔滨",
    "归一化",
    "那阵子我很忙",
    "放起来",
  ])("%s stays as typed", (text) => {
    expect(reading(text)).toBe(text);
  });

  test("好久 before an exam's verb asks how long until it", () => {
    expect(read("线代还要好久才考嘛")).toMatchObject({ family: "exam_countdown", exam: "线代" });
    expect(read("概率论好久考")).toMatchObject({ family: "exam_countdown", exam: "概率论" });
  });

  test("好多 with 到底 asks the progress", () => {
    expect(read("这周我到底复习了好多节嘛")).toMatchObject({ family: "progress" });
  });

  test("a day told with where the student goes, then a bare 莫排, keeps the day free", () => {
    expect(read("下周的复习排一哈，礼拜六我要出去耍，莫排")).toMatchObject({ family: "schedule", range: "下周", daysOff: [6] });
  });
});
