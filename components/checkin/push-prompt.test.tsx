// @vitest-environment jsdom
// jsdom has no Push API: the browser's half (permission, the worker, the push manager) is stood in for here, and the
// server's half is a stub of fetch (the push routes and the sending have their own tests against real databases and
// a local push endpoint).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";
import { PushPrompt } from "./push-prompt";

const { fetchMock } = stubCardFetch();

function browserWithPush(permission: NotificationPermission, granted: NotificationPermission = "granted") {
  const subscription = {
    endpoint: "https://push.example/abc",
    toJSON: () => ({ endpoint: "https://push.example/abc", keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) } };
  vi.stubGlobal("Notification", { permission, requestPermission: vi.fn(async () => granted) });
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: vi.fn(async () => undefined), register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return registration;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("手机提醒 on 今天", () => {
  it("offers to turn pushes on where they are off, and turning them on subscribes and tells the server", async () => {
    const registration = browserWithPush("default");
    fetchMock.mockResolvedValueOnce(jsonResponse({ public_key: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U" }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }, 201));
    render(<PushPrompt />);
    const enable = await screen.findByTestId("today-push-enable");
    await act(async () => {
      fireEvent.click(enable);
    });
    expect(registration.pushManager.subscribe).toHaveBeenCalledOnce();
    const [, [url, init]] = fetchMock.mock.calls;
    expect([String(url), init?.method]).toEqual(["/api/push/subscriptions", "POST"]);
    expect(JSON.parse(String(init?.body))).toEqual({ endpoint: "https://push.example/abc", keys: { p256dh: "p", auth: "a" } });
    expect(screen.getByTestId("today-push-note").textContent).toContain("手机提醒已开启");
    expect(screen.queryByTestId("today-push")).toBeNull();
  });

  it("says why when permission is not given", async () => {
    browserWithPush("default", "default");
    render(<PushPrompt />);
    await act(async () => undefined);
    await act(async () => {
      fireEvent.click(await screen.findByTestId("today-push-enable"));
    });
    expect(screen.getByRole("alert").textContent).toContain("没有获得通知权限");
  });

  it("is absent where the student said no before", async () => {
    browserWithPush("denied");
    const { container } = render(<PushPrompt />);
    await act(async () => undefined);
    expect(container.textContent).toBe("");
  });

  it("is absent in a browser without the Push API", async () => {
    const { container } = render(<PushPrompt />);
    await act(async () => undefined);
    expect(container.textContent).toBe("");
  });
});
