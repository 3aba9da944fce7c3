/**
 * Cantonese words a Guangzhou student changes and asks about the plan with (round 43, D), read as the Mandarin the
 * readers know, and the look-alikes that keep their own meaning.
 */
import { describe, expect, test } from "vitest";
import { inOriginalWords, normalise } from "./normalise";

const read = (text: string) => normalise(text).text;

describe("Cantonese plan words read as Mandarin", () => {
  test.each([
    ["今日仲剩几多堂未上呀", "今天还剩多少节课没上呀"],
    ["今日下昼仲剩边几堂未上", "今天下午还剩哪几节课没上"],
    ["概率论啲章节排落下个礼拜", "概率论的章节排到下周"],
    ["今个礼拜啲待办同我塞入空档，四级嗰份留住先", "这周的待办帮我塞进空档，四级那份先留着"],
    ["离散排落第14周，概率论就第15周先搞", "离散排到第14周，概率论就第15周再排"],
    ["概率论下个礼拜先温", "概率论下周再排"],
    ["礼拜日我要返屋企，嗰日唔好排", "星期日我要回家，那天不要排"],
    ["礼拜日返屋企，成日都唔好排", "星期日回家，那天不要排"],
    ["之前冇做嘅，帮我重新排过落今个周末", "之前没做的，帮我重新排到这个周末"],
    ["第一章同谓词逻辑调转个位啦", "第一章和谓词逻辑对调位置啦"],
    ["早八同夜晚都唔好排", "早八和晚上都不要排"],
    ["上礼拜有边几节复习放咗飞机", "上周有哪几节复习没做"],
    ["四级真题嗰条冇用喇，删走佢", "四级真题那条没有用了，删掉它"],
    ["策划案嗰份迟啲先", "策划案那份先别排"],
    ["错题本改返未做", "错题本改回未完成"],
    ["点解显示完成咗", "为什么显示完成了"],
    ["概率论期末系几号几点㗎？唔记得咗", "概率论期末是几号几点？忘了"],
  ])("%s", (said, mandarin) => {
    expect(read(said)).toBe(mandarin);
  });
});

describe("look-alikes keep their own meaning", () => {
  test.each([
    // 啲 as "a little" after a verb or a degree, and before what is not studied.
    ["今日有啲攰", "今天有些累"],
    ["早啲复习", "早点复习"],
    // 先 as "first" in the middle of a clause, and after no week.
    ["下个礼拜先做概率论", "下周先做概率论"],
    ["我先搞掂概率论", "我先完成概率论"],
    // 同 as "with" when no swap follows; 成日 as "always".
    ["同我讲下听日有咩堂", "同我讲下明天有什么堂"],
    ["我成日都好攰", "我成日都好累"],
    // 未上 with no classes left before it; 㗎 closing a statement; 啲 after a day.
    ["我未上过网课", "我未上过网课"],
    ["今日仲有咩堂未上", "今天还有什么堂未上"],
    ["几紧要㗎", "挺重要㗎"],
    ["琴日啲功课写晒喇", "昨天些作业写完了"],
  ])("%s", (said, mandarin) => {
    expect(read(said)).toBe(mandarin);
  });
});

test("the words saved stay the student's own", () => {
  const reading = normalise("四级真题嗰条冇用喇，删走佢");
  expect(inOriginalWords(reading, "四级真题")).toBe("四级真题");
  expect(inOriginalWords(reading, "删掉它")).toBe("删走佢");
});
