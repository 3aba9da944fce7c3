import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpFreshStudent, uniqueUsername } from "./helpers";

/**
 * A reminder's notification opens /?view=today&block=<id>. The address must survive the detours a visitor without a
 * live session takes: a first visit gets a guest and comes back to it, and an expired session signs in on /login and
 * comes back to it — not to the bare home page.
 */

const POINTED = "/?view=today&block=4242";

/** The address has the path and every parameter of `expected` (the assistant adds ?c=… of its own). */
async function expectAddressOf(page: Page, expected: string): Promise<void> {
  const wanted = new URL(expected, "http://planner.invalid");
  await expect(page).toHaveURL((address) =>
    address.pathname === wanted.pathname && [...wanted.searchParams].every(([name, value]) => address.searchParams.get(name) === value),
  );
}

test("a first visit to a reminder's address gets a guest and lands on 今天, the address kept", async ({ page }) => {
  await page.goto(POINTED);
  await expect(page.getByTestId("header-account")).toHaveAttribute("data-guest", "true");
  await expectAddressOf(page, POINTED);
  await expect(page.getByTestId("today-panel")).toBeVisible();
});

test("an expired session is sent to 登录 with the address, and signing in goes back to it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const username = uniqueUsername("e2e_deep");
  await signUpFreshStudent(page, { username, password: "correct-horse-42" });
  // On another device the student signs out everywhere: this browser keeps its cookie, whose session the server no
  // longer has (as after 30 days away), so a page reads it as expired.
  const other = await browser.newContext({ baseURL });
  try {
    const headers = { origin: baseURL! };
    expect((await other.request.post("/api/auth/login", { headers, data: { username, password: "correct-horse-42" } })).status()).toBe(200);
    expect((await other.request.delete("/api/auth/sessions", { headers })).status()).toBe(200);
  } finally {
    await other.close();
  }

  await page.goto(POINTED);
  await expect(page).toHaveURL((address) => address.pathname === "/login" && address.searchParams.get("next") === POINTED);
  await expect(page.getByTestId("auth-expired")).toHaveText("登录已过期，请重新登录。");

  await page.getByTestId("auth-username").fill(username);
  await page.getByTestId("auth-password").fill("correct-horse-42");
  await page.getByTestId("auth-submit").click();
  await expectAddressOf(page, POINTED);
  await expect(page.getByTestId("header-account")).toHaveAttribute("data-guest", "false");
  await expect(page.getByTestId("today-panel")).toBeVisible();
});

test("/login?next= goes nowhere off the site: a signed-in visitor with a foreign next lands on the home page", async ({ page }) => {
  await signUpFreshStudent(page, { username: uniqueUsername("e2e_next") });
  await page.goto("/login?next=//evil.example/steal");
  await expect(page).toHaveURL((address) => address.origin === new URL(page.url()).origin && address.pathname === "/");
});
