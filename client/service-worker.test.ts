/**
 * public/sw.js, run as it is in a stand-in for the worker's global scope (its `self`: listeners, clients, the
 * registration): a pushed notice becomes a notification carrying where a click points, and a click opens that page
 * of the app (今天 with the block marked) in a tab the worker controls, else in a new window. e2e/push.spec.ts
 * drives the same file in Chromium.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";

const SOURCE = readFileSync(path.join(import.meta.dirname, "..", "public", "sw.js"), "utf8");
const ORIGIN = "https://planner.example.com";

/** A notice as server/notifications/due.ts builds a block's reminder. */
const BLOCK_NOTICE = {
  title: "学习提醒：离散数学复习 · 第一章",
  body: "「离散数学复习 · 第一章」14:00 开始（还有 10 分钟）",
  url: "/?view=today&block=7",
  tag: "block-7:0:3:2:5",
};

interface FakeTab {
  url: string;
  navigate: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

/** A tab the worker controls: navigate() answers the tab at its new address, focus() resolves. */
function controlledTab(url = `${ORIGIN}/settings`): FakeTab {
  const tab: FakeTab = {
    url,
    focus: vi.fn(async () => tab),
    navigate: vi.fn(async (href: string) => {
      tab.url = href;
      return tab;
    }),
  };
  return tab;
}

/** A tab the worker does not control: WindowClient.navigate rejects with a TypeError. */
function uncontrolledTab(url = `${ORIGIN}/`): FakeTab {
  return {
    url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => {
      throw new TypeError("This service worker is not the client's active service worker.");
    }),
  };
}

function loadWorker(tabs: FakeTab[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const clients = {
    claim: vi.fn(async () => undefined),
    matchAll: vi.fn(async () => tabs),
    openWindow: vi.fn(async (href: string) => ({ url: href })),
  };
  const registration = { showNotification: vi.fn(async () => undefined) };
  const self = {
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    clients,
    registration,
    location: new URL(`${ORIGIN}/sw.js`),
  };
  vm.runInNewContext(SOURCE, { self, URL });

  /** Dispatches an event as the browser does and waits for everything its handler handed to waitUntil. */
  async function dispatch(type: string, init: object): Promise<void> {
    const waits: Array<Promise<unknown>> = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`sw.js has no ${type} listener`);
    listener({ ...init, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }

  function click(url: string | undefined) {
    const notification = { close: vi.fn(), data: url === undefined ? undefined : { url } };
    return { notification, done: dispatch("notificationclick", { notification }) };
  }

  return { clients, registration, dispatch, click };
}

describe("public/sw.js", () => {
  it("shows the pushed notice with its title and body, and keeps where a click points", async () => {
    const worker = loadWorker();
    await worker.dispatch("push", { data: { json: () => BLOCK_NOTICE, text: () => JSON.stringify(BLOCK_NOTICE) } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith(BLOCK_NOTICE.title, {
      body: BLOCK_NOTICE.body,
      tag: BLOCK_NOTICE.tag,
      icon: "/icon.svg",
      data: { url: BLOCK_NOTICE.url },
    });
  });

  it("shows a payload that is not JSON as the body of a 学习提醒 pointing at the app", async () => {
    const worker = loadWorker();
    const data = {
      json: () => {
        throw new SyntaxError("not JSON");
      },
      text: () => "该复习了",
    };
    await worker.dispatch("push", { data });
    expect(worker.registration.showNotification).toHaveBeenCalledWith("学习提醒", expect.objectContaining({ body: "该复习了", data: { url: "/" } }));
  });

  it("takes the open tabs when it activates, so a click can navigate them", async () => {
    const worker = loadWorker();
    await worker.dispatch("activate", {});
    expect(worker.clients.claim).toHaveBeenCalledTimes(1);
  });

  it("a click navigates a tab of the app it controls to the block on 今天 and focuses it", async () => {
    const tab = controlledTab();
    const worker = loadWorker([tab]);
    const { notification, done } = worker.click(BLOCK_NOTICE.url);
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/?view=today&block=7`);
    expect(tab.focus).toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it("a tab stays navigated to the block when focusing it is refused", async () => {
    const tab = controlledTab();
    tab.focus.mockRejectedValue(new DOMException("Not allowed to focus a window.", "InvalidAccessError"));
    const worker = loadWorker([tab]);
    await worker.click(BLOCK_NOTICE.url).done;
    expect(tab.url).toBe(`${ORIGIN}/?view=today&block=7`);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it("opens a new window when the only tab of the app is one the worker does not control", async () => {
    const tab = uncontrolledTab();
    const worker = loadWorker([tab]);
    await worker.click(BLOCK_NOTICE.url).done;
    expect(tab.navigate).toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/?view=today&block=7`);
  });

  it("skips an uncontrolled tab for a controlled one", async () => {
    const [stranger, ours] = [uncontrolledTab(), controlledTab()];
    const worker = loadWorker([stranger, ours]);
    await worker.click("/?view=today").done;
    expect(ours.navigate).toHaveBeenCalledWith(`${ORIGIN}/?view=today`);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it("opens 今天's page in a new window when no tab of the app is open, and the app's root without a url", async () => {
    const worker = loadWorker();
    await worker.click("/?view=today").done;
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/?view=today`);
    await worker.click(undefined).done;
    expect(worker.clients.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
  });

  it("opens nothing for an address of another origin", async () => {
    const tab = controlledTab();
    const worker = loadWorker([tab]);
    const { notification, done } = worker.click("https://evil.example/phish");
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });
});
