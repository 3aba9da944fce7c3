/**
 * A plan just proposed, asked for again under the student's constraints: a cap, a spread, days kept free, another
 * stretch, one subject alone, one thing left out, or the whole taken back. Each is read as the request said again.
 */
import { describe, expect, test } from "vitest";
import { followUpOf } from "./follow-ups";
import { detectIntent } from "./intents";
import { draftLeftOut, onlySubject, otherStretch, planAgainWithout, planTakenBack } from "./replan-follow-ups";

function again(text: string, previous: string, said?: string) {
  const followUp = followUpOf(text, { text: previous, answerTexts: [], ...(said ? { said } : {}) });
  return followUp && detectIntent(followUp.text);
}

const DRAFT = "已生成方案，请在卡片上确认：整理离散数学错题本 → 12月3日 周四 14:00–15:40；整理电脑文件和照片 → 12月4日 周五 19:00起3节。";

describe("how to spread it, with the reason beside it, asks for the plan again", () => {
  test.each([
    ["每天最多三节就行，再多我扛不住，重排一下", "把线代复习排到下周", { hints: ["线代"], dailyCap: 3, range: "下周" }],
    ["一天五节我也顶得住，排紧凑点", "把概率论复习排到这周", { hints: ["概率论"], dailyCap: 5, strategy: "rapid" }],
    ["周六别排，我要回老家，重新来", "把待办排到下周", { daysOff: [6], range: "下周" }],
    ["前面太挤后面太空，再铺匀一点", "按考试帮我规划期末复习", { forExams: true, strategy: "steady" }],
    ["一天最多两节，超出的顺延，重新排", "把离散复习排到下周", { hints: ["离散"], dailyCap: 2 }],
    ["太满了，一天最多三节吧", "把离散复习排到下周", { hints: ["离散"], dailyCap: 3 }],
    ["能不能一天只排两节", "把线代复习排到这周", { hints: ["线代"], dailyCap: 2 }],
  ])("%s", (text, previous, intent) => {
    expect(again(text, previous)).toMatchObject({ family: "schedule", ...intent });
  });

  test("after no plan, a cap is no plan again", () => {
    expect(again("一天最多两节", "提醒我明天交报告")).not.toMatchObject({ family: "schedule", hints: ["报告"] });
  });
});

describe("another stretch or one subject alone", () => {
  test.each([
    ["别排这周了，往后推到下周", "把线代复习排到这周", { hints: ["线代"], range: "下周" }],
    ["全部挪到下下周吧", "把离散复习排到下周", { hints: ["离散"], range: "下下周" }],
    ["换到下下周吧", "把离散复习排到下周", { hints: ["离散"], range: "下下周" }],
    ["线代那部分不要了，只排英语", "把线代和英语都排到下周", { hints: ["英语"], range: "下周" }],
    ["算了，这次只要概率论", "把概率论和离散都排到这周", { hints: ["概率论"], range: "这周" }],
  ])("%s", (text, previous, intent) => {
    expect(again(text, previous)).toMatchObject({ family: "schedule", ...intent });
  });

  test("a plan of its own is not the old one moved", () => {
    expect(otherStretch("把英语复习排到下下周", { text: "把离散复习排到下周", answerTexts: [] })).toBeUndefined();
  });

  test("a subject the plan never had is not kept alone", () => {
    expect(onlySubject("只排英语", { text: "把线代复习排到下周", answerTexts: [] })).toBeUndefined();
  });
});

describe("one thing of the draft left out, or the whole taken back", () => {
  test("错题本那个先别排，其他的留着 takes that block off", () => {
    expect(again("错题本那个先别排，其他的留着", "把这周的待办排一下", DRAFT)).toMatchObject({ family: "edit", action: "unplace", reference: { name: expect.stringContaining("错题本") } });
  });

  test("without the others kept it is not read so", () => {
    expect(draftLeftOut("错题本那个先别排", { text: "把这周的待办排一下", answerTexts: [], said: DRAFT })).toBeUndefined();
  });

  test.each([
    ["电脑那个先不排了，其他不变，重新来一版", ["电脑"]],
    ["错题本先别排，再排一遍", ["错题本"]],
    ["照片那条就别排了，剩下的照旧，你重排一下", ["照片"]],
  ])("%s asks for the plan again without it", (text, exclude) => {
    expect(again(text, "把这周的待办排一下", DRAFT)).toMatchObject({ family: "schedule", range: "这周", exclude });
  });

  test("错题本先别排，其他照旧 (no redo) takes that block off the plan as it stands", () => {
    expect(again("错题本先别排，其他照旧", "把这周的待办排一下", DRAFT)).toMatchObject({ family: "edit", action: "unplace" });
  });

  test.each([
    // Nothing of the plan named: no plan again without it.
    ["四级先别排，重新来一版", "把这周的待办排一下"],
    // After no plan there is nothing to redo.
    ["错题本先别排，重新来一版", "提醒我明天交报告"],
  ])("%s is not the plan again without it", (text, previous) => {
    expect(planAgainWithout(text, { text: previous, answerTexts: [], said: DRAFT })).toBeUndefined();
  });

  test.each(["还是全撤了吧，太满了", "算了，撤回吧"])("%s takes the plan back", (text) => {
    expect(again(text, "把线代复习排到下周")).toEqual({ family: "undo" });
  });

  test("a block taken back is not the plan", () => {
    expect(planTakenBack("周三那块撤了吧", { text: "把线代复习排到下周", answerTexts: [] })).toBeUndefined();
  });
});

describe("a limit said after a plan, with why or with the blocks it is about, asks for the plan again", () => {
  const EXAM_DRAFT = "已生成方案：线性代数期末复习、英语复习共预排9个任务（含考前回顾），请在卡片上确认。";
  test.each([
    ["周末一律别排，周末要上家教，再排一遍", "把线代复习排到下周", undefined, { hints: ["线代"], range: "下周", daysOff: [6, 7] }],
    ["早八一律不要排，下午效率比较高，重来", "把英语复习排到这周", undefined, { hints: ["英语"], range: "这周", keepFree: ["早八"] }],
    ["晚上一概别排，上午效率更高，重新排", "把离散复习排到下周", undefined, { hints: ["离散"], keepFree: ["晚上"] }],
    ["周二周四都空着，那两天我要去打工", "按考试帮我规划复习", undefined, { forExams: true, daysOff: [2, 4] }],
    ["考前回顾那些别排在周末，重新来一版", "按考试帮我排复习", EXAM_DRAFT, { forExams: true, daysOff: [6, 7] }],
  ])("%s", (text, previous, said, intent) => {
    expect(again(text, previous, said)).toMatchObject({ family: "schedule", ...intent });
  });

  test("a name the plan's answer never said is no pointer at its blocks", () => {
    expect(again("物理那几块别排在晚上，重新来一版", "按考试帮我排复习", EXAM_DRAFT)).not.toMatchObject({ family: "schedule", forExams: true, keepFree: ["晚上"], hints: [] });
  });

  test("a limit with no plan before it is no plan again", () => {
    expect(again("晚上一律别排，白天效率高", "提醒我明天交报告")).not.toMatchObject({ family: "schedule" });
  });
});
