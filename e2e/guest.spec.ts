import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fetchWeek, openNewConversation, say, checkAccessibility, waitForTurnEnd, uniqueUsername } from "./helpers";

/**
 * Issue #13: every visitor who is not signed in gets a guest of their own, seeded with the demo data. A guest
 * plans and confirms, registers, and finds everything still there; a second visitor sees none of it.
 */

const NOTE = "给王老师发周报（访客甲）";

async function taskTitles(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/tasks");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tasks: Array<{ title: string }> }).tasks.map((task) => task.title);
}

async function conversationCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/conversations");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { conversations: unknown[] }).conversations.length;
}

test("a guest plans and confirms, registers and keeps everything; a second guest sees none of it", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);

  await test.step("the first visit makes a guest with the demo timetable", async () => {
    await openNewConversation(page);
    await expect(page.getByTestId("header-account")).toHaveAttribute("data-guest", "true");
    await expect(page.getByTestId("header-account")).toContainText("游客");
    expect((await fetchWeek(page)).blocks.length).toBeGreaterThan(0);
  });

  const nextWeek = (await fetchWeek(page)).week + 1;

  await test.step("the guest plans next week's revision and confirms it, and notes a task", async () => {
    await say(page, "把离散数学的复习排到下周");
    const card = page.locator("[data-kind='confirm_request']").last();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await waitForTurnEnd(page);
    await card.getByTestId("confirm").click();
    await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();
    await say(page, `记一下${NOTE}`);
    await waitForTurnEnd(page);
    await expect.poll(() => taskTitles(page)).toContain(NOTE);
  });

  const planned = await fetchWeek(page, nextWeek);
  const studyBlocks = planned.blocks.filter((block) => block.kind === "study" || block.kind === "embedded");
  expect(studyBlocks.length).toBeGreaterThan(0);
  const conversations = await conversationCount(page);

  await test.step("a second visitor gets a guest of their own and sees none of it", async () => {
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
    const stranger = await other.newPage();
    await stranger.goto("/");
    await expect(stranger.getByTestId("header-account")).toHaveAttribute("data-guest", "true");
    expect(await taskTitles(stranger)).not.toContain(NOTE);
    expect(await conversationCount(stranger)).toBe(0);
    const theirs = await fetchWeek(stranger, nextWeek);
    expect(theirs.blocks.filter((block) => block.kind === "study" || block.kind === "embedded").length).toBeLessThan(studyBlocks.length);
    await other.close();
  });

  await test.step("the guest registers from the header and finds everything", async () => {
    await page.getByTestId("header-login").click();
    await expect(page).toHaveURL(/\/login\?mode=signup/);
    await page.getByTestId("auth-username").fill(uniqueUsername("guest"));
    await page.getByTestId("auth-name").fill("访客甲");
    await page.getByTestId("auth-password").fill("Plan-my-term-2026");
    await page.getByTestId("auth-submit").click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByTestId("header-account")).toHaveAttribute("data-guest", "false");
    await expect(page.getByTestId("header-account-name")).toHaveText("访客甲");
    // The welcome says what the account kept (the demo term, its courses), not a fresh term from this Monday.
    const term = (await (await page.request.get("/api/term")).json()) as { term: { start_date: string } };
    const [year, month, day] = term.term.start_date.split("-").map(Number);
    await expect(page.getByTestId("settings-welcome")).toContainText(`学期从 ${year}年${month}月${day}日`);
    await expect(page.getByTestId("settings-welcome")).toContainText("都保留在账户里");
    expect(await taskTitles(page)).toContain(NOTE);
    expect(await conversationCount(page)).toBe(conversations);
    const after = await fetchWeek(page, nextWeek);
    expect(after.blocks.filter((block) => block.kind === "study" || block.kind === "embedded")).toEqual(studyBlocks);
    await page.goto("/");
    await expect(page.getByTestId("timeline")).toContainText("离散数学");
    await checkAccessibility(page, testInfo, "guest-registered");
  });

  await test.step("the welcome after registering leads to 清除示例数据: one confirm leaves no course, to-do, class or block (issue 28)", async () => {
    await page.goto("/settings?welcome=1");
    await page.getByTestId("welcome-clear-demo").click();
    await expect(page).toHaveURL(/#account$/);
    await page.getByTestId("clear-demo-data").click();
    await page.getByRole("alertdialog", { name: "清除示例数据？" }).getByRole("button", { name: "清除", exact: true }).click();
    await expect(page.getByText(/^已清除 \d+ 门课程/)).toBeVisible();
    expect(await taskTitles(page)).toEqual([]);
    const week = await fetchWeek(page);
    expect(week.blocks).toEqual([]);
    const plan = (await (await page.request.get("/api/task-classes")).json()) as { task_classes: unknown[] };
    expect(plan.task_classes).toEqual([]);
  });
});
