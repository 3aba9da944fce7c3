/**
 * A plan asked for at the end of a story (round 39, M): a study plan listed after the story is for the course the
 * story opens with ("刑法总论这学期讲得特别快…想自己建个复习计划补一补：…"); a plan for "it" is for the subject the story
 * says the student can now study; a limit said in the sentence after the request, or a sentence that only keeps times
 * free, is the plan's; how far behind the student is ("离散这门我落得挺多") names no subject.
 */
import { describe, expect, test } from "vitest";
import { currentRequest } from "./understand/request";
import { detectIntent } from "./understand/intents";

/** As a turn reads it: the request, then the reading that may fall back on the nearest labelled sentence. */
const intentOf = (text: string) => detectIntent(currentRequest([{ text }])!.text, { nearest: true });

describe("a study plan listed after a story", () => {
  test.each([
    ["刑法总论这学期讲得特别快，我基本没跟上。想自己建个复习计划补一补：犯罪构成、违法阻却事由、责任、未遂与共犯、罪数，每块两节。", "刑法总论复习", 5],
    ["自动控制原理学得我头都大了，想从头梳理一遍。帮我建个复习计划：时域分析、根轨迹、频域分析、稳定性判据，每块给两节。", "自动控制原理复习", 4],
    ["微观经济学老师讲得太快了，我想自己列个复习计划：需求理论、消费者选择、市场结构，每块两节吧。", "微观经济学复习", 3],
  ])("%s → %s", (text, name, chapters) => {
    expect(intentOf(text)).toMatchObject({ family: "propose_class", name, chapters, periodsEach: 2 });
  });

  test("a plan named by itself keeps its name", () => {
    expect(intentOf("我想建一个护理学基础的复习计划，分成生命体征、无菌技术、给药、静脉输液四块，每块2节")).toMatchObject({ family: "propose_class", name: "护理学基础复习" });
  });
});

describe("a plan with its subject and limits in the story", () => {
  test("它 is what the story says the student can now study", () => {
    expect(intentOf("这两天终于把实习的事办妥了，可以专心复习概率论了。帮我把它排进下周吧，每天别超过三节，太多我会崩的。")).toMatchObject({
      family: "schedule",
      hints: ["概率论"],
      dailyCap: 3,
      range: "下周",
    });
  });

  test("a day off said after the request", () => {
    expect(intentOf("离期末还有一个多月，这次想早点开始准备，不要再考前通宵了。能不能按每门考试的时间帮我把复习倒着排好？周日想留给自己休息。")).toMatchObject({
      family: "schedule",
      forExams: true,
      daysOff: [7],
    });
  });

  test("evenings kept free in a sentence of their own, the subject said with how far behind", () => {
    const intent = intentOf("最近社团的事终于忙完了，可以安心复习了。离散这门我落得挺多，想下周把复习都排上。不过周三周五晚上要去做家教，这两个晚上别给我排。");
    expect(intent).toMatchObject({ family: "schedule", hints: ["离散"], range: "下周", keepFree: ["周三、周五晚上"] });
    expect(intent).not.toHaveProperty("exclude");
  });

  test.each([
    ["这周的复习都排了，英语作文那个先别排", ["英语作文"]],
    ["除了错题本，别的都排进下周", ["错题本"]],
  ])("a thing kept out stays kept out: %s", (text, exclude) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", exclude });
  });
});
