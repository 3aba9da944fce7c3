/**
 * Re-plans told after a plan, in the ways students say them: a ceiling said after its number ("三节一天封顶", "两节
 * 顶天了") with the redo pointing back at it ("按这个重排"); the to-dos pointed at by their count ("待办那几件事"),
 * which are the to-dos themselves and no name; one of them left alone for now ("错题本那个先不管"); days and parts
 * of the day kept free ("周六一节都别放", "早八一律去掉", Wu 夜里向, the days an away reason named "这两天空着");
 * squeezed in as far as it goes ("能塞多少先塞多少", "全挪到这周，能排多少排多少", "能往这周挤就往这周挤").
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { followUpOf } from "./follow-ups";
import { detectIntent } from "./intents";
import { saidLimits } from "./said-limits";
import { scheduleOptions } from "./schedule-options";

const read = (text: string) => detectIntent(normalise(text).text);
const planned = { text: "高数复习这周帮我排一下", answerTexts: [], said: "已生成方案，请在卡片上确认：极限 → 12月2日 周三 19:00–20:40。" };
const followed = (text: string) => {
  const followUp = followUpOf(normalise(text).text, planned);
  return followUp ? read(followUp.text) : undefined;
};

describe("a ceiling said after its number", () => {
  test.each([
    ["三节一天封顶", 3],
    ["每天两节就顶天了", 2],
    ["一天四节为限", 4],
  ])("%s → cap %d", (text, cap) => {
    expect(saidLimits(`线代复习排进下周，${text}`).limits.dailyCap).toBe(cap);
  });

  test.each([
    ["三节一天封顶，再排一次", 3],
    ["一天一节顶天了，按这个重新安排", 1],
    ["每天三节为限，照这个重排吧", 3],
  ])("after a plan: %s → the plan again, cap %d", (text, cap) => {
    expect(followed(text)).toMatchObject({ family: "schedule", hints: ["高数"], range: "这周", dailyCap: cap });
  });

  test.each([["一天三节课"], ["两节课一天顶天的累"]])("no cap: %s", (text) => {
    expect(saidLimits(`线代复习排进下周，${text}`).limits.dailyCap).toBeUndefined();
  });
});

describe("the to-dos pointed at by their count", () => {
  test.each([
    ["待办那几件下周帮我排了吧", "下周"],
    ["待办里这几件事这周帮我排进去", "这周"],
    ["那几项待办排到下周", "下周"],
  ])("%s → the to-dos over %s", (text, range) => {
    expect(read(text)).toMatchObject({ family: "schedule", hints: [], range, looseOnly: true });
  });

  test("a named thing before the count is still named", () => {
    expect(read("实验报告那几件下周排一下")).toMatchObject({ family: "schedule", range: "下周" });
    expect((read("实验报告那几件下周排一下") as { hints: string[] }).hints.join()).toContain("实验报告");
  });
});

describe("one thing left alone for now", () => {
  test.each([
    ["待办这周排一下，四级真题那个先不管", ["四级真题"]],
    ["下周把待办都排了，整理照片暂时不管它", ["整理照片"]],
    ["这周的待办排一排，错题本就不管了", ["错题本"]],
  ])("%s → exclude %j", (text, names) => {
    expect(read(text)).toMatchObject({ family: "schedule", exclude: names });
  });

  test("the student not minding keeps nothing out", () => {
    expect(read("这周的待办排一下，我不管了")).not.toHaveProperty("exclude");
  });
});

describe("days and parts of the day kept free", () => {
  test.each([
    ["这周六一节都别放", [6]],
    ["周五一块也别放", [5]],
    ["这周三别排", [3]],
  ])("%s → days off %j", (text, days) => {
    expect(scheduleOptions(text).options.daysOff).toEqual(days);
  });

  test.each([["下周六别排"], ["别放弃"], ["这周末别排吧"]])("no weekday of this plan kept free: %s", (text) => {
    expect(scheduleOptions(text).options.daysOff ?? []).not.toContain(6);
  });

  test.each([
    ["早上的一律不要了，再排一次", ["上午"]],
    ["早八通通不要，重来一版", ["早八"]],
    ["晚上的统统不要，重新排", ["晚上"]],
  ])("after a plan: %s → keep free %j, no stretch of its own", (text, words) => {
    const plan = followed(text);
    expect(plan).toMatchObject({ family: "schedule", hints: ["高数"], range: "这周", keepFree: words, wantsAll: false });
  });

  test.each([
    ["线代下个礼拜排排脱，夜里向覅排", ["晚上"]],
    ["高数搿个礼拜排脱，中浪向覅排", ["中午"]],
    ["概率论下个礼拜排排好，夜里向覅放物事", ["晚上"]],
  ])("Wu: %s → keep free %j", (text, words) => {
    expect(read(text)).toMatchObject({ family: "schedule", keepFree: words });
  });

  test.each([
    ["线代复习排进下周，周一周三我要回老家，这两天空着", [1, 3]],
    ["高数下周排一下，周五我要去医院复查，那天空着", [5]],
    ["英语复习放下周，周二周四我在外地比赛，这两天空着吧", [2, 4]],
  ])("away, then the days pointed at: %s → days off %j", (text, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", daysOff: days });
  });

  test("the days asked about stay a question", () => {
    expect(read("周二周四我要去外地面试，这两天空着吗").family).not.toBe("schedule");
  });
});

describe("squeezed in as far as it goes", () => {
  const leftOut = { ...planned, text: "待办这周帮我排了", said: "已生成方案，请在卡片上确认：实验报告 → 12月2日 周三 19:00起3节。读书笔记要6节，放不下，没有排。" };
  test.each([["读书笔记能塞多少先塞多少"], ["读书笔记能排几节就排几节吧"], ["读书笔记的话，能塞多少就塞多少"]])("%s → the plan again, partial", (text) => {
    const followUp = followUpOf(normalise(text).text, leftOut);
    expect(followUp && read(followUp.text)).toMatchObject({ family: "schedule", range: "这周", allowPartial: true, looseOnly: true });
  });

  test("a thing the answer never named is no follow-up of it", () => {
    expect(followUpOf("毛概论文能塞多少先塞多少", leftOut)).toBeUndefined();
  });

  const nextWeek = { ...planned, text: "高数复习排到下周" };
  test.each([
    ["那就全挪到这周吧，能排多少排多少", { range: "这周", allowPartial: true }],
    ["算了都提前到这周，塞不下的告诉我", { range: "这周", allowPartial: true }],
    ["干脆全排到这周", { range: "这周" }],
  ])("%s → the plan over the new stretch", (text, fields) => {
    const followUp = followUpOf(normalise(text).text, nextWeek);
    expect(followUp && read(followUp.text)).toMatchObject({ family: "schedule", hints: ["高数"], ...fields });
  });

  test.each([["那两个能往前挤就往前挤，重新排"], ["下周那几块能往这周塞就往这周塞，再排一遍"], ["能往这周挪的就往这周挪，重来"]])("%s → as early as can be", (text) => {
    expect(followed(text)).toMatchObject({ family: "schedule", hints: ["高数"], strategy: "rapid" });
  });

  test("a subject named before it stays the subject", () => {
    expect(scheduleOptions("英语能往前挪就往前挪").rest).toBe("英语");
  });
});

describe("one subject of an exam plan alone, the other put off", () => {
  const examPlan = { text: "按考试日期把期末复习排出来", answerTexts: [], said: "已按考试排好复习草稿：线性代数复习 5个任务、大学物理复习 4个任务，请在方案卡片上确认。" };
  test.each([
    ["这回只管线性代数，大学物理以后再说", "线性代数"],
    ["只排大学物理吧，线性代数的下次再排", "大学物理"],
    ["就只要线性代数", "线性代数"],
  ])("%s → the exam plan of %s", (text, subject) => {
    const followUp = followUpOf(normalise(text).text, examPlan);
    expect(followUp && read(followUp.text)).toMatchObject({ family: "schedule", forExams: true, hints: [subject] });
  });

  test("a subject the answer never named is no narrowing of it", () => {
    expect(followUpOf("只管英语，别的以后再说", examPlan)?.text ?? "").not.toContain("英语的复习");
  });
});

describe("what was just written, taken back whole", () => {
  test.each([["刚加进日程的全撤了吧"], ["等等，刚放进课表的都撤掉，周日我要回家"], ["刚写进去的撤回，我改主意了"]])("%s → undo", (text) => {
    expect(read(text)).toEqual({ family: "undo" });
  });

  test("a to-do just added is no write to undo", () => {
    expect(read("刚加进待办的那条撤了").family).not.toBe("undo");
  });
});

describe("the plan's speed marvelled at", () => {
  test.each([["哇好快，一下子就排出来了"], ["这么快就排完了呀"], ["居然这么快就弄好了"]])("%s → chat", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "chat" });
  });

  test.each([["这么快就排好了，但周六那块换个时间"], ["实验报告这么快就写完了"]])("still asks or tells work done: %s", (text) => {
    expect(read(text).family).not.toBe("small_talk");
  });
});

describe("the missed work made up, 补 asked bare", () => {
  test.each([["没做的那几节给我补吧"], ["上周漏掉的替我补"], ["鸽掉的帮我补"]])("%s → re-plan the missed", (text) => {
    expect(read(text)).toMatchObject({ family: "replan_missed" });
  });

  test.each([["落下的我自己补"], ["帮我补"]])("no re-plan asked: %s", (text) => {
    expect(read(text).family).not.toBe("replan_missed");
  });
});

describe("why a block went where it did, the thing said first", () => {
  const proposed = { text: "线代复习排到这周和下周", answerTexts: [], said: "已生成方案，请在卡片上确认：行列式 → 12月2日 周三 19:00–20:40；期末真题 → 12月12日 周六 08:00起4节。" };
  test.each([["期末真题为啥放到12号这么晚"], ["行列式为什么排在周三晚上？"], ["期末真题怎么排得那么靠后"]])("%s → the reason asked", (text) => {
    const followUp = followUpOf(normalise(text).text, proposed);
    expect(followUp && read(followUp.text)).toMatchObject({ family: "placed_reason" });
  });

  test("a thing not in the plan is no block of it", () => {
    const followUp = followUpOf(normalise("英语为什么排到周日").text, proposed);
    expect(followUp && read(followUp.text)).not.toMatchObject({ family: "placed_reason" });
  });
});
