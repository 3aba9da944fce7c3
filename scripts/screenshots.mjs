/**
 * Screenshots of the home page for a visual check: 1280 px and 390 px, light and dark, after a quick note, a task
 * query and a schedule request. Needs a running app (`npm run build && npx next start -p 3200`) and Chromium.
 *
 *   node scripts/screenshots.mjs [baseUrl] [outDir]
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const baseUrl = process.argv[2] ?? "http://localhost:3200";
const outDir = process.argv[3] ?? "/tmp/ui-shots";
const PROMPTS = ["提醒我周三晚上8点给导师发周报", "还有哪些离散数学的任务没做？", "帮我把这周的复习排进空闲时间"];
const SIZES = { wide: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

async function newPage(size, colorScheme) {
  const context = await browser.newContext({ viewport: SIZES[size], colorScheme, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
  return context.newPage();
}

async function send(page, text) {
  await page.getByTestId("composer").fill(text);
  await page.getByTestId("composer").press("Enter");
  await page.getByTestId("timeline").getByText(text).waitFor({ timeout: 60_000 });
  await page.getByTestId("stop").waitFor({ state: "detached", timeout: 60_000 }).catch(() => undefined);
  await page.getByTestId("send").waitFor({ timeout: 60_000 });
  await page.waitForTimeout(400);
}

// One conversation, written at 1280 px light, with a shot after each turn.
const page = await newPage("wide", "light");
await page.goto(baseUrl);
// The conversation bar appears once the client has hydrated and chosen a conversation.
await page.getByTestId("composer").waitFor();
await page.getByTestId("new-conversation").click();
await page.getByTestId("empty-conversation").waitFor();
await page.screenshot({ path: `${outDir}/wide-light-0-empty.png` });
for (const [index, prompt] of PROMPTS.entries()) {
  await send(page, prompt);
  await page.screenshot({ path: `${outDir}/wide-light-${index + 1}.png` });
}
// Confirm the proposal: the schedule_completed card follows. (A database where everything is already planned
// has no proposal; start the app on a fresh PGLITE_DIR for the full story.)
if ((await page.getByTestId("confirm").count()) > 0) {
  await page.getByTestId("confirm").last().click();
  await page.locator("[data-kind='schedule_completed']").waitFor({ timeout: 30_000 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${outDir}/wide-light-4-confirmed.png` });
}
// Stop a turn as soon as it starts: the partial answer stays, then the 已停止 marker.
await page.getByTestId("composer").fill("第3天有什么课");
await page.getByTestId("composer").press("Enter");
await page.getByTestId("stop").click({ timeout: 10_000 }).catch(() => undefined);
await page.getByTestId("send").waitFor({ timeout: 60_000 });
await page.waitForTimeout(400);
await page.screenshot({ path: `${outDir}/wide-light-5-stopped.png` });
const conversationUrl = page.url();
await page.context().close();

// The same conversation reloaded in every size and scheme.
for (const size of Object.keys(SIZES)) {
  for (const scheme of ["light", "dark"]) {
    const view = await newPage(size, scheme);
    await view.goto(conversationUrl);
    await view.getByTestId("timeline").waitFor();
    await view.waitForTimeout(800);
    await view.screenshot({ path: `${outDir}/${size}-${scheme}-reload.png` });
    // Scroll up to the quick note and the query cards.
    await view.getByTestId("timeline-scroller").evaluate((element) => element.scrollTo({ top: 0 }));
    await view.waitForTimeout(200);
    await view.screenshot({ path: `${outDir}/${size}-${scheme}-top.png` });
    if (size === "wide") {
      // A tool block opened, with the conversation list showing.
      await view.locator("[data-kind='tool_call'] summary").first().click();
      await view.getByTestId("conversation-list-toggle").click();
      await view.waitForTimeout(200);
      await view.screenshot({ path: `${outDir}/${size}-${scheme}-details.png` });
    }
    if (size === "phone") {
      await view.getByTestId("tab-schedule").click();
      await view.waitForTimeout(800);
      await view.screenshot({ path: `${outDir}/${size}-${scheme}-schedule-tab.png` });
    }
    await view.context().close();
  }
}

await browser.close();
console.log(`screenshots in ${outDir}`);
