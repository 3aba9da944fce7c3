// @vitest-environment jsdom
// jsdom has no service worker, PushManager or Notification: each test stubs the ones its browser has.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentJson } from "@/testing/fixtures/settings";
import { base64UrlToBytes } from "@/client/reminders-api";
import { RemindersSection } from "./reminders-section";

const STORED = { block_minutes: 10, deadline_offsets: [30], course_minutes: null, quiet_hours: { start: "23:00", end: "07:00" } };
const KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/abc";

type Route = (init: RequestInit | undefined) => Response;

/** A fetch stub answering by "METHOD url"; every call is kept. */
function stubFetch(routes: Record<string, Route>) {
  const stub = vi.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? "GET"} ${url}`];
    if (!route) throw new Error(`unexpected ${init?.method ?? "GET"} ${url}`);
    return route(init);
  });
  vi.stubGlobal("fetch", stub);
  return stub;
}

const callsTo = (stub: ReturnType<typeof stubFetch>, key: string) =>
  stub.mock.calls.map((call, index) => ({ call, index })).filter(({ call }) => `${(call[1] as RequestInit | undefined)?.method ?? "GET"} ${call[0]}` === key);

interface FakeSubscription {
  endpoint: string;
  toJSON(): PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** A browser with the Push API: a worker registration whose pushManager hands out one subscription. */
function stubPushBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  let current: FakeSubscription | null = null;
  const makeSubscription = (): FakeSubscription => ({
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  if (options.subscribed) current = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = makeSubscription())),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => (options.subscribed ? registration : undefined)),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: serviceWorker });
  vi.stubGlobal("PushManager", function PushManager() {});
  const requestPermission = vi.fn(async () => options.answer ?? "granted");
  vi.stubGlobal("Notification", { permission: options.permission ?? "default", requestPermission });
  return { serviceWorker, pushManager, requestPermission, subscription: () => current };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("RemindersSection: the settings", () => {
  it("loads the stored settings and saves the changed set with PUT", async () => {
    const saved = { block_minutes: 15, deadline_offsets: [1440, 30], course_minutes: 5, quiet_hours: { start: "22:30", end: "07:00" } };
    const fetchStub = stubFetch({
      "GET /api/reminders/settings": () => jsonResponse(STORED),
      "PUT /api/reminders/settings": () => jsonResponse(saved),
    });
    render(<RemindersSection />);
    expect(screen.getByText("正在读取提醒设置…")).toBeTruthy();
    const block = (await screen.findByLabelText("学习块提醒")) as HTMLSelectElement;
    expect(block.value).toBe("10");
    expect((screen.getByLabelText("上课提醒") as HTMLSelectElement).value).toBe("none");
    expect((screen.getByLabelText("提前 30 分钟") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("提前 2 小时") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("开始") as HTMLInputElement).value).toBe("23:00");
    expect((screen.getByLabelText("结束") as HTMLInputElement).value).toBe("07:00");

    fireEvent.change(block, { target: { value: "15" } });
    fireEvent.click(screen.getByLabelText("提前 1 天"));
    fireEvent.change(screen.getByLabelText("上课提醒"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("开始"), { target: { value: "22:30" } });
    fireEvent.click(screen.getByRole("button", { name: "保存提醒设置" }));
    await screen.findByText(/提醒设置已保存/);
    const [put] = callsTo(fetchStub, "PUT /api/reminders/settings");
    expect(sentJson(fetchStub, put.index)).toEqual({ block_minutes: 15, deadline_offsets: [30, 1440], course_minutes: 5, quiet_hours: { start: "22:30", end: "07:00" } });
    expect((screen.getByLabelText("提前 1 天") as HTMLInputElement).checked).toBe(true);
  });

  it("starts from the settings the page read, without asking", async () => {
    const fetchStub = stubFetch({});
    render(<RemindersSection initial={{ ...STORED, deadline_offsets: [1440, 45] }} />);
    expect((screen.getByLabelText("学习块提醒") as HTMLSelectElement).value).toBe("10");
    expect((screen.getByLabelText("提前 1 天") as HTMLInputElement).checked).toBe(true);
    // An offset set elsewhere (the API) than the three choices stays, ticked.
    expect((screen.getByLabelText("提前 45 分钟") as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId("push-notifications").getAttribute("data-state")).toBe("unsupported"));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("turns a kind off: 不提醒 sends null, no box ticked sends no offsets", async () => {
    const fetchStub = stubFetch({
      "GET /api/reminders/settings": () => jsonResponse(STORED),
      "PUT /api/reminders/settings": (init) => jsonResponse({ ...STORED, ...JSON.parse(String(init?.body)) }),
    });
    render(<RemindersSection />);
    fireEvent.change(await screen.findByLabelText("学习块提醒"), { target: { value: "none" } });
    fireEvent.click(screen.getByLabelText("提前 30 分钟"));
    fireEvent.click(screen.getByRole("button", { name: "保存提醒设置" }));
    await screen.findByText(/提醒设置已保存/);
    const [put] = callsTo(fetchStub, "PUT /api/reminders/settings");
    expect(sentJson(fetchStub, put.index)).toMatchObject({ block_minutes: null, deadline_offsets: [] });
  });

  it("says what is missing before asking the server, and shows the server's refusal in Chinese beside the form", async () => {
    const fetchStub = stubFetch({
      "GET /api/reminders/settings": () => jsonResponse(STORED),
      "PUT /api/reminders/settings": () =>
        jsonResponse({ error: { code: "request:invalid", message: "请求内容有误", fields: { "quiet_hours.start": "时间应为 HH:MM" } } }, 400),
    });
    render(<RemindersSection />);
    const start = await screen.findByLabelText("开始");
    fireEvent.change(start, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "保存提醒设置" }));
    expect(await screen.findByText("请填写免打扰的开始时间，例如 23:00。")).toBeTruthy();
    expect(start.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(fetchStub, "PUT /api/reminders/settings")).toHaveLength(0);

    fireEvent.change(start, { target: { value: "23:00" } });
    fireEvent.click(screen.getByRole("button", { name: "保存提醒设置" }));
    const alert = await screen.findByText("请求内容有误");
    expect(within(alert.closest("[role=alert]") as HTMLElement).getByText("时间应为 HH:MM")).toBeTruthy();
  });

  it("says in words what the quiet hours are, and that an equal start and end means none, and saves that", async () => {
    const fetchStub = stubFetch({
      "GET /api/reminders/settings": () => jsonResponse(STORED),
      "PUT /api/reminders/settings": (init) => jsonResponse({ ...STORED, ...JSON.parse(String(init?.body)) }),
    });
    render(<RemindersSection />);
    const end = await screen.findByLabelText("结束");
    expect(screen.getByTestId("quiet-hours-summary").textContent).toBe("每天 23:00 到次日 07:00 免打扰。");
    fireEvent.change(end, { target: { value: "23:00" } });
    expect(screen.getByTestId("quiet-hours-summary").textContent).toBe("开始和结束相同，表示不设免打扰：提醒随时发送。");
    fireEvent.click(screen.getByRole("button", { name: "保存提醒设置" }));
    expect((await screen.findByText(/提醒设置已保存/)).textContent).toContain("提醒设置已保存（不设免打扰）。");
    const [put] = callsTo(fetchStub, "PUT /api/reminders/settings");
    expect(sentJson(fetchStub, put.index)).toMatchObject({ quiet_hours: { start: "23:00", end: "23:00" } });
    fireEvent.change(screen.getByLabelText("开始"), { target: { value: "12:30" } });
    fireEvent.change(end, { target: { value: "14:00" } });
    expect(screen.getByTestId("quiet-hours-summary").textContent).toBe("每天 12:30 到 14:00 免打扰。");
  });

  it("offers 重试 when the settings cannot be read", async () => {
    let fail = true;
    stubFetch({
      "GET /api/reminders/settings": () => (fail ? jsonResponse({ error: { code: "server:error", message: "服务器暂时不可用" } }, 503) : jsonResponse(STORED)),
    });
    render(<RemindersSection />);
    await screen.findByText("服务器暂时不可用");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByLabelText("学习块提醒")).toBeTruthy();
  });
});

describe("RemindersSection: 手机通知", () => {
  it("without the Push API says so and points to the calendar subscription", async () => {
    stubFetch({ "GET /api/reminders/settings": () => jsonResponse(STORED) });
    render(<RemindersSection />);
    const push = screen.getByTestId("push-notifications");
    await waitFor(() => expect(push.getAttribute("data-state")).toBe("unsupported"));
    expect(within(push).getByRole("alert").textContent).toContain("不支持网页推送");
    expect(within(push).getByRole("link", { name: "日历订阅" }).getAttribute("href")).toBe("#export");
    expect(push.textContent).toContain("Chrome 的推送服务无法访问");
    expect(within(push).queryByRole("button", { name: "开启通知" })).toBeNull();
  });

  it("asks for permission only on 开启通知, subscribes with the server's key and sends the subscription", async () => {
    const browser = stubPushBrowser();
    const fetchStub = stubFetch({
      "GET /api/reminders/settings": () => jsonResponse(STORED),
      "GET /api/push/key": () => jsonResponse({ public_key: KEY }),
      "POST /api/push/subscriptions": () => jsonResponse({ subscribed: true }, 201),
      "POST /api/push/test": () => jsonResponse({ sent: 2, removed: 1 }),
    });
    render(<RemindersSection />);
    const enable = await screen.findByRole("button", { name: "开启通知" });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();

    fireEvent.click(enable);
    await screen.findByText(/通知已开启/);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const [subscribeOptions] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(subscribeOptions.userVisibleOnly).toBe(true);
    expect(Array.from(subscribeOptions.applicationServerKey as Uint8Array)).toEqual(Array.from(base64UrlToBytes(KEY)));
    const [post] = callsTo(fetchStub, "POST /api/push/subscriptions");
    expect(sentJson(fetchStub, post.index)).toEqual({ endpoint: ENDPOINT, keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } });

    fireEvent.click(screen.getByRole("button", { name: "发送测试通知" }));
    expect(await screen.findByText("已发送 2 条测试通知，几秒内应该会弹出。另有 1 个失效的订阅已删除。")).toBeTruthy();
  });

  it("shows a subscribed browser as on, and 关闭通知 unsubscribes here and on the server", async () => {
    const browser = stubPushBrowser({ permission: "granted", subscribed: true });
    const fetchStub = stubFetch({
      "GET /api/reminders/settings": () => jsonResponse(STORED),
      "DELETE /api/push/subscriptions": () => new Response(null, { status: 204 }),
    });
    render(<RemindersSection />);
    const subscription = browser.subscription();
    fireEvent.click(await screen.findByRole("button", { name: "关闭通知" }));
    await screen.findByText(/通知已关闭/);
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    const [deleted] = callsTo(fetchStub, "DELETE /api/push/subscriptions");
    expect(sentJson(fetchStub, deleted.index)).toEqual({ endpoint: ENDPOINT });
    expect(screen.getByRole("button", { name: "开启通知" })).toBeTruthy();
  });

  it("says plainly when permission is denied, on the click or already", async () => {
    stubPushBrowser({ answer: "denied" });
    stubFetch({ "GET /api/reminders/settings": () => jsonResponse(STORED) });
    render(<RemindersSection />);
    fireEvent.click(await screen.findByRole("button", { name: "开启通知" }));
    expect((await screen.findByText(/通知权限已被拒绝/)).textContent).toContain("日历订阅");
    expect(screen.queryByRole("button", { name: "开启通知" })).toBeNull();
    cleanup();

    stubPushBrowser({ permission: "denied" });
    render(<RemindersSection />);
    expect(await screen.findByText(/通知权限已被拒绝/)).toBeTruthy();
  });

  it("keeps no browser subscription the server refused, and says why", async () => {
    const browser = stubPushBrowser();
    stubFetch({
      "GET /api/reminders/settings": () => jsonResponse(STORED),
      "GET /api/push/key": () => jsonResponse({ public_key: KEY }),
      "POST /api/push/subscriptions": () => jsonResponse({ error: { code: "push:endpoint_refused", message: "不支持这个推送服务" } }, 422),
    });
    render(<RemindersSection />);
    fireEvent.click(await screen.findByRole("button", { name: "开启通知" }));
    expect(await screen.findByText("不支持这个推送服务")).toBeTruthy();
    expect(browser.subscription()).toBeNull();
    expect(screen.getByRole("button", { name: "开启通知" })).toBeTruthy();
  });

  it("explains a push service that cannot be reached", async () => {
    const browser = stubPushBrowser();
    browser.pushManager.subscribe.mockRejectedValueOnce(new DOMException("Registration failed - push service error", "AbortError"));
    stubFetch({ "GET /api/reminders/settings": () => jsonResponse(STORED), "GET /api/push/key": () => jsonResponse({ public_key: KEY }) });
    render(<RemindersSection />);
    fireEvent.click(await screen.findByRole("button", { name: "开启通知" }));
    expect((await screen.findByText(/推送服务连不上/)).textContent).toContain("日历订阅");
  });
});
