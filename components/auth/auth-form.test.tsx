// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentJson } from "@/testing/fixtures/settings";
import { AuthForm } from "./auth-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = { user: { id: 7, name: "林同学", username: "lin", isGuest: false } };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.submit(screen.getByTestId("auth-form"));
}

describe("AuthForm", () => {
  it("signs in with the labelled fields and goes to the assistant", async () => {
    const fetchStub = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(ACCOUNT));
    vi.stubGlobal("fetch", fetchStub);
    const onSignedIn = vi.fn();
    render(<AuthForm onSignedIn={onSignedIn} />);
    expect(screen.getByTestId("auth-mode-login").getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByLabelText("显示名称")).toBeNull();
    fill("用户名", "Lin");
    fill("密码", "study-2025");
    // Enter in a field submits: the submit button belongs to the form.
    expect((screen.getByTestId("auth-submit") as HTMLButtonElement).form).toBe(screen.getByTestId("auth-form"));
    submit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/"));
    expect(fetchStub.mock.calls[0][0]).toBe("/api/auth/login");
    expect(fetchStub.mock.calls[0][1]).toMatchObject({ method: "POST", headers: { "content-type": "application/json" } });
    expect(sentJson(fetchStub, 0)).toEqual({ username: "Lin", password: "study-2025" });
  });

  it("signs in and goes back to the page the visitor was sent from", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(ACCOUNT)));
    const onSignedIn = vi.fn();
    render(<AuthForm afterLogin="/?view=today&block=7" onSignedIn={onSignedIn} />);
    fill("用户名", "Lin");
    fill("密码", "study-2025");
    submit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/?view=today&block=7"));
  });

  it("signs up with a display name and the browser's zone, then opens the settings to set up the term", async () => {
    const fetchStub = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(ACCOUNT, 201));
    vi.stubGlobal("fetch", fetchStub);
    const onSignedIn = vi.fn();
    render(<AuthForm onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByTestId("auth-mode-signup"));
    expect(screen.getByTestId("auth-mode-signup").getAttribute("aria-pressed")).toBe("true");
    fill("用户名", "lin");
    fill("显示名称", "林同学");
    fill("密码", "study-2025");
    expect(screen.getByLabelText("密码").getAttribute("autocomplete")).toBe("new-password");
    submit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/settings?welcome=1"));
    expect(fetchStub.mock.calls[0][0]).toBe("/api/auth/signup");
    expect(sentJson(fetchStub, 0)).toEqual({ username: "lin", name: "林同学", password: "study-2025", timezone: expect.any(String) });
  });

  it("is disabled while the answer is pending and sends only once", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchStub = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchStub);
    const onSignedIn = vi.fn();
    render(<AuthForm onSignedIn={onSignedIn} />);
    fill("用户名", "lin");
    fill("密码", "study-2025");
    submit();
    const button = screen.getByTestId("auth-submit") as HTMLButtonElement;
    await vi.waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toContain("正在登录…");
    expect((screen.getByTestId("auth-mode-signup") as HTMLButtonElement).disabled).toBe(true);
    submit();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await act(async () => answer(jsonResponse(ACCOUNT)));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it("shows a refused sign-in as one alert and lets the student try again", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: { code: "auth:invalid_credentials", message: "用户名或密码不正确。" } }, 401)));
    const onSignedIn = vi.fn();
    render(<AuthForm onSignedIn={onSignedIn} />);
    fill("用户名", "lin");
    fill("密码", "wrong-password");
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("用户名或密码不正确。");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect((screen.getByTestId("auth-submit") as HTMLButtonElement).disabled).toBe(false);
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    const refusal = { error: { code: "account:username_taken", message: "这个用户名已被使用。", fields: { username: "这个用户名已被使用。" } } };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(refusal, 409)));
    render(<AuthForm initialMode="signup" onSignedIn={vi.fn()} />);
    fill("用户名", "taken");
    fill("显示名称", "同学");
    fill("密码", "study-2025");
    submit();
    const username = screen.getByLabelText("用户名");
    await vi.waitFor(() => expect(username.getAttribute("aria-invalid")).toBe("true"));
    const described = username.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("这个用户名已被使用。");
    expect(document.activeElement).toBe(username);
    expect(screen.queryByTestId("auth-error")).toBeNull();

    fill("用户名", "taken2");
    expect(username.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a weak password's refusal under the password field", async () => {
    const refusal = { error: { code: "account:weak_password", message: "这个密码太常见了。", fields: { password: "这个密码太常见了，很容易被猜到，请换一个" } } };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(refusal, 422)));
    render(<AuthForm initialMode="signup" onSignedIn={vi.fn()} />);
    fill("用户名", "lin");
    fill("显示名称", "林同学");
    fill("密码", "password");
    submit();
    const password = screen.getByLabelText("密码");
    await vi.waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    const described = password.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("这个密码太常见了，很容易被猜到，请换一个");
    expect(document.activeElement).toBe(password);
  });

  it("shows the sign-up limit of the network as one alert", async () => {
    const refusal = { error: { code: "rate:limited", message: "这个网络注册的账号太多了，请 1 小时后再试。" } };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(refusal, 429)));
    render(<AuthForm initialMode="signup" onSignedIn={vi.fn()} />);
    fill("用户名", "lin");
    fill("显示名称", "林同学");
    fill("密码", "Kx9-study-2026");
    submit();
    expect((await screen.findByTestId("auth-error")).textContent).toBe("这个网络注册的账号太多了，请 1 小时后再试。");
  });

  it("says so when the network is down", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("Failed to fetch"); }));
    render(<AuthForm onSignedIn={vi.fn()} />);
    fill("用户名", "lin");
    fill("密码", "study-2025");
    submit();
    expect((await screen.findByTestId("auth-error")).textContent).toContain("网络连接中断");
  });

  it("shows the password on request", () => {
    render(<AuthForm onSignedIn={vi.fn()} />);
    const password = screen.getByLabelText("密码");
    expect(password.getAttribute("type")).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "显示密码" }));
    expect(password.getAttribute("type")).toBe("text");
  });
});
