// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/testing/fixtures/settings";
import { AppHeader } from "./app-header";
import { LogoutButton } from "./auth/logout-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GUEST = { name: "同学", username: null, isGuest: true };
const STUDENT = { name: "王同学", username: "wang", isGuest: false };

describe("AppHeader", () => {
  it("links the five places and marks only the current one with aria-current", () => {
    render(<AppHeader account={GUEST} week={13} current="tasks" />);
    const nav = screen.getByRole("navigation", { name: "主导航" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")])).toEqual([
      ["助手", "/", null],
      ["学习计划", "/plan", null],
      ["待办", "/tasks", "page"],
      ["进度", "/progress", null],
      ["设置", "/settings", null],
    ]);
  });

  it("shows the student's name and term week", () => {
    render(<AppHeader account={STUDENT} week={3} current="assistant" />);
    expect(screen.getByTestId("student").textContent).toBe("王同学 · 第3周");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("学习规划助手");
  });

  it("flags a term that has ended or not begun, with a link to the term settings that says what to do", () => {
    render(<AppHeader account={STUDENT} week={null} termOutside={{ kind: "ended", end_date: "2025-06-29", weeks: 18 }} current="plan" />);
    const flag = screen.getByTestId("header-term-outside");
    expect(flag.textContent).toBe("学期已结束 · 去设置");
    expect(flag.getAttribute("href")).toBe("/settings#term");
    expect(flag.getAttribute("title")).toContain("现在是第几周");
    cleanup();
    render(<AppHeader account={STUDENT} week={null} termOutside={{ kind: "not_started", start_date: "2025-09-01", days_until: 5 }} current="plan" />);
    expect(screen.getByTestId("header-term-outside").textContent).toBe("学期未开始 · 去设置");
    expect(screen.getByTestId("header-term-outside").getAttribute("title")).toContain("还有 5 天");
  });

  it("leaves out the week outside the term and the heading when the page has its own", () => {
    render(<AppHeader account={STUDENT} week={null} current="settings" brandIsHeading={false} />);
    expect(screen.getByTestId("student").textContent).toBe("王同学");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("for a guest: says 游客 and offers 注册保存 (sign-up), no 退出", () => {
    render(<AppHeader account={GUEST} week={13} current="assistant" />);
    const account = screen.getByTestId("header-account");
    expect(account.textContent).toContain("游客");
    expect(within(account).getByRole("link", { name: "注册保存" }).getAttribute("href")).toBe("/login?mode=signup");
    expect(screen.queryByRole("button", { name: "退出" })).toBeNull();
  });

  it("for a signed-in student: their name and 退出, no 游客", () => {
    render(<AppHeader account={STUDENT} week={13} current="assistant" />);
    const account = screen.getByTestId("header-account");
    expect(within(account).getByTestId("header-account-name").textContent).toBe("王同学");
    expect(within(account).getByRole("button", { name: "退出" })).toBeTruthy();
    expect(account.textContent).not.toContain("游客");
    expect(screen.queryByRole("link", { name: "注册保存" })).toBeNull();
  });

  it("renders the model badge slot and page rows", () => {
    render(
      <AppHeader account={GUEST} week={13} current="assistant" modelBadge={<span data-testid="badge">离线</span>}>
        <nav aria-label="设置分区" />
      </AppHeader>,
    );
    expect(screen.getByTestId("badge")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "设置分区" })).toBeTruthy();
  });
});

describe("LogoutButton", () => {
  it("posts /api/auth/logout, then leaves for the sign-in page", async () => {
    const fetchStub = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ signedOut: true }));
    vi.stubGlobal("fetch", fetchStub);
    const navigate = vi.fn();
    render(<LogoutButton navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "退出" }));
    expect((screen.getByTestId("header-logout") as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fetchStub.mock.calls[0][0]).toBe("/api/auth/logout");
    expect(fetchStub.mock.calls[0][1]).toMatchObject({ method: "POST" });
  });

  it("stays and says so when signing out fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: { code: "server:error", message: "x" } }, 500)));
    const navigate = vi.fn();
    render(<LogoutButton navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "退出" }));
    expect((await screen.findByRole("alert")).textContent).toBe("退出失败，请稍后再试。");
    expect(navigate).not.toHaveBeenCalled();
    expect((screen.getByTestId("header-logout") as HTMLButtonElement).disabled).toBe(false);
  });
});
