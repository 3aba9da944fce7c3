import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/**
 * Families found on a blind round of a working adult in self-study exams, who writes in the formal register of
 * notices and forms (请将…调整至, 已登记的, 依据…, 考点为…): each row is our own sentence, with counterexamples that
 * keep their old reading.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("the exams already recorded, listed", () => {
  it.each(["帮我查下记过的所有考试", "麻烦把登记过的考试全列出来，我要对一下时间", "列一下已经登记的各场考试"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "exam_countdown" });
  });

  it("a list of to-dos is still one", () => {
    expect(read("列一下所有待办").family).toBe("query_tasks");
  });
});

describe("a plan back from the exams as recorded", () => {
  it.each([
    "依据登记过的各门考试把复习排一下",
    "按记过的考试日期倒排复习",
    "根据各科考试时间倒着排一下复习，考前留点时间回顾",
    "按考试时间排复习，每场考试前再巩固一下",
  ])("%s plans for every exam", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", hints: [], forExams: true });
  });

  it("a class named before its exam is still that class", () => {
    expect(read("按考试时间把线代复习倒排一下")).toMatchObject({ family: "schedule", hints: ["线代"] });
  });
});

describe("an exam's venue (考点) named makes the statement an exam's", () => {
  it.each([
    ["《管理学原理》定于4月12日上午9点，考点在市一中，请记一下", { title: "管理学原理", when: "4月12日上午9点", location: "市一中" }],
    ["《大学语文》4月13日下午两点半，考点设在师范学院，麻烦登记一下", { title: "大学语文", when: "4月13日下午两点半", location: "师范学院" }],
    ["此外，《线性代数（经管类）》安排在4月12日上午，考点是二中，请登记", { title: "线性代数（经管类）", when: "4月12日上午", location: "二中" }],
  ])("%s", (text, expected) => {
    expect(read(text)).toEqual({ family: "exam_record", ...expected });
  });

  it.each(["考点还没公布，下周三再说", "4月11号考点在哪", "4月11日的考点是哪里"])("%s records nothing", (text) => {
    expect(read(text).family).not.toBe("exam_record");
  });
});

describe("where a class already is, asked with 安排在", () => {
  it.each([
    ["下周日的辅导课具体安排在哪几节", "下周日"],
    ["本周六的面授课安排在什么时间", "本周六"],
    ["明天的实验课安排在哪个时段？麻烦核对一下", "明天"],
  ])("%s asks what the day holds", (text, when) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when } } });
  });

  it("putting something there is still a request", () => {
    expect(read("把离散复习安排在周六上午")).toMatchObject({ family: "schedule", hints: ["离散"] });
  });
});

describe("the hours a working student is busy, said after the range, are no range", () => {
  it.each([
    ["把离散复习排到下周，但周一至周三白天我要上班", "离散", "下周"],
    ["帮我把线代复习排到这周，不过周二到周四晚上我有课", "线代", "这周"],
    ["英语复习排到下周，工作日白天我都得上班", "英语", "下周"],
  ])("%s", (text, hint, range) => {
    expect(read(text)).toMatchObject({ family: "schedule", hints: [hint], range });
  });

  it("a span asked for is still the range", () => {
    expect(read("把线代复习排到周六到周日")).toMatchObject({ family: "schedule", range: "周六到周日" });
  });
});
