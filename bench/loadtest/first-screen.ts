/**
 * The first screen in a browser, judged here and not in a story (a time is a benchmark's figure): Chromium opens `/`
 * as a new guest of the demo, then times navigations of the same page from navigation start (performance.now() in
 * the page) until the composer is on screen and hydrated (React has attached to it: typing works) and the week grid
 * shows its blocks. The median of the runs is held to issue 16's 1.5 s.
 */
import { chromium, type Page } from "@playwright/test";

const RUNS = 3;
const TARGET_MS = 1500;

interface FirstScreen {
  composerPainted?: number;
  composerUsable?: number;
  gridFilled?: number;
}

/**
 * Runs in the page from the document's start: checks every frame what is on screen. Plain source, not a function
 * handed to Playwright: tsx compiles this file with esbuild's keepNames, whose __name() calls do not exist in the page.
 */
const WATCH_FIRST_SCREEN = `(() => {
  const marks = {};
  window.firstScreen = marks;
  const check = () => {
    const now = performance.now();
    const composer = document.querySelector("[data-testid='composer']");
    if (composer && marks.composerPainted === undefined) marks.composerPainted = now;
    if (composer && marks.composerUsable === undefined && Object.keys(composer).some((key) => key.startsWith("__reactProps"))) marks.composerUsable = now;
    if (document.querySelector("[data-testid='week-block']") && marks.gridFilled === undefined) marks.gridFilled = now;
    if (marks.composerUsable === undefined || marks.gridFilled === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function timedNavigation(page: Page): Promise<Required<FirstScreen>> {
  await page.goto(page.url());
  await page.getByTestId("week-block").first().waitFor({ timeout: 30_000 });
  // Polled with evaluate: waitForFunction compiles its predicate in the page, which the app's CSP (no unsafe-eval) refuses.
  const deadline = performance.now() + 30_000;
  for (;;) {
    const marks = await page.evaluate(() => (window as unknown as { firstScreen: FirstScreen }).firstScreen);
    if (marks.composerUsable !== undefined && marks.gridFilled !== undefined) return marks as Required<FirstScreen>;
    if (performance.now() > deadline) throw new Error(`the first screen was not usable within 30 s: ${JSON.stringify(marks)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface FirstScreenMeasure {
  /** Composer usable and grid filled, from navigation start, per run (ms). */
  ready: number[];
  median: number;
}

/** Times the first screen of a new guest on the server at `baseUrl`. */
export async function measureFirstScreen(baseUrl: string): Promise<FirstScreenMeasure> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
    // The first visit makes the guest and its demo week; the timed ones come back to the page it lands on.
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("composer").waitFor({ timeout: 60_000 });
    await page.addInitScript({ content: WATCH_FIRST_SCREEN });
    const ready: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const marks = await timedNavigation(page);
      ready.push(Math.max(marks.composerUsable, marks.gridFilled));
    }
    const sorted = [...ready].sort((a, b) => a - b);
    return { ready, median: sorted[Math.floor(sorted.length / 2)] };
  } finally {
    await browser.close();
  }
}

export function firstScreenVerdict(database: string, measure: FirstScreenMeasure) {
  return {
    target: `first screen usable < ${TARGET_MS / 1000} s (median of ${RUNS}, Chromium)`,
    subject: `${database}, a new guest's /`,
    measured: `${Math.round(measure.median)} ms (runs ${measure.ready.map(Math.round).join(", ")} ms)`,
    pass: measure.median <= TARGET_MS,
  };
}
