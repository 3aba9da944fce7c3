// @vitest-environment jsdom
// jsdom: tab semantics and keyboard movement are checked on the rendered elements; matchMedia is set to a phone.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { Workspace } from "./workspace";

function stubViewport(narrow: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => stubViewport(true));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWorkspace() {
  render(<Workspace assistant={<p>助手内容</p>} schedule={<p>日程内容</p>} />);
}

describe("Workspace", () => {
  it("on a phone, offers 助手 and 日程 as tabs with the assistant selected", () => {
    renderWorkspace();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["助手", "true"],
      ["日程", "false"],
    ]);
    const panel = screen.getByRole("tabpanel", { name: "助手" });
    expect(panel.textContent).toBe("助手内容");
    expect(tabs[0].getAttribute("aria-controls")).toBe(panel.id);
  });

  it("switches panels on click and keeps both mounted", () => {
    renderWorkspace();
    fireEvent.click(screen.getByRole("tab", { name: "日程" }));
    expect(screen.getByRole("tab", { name: "日程" }).getAttribute("aria-selected")).toBe("true");
    expect(document.getElementById("panel-schedule")?.className).not.toMatch(/(^| )hidden( |$)/);
    expect(document.getElementById("panel-assistant")?.className).toMatch(/(^| )hidden( |$)/);
    expect(screen.getByText("助手内容")).toBeTruthy();
  });

  it("moves between tabs with the arrow keys, wrapping around, and focuses the new tab", () => {
    renderWorkspace();
    const assistant = screen.getByRole("tab", { name: "助手" });
    fireEvent.keyDown(assistant, { key: "ArrowRight" });
    const schedule = screen.getByRole("tab", { name: "日程" });
    expect(schedule.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(schedule);
    fireEvent.keyDown(schedule, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "助手" }).getAttribute("aria-selected")).toBe("true");
  });

  it("keeps only the selected tab in the tab order", () => {
    renderWorkspace();
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1]);
  });

  it("on a wide screen, labels the two panels as regions instead of tab panels", () => {
    stubViewport(false);
    renderWorkspace();
    expect(screen.queryByRole("tabpanel")).toBeNull();
    expect(screen.getByRole("region", { name: "日程" }).textContent).toBe("日程内容");
  });

  describe("with 今天", () => {
    const renderWithToday = () => render(<Workspace assistant={<p>助手内容</p>} schedule={<p>日程内容</p>} today={<p>今天内容</p>} />);

    it("on a phone, offers 助手 / 今天 / 日程 as one tablist", () => {
      renderWithToday();
      const phoneTabs = within(screen.getByRole("tablist", { name: "切换面板" })).getAllByRole("tab");
      expect(phoneTabs.map((tab) => tab.textContent)).toEqual(["助手", "今天", "日程"]);
      fireEvent.keyDown(phoneTabs[0], { key: "ArrowRight" });
      expect(document.activeElement).toBe(phoneTabs[1]);
      expect(screen.getByRole("tabpanel", { name: "今天" }).textContent).toBe("今天内容");
      expect(document.getElementById("panel-today")?.className).toMatch(/(^| )block( |$)/);
      expect(document.getElementById("panel-assistant")?.className).toMatch(/(^| )hidden( |$)/);
    });

    it("on a wide screen, keeps the assistant as a region and offers 日程 / 今天 beside it, 日程 first", () => {
      stubViewport(false);
      renderWithToday();
      expect(screen.getByRole("region", { name: "助手" }).textContent).toBe("助手内容");
      const right = within(screen.getByRole("tablist", { name: "日程或今天" }));
      expect(right.getAllByRole("tab").map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
        ["日程", "true"],
        ["今天", "false"],
      ]);
      expect(document.getElementById("panel-today")?.className).toMatch(/lg:hidden/);
      fireEvent.click(right.getByRole("tab", { name: "今天" }));
      expect(document.getElementById("panel-today")?.className).toMatch(/lg:block/);
      expect(document.getElementById("panel-schedule")?.className).toMatch(/lg:hidden/);
      expect(screen.getByRole("tabpanel", { name: "今天" }).textContent).toBe("今天内容");
    });

    // Where a reminder's notification points: /?view=today&block=<eventId>.
    const renderAt = (search: string) =>
      render(
        <SearchParamsContext.Provider value={new URLSearchParams(search)}>
          <Workspace assistant={<p>助手内容</p>} schedule={<p>日程内容</p>} today={<p>今天内容</p>} />
        </SearchParamsContext.Provider>,
      );

    it("opens on 今天 at ?view=today, on a phone and on a wide screen", () => {
      renderAt("?view=today&block=42");
      const phone = within(screen.getByRole("tablist", { name: "切换面板" }));
      expect(phone.getByRole("tab", { name: "今天" }).getAttribute("aria-selected")).toBe("true");
      expect(document.getElementById("panel-today")?.className).toMatch(/(^| )block( |$)/);
      expect(document.getElementById("panel-today")?.className).toMatch(/lg:block/);
      expect(document.getElementById("panel-assistant")?.className).toMatch(/(^| )hidden( |$)/);
      cleanup();
      stubViewport(false);
      renderAt("?view=today");
      const right = within(screen.getByRole("tablist", { name: "日程或今天" }));
      expect(right.getByRole("tab", { name: "今天" }).getAttribute("aria-selected")).toBe("true");
      expect(screen.getByRole("region", { name: "助手" }).textContent).toBe("助手内容");
    });

    it("keeps the assistant first for any other view", () => {
      renderAt("?view=week");
      expect(screen.getByRole("tab", { name: "助手" }).getAttribute("aria-selected")).toBe("true");
      expect(within(screen.getByRole("tablist", { name: "日程或今天" })).getByRole("tab", { name: "日程" }).getAttribute("aria-selected")).toBe("true");
    });
  });
});
