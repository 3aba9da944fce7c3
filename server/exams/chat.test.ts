/**
 * Exams told in the chat, for the demo student as of Wednesday 2026-04-22 10:00 in Shanghai (week 13 of 18): saved
 * with the class and course of the same subject linked, answered in dates and day counts, refused without a write
 * when the day cannot be read or is past.
 */
import { describe, expect, it } from "vitest";
import { listExams } from "@/db/queries/exams";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { examCountdown, recordExamFromChat } from "./chat";
import { removeExam } from "./exams";

const NOW = new Date("2026-04-22T02:00:00Z");
const ZONE = "Asia/Shanghai";
const context = { now: NOW, timeZone: ZONE };

describe.each(testDatabases())("exams in the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("saves an exam with its clock time, links the plan and the course of its subject, and answers in the student's words", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "记考试" });
    const recorded = await recordExamFromChat(db(), userId, { title: "概率论期末考试", when: "6月30日上午9点", location: "教三 201" }, context);
    expect(recorded.ok, recorded.text).toBe(true);
    expect(recorded.text).toBe("已记下考试「概率论期末考试」：6月30日（周二）09:00，地点教三 201，还有 69 天（9 周零 6 天），已关联学习计划「概率论复习」，规划复习时会在考试前排完并安排回顾。");
    const [exam] = await listExams(db(), userId);
    expect(exam).toMatchObject({ title: "概率论期末考试", date: "2026-06-30", time: "09:00", location: "教三 201" });
    expect(exam.taskClassId).not.toBeNull();
    expect(exam.courseId).not.toBeNull();
    expect(recorded.card).toEqual({
      card_type: "exam_record",
      data: { exam_id: exam.id, title: "概率论期末考试", when: "6月30日（周二）09:00", location: "教三 201", days_left: "还有 69 天（9 周零 6 天）", task_class: "概率论复习" },
    });
  });

  it("reads a term week and a day without a clock time", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "第几周考" });
    const recorded = await recordExamFromChat(db(), userId, { title: "离散数学期中", when: "第15周周四" }, context);
    expect(recorded.ok, recorded.text).toBe(true);
    const [exam] = await listExams(db(), userId);
    expect(exam).toMatchObject({ date: "2026-05-07", time: null });
    expect(recorded.text).toContain("5月7日（周四），还有 15 天（2 周零 1 天）");
    const beyond = await recordExamFromChat(db(), userId, { title: "离散数学期末", when: "第25周周一" }, context);
    expect(beyond).toMatchObject({ ok: false });
    expect(beyond.text).toMatch(/这学期只有 \d+ 周/);
  });

  it("saves nothing for a day it cannot read or one already past, and says so", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "考试日不对" });
    const unreadable = await recordExamFromChat(db(), userId, { title: "英语四级", when: "考完再说" }, context);
    expect(unreadable).toMatchObject({ ok: false });
    expect(unreadable.text).toContain("没听懂考试是哪天");
    const past = await recordExamFromChat(db(), userId, { title: "英语四级", when: "2026年4月1日" }, context);
    expect(past).toMatchObject({ ok: false });
    expect(past.text).toContain("4月1日（周三）已经过去了");
    expect(await listExams(db(), userId)).toEqual([]);
  });

  it("links nothing when the subject names two plans or none, rather than guess", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "不乱关联" });
    const recorded = await recordExamFromChat(db(), userId, { title: "期末考试", when: "6月30日" }, context);
    expect(recorded.ok).toBe(true);
    const [exam] = await listExams(db(), userId);
    expect([exam.taskClassId, exam.courseId]).toEqual([null, null]);
    expect(recorded.card?.data.task_class).toBeNull();
  });

  it("counts down to the nearest exam or the one asked about, and 撤销 takes it away", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "倒计时" });
    expect((await examCountdown(db(), userId, {}, context)).text).toContain("还没有记录任何即将到来的考试");
    const discrete = await recordExamFromChat(db(), userId, { title: "离散数学期末考试", when: "7月2日下午2点" }, context);
    await recordExamFromChat(db(), userId, { title: "概率论期末考试", when: "6月30日上午9点" }, context);
    const all = await examCountdown(db(), userId, {}, context);
    expect(all.text).toBe("最近的是「概率论期末考试」：6月30日（周二）09:00，还有 69 天（9 周零 6 天）。\n其余：\n「离散数学期末考试」：7月2日（周四）14:00，还有 71 天（10 周零 1 天）");
    expect((await examCountdown(db(), userId, { exam: "离散" }, context)).text).toBe("「离散数学期末考试」：7月2日（周四）14:00，还有 71 天（10 周零 1 天）。");
    // The exams named come as facts too, for the built-in model to date a reminder from.
    expect((await examCountdown(db(), userId, { exam: "离散" }, context)).facts).toEqual({ kind: "exam_list", exams: [{ title: "离散数学期末考试", date: "2026-07-02", time: "14:00" }] });
    expect((await examCountdown(db(), userId, { exam: "线代" }, context)).text).toContain("没有找到「线代」的考试");
    // A short name whose characters are not all in the title in a row: 离数 for 离散数学, 概统 (a table's) for 概率论.
    expect((await examCountdown(db(), userId, { exam: "离数" }, context)).text).toContain("「离散数学期末考试」：7月2日");
    expect((await examCountdown(db(), userId, { exam: "概统期末" }, context)).text).toContain("「概率论期末考试」：6月30日");
    await removeExam(db(), userId, discrete.card!.data.exam_id);
    expect((await examCountdown(db(), userId, {}, context)).text).toBe("「概率论期末考试」：6月30日（周二）09:00，还有 69 天（9 周零 6 天）。");
  });
});
