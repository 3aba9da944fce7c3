/**
 * What the first-screen stories share: a screenshot attached to the report, whether React has attached to an
 * element, the page opened again where no API request ever answers, and the JavaScript a page loaded.
 */
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Whether React has attached to the element (hydrated: its handlers work). */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")));
}

/**
 * Opens `path` as the same student in a new context whose /api/ requests never answer, runs `check` on it, and returns
 * the API paths the page asked for: a first screen that shows everything while they hang is the server's own.
 */
export async function withApiHeld(browser: Browser, student: Page, path: string, check: (page: Page) => Promise<void>): Promise<string[]> {
  const held = await browser.newContext({ storageState: await student.context().storageState() });
  try {
    const page = await held.newPage();
    const requested: string[] = [];
    await page.route(/\/api\//, (route) => {
      requested.push(new URL(route.request().url()).pathname);
    });
    await page.goto(path);
    await check(page);
    return requested;
  } finally {
    await held.close();
  }
}

/** The JavaScript files the page has loaded, in KB as sent (compressed) and unpacked. */
export async function javascriptLoaded(page: Page): Promise<{ files: number; sentKb: number; unpackedKb: number; urls: string[] }> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, sent: entry.encodedBodySize, unpacked: entry.decodedBodySize })),
  );
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  // No entries means the page's performance timeline was replaced (a fake clock does that), not that it loaded no
  // JavaScript: a budget read from nothing would pass whatever the page sends.
  if (scripts.length === 0) throw new Error("no JavaScript resource entries: is the page's clock faked? Measure with the real one.");
  return {
    files: scripts.length,
    sentKb: kb(scripts.reduce((sum, entry) => sum + entry.sent, 0)),
    unpackedKb: kb(scripts.reduce((sum, entry) => sum + entry.unpacked, 0)),
    urls: scripts.map((entry) => entry.url),
  };
}
