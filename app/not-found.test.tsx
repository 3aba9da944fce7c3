// @vitest-environment jsdom
/**
 * The page for any address no page answers: in Chinese, in the app's own look, with a way back to 首页. It waits for
 * the request (connection()) so it is rendered per request and its scripts carry the proxy's nonce.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const connection = vi.fn(async () => undefined);
vi.mock("next/server", () => ({ connection }));

afterEach(cleanup);

describe("not-found page", () => {
  it("says in Chinese that the page is not there and links back to 首页, rendered per request", async () => {
    const { default: NotFound, metadata } = await import("./not-found");
    render(await NotFound());
    expect(connection).toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("找不到这个页面");
    expect(screen.getByRole("link", { name: "回到首页" }).getAttribute("href")).toBe("/");
    expect(metadata.title).toBe("页面不存在 · 学习规划助手");
  });
});
