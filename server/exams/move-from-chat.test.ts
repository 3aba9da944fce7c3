/**
 * An exam told again from the chat moves the one on file (issue 25 #3 on a student's later word): a new day, a day
 * with no clock time (the old time kept), a new place with no day; never a second exam beside the first. Several
 * exams that fit, an unknown exam without a day, and the same facts again change nothing.
 */
import { describe, expect, it } from "vitest";
import { listExams } from "@/db/queries/exams";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { recordExamFromChat } from "./chat";

const NOW = new Date("2026-04-22T02:00:00Z");
const context = { now: NOW, timeZone: "Asia/Shanghai" };

describe.each(testDatabases())("an exam told again ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("moves the exam on file to the new day, keeps its clock time when none is said, and says what changed", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "考试改期" });
    await recordExamFromChat(db(), userId, { title: "概率论期末考试", when: "6月30日上午9点", location: "教三 201" }, context);
    const moved = await recordExamFromChat(db(), userId, { title: "概率论期末", when: "7月3日" }, context);
    expect(moved.ok, moved.text).toBe(true);
    expect(moved.text).toBe(
      "已把考试「概率论期末考试」的时间从6月30日（周二）09:00改到7月3日（周五）09:00，还有 72 天（10 周零 2 天）。学习计划「概率论复习」之前是按原来的日子排的，要按新日子重排就告诉我。",
    );
    const exams = await listExams(db(), userId);
    expect(exams).toHaveLength(1);
    expect(exams[0]).toMatchObject({ title: "概率论期末考试", date: "2026-07-03", time: "09:00", location: "教三 201" });
    // The plan it prepares stays linked: the move changes the day, not what the exam is.
    expect(exams[0].taskClassId).not.toBeNull();
    expect(moved.card?.data.moved_from).toEqual({ when: "6月30日（周二）09:00", date: "2026-06-30", time: "09:00", location: "教三 201" });
  });

  it("changes only the place when no day is said, by a short name of the course", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "换考场" });
    await recordExamFromChat(db(), userId, { title: "离散数学期末考试", when: "7月2日下午2点", location: "教三 201" }, context);
    const moved = await recordExamFromChat(db(), userId, { title: "离散考试", location: "教一报告厅" }, context);
    expect(moved.text).toBe("已把考试「离散数学期末考试」的地点从教三 201改到教一报告厅，还有 71 天（10 周零 1 天）。");
    expect(await listExams(db(), userId)).toEqual([expect.objectContaining({ date: "2026-07-02", time: "14:00", location: "教一报告厅" })]);
  });

  it("records a midterm beside a final of the same course, and asks which when a message fits both", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "期中期末" });
    await recordExamFromChat(db(), userId, { title: "概率论期末考试", when: "6月30日上午9点" }, context);
    const midterm = await recordExamFromChat(db(), userId, { title: "概率论期中", when: "5月12日下午2点" }, context);
    expect(midterm.text).toContain("已记下考试「概率论期中」");
    const either = await recordExamFromChat(db(), userId, { title: "概率论考试", when: "6月1日" }, context);
    expect(either).toMatchObject({ ok: false });
    expect(either.text).toBe("有不止一场对得上「概率论考试」的考试：「概率论期中」（5月12日（周二）14:00）、「概率论期末考试」（6月30日（周二）09:00）。考试没有改动，请说是哪一场。");
    expect((await listExams(db(), userId)).map((exam) => exam.date)).toEqual(["2026-05-12", "2026-06-30"]);
  });

  it("saves nothing for an unknown exam told without a day, and changes nothing when the facts are the same", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "没说哪天" });
    const unknown = await recordExamFromChat(db(), userId, { title: "线性代数期末", location: "教二 105" }, context);
    expect(unknown).toMatchObject({ ok: false, text: "还没有「线性代数期末」这场考试，请告诉我它是哪天，比如“1月12日上午9点”。" });
    expect(await listExams(db(), userId)).toEqual([]);
    await recordExamFromChat(db(), userId, { title: "线性代数期末", when: "6月29日上午8点" }, context);
    const again = await recordExamFromChat(db(), userId, { title: "线代期末考试", when: "6月29日上午8点" }, context);
    expect(again).toMatchObject({ ok: true, text: "考试「线性代数期末」已经记着：6月29日（周一）08:00，还有 68 天（9 周零 5 天），没有改动。" });
    expect(again.card).toBeUndefined();
    expect(await listExams(db(), userId)).toHaveLength(1);
  });

  it("refuses a move to a day already past and keeps the exam where it was", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "改到过去" });
    await recordExamFromChat(db(), userId, { title: "数据结构期末", when: "6月28日" }, context);
    const past = await recordExamFromChat(db(), userId, { title: "数据结构期末", when: "2026年4月1日" }, context);
    expect(past).toMatchObject({ ok: false });
    expect((await listExams(db(), userId))[0]).toMatchObject({ date: "2026-06-28" });
  });
});
