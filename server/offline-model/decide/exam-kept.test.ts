import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { examCancelKept } from "./exam-kept";

const doubtful = (exam: string) => ({ family: "exam_cancel" as const, exam, unlessUnkept: true as const });
const recorded = (title: string): UserTurn => ({ text: "记一下", said: `已记下考试「${title}」：12月18日（周五）14:00，还有17天。` });
const listed = (...titles: string[]): UserTurn => ({
  text: "我有哪些考试",
  answeredWith: { facts: [{ kind: "exam_list", exams: titles.map((title) => ({ title, date: "2027-01-05", time: "09:00" })) }], named: [] },
});
const now: UserTurn = { text: "（这一句）" };

describe("a midterm or quiz called off, settled by what the conversation shows on file", () => {
  test.each([
    ["电路期中", [recorded("电路期中"), now]],
    ["大物小测", [listed("大学物理小测", "高等数学期末考试"), now]],
    ["线代期中", [recorded("线性代数期中考试"), now]],
  ])("%s shown kept is taken out", (exam, turns) => {
    expect(examCancelKept(doubtful(exam), turns)).toEqual({ family: "exam_cancel", exam });
  });

  test.each([
    ["电路期中", [now]],
    // The course's final is on file, not its midterm.
    ["线代期中", [listed("线性代数期末考试"), now]],
    ["日语口语考试", [recorded("数电期末"), now]],
  ])("%s not shown kept is news", (exam, turns) => {
    expect(examCancelKept(doubtful(exam), turns)).toEqual({ family: "small_talk", topic: "news" });
  });

  test("a final called off is taken out whatever the conversation shows", () => {
    expect(examCancelKept({ family: "exam_cancel", exam: "电路期末" }, [now])).toEqual({ family: "exam_cancel", exam: "电路期末" });
  });

  test("told with what the exam turned into, the whole is news unless kept", () => {
    const told = { family: "compound" as const, parts: [doubtful("电路期中"), { family: "query_tasks" as const, input: { keyword: "改成交报告" } }] };
    expect(examCancelKept(told, [now])).toEqual({ family: "small_talk", topic: "news" });
    expect(examCancelKept(told, [recorded("电路期中"), now])).toEqual({ family: "compound", parts: [{ family: "exam_cancel", exam: "电路期中" }, told.parts[1]] });
  });
});
