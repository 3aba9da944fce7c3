// @vitest-environment jsdom
// jsdom: the card rendered through the timeline's one card entry and its 撤销 clicked; fetch is a stub (PUT
// /api/term has its own tests against real databases).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BusinessCard } from "@/lib/protocol";
import { BusinessCardRenderer } from "./business-card-renderer";
import { jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";

const { fetchMock, scheduleChanges } = stubCardFetch();

const card: BusinessCard = {
  card_type: "term_update",
  data: { before: "第1周（共18周），开学 11月30日（周一）", after: "第5周（共18周），开学 11月2日（周一）", restore: { start_date: "2026-11-30", weeks: 18 } },
};

describe("the term card", () => {
  it("shows the term before → after, and 撤销 puts the previous start back with the shift confirmed", async () => {
    render(<BusinessCardRenderer card={card} seq={1} />);
    expect(screen.getByTestId("term-update").textContent).toBe("第1周（共18周），开学 11月30日（周一）→改为第5周（共18周），开学 11月2日（周一）");
    const term = { start_date: "2026-11-30", weeks: 18, section_times: [{ start: "08:00", end: "08:45" }], timezone: "Asia/Shanghai" };
    fetchMock.mockResolvedValueOnce(jsonResponse({ term }));
    await act(async () => {
      fireEvent.click(screen.getByTestId("term-update-undo"));
    });
    const [[url, init]] = fetchMock.mock.calls;
    expect([String(url), init?.method]).toEqual(["/api/term", "PUT"]);
    expect(JSON.parse(String(init?.body))).toEqual({ start_date: "2026-11-30", weeks: 18, confirm_shift: true });
    expect(screen.getByText("学期改动已撤销")).toBeTruthy();
    expect(scheduleChanges()).toBe(1);
  });
});
