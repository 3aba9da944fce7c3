// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentJson } from "@/testing/fixtures/settings";
import { AccountSection, demoRemovalText } from "./account-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STUDENT = { name: "林同学", username: "lin", isGuest: false };
const GUEST = { name: "同学", username: null, isGuest: true };
const SIGNED_IN = { user: { id: 7, name: "林同学", username: "lin", isGuest: false } };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function describedBy(element: HTMLElement): Array<string | null | undefined> {
  return (element.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
}

describe("AccountSection for a student", () => {
  it("offers the four actions, the download as a plain link", () => {
    render(<AccountSection account={STUDENT} navigate={vi.fn()} />);
    expect(screen.getByRole("form", { name: "修改密码" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "退出所有设备" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "删除账户" })).toBeTruthy();
    const download = screen.getByRole("link", { name: "下载我的数据" });
    expect(download.getAttribute("href")).toBe("/api/account/export");
    expect(download.hasAttribute("download")).toBe(true);
    expect(screen.queryByRole("link", { name: "注册以保存数据" })).toBeNull();
  });

  it("changes the password with the labelled fields and says the other devices were signed out", async () => {
    const fetchStub = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(SIGNED_IN));
    vi.stubGlobal("fetch", fetchStub);
    render(<AccountSection account={STUDENT} navigate={vi.fn()} />);
    fill("当前密码", "Old-pass-2025");
    fill("新密码", "New-pass-2026");
    fill("再次输入新密码", "New-pass-2026");
    fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
    expect(await screen.findByText(/密码已修改/)).toBeTruthy();
    expect(fetchStub.mock.calls[0][0]).toBe("/api/auth/password");
    expect(fetchStub.mock.calls[0][1]).toMatchObject({ method: "POST", headers: { "content-type": "application/json" } });
    expect(sentJson(fetchStub, 0)).toEqual({ currentPassword: "Old-pass-2025", newPassword: "New-pass-2026" });
    expect((screen.getByLabelText("当前密码") as HTMLInputElement).value).toBe("");
  });

  it("does not send two different new passwords", () => {
    const fetchStub = vi.fn();
    vi.stubGlobal("fetch", fetchStub);
    render(<AccountSection account={STUDENT} navigate={vi.fn()} />);
    fill("当前密码", "Old-pass-2025");
    fill("新密码", "New-pass-2026");
    fill("再次输入新密码", "New-pass-2027");
    fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
    expect(fetchStub).not.toHaveBeenCalled();
    const confirm = screen.getByLabelText("再次输入新密码");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(confirm)).toContain("两次输入的新密码不一致");
    expect(document.activeElement).toBe(confirm);
  });

  it("puts the server's refusal under the field it concerns and focuses it", async () => {
    const refusal = { error: { code: "account:weak_password", message: "这个密码太常见了。", fields: { newPassword: "这个密码太常见了，很容易被猜到，请换一个" } } };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(refusal, 422)));
    render(<AccountSection account={STUDENT} navigate={vi.fn()} />);
    fill("当前密码", "Old-pass-2025");
    fill("新密码", "password");
    fill("再次输入新密码", "password");
    fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
    const field = screen.getByLabelText("新密码");
    await vi.waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(field)).toContain("这个密码太常见了，很容易被猜到，请换一个");
    expect(document.activeElement).toBe(field);
  });

  it("signs out everywhere after a confirm step, then leaves for /login", async () => {
    const fetchStub = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ signedOut: true, sessions: 3 }));
    vi.stubGlobal("fetch", fetchStub);
    const navigate = vi.fn();
    render(<AccountSection account={STUDENT} navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "退出所有设备" }));
    const dialog = screen.getByRole("alertdialog");
    expect(fetchStub).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "全部退出" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fetchStub.mock.calls[0][0]).toBe("/api/auth/sessions");
    expect(fetchStub.mock.calls[0][1]).toMatchObject({ method: "DELETE" });
  });

  it("deletes the account only with the password, keeping the dialog open on a wrong one", async () => {
    const fetchStub = vi
      .fn(async (_url: string, _init?: RequestInit) => jsonResponse({ deleted: true }))
      .mockResolvedValueOnce(jsonResponse({ error: { code: "auth:invalid_credentials", message: "密码不正确。", fields: { password: "密码不正确" } } }, 401));
    vi.stubGlobal("fetch", fetchStub);
    const navigate = vi.fn();
    render(<AccountSection account={STUDENT} navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "删除账户" }));
    const dialog = screen.getByRole("alertdialog", { name: "永久删除账户？" });
    const password = within(dialog).getByLabelText("输入密码以确认");
    expect(document.activeElement).toBe(password);

    fireEvent.click(within(dialog).getByRole("button", { name: "永久删除" }));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(describedBy(password)).toContain("请填写密码以确认删除");

    fireEvent.change(password, { target: { value: "not-mine-123" } });
    fireEvent.submit(password.closest("form")!);
    await vi.waitFor(() => expect(describedBy(password)).toContain("密码不正确"));
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: "Old-pass-2025" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "永久删除" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fetchStub.mock.calls[1][0]).toBe("/api/account");
    expect(fetchStub.mock.calls[1][1]).toMatchObject({ method: "DELETE" });
    expect(sentJson(fetchStub, 1)).toEqual({ password: "Old-pass-2025" });
  });

  it("closes the delete dialog with Escape and returns focus to its button", () => {
    render(<AccountSection account={STUDENT} navigate={vi.fn()} />);
    const opener = screen.getByRole("button", { name: "删除账户" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe("AccountSection for a guest", () => {
  it("offers to register, to download and to delete the guest's data, without a password", async () => {
    const fetchStub = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ deleted: true }));
    vi.stubGlobal("fetch", fetchStub);
    const navigate = vi.fn();
    render(<AccountSection account={GUEST} navigate={navigate} />);
    expect(screen.getByRole("link", { name: "注册以保存数据" }).getAttribute("href")).toBe("/login?mode=signup");
    expect(screen.getByRole("link", { name: "下载我的数据" }).getAttribute("href")).toBe("/api/account/export");
    expect(screen.queryByRole("form", { name: "修改密码" })).toBeNull();
    expect(screen.queryByRole("button", { name: "退出所有设备" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "删除游客数据" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "删除" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fetchStub.mock.calls[0][0]).toBe("/api/account");
    expect(fetchStub.mock.calls[0][1]).toEqual({ cache: "no-store", method: "DELETE" });
  });
});

describe("清除示例数据", () => {
  it("asks first, then calls DELETE /api/account/demo-data and says what went", async () => {
    const removed = { courses: 11, study_blocks: 3, task_classes: 2, task_items: 9, tasks: 6, conversations: 0 };
    const fetchStub = vi.fn(async () => jsonResponse({ removed, version: 4 }));
    vi.stubGlobal("fetch", fetchStub);
    const onDemoCleared = vi.fn();
    render(<AccountSection account={GUEST} navigate={vi.fn()} onDemoCleared={onDemoCleared} />);
    fireEvent.click(screen.getByRole("button", { name: "清除示例数据" }));
    expect(fetchStub).not.toHaveBeenCalled();
    const dialog = screen.getByRole("alertdialog", { name: "清除示例数据？" });
    expect(dialog.textContent).toContain("账户和学期设置会保留");
    fireEvent.click(within(dialog).getByRole("button", { name: "清除" }));
    expect(await screen.findByText("已清除 11 门课程、2 个学习计划、3 段已安排的学习、6 条待办。现在可以导入自己的课表了。")).toBeTruthy();
    expect(fetchStub.mock.calls[0]).toEqual(["/api/account/demo-data", expect.objectContaining({ method: "DELETE" })]);
    expect(onDemoCleared).toHaveBeenCalledOnce();
  });

  it("changes nothing when the student cancels", () => {
    const fetchStub = vi.fn();
    vi.stubGlobal("fetch", fetchStub);
    render(<AccountSection account={STUDENT} navigate={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "清除示例数据" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "取消" }));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says when there was nothing to clear", () => {
    expect(demoRemovalText({ courses: 0, study_blocks: 0, task_classes: 0, task_items: 0, tasks: 0, conversations: 0 })).toBe("没有可清除的数据。");
  });
});

