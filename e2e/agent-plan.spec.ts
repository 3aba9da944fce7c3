import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { settled } from "./axe";
import { checkAccessibility, fetchWeek, openNewConversation, proposal, signUpFreshStudent, uniqueUsername, TIMELINE } from "./helpers";

/**
 * Issue #6: a brand-new student asks the assistant for a study plan. The plan (a new task class) is part of the
 * draft: nothing exists until 确认, which creates the class, its items and, when a range was named, their study
 * blocks in one go. Without a range the class is saved with its items still to be scheduled.
 */

const LINEAR = { name: "线性代数复习", items: ["第一章", "第二章", "第三章"], periods: 2 } as const;
const WRITING = { name: "英语写作训练", items: ["第一章", "第二章"], periods: 1 } as const;

interface ItemView {
  order: number;
  content: string;
  duration: number;
  status: "pending" | "applied";
  placed_at: { week: number; day_of_week: number; section_start: number; section_end: number; date: string | null; embedded: boolean } | null;
}

interface ClassView {
  name: string;
  total_slots: number | null;
  items: ItemView[];
}

async function taskClasses(page: Page): Promise<ClassView[]> {
  const response = await page.request.get("/api/task-classes");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { task_classes: ClassView[] }).task_classes;
}

/** The proposed class block, checked item by item: order, content and length. */
async function expectProposedClass(card: Locator, plan: { name: string; items: readonly string[]; periods: number }): Promise<void> {
  const classes = card.getByTestId("proposed-class");
  await expect(classes).toHaveCount(1);
  const block = classes.first();
  await expect(block).toContainText("新建任务类");
  await expect(block).toContainText(plan.name);
  await expect(block).toContainText(`${plan.items.length} 项 / ${plan.items.length * plan.periods} 节`);
  const items = block.locator("ol > li");
  await expect(items).toHaveCount(plan.items.length);
  for (const [index, content] of plan.items.entries()) {
    await expect(items.nth(index)).toHaveText(`${index + 1}.${content}${plan.periods}节`);
  }
}

/**
 * At phone width the card fits the screen: scrolled to its top (the timeline keeps its newest block at the bottom),
 * it starts in view and nothing in it is wider than the phone.
 */
async function expectCardFitsPhone(page: Page, card: Locator): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(card).toBeInViewport();
  const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, "the card is no wider than a 390 px phone").toBeLessThanOrEqual(0);
  if (original) await page.setViewportSize(original);
}

test("a new student asks the assistant for study plans, with and without a range, and confirms them", async ({ page }, testInfo) => {
  test.setTimeout(180_000);

  await test.step("sign up a fresh student with no task classes", async () => {
    await signUpFreshStudent(page, { username: uniqueUsername("e2e_plan") });
    expect(await taskClasses(page)).toEqual([]);
  });

  const nextWeek = (await fetchWeek(page)).week + 1;
  let card: Locator = page.locator("[data-kind='confirm_request']");

  await test.step("ask for 线性代数复习, 3 chapters of 2 periods, next week: the card proposes the class and its placements", async () => {
    await openNewConversation(page);
    card = await proposal(page, `${LINEAR.name}，3章，每章2节，排到下周`);
    await expectProposedClass(card, LINEAR);
    await expect(card).toContainText("新建任务类 1 个 · 3 项变更");
    const rows = card.getByTestId("change-row");
    await expect(rows).toHaveCount(LINEAR.items.length);
    for (const content of LINEAR.items) await expect(rows.filter({ hasText: content })).toHaveCount(1);

    // Proposing writes nothing: the class does not exist before 确认.
    expect(await taskClasses(page)).toEqual([]);
    await checkAccessibility(page, testInfo, "agent-plan-confirm", { within: TIMELINE });
    await expectCardFitsPhone(page, card);
  });

  await test.step("confirm: the class, its three items and their study blocks are created", async () => {
    await card.getByTestId("confirm").click();
    const completed = page.locator("[data-kind='schedule_completed']").last();
    await expect(completed).toBeVisible();
    await expect(completed).toContainText("新建任务类 1 个");
    await expect(completed).toContainText("新增 3 项");

    const classes = await taskClasses(page);
    expect(classes.map((taskClass) => taskClass.name)).toEqual([LINEAR.name]);
    const [linear] = classes;
    expect(linear.total_slots).toBe(LINEAR.items.length * LINEAR.periods);
    expect(linear.items.map((item) => [item.order, item.content, item.duration, item.status])).toEqual(
      LINEAR.items.map((content, index) => [index + 1, content, LINEAR.periods, "applied"]),
    );
    for (const item of linear.items) {
      expect(item.placed_at, `${item.content} is placed`).not.toBeNull();
      expect(item.placed_at?.week).toBe(nextWeek);
      expect((item.placed_at?.section_end ?? 0) - (item.placed_at?.section_start ?? 0) + 1).toBe(LINEAR.periods);
    }
    const study = (await fetchWeek(page, nextWeek)).blocks.filter((block) => block.kind === "study");
    expect(study.map((block) => block.name).sort()).toEqual([...LINEAR.items].sort());
  });

  await test.step("/plan shows the new class fully scheduled", async () => {
    await page.goto("/plan", { waitUntil: "networkidle" });
    const classCard = page.getByTestId("task-class-card").filter({ hasText: LINEAR.name });
    await expect(classCard).toBeVisible();
    await expect(classCard.getByTestId("class-progress")).toHaveText("已安排 3/3");
    await expect(classCard.getByTestId("item-content")).toHaveText([...LINEAR.items]);
  });

  await test.step("ask for 英语写作训练 without a range: the card holds only the class", async () => {
    await page.goto("/");
    await expect(page.getByTestId("composer")).toBeVisible();
    card = await proposal(page, `${WRITING.name}，2章，每章1节`);
    await expectProposedClass(card, WRITING);
    await expect(card.getByTestId("change-row")).toHaveCount(0);
    await expect(card.locator("[aria-label='新建任务类']")).toBeVisible();
    expect((await taskClasses(page)).map((taskClass) => taskClass.name)).toEqual([LINEAR.name]);
    await checkAccessibility(page, testInfo, "agent-plan-class-only", { within: TIMELINE });
    await expectCardFitsPhone(page, card);
  });

  await test.step("confirm: the class is created with its items still to schedule", async () => {
    await card.getByTestId("confirm").click();
    const completed = page.locator("[data-kind='schedule_completed']").last();
    await expect(completed).toBeVisible();
    await expect(completed).toContainText("新建任务类 1 个");
    await expect(completed).not.toContainText("新增");

    const classes = await taskClasses(page);
    expect(classes.map((taskClass) => taskClass.name)).toEqual([LINEAR.name, WRITING.name]);
    const writing = classes[1];
    expect(writing.items.map((item) => [item.order, item.content, item.duration, item.status, item.placed_at])).toEqual(
      WRITING.items.map((content, index) => [index + 1, content, WRITING.periods, "pending", null]),
    );
    // The first class is untouched by the second confirm.
    expect(classes[0].items.every((item) => item.status === "applied")).toBe(true);

    await page.goto("/plan", { waitUntil: "networkidle" });
    await expect(page.getByTestId("task-class-card").filter({ hasText: WRITING.name }).getByTestId("class-progress")).toHaveText("已安排 0/2");
    await expect(page.getByTestId("task-class-card").filter({ hasText: LINEAR.name }).getByTestId("class-progress")).toHaveText("已安排 3/3");
  });
});
