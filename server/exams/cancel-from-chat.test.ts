/**
 * cancel_exam: an exam the student says is off is deleted from the list at once, with a card that can record it
 * again; words that fit two exams, or none, delete nothing and say which there are.
 */
import { describe, expect, it } from "vitest";
import { listExams } from "@/db/queries/exams";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { cancelExamFromChat } from "./cancel-from-chat";
import { recordExamFromChat } from "./chat";

const NOW = new Date("2026-04-22T02:00:00Z");
const context = { now: NOW, timeZone: "Asia/Shanghai" };

describe.each(testDatabases())("an exam called off in the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("deletes the exam its words name, by a short name, and its card carries what 撤销 records again", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "考试取消" });
    await recordExamFromChat(db(), userId, { title: "离散数学期中", when: "5月12日下午2点", location: "教三 201" }, context);
    await recordExamFromChat(db(), userId, { title: "概率论期末考试", when: "6月30日上午9点" }, context);
    const [discrete] = await listExams(db(), userId);
    const cancelled = await cancelExamFromChat(db(), userId, { exam: "离散期中" }, context);
    expect(cancelled).toMatchObject({ ok: true, text: "已删除考试「离散数学期中」（5月12日（周二）14:00，教三 201）。" });
    expect((await listExams(db(), userId)).map((exam) => exam.title)).toEqual(["概率论期末考试"]);
    expect(cancelled.card?.data).toMatchObject({
      title: "离散数学期中",
      when: "5月12日（周二）14:00",
      location: "教三 201",
      cancelled: { date: "2026-05-12", time: "14:00", course_id: discrete.courseId, task_class_id: discrete.taskClassId },
    });
  });

  it("deletes nothing when the words fit two exams or none, and names the exams there are", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "取消哪场" });
    expect((await cancelExamFromChat(db(), userId, { exam: "四级" }, context)).text).toBe("没有找到「四级」这场考试，什么都没删。还没有记录任何即将到来的考试。");
    await recordExamFromChat(db(), userId, { title: "概率论期中", when: "5月12日" }, context);
    await recordExamFromChat(db(), userId, { title: "概率论期末考试", when: "6月30日上午9点" }, context);
    const either = await cancelExamFromChat(db(), userId, { exam: "概率论考试" }, context);
    expect(either).toMatchObject({ ok: false, text: "有不止一场对得上「概率论考试」的考试：「概率论期中」（5月12日（周二））、「概率论期末考试」（6月30日（周二）09:00）。什么都没删，请说是哪一场。" });
    const unknown = await cancelExamFromChat(db(), userId, { exam: "线代期末" }, context);
    expect(unknown).toMatchObject({ ok: false, text: "没有找到「线代期末」这场考试，什么都没删。即将到来的考试有：「概率论期中」、「概率论期末考试」。" });
    expect(await listExams(db(), userId)).toHaveLength(2);
  });
});
