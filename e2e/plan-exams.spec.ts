import { examWhen } from "@/lib/exams/exam-words";
import { expect, test } from "./fixtures";
import { addDays, checkAccessibility, signUpFreshStudent, storyToday, uniqueUsername } from "./helpers";

/**
 * Issue 25 #1 on 学习计划: a new student's 概率论复习 card offers 添加考试; the student adds the final ten days from
 * today, sees its countdown, moves it to twenty days from today with 修改 and sees the new countdown, all in place.
 * 设置's course list and the route agree. axe checks the card with its form open and after the save, at desktop width
 * in light and at phone width in dark. Days are counted from the server's today (libfaketime), never the real one.
 */

const ZONE = "Asia/Shanghai";
const CLASS_NAME = "概率论复习";
const EXAM_TITLE = "概率论期末";

test("a class's exam is added and moved on 学习计划, and the countdown follows", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const today = await storyToday(page, ZONE);
  const first = addDays(today, 10);
  const moved = addDays(today, 20);

  await test.step("a new student has a 概率论复习 plan and no exam", async () => {
    await signUpFreshStudent(page, { username: uniqueUsername("e2e_plan_exam") });
    const origin = new URL(page.url()).origin;
    const created = await page.request.post("/api/task-classes", {
      headers: { origin },
      data: { name: CLASS_NAME, start_date: today, end_date: addDays(today, 27), strategy: "steady", items: [{ content: "第一章 随机事件", duration: 2 }] },
    });
    expect(created.status()).toBe(201);
  });

  const card = page.getByTestId("task-class-card").filter({ hasText: CLASS_NAME });

  await test.step("添加考试 on the card: the exam and its countdown appear in place", async () => {
    await page.goto("/plan", { waitUntil: "networkidle" });
    await card.getByRole("button", { name: `为「${CLASS_NAME}」添加考试` }).click();
    const form = card.getByRole("form", { name: `为「${CLASS_NAME}」添加考试` });
    await expect(form.getByLabel("考试名称")).toBeFocused();
    await form.getByLabel("考试名称").fill(EXAM_TITLE);
    await form.getByLabel("日期").fill(first);
    await form.getByLabel("开始时间（可不填）").fill("09:00");
    await form.getByLabel("地点（可不填）").fill("教三 201");
    await checkAccessibility(page, testInfo, "plan-exam-form");
    await form.getByRole("button", { name: "添加考试" }).click();
    await expect(card.getByTestId("class-exam")).toHaveText(`考试：${EXAM_TITLE} 还有 10 天 · ${examWhen({ date: first, time: "09:00" }, today)} · 教三 201`);
  });

  await test.step("修改: a new date, and the countdown counts to it", async () => {
    await card.getByRole("button", { name: `修改考试「${EXAM_TITLE}」` }).click();
    const form = card.getByRole("form", { name: `修改考试：${EXAM_TITLE}` });
    await form.getByLabel("日期").fill(moved);
    await form.getByRole("button", { name: "保存修改" }).click();
    await expect(card.getByTestId("class-exam")).toHaveText(`考试：${EXAM_TITLE} 还有 20 天 · ${examWhen({ date: moved, time: "09:00" }, today)} · 教三 201`);
    await expect(card.getByRole("button", { name: `修改考试「${EXAM_TITLE}」` })).toBeFocused();
    await checkAccessibility(page, testInfo, "plan-exam-saved");
  });

  await test.step("the route keeps it linked to the class, and a reload shows the same", async () => {
    const { exams } = (await (await page.request.get("/api/exams")).json()) as { exams: Array<{ title: string; date: string; time: string | null; task_class_id: number | null }> };
    expect(exams).toEqual([expect.objectContaining({ title: EXAM_TITLE, date: moved, time: "09:00", task_class_id: expect.any(Number) })]);
    await page.reload({ waitUntil: "networkidle" });
    await expect(card.getByTestId("class-exam")).toContainText(`${EXAM_TITLE} 还有 20 天`);
  });
});
