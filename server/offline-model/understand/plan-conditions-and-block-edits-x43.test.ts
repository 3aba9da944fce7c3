/**
 * Plan conditions and block edits read without asking (round 43, C): a half-day kept free said by pointing back at a
 * reason ("周六上午我要去附院见习，那半天别排"), evenings left alone ("晚上别动"), the to-dos with an estimate planned
 * as the to-dos, a class's own exam day as the measure ("照着离散考试的日子倒着排"), two classes into two stretches
 * with one held back ("概率论往后放，排第16周"), a named item placed at a clock it starts at, and two blocks of a day
 * swapped however the pair is framed.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { swapSaidPlainly } from "./swap-framing";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a half-day kept free, said as a reason and pointed back at", () => {
  test.each([
    ["概率论复习塞到下周的空档里吧，周六上午我要去附院见习，那半天别排", { hints: ["概率论"], range: "下周", keepFree: ["周六上午"] }],
    ["下周把概率论复习排一下，周日上午要去教会，那半天留出来", { hints: ["概率论"], range: "下周", keepFree: ["周日上午"] }],
    ["概率论这周排完，周五下午我得去驾校练车，那段时间别动", { hints: ["概率论"], range: "这周", keepFree: ["周五下午"] }],
    ["周三上午要去社区做志愿者，那半天别给我安排，离散的复习排到下周", { hints: ["离散"], range: "下周", keepFree: ["周三上午"] }],
    ["帮我把离散复习排进下个星期，星期六上午要去考驾照理论，那半天空出来", { hints: ["离散"], range: "下周", keepFree: ["周六上午"] }],
  ])("%s", (text, expected) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "schedule", ...expected });
    expect(intent).not.toHaveProperty("exclude");
  });

  test("the half-day is the one the reason named, not every afternoon", () => {
    expect(intentOf("离散复习帮我塞进下周，周四下午我要去医院实习，那个下午空着别排")).toMatchObject({ keepFree: ["周四下午"] });
  });

  test("a reason with no pointer after it keeps nothing free", () => {
    expect(intentOf("概率论复习排到下周，周六上午我要去附院见习")).not.toHaveProperty("keepFree");
  });
});

describe("the to-dos with an estimate, planned as the to-dos", () => {
  test.each([
    ["待办里那几条有预计时长的，这周找空给我排了，晚上别动，我晚上固定去自习室刷执医题", { range: "这周", keepFree: ["晚上"], looseOnly: true }],
    ["待办清单里标了预计时长的几件，这周帮我排进去，晚上别碰", { range: "这周", keepFree: ["晚上"], looseOnly: true }],
    ["那几个写了要花多久的待办，下周找空给安排上", { range: "下周", looseOnly: true }],
    ["这周空出来的时间把待办塞进去，晚上的时段不用", { range: "这周", keepFree: ["晚上"], looseOnly: true }],
  ])("%s", (text, expected) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", hints: [], ...expected });
  });

  test("asking which to-dos have an estimate is still a question", () => {
    expect(intentOf("待办里哪些有预计时长？")).not.toMatchObject({ family: "schedule" });
  });
});

describe("a class's own exam day as the measure of its plan", () => {
  test.each([
    ["照着离散考试的日子倒着排复习，考前几天别塞太满", "离散"],
    ["根据概率论考试时间倒排复习，最后几天不要排得太密", "概率论"],
    ["按概率论考试那天往回排复习，考前那几天排松一点", "概率论"],
    ["帮我照离散考试的时间把复习往前排，快考试那几天少排点", "离散"],
  ])("%s", (text, hint) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", forExams: true, hints: [hint] });
  });

  test.each(["按照期末考试的时间排复习", "照着考试的日子倒着排复习"])("%s names no class", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", forExams: true, hints: [] });
  });
});

describe("two classes into two stretches, one held back", () => {
  test.each([
    ["离散复习排第14周，概率论往后放，排第16周", [["离散", "第14周"], ["概率论", "第16周"]]],
    ["概率论先放下下周，离散这周剩下几天弄完", [["概率论", "下下周"], ["离散", "这周"]]],
    ["概率论排在第14周，离散往后挪一点，排第15周", [["概率论", "第14周"], ["离散", "第15周"]]],
    ["概率论留到第16周，离散第14周先弄", [["概率论", "第16周"], ["离散", "第14周"]]],
  ])("%s", (text, parts) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", parts: parts.map(([hint, range]) => ({ hints: [hint], range })) });
  });
});

describe("a named item placed where it starts", () => {
  test.each([
    ["周六早上八点开始做那套四级真题，一口气四节做完", "周六", "08:00"],
    ["周五下午两点开始写物理实验报告，连着写三节", "周五", "14:00"],
    ["星期六晚上七点起做四级真题，一口气四节", "星期六", "19:00"],
  ])("%s", (text, dayWord, clock) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", target: { dayWord, clock } });
  });

  test("the wish for a time, asked to be put in", () => {
    expect(intentOf("这周六上午想把第二章随机变量看掉，给我安排进去")).toMatchObject({ family: "edit", action: "move", reference: { name: "第二章随机变量" } });
  });

  test("a wish told, not asked in, is no placement", () => {
    expect(intentOf("明天我要把谓词逻辑那块做完")).not.toMatchObject({ family: "edit" });
  });

  test("a start gone by is no placement", () => {
    expect(intentOf("昨天早上八点开始做四级真题，一口气四节做完")).not.toMatchObject({ family: "edit" });
  });
});

describe("two blocks of a day swapped, however the pair is framed", () => {
  test.each([
    ["明天那两块复习，随机事件和谓词逻辑，前后对调一下", "明天的随机事件和明天的谓词逻辑对调"],
    ["明天那两个复习块调个个儿，随机事件和谓词逻辑", "明天的随机事件和明天的谓词逻辑对调"],
    ["明天那两块，概率论和离散，调换一下先后", "明天的概率论和明天的离散对调"],
    ["明天谓词逻辑和随机事件前后换一换", "明天谓词逻辑和随机事件对调"],
    ["明天那两块复习换一下位置，谓词逻辑放上午，概率论放下午", "明天的谓词逻辑和明天的概率论对调"],
    ["明天概率论那块放下午，离散那块放上午，两个换过来", "明天的概率论和明天的离散对调"],
  ])("%s", (text, plain) => {
    expect(swapSaidPlainly(text)).toBe(plain);
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "swap" });
  });

  test.each([
    "明天那两块复习的顺序挺好的，先随机事件再谓词逻辑，不用动",
    "谓词逻辑挪到上午，随机事件放下午",
    "谓词逻辑放上午，概率论也放上午，换个位置",
  ])("%s is no swap said around a pair", (text) => {
    expect(swapSaidPlainly(text)).toBe(text);
  });
});
