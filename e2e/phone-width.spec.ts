/**
 * A phone at 390 × 844: every header tab is in view and is what a tap at its centre hits (the model badge once sat
 * on 设置), no page scrolls sideways (/progress's screen-reader tables once made it 633 px wide), and an address no
 * page answers gets a Chinese page with a way back to 首页 whose scripts the Content-Security-Policy lets run.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ALL_VARIANTS, checkAccessibility } from "./helpers";

const PHONE = { width: 390, height: 844 };
const PHONE_VARIANTS = ALL_VARIANTS.filter((variant) => variant.width === PHONE.width);

/** Each nav tab whose box leaves the viewport or whose centre is covered by something else, named. */
async function hiddenTabs(page: Page): Promise<string[]> {
  return page.getByTestId("header-nav").evaluate((nav) =>
    Array.from(nav.querySelectorAll("a")).flatMap((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const inView = box.left >= 0 && box.right <= window.innerWidth;
      return inView && hit && link.contains(hit) ? [] : [`${link.textContent}（${inView ? `被 ${hit?.textContent} 盖住` : "在屏幕外"}）`];
    }),
  );
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.use({ viewport: PHONE });

test("at phone width every header tab is visible and tappable, and no page scrolls sideways", async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, ready] of [
    ["/", "[data-testid='model-badge']"],
    ["/plan", "[data-testid='plan-new-class']"],
    ["/tasks", "[data-testid='tasks-view']"],
    ["/progress", "[data-testid='weekly-table']"],
    ["/settings", "form[aria-label='学期设置']"],
  ] as const) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator(ready).first()).toBeAttached();
    expect(await hiddenTabs(page), `${path}: header tabs out of view or covered`).toEqual([]);
    expect(await sidewaysScroll(page), `${path}: sideways scroll`).toBeLessThanOrEqual(0);
  }
  // The tab that was covered takes the tap.
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByTestId("nav-settings").click({ trial: false });
  await expect(page).toHaveURL(/\/settings$/);
});

test("an unknown address: a Chinese not-found page with a link back to 首页, its scripts allowed by the CSP", async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`));
  });

  const response = await page.goto("/no-such-page", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("找不到这个页面");
  await expect(page).toHaveTitle("页面不存在 · 学习规划助手");
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await checkAccessibility(page, testInfo, "not-found", { variants: PHONE_VARIANTS });
  // The 404 itself is the browser's only console error (it reports the status of the document it loaded).
  expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);

  // Next's scripts ran (they carry the nonce): its bootstrap sets window.next.
  await expect.poll(() => page.evaluate(() => "next" in window)).toBe(true);
  await page.getByTestId("not-found-home").click();
  // The home page may already have put its conversation in the address (?c=…) by the time the URL is read.
  await expect(page).toHaveURL((address) => address.pathname === "/");
  await expect(page.getByTestId("composer")).toBeVisible();
});
