import { describe, expect, it } from "vitest";
import { examDays } from "./exam-days";

// 2027-01-12 is a Tuesday; its week runs Monday 1-11 to Sunday 1-17.
const EXAMS = [
  { title: "概率论期末考试", date: "2027-01-12" },
  { title: "数据结构期中", date: "2026-12-17" },
  { title: "英语四级", date: "2026-12-19" },
  { title: "高等数学期末考试", date: "2027-01-14" },
  { title: "大学物理期末", date: "2027-01-19" },
];

describe("days named by an exam", () => {
  it.each([
    ["考试那周", "2026年12月14日到2026年12月20日"],
    ["期末考试那周", "2027年1月11日到2027年1月17日"],
    ["概率论考试那天", "2027年1月12日"],
    ["概率论期末考试前一天", "2027年1月11日"],
    ["英语四级考试那天", undefined],
    ["数据结构期中前一周", "2026年12月7日到2026年12月13日"],
    ["我的期末那天", "2027年1月12日"],
    // The short names students give a course, read as query_exams reads them.
    ["高数考试那天", "2027年1月14日"],
    ["高数期末前一天", "2027年1月13日"],
    ["大物考试那周", "2027年1月18日到2027年1月24日"],
  ])("%s → %s", (words, expected) => {
    const days = examDays(words, EXAMS);
    if (expected === undefined) expect(days).toMatchObject({ ok: true });
    else expect(days).toEqual({ ok: true, when: expected });
  });

  it("says there is no such exam rather than guess, and leaves other words alone", () => {
    // 数学 is in 高等数学 but 数分 (数学分析) is no short name of it: the characters must come in order.
    expect(examDays("数分考试那天", EXAMS)).toMatchObject({ ok: false });
    expect(examDays("线代考试那周", EXAMS)).toEqual({ ok: false, text: "还没有记录线代的考试，不知道是哪天。可以告诉我，比如“概率论期末考试是1月12日上午9点”。" });
    expect(examDays("考试那周", [])).toMatchObject({ ok: false, text: expect.stringContaining("还没有记录考试") });
    expect(examDays("下周三", EXAMS)).toBeUndefined();
  });
});
