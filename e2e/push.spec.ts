import type { BrowserContext, CDPSession, Page, Worker } from "@playwright/test";
import type { StudyBlock, TodayView } from "@/lib/protocol/checkins";
import type { ReminderSettings } from "@/lib/protocol/reminders";
import { dueReminders } from "@/server/notifications/due";
import type { PushNotice } from "@/server/notifications/push";
import { expect, test } from "./fixtures";
import { checkAccessibility, fetchWeek, openNewConversation, proposal, signUpFreshStudent, uniqueUsername } from "./helpers";

/**
 * Issue 26, reminders that reach the student: a new student makes a plan, sets 提醒 by keyboard alone (the block's
 * lead time, a second deadline alarm, 保存) and finds it kept after a reload, with axe clean on the section; 开启通知
 * registers the worker at /sw.js; a reminder of the next block, built by the server's own builder
 * (server/notifications/due.ts) from the saved settings, is pushed to the worker through the DevTools protocol and
 * shows as a notification in Chinese; its click, dispatched to the worker's notificationclick handler, brings the
 * open tab to 今天 with that block marked.
 *
 * What a browser here cannot do, and so is not in this story: Chromium's push service (Google's) is unreachable, so
 * pushManager.subscribe() gets no subscription and the push comes over CDP (ServiceWorker.deliverPushMessage), not
 * from the server; and no protocol clicks a notification, so the click is a NotificationEvent built from the real
 * notification and dispatched in the worker. A dispatched event is untrusted: the browser's waitUntil refuses it (the
 * story hands the handler a waitUntil that collects its promise instead), and it carries no user activation, so
 * clients.openWindow() and focus() are refused there — the new-window path is covered by client/service-worker.test.ts.
 */

const ZONE = "Asia/Shanghai";

/** The worker's registration id, from ServiceWorker.workerRegistrationUpdated (sent for the existing ones on enable). */
async function registrationIdOf(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === scopeURL && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

async function appWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers().find((worker) => new URL(worker.url()).pathname === "/sw.js");
  return running ?? context.waitForEvent("serviceworker", { predicate: (worker) => new URL(worker.url()).pathname === "/sw.js" });
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string | undefined;
}

/** The notifications the app's worker shows now, as the page reads them from its registration. */
async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url?: string } | null)?.url,
    }));
  });
}

/** The reminder the scheduler sends for `block` at its lead time under `settings`: the server's own builder. */
function blockReminder(block: StudyBlock, week: number, settings: ReminderSettings): PushNotice {
  const startsAt = new Date(block.starts_at);
  const lead = settings.block_minutes ?? 0;
  const dayOfWeek = ((new Date(`${block.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const due = dueReminders({
    now: new Date(startsAt.getTime() - lead * 60_000),
    timeZone: ZONE,
    settings,
    sittings: [
      {
        kind: block.kind,
        eventId: block.event_id,
        embeddedItemId: block.kind === "embedded" ? block.item_id : null,
        itemId: block.item_id,
        taskId: block.task_id,
        name: block.name,
        category: block.category,
        week,
        dayOfWeek,
        date: block.date,
        slotStart: block.slot_start,
        slotEnd: block.slot_end,
        periods: block.slot_end - block.slot_start + 1,
        startsAt,
      },
    ],
    checkins: [],
    deadlines: [],
  });
  expect(due, "the scheduler would send one reminder for the block at its lead time").toHaveLength(1);
  return due[0].notice;
}

test("reminders: 提醒 set by keyboard and kept, the worker at /sw.js shows a pushed reminder, and its click opens the block on 今天", async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["notifications"]);

  await test.step("a new student makes a plan and has it placed next week: the next study block is committed", async () => {
    await signUpFreshStudent(page, { username: uniqueUsername("e2e_push") });
    await openNewConversation(page);
    const card = await proposal(page, "概率论复习，3章，每章2节");
    await card.getByTestId("confirm").click();
    await expect(page.locator("[data-kind='schedule_completed']").last()).toContainText("新建任务类 1 个");
    const placing = await proposal(page, "把概率论复习排到下周");
    await placing.getByTestId("confirm").click();
    await expect(page.locator("[data-kind='schedule_completed']")).toHaveCount(2);
  });

  const form = page.getByTestId("reminders-form");
  const blockLead = form.getByLabel("学习块提醒");
  const twoHours = form.getByRole("checkbox", { name: "提前 2 小时" });
  const save = form.getByRole("button", { name: "保存提醒设置" });

  await test.step("提醒 by keyboard: Arrow keys change the block's lead time, Space a deadline alarm, Enter saves", async () => {
    await page.goto("/settings#reminders", { waitUntil: "networkidle" });
    await expect(blockLead).toHaveValue("10");
    await expect(twoHours).not.toBeChecked();
    await blockLead.focus();
    await page.keyboard.press("ArrowDown");
    await expect(blockLead).toHaveValue("15");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox", { name: "提前 30 分钟" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(twoHours).toBeFocused();
    await page.keyboard.press("Space");
    await expect(twoHours).toBeChecked();
    for (let step = 0; step < 10 && !(await save.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press("Tab");
    await expect(save).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form.getByText(/提醒设置已保存/)).toBeVisible();
    await checkAccessibility(page, testInfo, "reminders-saved");
  });

  await test.step("a reload shows what was saved", async () => {
    await page.reload({ waitUntil: "networkidle" });
    await expect(blockLead).toHaveValue("15");
    await expect(twoHours).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "提前 30 分钟" })).toBeChecked();
    const saved = (await (await page.request.get("/api/reminders/settings")).json()) as ReminderSettings;
    expect(saved).toMatchObject({ block_minutes: 15, deadline_offsets: expect.arrayContaining([30, 120]) });
  });

  const scope = new URL("/", page.url()).href;
  await test.step("开启通知 by keyboard registers the service worker at /sw.js, which takes the open tab", async () => {
    const enable = page.getByRole("button", { name: "开启通知" });
    await enable.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null))
      .toBe(new URL("/sw.js", scope).href);
    // clients.claim() on activate: the tab that turned notifications on is the worker's, so a click can navigate it.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(new URL("/sw.js", scope).href);
    // Chromium's push service (Google's) cannot be reached from here, so subscribing fails and the settings say why,
    // in the words a student in mainland China gets; where it can be reached, notifications are on.
    await expect(page.getByTestId("push-notifications").getByText(/浏览器的推送服务连不上|通知已开启/)).toBeVisible();
    await checkAccessibility(page, testInfo, "reminders-push");
  });

  const today = (await (await page.request.get("/api/today")).json()) as TodayView;
  const block = today.next;
  expect(block, "the plan has a next study block").not.toBeNull();
  if (!block) return;
  const thisWeek = await fetchWeek<{ week: number; blocks: Array<{ date: string }> }>(page);
  const week = thisWeek.blocks.some((entry) => entry.date === block.date) ? thisWeek.week : thisWeek.week + 1;
  const saved = (await (await page.request.get("/api/reminders/settings")).json()) as ReminderSettings;
  const notice = blockReminder(block, week, saved);

  await test.step("a reminder pushed to the worker (CDP ServiceWorker.deliverPushMessage) shows as a notification in Chinese", async () => {
    const cdp = await context.newCDPSession(page);
    const registrationId = await registrationIdOf(cdp, scope);
    const expected = [{ title: notice.title, body: notice.body, tag: notice.tag, url: notice.url }];
    // A push once went unanswered in a clean-clone run (nothing shown within 5 s; DevTools does not say whether the
    // worker got it), so an unanswered push is sent again; the notices share a tag, so a second replaces the first.
    await expect(async () => {
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(scope).origin, registrationId, data: JSON.stringify(notice) });
      await expect.poll(() => shownNotifications(page), { timeout: 5_000 }).toEqual(expected);
    }).toPass({ timeout: 30_000 });
    const [shown] = await shownNotifications(page);
    expect(shown.title).toBe(`学习提醒：${block.category} · ${block.name}`);
    expect(shown.body).toContain("开始（还有 15 分钟）");
    expect(shown.url).toBe(`/?view=today&block=${block.event_id}`);
  });

  await test.step("a click on it brings the open tab to 今天 with the block marked", async () => {
    const worker = await appWorker(context);
    await worker.evaluate(async (tag) => {
      // The worker's global scope (tsconfig has no "webworker" library).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      const event = new scope.NotificationEvent("notificationclick", { notification });
      // The browser's waitUntil refuses an event it did not dispatch; this one collects what the handler waits on.
      const waits: Array<Promise<unknown>> = [];
      Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => waits.push(promise) });
      scope.dispatchEvent(event);
      await Promise.all(waits);
    }, notice.tag);
    // The assistant panel then writes the open conversation into the address (?c=…), so the story checks what the
    // notification asked for (the page, its view and block), not the whole address.
    const opened = new URL(notice.url, scope);
    await expect(page).toHaveURL((address) =>
      address.pathname === opened.pathname &&
      [...opened.searchParams].every(([name, value]) => address.searchParams.get(name) === value),
    );
    const marked = page.getByTestId("today-panel").locator("[data-highlighted]").first();
    await expect(marked).toBeVisible();
    await expect(marked).toHaveAttribute("aria-current", "true");
    await expect(marked).toContainText(block.name);
    // The handler closed the notification it opened the app for.
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });
});
