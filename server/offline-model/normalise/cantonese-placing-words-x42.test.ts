/**
 * Cantonese words a Hong Kong or Macau student places, moves and plans blocks with (family I), read as the Mandarin
 * the readers know, and the look-alikes that keep their own meaning.
 */
import { describe, expect, test } from "vitest";
import { inOriginalWords, normalise } from "./normalise";

const read = (text: string) => normalise(text).text;

describe("Cantonese placing words read as Mandarin", () => {
  test.each([
    ["四級真題擺禮拜六下晝兩點開始做啦", "四级真题放星期六下午两点开始做吧"],
    ["整理錯題本擺禮拜五朝早十點做啦", "整理错题本放星期五早上十点做吧"],
    ["咁四點嗰度擺第三章啦", "咁四点那里放第三章啦"],
    ["聽日下晝四點嗰part謂詞邏輯，搬去禮拜六朝早十點", "明天下午四点那块谓词逻辑，挪到星期六早上十点"],
    ["思政堂嗰part第一章，轉去禮拜五夜晚七點做", "思政堂那块第一章，改到星期五晚上七点做"],
    ["第二章擺落後日夜晚七點開始溫", "第二章放到后天晚上七点开始复习"],
    ["樹同最小生成樹嗰part擺去禮拜日下晝兩點", "树和最小生成树那块放到星期日下午两点"],
    ["下個禮拜幫我將離散數學啲chapter排入去，一日最多兩節", "下周帮我将离散数学的章节排进去，每天最多两节"],
    [
      "跟住幾科final嘅日子幫我倒排revision，禮拜日要返澳門屋企，嗰日唔好排",
      "按照几科final的日子帮我倒排复习，星期日要回澳门家，那天不要排",
    ],
    ["睇住啲final嘅日期幫我由後面倒排revision", "按照些final的日期帮我倒排复习"],
    ["之前打卡話冇做嗰幾part，幫我補返落之後啲空檔度", "之前打卡说没做那几块，帮我补到之后些空档度"],
  ])("%s", (said, mandarin) => {
    expect(read(said)).toBe(mandarin);
  });
});

describe("look-alikes keep their own meaning", () => {
  test.each([
    // 摆 of a Mandarin word, and with no day, clock or pointed time beside it.
    ["我唔想再擺爛啦", "我不想再摆烂啦"],
    ["擺脫唔到拖延症", "摆脱不到拖延症"],
    // 搬去 / 转去 a place is moving there, not a block moved.
    ["佢話要搬去宿舍", "他说要搬去宿舍"],
    ["我轉去第二間大學", "我转去第二间大学"],
    // 跟住 / 睇住 with no exams after them; 同 between people.
    ["跟住去食飯", "跟住去食饭"],
    ["睇住個bag", "看住个bag"],
    ["我同同學去圖書館", "我同同学去图书馆"],
    // 做啦 with no put before it is "done"; 一日 before no bound; 话 of a phone call.
    ["我做啦，已經交咗", "我做啦，已经交了"],
    ["一日三餐要食好啲", "一日三餐要食好些"],
    ["佢打電話話聽日冇堂", "他打电话话明天没课"],
    // A part not pointed at stays a part; chapters counted stay for the plan readers that count them.
    ["呢個part好難", "这个部分好难"],
    ["幫我開個溫習計劃，5個chapter，每個2節", "帮我开个复习计划，5个chapter，每个2节"],
    // 同 before no put or move of the blocks: 同桌 is a desk-mate.
    ["我同桌说她离散那块早就学完了", "我同桌说她离散那块早就学完了"],
  ])("%s", (said, kept) => {
    expect(read(said)).toBe(kept);
  });
});

describe("the words saved stay the student's own", () => {
  test("a place's title is given back as written", () => {
    const reading = normalise("四級真題擺禮拜六下晝兩點開始做啦");
    expect(inOriginalWords(reading, "四级真题")).toBe("四級真題");
  });
});
