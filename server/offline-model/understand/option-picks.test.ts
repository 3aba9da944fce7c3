/**
 * An answer picks one of the options an ask_user question offered, however the question was worded: by place, by
 * where it stood among two, by the words it holds (in order: an abbreviation), or as the one option there was.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { answerAsSaid, changesOption, namedInstead, pickedAnswer, pickedOption } from "./option-picks";
import { scheduleOptions } from "./schedule-options";
import { currentRequest } from "./request";

const TWO_TODOS = { question: "要改哪一条报告？", options: ["撰写毛概社会实践报告", "提交电路分析实验报告"] };
const TWO_RANGES = { question: "什么时候排？", options: ["这周末", "下周一到周三"] };
const PLANS = { question: "怎么分？", options: ["4章每章3节", "8章每章1节"] };

describe("pickedAnswer after a first thought dropped with 算了", () => {
  test.each([
    ["毛概那条会不会来不及改？算了，就电路的吧", TWO_TODOS, "提交电路分析实验报告"],
    ["下周一到周三会不会太挤…还是算了，前面那个", TWO_RANGES, "这周末"],
    ["两个都要会不会太多？算了，8章的吧，下周排", PLANS, "8章每章1节，下周排"],
    // No option picked after 算了: the words after it are the answer, not the thought dropped before it.
    ["这周末是不是太赶了，算了，明天下午吧", TWO_RANGES, "明天下午吧"],
  ])("%s → %s", (text, asked, answer) => {
    expect(pickedAnswer(text, asked)).toBe(answer);
  });
});

describe("pickedAnswer after a nod", () => {
  test.each([
    ["行，毛概那条，周五前吧", TWO_TODOS, "撰写毛概社会实践报告，周五前吧"],
    ["好的好的，下周一到周三", TWO_RANGES, "下周一到周三"],
    ["嗯，电分那条", TWO_TODOS, "提交电路分析实验报告"],
  ])("%s → %s", (text, asked, answer) => {
    expect(pickedAnswer(text, asked)).toBe(answer);
  });

  test.each([
    // A nod alone, or one with no option after it, picks nothing.
    ["行吧", TWO_RANGES],
    ["好的，再想想", TWO_RANGES],
  ])("%s picks nothing", (text, asked) => {
    expect(pickedAnswer(text, asked)).toBeUndefined();
  });
});

describe("pickedAnswer after one option ruled out", () => {
  test.each([
    ["不是这周末，下周一到周三吧", TWO_RANGES, "下周一到周三"],
    ["不要毛概那条，是电路的", TWO_TODOS, "提交电路分析实验报告"],
    ["不要4章的，8章的吧", PLANS, "8章每章1节"],
  ])("%s → %s", (text, asked, answer) => {
    expect(pickedAnswer(text, asked)).toBe(answer);
  });

  test.each([
    // What is ruled out is no option: nothing is picked by it.
    ["不是今天，下周一到周三吧", TWO_RANGES],
    // The same option named twice picks nothing.
    ["不是这周末，这周末吧", TWO_RANGES],
  ])("%s picks nothing by ruling out", (text, asked) => {
    expect(pickedAnswer(text, asked)).toBeUndefined();
  });
});

describe("pickedOption", () => {
  test.each([
    ["第二条", TWO_TODOS, "提交电路分析实验报告"],
    ["选1", TWO_TODOS, "撰写毛概社会实践报告"],
    ["前面那个吧", TWO_RANGES, "这周末"],
    ["后一个", TWO_RANGES, "下周一到周三"],
    ["后者", TWO_RANGES, "下周一到周三"],
    ["电路的", TWO_TODOS, "提交电路分析实验报告"],
    ["毛概那条", TWO_TODOS, "撰写毛概社会实践报告"],
    // 电分: the characters of 电路分析 in order.
    ["电分那个", TWO_TODOS, "提交电路分析实验报告"],
    ["8章的吧", PLANS, "8章每章1节"],
    ["这周末", TWO_RANGES, "这周末"],
    // An emoji closing the answer is its tone (a skin tone or a run of them too).
    ["后面那个🙏", TWO_RANGES, "下周一到周三"],
    ["前一个吧👌🏻", TWO_RANGES, "这周末"],
    ["毛概那条😭😭", TWO_TODOS, "撰写毛概社会实践报告"],
  ])("%s → %s", (text, asked, option) => {
    expect(pickedOption(text, asked)).toBe(option);
  });

  test.each([
    // Both options hold 报告: no one option is picked.
    ["报告那个", TWO_TODOS],
    // 下面 among three says nothing.
    ["下面那个", { question: "排哪个？", options: ["甲", "乙", "丙"] }],
    // Words of its own, not an option.
    ["明天下午吧", TWO_RANGES],
    ["第三个", TWO_RANGES],
    // An emoji alone points at neither.
    ["🙏", TWO_RANGES],
    ["下面那个😅", { question: "排哪个？", options: ["甲", "乙", "丙"] }],
  ])("%s picks nothing", (text, asked) => {
    expect(pickedOption(text, asked)).toBeUndefined();
  });
});

describe("answerAsSaid", () => {
  test("a count answering a 几-question takes the 几's place", () => {
    expect(answerAsSaid("这周每天最多排几节？", "4节")).toBe("这周每天最多排4节");
    expect(answerAsSaid("每次学多少小时？", "2小时")).toBe("每次学2小时");
  });

  test("a nod to a yes-no question says what it proposed, and reads as the option it is", () => {
    expect(answerAsSaid("这周剩下的时间排不完线代复习，要先排能排下的吗？", "行吧")).toBe("先排能排下的");
    expect(answerAsSaid("要不要先排能放下的？", "嗯嗯")).toBe("先排能放下的");
    expect(scheduleOptions(answerAsSaid("下周排不下全部英语复习，要先排能塞进去的吗？", "好的")).options.allowPartial).toBe(true);
  });

  test("other answers are their own words", () => {
    expect(answerAsSaid("这周每天最多排几节？", "不限")).toBe("不限");
    expect(answerAsSaid("想排到哪段时间？", "3节")).toBe("3节");
    // No yes-no question, or more than a nod: nothing proposed is taken.
    expect(answerAsSaid("想排到哪段时间？", "好")).toBe("好");
    expect(answerAsSaid("要先排能放下的吗？", "好，不过每天最多两节")).toBe("好，不过每天最多两节");
    expect(scheduleOptions(answerAsSaid("要先排能放下的吗？", "不排了")).options.allowPartial).toBeUndefined();
  });
});

describe("a request that says too little, completed by the option picked", () => {
  test("建个计划 answered by how it is split", () => {
    const asked = { question: "怎么分？", options: ["4章每章3节", "8章每章1节"] };
    const request = currentRequest([{ text: "想弄个编译原理的复习计划", asked }, { text: "8章那个吧" }]);
    expect(request?.text).toBe("想弄个编译原理的复习计划，8章每章1节");
    expect(detectIntent(request!.text)).toMatchObject({ family: "propose_class", chapters: 8, periodsEach: 1 });
  });

  test("a request that stands on its own keeps its answers apart", () => {
    const asked = { question: "想排到哪段时间？", options: ["这周", "下周"] };
    expect(currentRequest([{ text: "帮我把编译原理复习排一下", asked }, { text: "后面那个" }])).toMatchObject({
      text: "帮我把编译原理复习排一下",
      answers: [{ text: "下周" }],
    });
  });
});

describe("an answer that picks in its first clause and says more after it", () => {
  const asked = { question: "先排哪一门？", options: ["编译原理复习", "计算机网络复习"] };

  test("the option picked, then the rest as said", () => {
    expect(currentRequest([{ text: "帮我排复习", asked }, { text: "计网那个，放这周" }])?.answers[0].text).toBe("计算机网络复习，放这周");
  });

  test("a first clause that picks nothing leaves the answer as it is", () => {
    expect(currentRequest([{ text: "帮我排复习", asked }, { text: "排这周吧，先排要紧的" }])?.answers[0].text).toBe("排这周吧，先排要紧的");
  });

  test("none of them, and the one meant instead", () => {
    expect(namedInstead("都不是，是操作系统复习")).toBe("操作系统复习");
    expect(namedInstead("第一个")).toBeUndefined();
  });
});

describe("a question declined with 别 instead of 不", () => {
  const asked = { question: "这周放不下全部，要先排能放下的吗？", options: ["先排能排的", "不排了"] };
  test.each(["不用了，那就先别排了", "算了，先别弄了吧", "那还是别排了"])("%s drops the plan", (text) => {
    const request = currentRequest([{ text: "把线代复习全排到这周", asked }, { text }]);
    expect(detectIntent(request!.text)).toMatchObject({ family: "small_talk", topic: "dismiss" });
  });

  test("a block named before 先别排了 is still taken out of the plan", () => {
    expect(detectIntent("树与最小生成树先别排了")).toMatchObject({ family: "edit", action: "unplace" });
  });
});

describe("an offered time picked by its clock, however either writes it", () => {
  const TIMES = { question: "周四下午 14:00 和 16:00 开始都可以，选哪个？", options: ["14:00", "16:00"] };
  const MORNING = { question: "上午几点？", options: ["9:00", "10:30"] };
  test.each([
    ["4点那个", TIMES, "16:00"],
    ["下午两点的吧", TIMES, "14:00"],
    ["十点半那个", MORNING, "10:30"],
    ["9点开始", MORNING, "9:00"],
  ])("%s → %s", (text, asked, option) => {
    expect(pickedOption(text, asked)).toBe(option);
  });

  test.each([
    // No option at that clock, or a part of the day that fits none.
    ["3点那个", TIMES],
    ["上午10点半", { question: "几点？", options: ["晚上10:30", "晚上11:00"] }],
  ])("%s picks nothing", (text, asked) => {
    expect(pickedOption(text, asked)).toBeUndefined();
  });
});

describe("an answer that takes up an option as the thing it changes", () => {
  const WHAT = { question: "想改“背单词”的什么？", options: ["截止时间", "名字", "优先级"] };
  test.each(["截止改到周五", "名字换成背六级单词", "优先级调成重要且紧急"])("%s takes up one of the options", (text) => {
    expect(changesOption(text, WHAT)).toBe(true);
  });
  test.each(["背单词改到周五", "改到周五", "算了不改了"])("%s names none of them", (text) => {
    expect(changesOption(text, WHAT)).toBe(false);
  });
});
