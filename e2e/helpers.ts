/**
 * Shared steps of the end-to-end stories: talking to the assistant, reading the timeline as the student sees it,
 * and axe's check of each story's screens (WCAG 2.2 AA) at desktop and phone width, in light and dark.
 */
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { findA11yViolations, type AxeFinding } from "./axe";
import { serverNow } from "./clock";

export interface TimelineEntry {
  seq: number;
  kind: string;
  cardType?: string;
}

export async function openNewConversation(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByTestId("composer")).toBeVisible();
  const newConversation = page.getByTestId("new-conversation");
  if (await newConversation.isVisible()) await newConversation.click();
}

/** Types into the composer and sends with Enter, as a student would. */
export async function say(page: Page, text: string): Promise<void> {
  const composer = page.getByTestId("composer");
  await composer.fill(text);
  await composer.press("Enter");
}

/** Waits until the assistant is no longer working (the stop button is gone). */
export async function waitForTurnEnd(page: Page): Promise<void> {
  await expect(page.getByTestId("stop")).toHaveCount(0, { timeout: 30_000 });
}

/** Every timeline block in document order, with its seed kind and seq. */
export async function readTimeline(page: Page): Promise<TimelineEntry[]> {
  return page.getByTestId("timeline").locator("[data-kind]").evaluateAll((elements) =>
    elements.map((element) => {
      const data = (element as HTMLElement).dataset;
      return { seq: Number(data.seq), kind: data.kind ?? "", ...(data.cardType ? { cardType: data.cardType } : {}) };
    }),
  );
}

/** Every layout and palette: the whole-page check of a11y.spec.ts takes these. */
export const ALL_VARIANTS = [
  { name: "desktop-light", width: 1280, height: 900, colorScheme: "light" },
  { name: "desktop-dark", width: 1280, height: 900, colorScheme: "dark" },
  { name: "phone-light", width: 390, height: 844, colorScheme: "light" },
  { name: "phone-dark", width: 390, height: 844, colorScheme: "dark" },
] as const;
type Variant = (typeof ALL_VARIANTS)[number];

/** A story's check: the desktop in light and the phone in dark cover both layouts and both palettes. */
const STORY_VARIANTS: readonly Variant[] = [ALL_VARIANTS[0], ALL_VARIANTS[3]];

/** The conversation's timeline: where a story that only adds cards and answers checks what it added. */
export const TIMELINE = "[data-testid='timeline']";

/**
 * axe (WCAG 2.2 AA, serious or critical) on the current state in each variant; the story fails on any violation,
 * with a full-page screenshot of each variant that had one attached to the report (Playwright attaches its own on
 * any other failure). `within` scopes the check to what the story changed (TIMELINE for its cards); the pages around
 * it are the a11y sweep's (a11y.spec.ts checks each in four variants), so a story need not check them again.
 */
export async function checkAccessibility(
  page: Page,
  testInfo: TestInfo,
  story: string,
  { variants = STORY_VARIANTS, within }: { variants?: readonly Variant[]; within?: string } = {},
): Promise<void> {
  const original = page.viewportSize();
  const findings: Array<{ variant: string; violations: AxeFinding[] }> = [];
  for (const variant of variants) {
    await page.setViewportSize({ width: variant.width, height: variant.height });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    // axe passes over what is not shown: a scoped check must see its part on screen in every layout.
    if (within) await expect(page.locator(within).first(), `${within} is shown at ${variant.name}`).toBeVisible();
    const violations = await findA11yViolations(page, within);
    if (violations.length === 0) continue;
    findings.push({ variant: variant.name, violations });
    const path = testInfo.outputPath(`${story}-${variant.name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${story}-${variant.name}`, { path, contentType: "image/png" });
  }
  if (original) await page.setViewportSize(original);
  await page.emulateMedia({ colorScheme: "light" });
  expect(findings, `axe (WCAG 2.2 AA, serious or critical) on ${story}:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}

export interface WeekBlock {
  kind: string;
  name: string;
  day_of_week: number;
  slot_start: number;
  slot_end: number;
}

/** The week as GET /api/schedule reads it from the tables; `View` names the fields a story looks at. */
export async function fetchWeek<View = { week: number; blocks: WeekBlock[] }>(page: Page, week?: number): Promise<View> {
  const response = await page.request.get(week ? `/api/schedule?week=${week}` : "/api/schedule");
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Steps the grid to `week` with its 上一周 / 下一周 buttons. */
export async function showWeek(page: Page, week: number): Promise<void> {
  const title = page.getByTestId("week-title");
  // A confirm asks the grid for the week it changed: read the title only once that (or any) week has loaded, or the
  // click below would step from a week that is about to leave the screen.
  const grid = page.locator("section[aria-label='课程表']");
  for (let step = 0; step < 4; step += 1) {
    await expect(grid).toHaveAttribute("aria-busy", "false");
    const shown = Number(/第(\d+)周/.exec((await title.textContent()) ?? "")?.[1]);
    if (shown === week) break;
    await page.getByRole("button", { name: shown > week ? "上一周" : "下一周" }).click();
    await expect(title).not.toContainText(`第${shown}周`);
  }
  await expect(title).toContainText(`第${week}周`);
}

/** Sends one message and returns the confirm card that turn adds, once the turn has ended. */
export async function proposal(page: Page, text: string): Promise<Locator> {
  const cards = page.locator("[data-kind='confirm_request']");
  const before = await cards.count();
  await say(page, text);
  await expect(cards).toHaveCount(before + 1, { timeout: 30_000 });
  await waitForTurnEnd(page);
  return cards.last();
}

/** Discards an open draft left by an earlier story, so a story starts from the committed schedule. */
export async function discardOpenDraft(page: Page): Promise<void> {
  const response = await page.request.get("/api/schedule");
  const view = (await response.json()) as { draft: { id: string } | null };
  if (view.draft) expect((await page.request.post(`/api/drafts/${view.draft.id}/cancel`)).ok()).toBe(true);
}

/**
 * A username no other story of this run takes, whichever worker runs it and when (the stories run side by side):
 * the prefix says which story made the account. Within the 32 characters a username may have.
 */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 32);
}

/**
 * Signs up a fresh student (no demo data) through the sign-up form and waits for the welcome settings page. The
 * account comes with a default term in which this week is week 1.
 */
export async function signUpFreshStudent(page: Page, { username, name = "新同学", password = "correct-horse-42" }: { username: string; name?: string; password?: string }): Promise<void> {
  await page.goto("/login?mode=signup", { waitUntil: "networkidle" });
  await page.getByTestId("auth-username").fill(username);
  await page.getByTestId("auth-name").fill(name);
  await page.getByTestId("auth-password").fill(password);
  await page.getByTestId("auth-submit").click();
  await expect(page).toHaveURL(/\/settings\?welcome=1/);
  await expect(page.getByTestId("header-account")).toHaveAttribute("data-guest", "false");
  await page.waitForLoadState("networkidle");
}

// ---------- calendar dates in the student's zone (the runner may sit in any zone) ----------

/**
 * Today's date in the student's zone by the server's clock, which libfaketime holds at the stories' moment
 * (e2e/clock.ts): the runner's own clock is the real one, so a date computed from it only agrees with the server's
 * on the day the stories' moment happens to be.
 */
export async function storyToday(page: Page, zone: string): Promise<string> {
  const now = await serverNow(page.request);
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}
