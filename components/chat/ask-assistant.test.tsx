// @vitest-environment jsdom
// A message sent from outside the chat (重新安排 on 今天, the daily card, the grid): the open conversation sends it as
// if typed, now or once its turn ends; on a phone the 助手 tab opens and takes focus.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { askAssistant, REPLAN_MISSED_MESSAGE, useAskedMessages } from "./ask-assistant";
import { Workspace } from "./workspace";

function stubViewport(narrow: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: narrow, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** Stands in for ChatSession: records what it sent; `busy` until 结束 is clicked. */
function FakeChat({ sent, startBusy = false }: { sent: string[]; startBusy?: boolean }) {
  const [busy, setBusy] = useState(startBusy);
  useAskedMessages(busy, (text) => {
    sent.push(text);
    return true;
  });
  return (
    <button type="button" onClick={() => setBusy(false)}>
      结束
    </button>
  );
}

beforeEach(() => stubViewport(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("askAssistant", () => {
  it("sends the message through the open conversation and, on a phone, opens the 助手 tab with focus", () => {
    const sent: string[] = [];
    render(<Workspace assistant={<FakeChat sent={sent} />} schedule={<p>日程</p>} today={<p>今天</p>} />);
    fireEvent.click(screen.getByTestId("tab-today"));
    act(() => askAssistant(REPLAN_MISSED_MESSAGE));
    expect(sent).toEqual(["把没完成的重新排一下"]);
    const tab = screen.getByTestId("tab-assistant");
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab);
  });

  it("leaves a wide screen's panels as they are (the assistant is always in view)", () => {
    stubViewport(false);
    const sent: string[] = [];
    render(<Workspace assistant={<FakeChat sent={sent} />} schedule={<p>日程</p>} today={<p>今天</p>} />);
    fireEvent.click(screen.getByTestId("wide-tab-today"));
    act(() => askAssistant(REPLAN_MISSED_MESSAGE));
    expect(sent).toEqual(["把没完成的重新排一下"]);
    expect(document.getElementById("panel-today")?.className).toContain("lg:block");
  });

  it("waits while a turn runs and sends once it ends, exactly once", () => {
    const sent: string[] = [];
    render(<FakeChat sent={sent} startBusy />);
    act(() => askAssistant(REPLAN_MISSED_MESSAGE));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "结束" }));
    expect(sent).toEqual(["把没完成的重新排一下"]);
    fireEvent.click(screen.getByRole("button", { name: "结束" }));
    expect(sent).toHaveLength(1);
  });

  it("keeps an ask made while no conversation is open until one mounts", () => {
    const sent: string[] = [];
    askAssistant(REPLAN_MISSED_MESSAGE);
    render(<FakeChat sent={sent} />);
    expect(sent).toEqual(["把没完成的重新排一下"]);
  });
});
