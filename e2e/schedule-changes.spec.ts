import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addDays, fetchWeek, openNewConversation, proposal, checkAccessibility, showWeek, storyToday, TIMELINE } from "./helpers";

/**
 * Issue #11: a schedule the student lives with. After confirming a plan the student moves committed blocks (by chat,
 * by dragging, from the keyboard), confirms from the grid's bar, undoes from the completion card, and a card that
 * an other tab's turn made stale answers 409 without writing anything.
 */

interface GridBlock {
  id: string;
  kind: string;
  name: string;
  date: string;
  day_of_week: number;
  slot_start: number;
  slot_end: number;
}

interface Week {
  week: number;
  days: Array<{ day_of_week: number; date: string }>;
  blocks: GridBlock[];
  draft: { id: string; revision: number; changes: number } | null;
}

const isStudy = (block: GridBlock) => block.kind === "study" || block.kind === "embedded";

/** Names and places of the committed study blocks of a week, sorted: what "nothing was written" compares. */
async function committedStudy(page: Page, week: number): Promise<string[]> {
  const view = await fetchWeek<Week>(page, week);
  return view.blocks.filter(isStudy).map((block) => `${block.name}@${block.date}#${block.slot_start}-${block.slot_end}`).sort();
}

/** Plans the discrete-maths review into next week and confirms it from the card; answers next week's number. */
async function confirmPlanForNextWeek(page: Page): Promise<number> {
  await openNewConversation(page);
  const nextWeek = (await fetchWeek<Week>(page)).week + 1;
  const card = await proposal(page, "把离散数学的复习排到下周");
  await card.getByTestId("confirm").click();
  await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();
  expect((await fetchWeek<Week>(page, nextWeek)).blocks.filter(isStudy).length).toBeGreaterThan(0);
  return nextWeek;
}

/** A start period on `day` where a block of `length` periods overlaps nothing of the week (courses included). */
function freeStart(view: Week, day: number, length: number): number | undefined {
  const taken = view.blocks.filter((block) => block.day_of_week === day);
  for (let start = 1; start + length - 1 <= 12; start += 1) {
    if (taken.every((block) => block.slot_end < start || block.slot_start > start + length - 1)) return start;
  }
  return undefined;
}

/** A committed study block of the week and a free place on another day for it. */
function blockAndPlace(view: Week, skip: readonly string[] = []): { block: GridBlock; day: number; start: number } {
  for (const block of view.blocks.filter((candidate) => candidate.kind === "study" && !skip.includes(candidate.id))) {
    for (const day of [1, 2, 3, 4, 5, 6, 7].filter((candidate) => candidate !== block.day_of_week)) {
      const start = freeStart(view, day, block.slot_end - block.slot_start + 1);
      if (start !== undefined) return { block, day, start };
    }
  }
  throw new Error("no study block with a free place in the week");
}

/** At phone width every day of the card's mini grid lies inside the card: none is clipped or scrolled away. */
async function expectMiniGridFitsPhone(page: Page, card: Locator): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  const figure = await card.getByTestId("mini-week-diff").boundingBox();
  const days = await card.getByTestId("diff-day").evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { text: element.textContent ?? "", left: rect.left, right: rect.right, width: rect.width };
    }),
  );
  if (!figure) throw new Error("the card has no mini grid");
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) {
    expect(day.width, day.text).toBeGreaterThan(20);
    expect(day.left, day.text).toBeGreaterThanOrEqual(figure.x - 1);
    expect(day.right, day.text).toBeLessThanOrEqual(figure.x + figure.width + 1);
  }
  // On a phone the card links to the 日程 tab, opened on the week it changes.
  await card.getByTestId("show-in-grid").click();
  await expect(page.getByTestId("tab-schedule")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("week-grid")).toBeVisible();
  await page.getByTestId("tab-assistant").click();
  if (original) await page.setViewportSize(original);
}

function gridBlock(page: Page, id: string): Locator {
  return page.locator(`[data-testid='week-block'][data-block-id='${id}']`);
}

// Next Wednesday periods 3-4 are the 水课 思想政治 in the demo timetable: the block moves in as its guest.
test("a committed block moves by chat: 把集合与二元关系移到下周三第3节 ends in a confirm card", async ({ page }) => {
  test.setTimeout(120_000);
  const nextWeek = await confirmPlanForNextWeek(page);
  const card = await proposal(page, "把集合与二元关系移到下周三第3节");
  await expect(card.getByTestId("change-row").filter({ hasText: "集合与二元关系" })).toHaveCount(1);
  await card.getByTestId("confirm").click();
  await expect(page.locator("[data-kind='schedule_completed']")).toHaveCount(2);
  const moved = (await fetchWeek<Week>(page, nextWeek)).blocks.find((block) => block.name === "集合与二元关系" && isStudy(block));
  expect(moved).toMatchObject({ day_of_week: 3, slot_start: 3 });
});

test("committed blocks move by mouse drag and by keyboard, and the grid's bar confirms them", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const nextWeek = await confirmPlanForNextWeek(page);
  await showWeek(page, nextWeek);

  // Mouse: pick the block up near its top edge and put that edge into the free period.
  let view = await fetchWeek<Week>(page, nextWeek);
  const dragged = blockAndPlace(view);
  const source = gridBlock(page, dragged.block.id);
  const from = await source.boundingBox();
  const cell = await page.locator(`[data-testid='grid-cell'][data-day='${dragged.day}'][data-period='${dragged.start}']`).boundingBox();
  if (!from || !cell) throw new Error("block or cell not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
  await page.mouse.move(cell.x + cell.width / 2, cell.y + 6, { steps: 12 });
  await expect(page.locator("[data-testid='grid-cell'][data-drop-target]").first()).toBeVisible();
  await page.mouse.up();
  const draftBlock = page.locator(`[data-testid='week-block'][data-kind='draft'][data-day='${dragged.day}'][data-slot-start='${dragged.start}']`);
  await expect(draftBlock).toBeVisible();
  await expect(page.getByTestId("draft-count")).toHaveText("有 1 项待确认");
  await expect(page.getByTestId("move-status")).toContainText(dragged.block.name);

  // Keyboard: focus another committed block, choose a free period with the arrow keys, Enter.
  view = await fetchWeek<Week>(page, nextWeek);
  const keyed = blockAndPlace(view, [dragged.block.id]);
  const target = gridBlock(page, keyed.block.id);
  await target.focus();
  const days = keyed.day - keyed.block.day_of_week;
  const periods = keyed.start - keyed.block.slot_start;
  for (let step = 0; step < Math.abs(days); step += 1) await page.keyboard.press(days > 0 ? "ArrowRight" : "ArrowLeft");
  for (let step = 0; step < Math.abs(periods); step += 1) await page.keyboard.press(periods > 0 ? "ArrowDown" : "ArrowUp");
  if (days === 0 && periods === 0) throw new Error("the keyboard target is where the block is");
  await expect(page.getByTestId("keyboard-move")).toContainText("按 Enter 移动");
  await page.keyboard.press("Enter");
  await expect(page.locator(`[data-testid='week-block'][data-kind='draft'][data-day='${keyed.day}'][data-slot-start='${keyed.start}']`)).toBeVisible();
  await expect(page.getByTestId("draft-count")).toHaveText("有 2 项待确认");

  // Nothing is written before 确认 on the bar.
  expect((await fetchWeek<Week>(page, nextWeek)).blocks.filter((block) => block.kind === "draft")).toHaveLength(2);
  await page.getByTestId("draft-confirm").click();
  await expect(page.getByTestId("draft-bar")).toHaveAttribute("data-state", "committed");
  const after = await fetchWeek<Week>(page, nextWeek);
  expect(after.draft).toBeNull();
  expect(after.blocks.find((block) => block.name === dragged.block.name && isStudy(block))).toMatchObject({ day_of_week: dragged.day, slot_start: dragged.start });
  expect(after.blocks.find((block) => block.name === keyed.block.name && isStudy(block))).toMatchObject({ day_of_week: keyed.day, slot_start: keyed.start });
  await expect(page.locator("[data-testid='week-block'][data-kind='draft']")).toHaveCount(0);
  await checkAccessibility(page, testInfo, "grid-moves-confirmed");

  // The bar's commit has its completion card in the conversation beside the grid, so its 撤销 survives a reload.
  const completed = page.locator("[data-kind='schedule_completed']");
  await expect(completed).toHaveCount(2);
  await page.reload();
  await expect(completed).toHaveCount(2);
  await completed.nth(1).getByTestId("undo").click();
  await expect(completed).toHaveCount(3);
  await expect(completed.nth(2)).toHaveAttribute("data-completion", "undo");
  const undone = await fetchWeek<Week>(page, nextWeek);
  expect(undone.blocks.find((block) => block.name === dragged.block.name && isStudy(block))).toMatchObject({
    day_of_week: dragged.block.day_of_week,
    slot_start: dragged.block.slot_start,
  });
  expect(undone.blocks.find((block) => block.name === keyed.block.name && isStudy(block))).toMatchObject({
    day_of_week: keyed.block.day_of_week,
    slot_start: keyed.block.slot_start,
  });
});

test("a move confirmed from the bar beside a new, empty conversation starts that conversation with its card", async ({ page }) => {
  test.setTimeout(120_000);
  const nextWeek = await confirmPlanForNextWeek(page);
  await page.getByTestId("new-conversation").click();
  await expect(page.getByTestId("conversation-title")).toHaveText("新对话");
  await showWeek(page, nextWeek);
  const view = await fetchWeek<Week>(page, nextWeek);
  const moved = blockAndPlace(view);
  await gridBlock(page, moved.block.id).focus();
  const days = moved.day - moved.block.day_of_week;
  const periods = moved.start - moved.block.slot_start;
  for (let step = 0; step < Math.abs(days); step += 1) await page.keyboard.press(days > 0 ? "ArrowRight" : "ArrowLeft");
  for (let step = 0; step < Math.abs(periods); step += 1) await page.keyboard.press(periods > 0 ? "ArrowDown" : "ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("draft-count")).toHaveText("有 1 项待确认");
  await page.getByTestId("draft-confirm").click();
  await expect(page.getByTestId("draft-bar")).toHaveAttribute("data-state", "committed");

  const completed = page.locator("[data-kind='schedule_completed']");
  await expect(completed).toHaveCount(1);
  await expect(page.getByTestId("conversation-title")).toHaveText("调整日程");
  await page.reload();
  await expect(page.getByTestId("conversation-title")).toHaveText("调整日程");
  await expect(completed).toHaveCount(1);
  await expect(completed.getByTestId("undo")).toBeVisible();
});

test("the 移到… menu refuses a course's periods with an alert in the student's words", async ({ page }) => {
  test.setTimeout(120_000);
  const nextWeek = await confirmPlanForNextWeek(page);
  await showWeek(page, nextWeek);
  const view = await fetchWeek<Week>(page, nextWeek);
  const course = view.blocks.find((block) => block.kind === "course");
  const study = view.blocks.find((block) => block.kind === "study");
  if (!course || !study) throw new Error("next week has no course or no study block");
  await gridBlock(page, study.id).click();
  const menu = page.getByTestId("move-menu");
  await expect(menu).toBeVisible();
  await menu.getByTestId("move-day").selectOption(view.days.find((day) => day.day_of_week === course.day_of_week)?.date ?? "");
  await menu.getByTestId("move-period").selectOption(String(Math.min(course.slot_start, 12 - (study.slot_end - study.slot_start))));
  await menu.getByTestId("move-submit").click();
  await expect(page.getByTestId("move-error")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ }).first()).toBeVisible();
  expect(await page.getByTestId("move-error").textContent()).not.toMatch(/task_id|state_id|existing|suggested/);
});

test("撤销 on the completion card reverts the plan in the grid, and 恢复 puts it back", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openNewConversation(page);
  const nextWeek = (await fetchWeek<Week>(page)).week + 1;
  const before = await committedStudy(page, nextWeek);
  const studyBlocks = async () => (await fetchWeek<Week>(page, nextWeek)).blocks.filter((block) => block.kind === "study").length;
  const studyBefore = await studyBlocks();
  const nextWeekBlocks = page.locator("[data-testid='week-block'][data-kind='study']");

  const card = await proposal(page, "把离散数学的复习排到下周");
  await card.getByTestId("confirm").click();
  const completed = page.locator("[data-kind='schedule_completed']");
  await expect(completed).toHaveCount(1);
  // 确认 shows the week the plan changed, without a click.
  await expect(page.getByTestId("week-title")).toContainText(`第${nextWeek}周`);
  const planned = await committedStudy(page, nextWeek);
  expect(planned.length).toBeGreaterThan(before.length);
  const studyPlanned = await studyBlocks();
  expect(studyPlanned).toBeGreaterThan(studyBefore);
  await expect(nextWeekBlocks).toHaveCount(studyPlanned);

  await completed.first().getByTestId("undo").click();
  await expect(completed).toHaveCount(2);
  await expect(completed.nth(1)).toHaveAttribute("data-completion", "undo");
  await expect(completed.nth(1).getByRole("heading")).toHaveText("已撤销这次安排");
  await expect(completed.first()).toHaveAttribute("data-undone", "true");
  await expect(completed.first().getByTestId("undo")).toHaveCount(0);
  expect(await committedStudy(page, nextWeek)).toEqual(before);
  // The grid refetched on its own: next week's study blocks are gone again.
  await expect(nextWeekBlocks).toHaveCount(studyBefore);
  await checkAccessibility(page, testInfo, "undo-completed", { within: TIMELINE });

  // The undo's own button redoes, and a reload tells the same story.
  await expect(completed.nth(1).getByTestId("undo")).toHaveText("恢复");
  await completed.nth(1).getByTestId("undo").click();
  await expect(completed).toHaveCount(3);
  await expect(completed.nth(2).getByRole("heading")).toHaveText("已恢复这次安排");
  expect(await committedStudy(page, nextWeek)).toEqual(planned);
  await page.reload();
  await expect(completed).toHaveCount(3);
  await expect(completed.first()).toHaveAttribute("data-undone", "true");
  await expect(completed.nth(1)).toHaveAttribute("data-undone", "true");
  await expect(completed.nth(2)).not.toHaveAttribute("data-undone", "true");
});

test("two tabs drafting at once: the older card answers 409 with the current plan and nothing is written", async ({ page, context }) => {
  test.setTimeout(150_000);
  await openNewConversation(page);
  const nextWeek = (await fetchWeek<Week>(page)).week + 1;
  const before = await committedStudy(page, nextWeek);
  const olderCard = await proposal(page, "把离散数学的复习排到下周");
  const olderRevision = await olderCard.getAttribute("data-revision");
  await expectMiniGridFitsPhone(page, olderCard);

  // The same student in a second tab, in a new conversation: this turn changes the same open draft.
  const second = await context.newPage();
  await openNewConversation(second);
  const newerCard = await proposal(second, "把概率论的复习排到下周");
  const newerRevision = await newerCard.getAttribute("data-revision");
  expect(Number(newerRevision)).toBeGreaterThan(Number(olderRevision));

  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/confirm")) answers.push(response.status());
  });
  await olderCard.getByTestId("confirm").click();
  await expect(olderCard.getByTestId("confirm-error")).toHaveText("方案已经变了，请看看最新的方案再确认。");
  expect(answers).toEqual([409]);
  expect(await committedStudy(page, nextWeek)).toEqual(before);
  await expect(page.locator("[data-kind='schedule_completed']")).toHaveCount(0);
  // The card now shows the current plan, and that is what its 确认 commits.
  await expect(olderCard).toHaveAttribute("data-revision", newerRevision ?? "");
  await olderCard.getByTestId("confirm").click();
  await expect(olderCard).toContainText("方案已确认");
  await expect.poll(async () => (await committedStudy(page, nextWeek)).length).toBeGreaterThan(before.length);
  expect((await committedStudy(page, nextWeek)).length).toBeGreaterThan(before.length);
  await second.close();
});

// Plan to the end of term: a class that runs to the term's last day, asked for 期末前, is spread over the weeks that
// are left in one card, and 确认 writes them all (the default window would have stopped next Sunday).
test("期末前: 把毕业论文排到期末前 plans the class into the term's last weeks through one card", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openNewConversation(page);
  const origin = new URL(page.url()).origin;
  const { term } = (await (await page.request.get("/api/term")).json()) as { term: { start_date: string; weeks: number } };
  const termEnd = addDays(term.start_date, term.weeks * 7 - 1);
  const created = await page.request.post("/api/task-classes", {
    headers: { origin },
    data: {
      name: "毕业论文",
      start_date: await storyToday(page, "Asia/Shanghai"),
      end_date: termEnd,
      strategy: "steady",
      items: Array.from({ length: 8 }, (_, index) => ({ content: `论文第${index + 1}部分`, duration: 2 })),
    },
  });
  expect(created.status()).toBe(201);

  const thisWeek = (await fetchWeek<Week>(page)).week;
  const card = await proposal(page, "把毕业论文排到期末前");
  // The card lists the first changes (the rest behind 展开); the grid's bar counts all eight and links each week.
  await expect(card.getByTestId("change-row").filter({ hasText: "论文第" }).first()).toBeVisible();
  await expect(page.getByTestId("draft-count")).toHaveText("有 8 项待确认");
  const lastWeekLink = new RegExp(`第${term.weeks}周有 \\d+ 项待确认`);
  await expect(page.getByRole("link", { name: lastWeekLink }).or(page.getByRole("button", { name: lastWeekLink }))).toBeVisible();
  await checkAccessibility(page, testInfo, "term-end-card", { within: `${TIMELINE}, [data-testid='draft-bar']` });
  await card.getByTestId("confirm").click();
  await expect(page.locator("[data-kind='schedule_completed']").last()).toBeVisible();

  const placedWeeks: number[] = [];
  for (let week = thisWeek; week <= term.weeks; week += 1) {
    const view = await fetchWeek<Week>(page, week);
    if (view.blocks.some((block) => isStudy(block) && block.name.includes("论文第"))) placedWeeks.push(week);
  }
  // Steady spreads the eight parts over what is left of the term, up to its last weeks.
  expect(placedWeeks.length).toBeGreaterThanOrEqual(3);
  expect(Math.max(...placedWeeks)).toBeGreaterThanOrEqual(term.weeks - 1);
});
