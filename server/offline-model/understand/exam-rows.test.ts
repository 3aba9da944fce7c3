import { describe, expect, it } from "vitest";
import { EXAM_QUESTION_ROWS, examQuestion } from "./exam-rows";
import { EXAM_STATEMENT_ROWS, withExamStatementRows } from "./exam-statement-rows";
import { detectIntent } from "./intents";

describe.each(EXAM_QUESTION_ROWS)("$family", (row) => {
  it.each(row.examples)("%s asks about %s", (said, exam) => {
    expect(examQuestion(said)).toEqual(exam === undefined ? {} : { exam });
    expect(detectIntent(said)).toEqual({ family: "exam_countdown", ...(exam === undefined ? {} : { exam }) });
  });
  it.each(row.counterexamples)("%s is no such question", (said) => {
    expect(row.pattern.test(said)).toBe(false);
  });
});

describe.each(EXAM_STATEMENT_ROWS)("$family", (row) => {
  it.each(row.examples)("%s → %s", (said, read) => {
    expect(withExamStatementRows(said)).toBe(read);
  });
  it.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(withExamStatementRows(said)).toBe(said);
  });
});

describe("exams stated in shapes of their own", () => {
  it.each([
    ["线代期中从12月20号改到12月22号下午了，帮我改一下", { title: "线代期中", when: "12月22号下午" }],
    ["记一场考试：马原，1月3号上午，文科楼105", { title: "马原", when: "1月3号上午", location: "文科楼105" }],
    ["数据结构考试公布了：第18周周一下午，闭卷", { title: "数据结构考试", when: "第18周周一下午" }],
    ["C语言机考下周四上午，在实验楼机房2", { title: "C语言机考", when: "下周四上午", location: "实验楼机房2" }],
    ["日语口试12月18号下午", { title: "日语口试", when: "12月18号下午" }],
  ])("%s states an exam", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", ...expected });
  });
});
