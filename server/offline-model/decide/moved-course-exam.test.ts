import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

/** The exams' list as query_exams hands it: one 大学物理 exam on file. */
const listed = {
  ok: true,
  text: "「大学物理期末考试」：1月12日（周二）14:00，还有 42 天（6 周）。",
  facts: { kind: "exam_list" as const, exams: [{ title: "大学物理期末考试", date: "2027-01-12", time: "14:00" }] },
};
const none = { ok: true, text: "没有找到「体育」的考试。即将到来的考试有：「大学物理期末考试」。", facts: { kind: "exam_list" as const, exams: [] } };

/**
 * A course of the timetable (a public one, named bare) moved to a month and day, no exam word: its exam, when it has
 * one on file; the timetable's class otherwise. (Any other name moved to a day is a to-do's deadline, as before.)
 */
describe("a course moved to a calendar day", () => {
  test.each([
    ["大学物理挪到1月9号了", "大学物理"],
    ["马原推迟到一月十一号了", "马原"],
    ["大学物理提前到1月8号上午十点了", "大学物理"],
  ])("%s looks the course's exam up first", async (text, course) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "query_exams", input: { exam: course } });
  });

  test("an exam on file is recorded at the new day", async () => {
    const turn = [user("大学物理挪到1月9号了"), ...toolExchange("c1", "query_exams", { exam: "大学物理" }, listed)];
    expect(await nextStep(turn)).toMatchObject({ kind: "tool", toolName: "record_exam", input: { title: "大学物理考试", when: "1月9号" } });
  });

  test("a course with no exam on file is the timetable's class", async () => {
    const turn = [user("体育改到1月9号了"), ...toolExchange("c1", "query_exams", { exam: "体育" }, none)];
    expect(await nextStep(turn)).toMatchObject({ kind: "text", text: expect.stringContaining("课表") });
  });

  // Near misses: a class moved by the week is the timetable's, with no exam looked up.
  test.each(["体育课改到周四了", "大学英语挪到下周三了", "高数调到周五上午了"])("%s looks up no exam", async (text) => {
    expect(await nextStep([user(text)])).not.toMatchObject({ kind: "tool", toolName: "query_exams" });
  });
});
