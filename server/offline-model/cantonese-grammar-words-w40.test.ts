/**
 * Hong Kong Cantonese grammar words read by the readers that already read the Mandarin (round 40, W): 好 before a
 * weight, 由 before a day, 先 after a span and closing a clause, 喺…度, 未 before a deed, 堂 counted, 攞走 / 拎走,
 * 而家係, 改返做, 一节搞掂 as an estimate; an exam moved, counted down, called off and taken off the list; a block
 * said not to sit somewhere then taken off; a title put right after a note; a reminder after an exam told. Our own
 * sentences, with near misses that must keep their Mandarin reading.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const read = (text: string) => normalise(text).text;
const intentOf = (text: string) => detectIntent(read(text));

describe("Cantonese grammar words read as the Mandarin they say", () => {
  test.each([
    ["好急又好重要", "很急又很重要"],
    ["由聽日搬去禮拜六", "从明天"],
    ["仲有幾多日先考高數", "还有多少天才考高数"],
    ["攞走佢先", "拿掉它"],
    ["唔好排喺圖書館度啦", "不要排在图书馆啦"],
    ["其實未交", "其实还没交"],
    ["聽日有幾多堂", "明天有多少节课"],
    ["而家係1月15號", "现在是1月15号"],
    ["改返做未完成", "改回未完成"],
    ["Accounting mid-term喺12月15號", "Accounting 期中考试在12月15号"],
  ])("%s reads %s", (text, reading) => {
    expect(read(text)).toContain(reading);
  });

  test.each([
    // 好 / 先 / 度 / 未 / 由 keep their Mandarin sense where no Cantonese grammar is around them.
    ["好好复习", "好好复习"],
    ["今天好累", "今天好累"],
    ["我先做线代", "我先做线代"],
    ["温度好高", "温度"],
    ["未来几天", "未来几天"],
    ["理由是什么", "理由"],
    // Periods done are counted, not classes: 堂 after a deed stays a period.
    ["我温咗几多堂", "复习了多少堂"],
  ])("near miss: %s keeps %s", (text, kept) => {
    expect(read(text)).toContain(kept);
  });
});

describe("Cantonese requests of the family", () => {
  test.each([
    ["開個task：寫Econ report，好重要又好急，大概要兩節", { family: "create_task", priorityGroup: 1, estimatedSections: 2 }],
    ["加個待辦：覆email，簡單又唔重要，一節搞掂", { family: "create_task", priorityGroup: 3, estimatedSections: 1 }],
    ["化學呢個禮拜仲有幾多堂", { family: "schedule_question", question: { toolName: "query_day", input: { course: "化学" } } }],
    ["線代今個禮拜仲有幾堂呀", { family: "schedule_question", question: { toolName: "query_day", input: { course: "线代" } } }],
    ["圖論嗰個block由禮拜三搬去禮拜日朝早十點", { family: "edit", action: "move", reference: { name: "图论" } }],
    ["第一章嗰part唔好排喺思政堂度啦，攞走佢先", { family: "edit", action: "unplace", reference: { name: "第一章" } }],
    ["幫我開個Law溫書plan：合約、侵權、刑法，每part兩節", { family: "propose_class", periodsEach: 2 }],
    ["想開個Chem溫習plan，分有機、無機兩part，每part三節", { family: "propose_class", name: "Chem复习" }],
    ["Finance final喺1月11號下晝兩點，喺LT-C考", { family: "exam_record", location: "LT-C" }],
    ["Econ quiz改咗時間，而家係12月10號朝早十點", { family: "exam_record", title: expect.stringContaining("Econ"), when: expect.stringContaining("12月10") }],
    ["Chem quiz唔考啦，刪咗佢", { family: "exam_cancel", exam: expect.stringContaining("Chem") }],
    ["Law final唔使考喇，喺考試列表攞走佢", { family: "exam_cancel", exam: expect.stringContaining("Law") }],
    ["仲有幾多個禮拜先考線代", { family: "exam_countdown", exam: "线代" }],
    ["頭先講錯咗，英文essay其實未交，改返做未完成", { family: "task_edit", action: "reopen" }],
    ["下禮拜三期末考，記得提我帶計數機", { family: "quick_note" }],
  ])("%s", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });

  test.each([
    // A span then an exam finished, a thought finished: no countdown.
    ["还有几天才考完高数", "exam_countdown"],
    ["还有多少天才考虑好", "exam_countdown"],
    // A plan with 整个 as "the whole" names no new plan.
    ["整個學期都好忙", "propose_class"],
  ])("near miss: %s is no %s", (text, family) => {
    expect(intentOf(text).family).not.toBe(family);
  });
});
