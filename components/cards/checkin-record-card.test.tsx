// @vitest-environment jsdom
// jsdom: the card is rendered through the timeline's one card entry and its 撤销 clicked; fetch is a stub (the
// check-in route has its own tests against real databases).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BusinessCard } from "@/lib/protocol";
import { BusinessCardRenderer } from "./business-card-renderer";
import { jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";

const { fetchMock, scheduleChanges } = stubCardFetch();

// 2026-04-20 is a Monday, 2026-04-22 a Wednesday.
const card: BusinessCard = {
  card_type: "checkin_record",
  title: "已记录 2 个学习块的打卡",
  data: {
    entries: [
      { event_id: 11, date: "2026-04-20", slot_start: 7, name: "命题逻辑与等值演算", when: "4月20日（周一）16:00", before: "待打卡", after: "完成", before_status: "unconfirmed", before_periods_done: null },
      { event_id: 12, date: "2026-04-22", slot_start: 7, name: "谓词逻辑与推理理论", when: "4月22日（周三）16:00", before: "完成", after: "没做", before_status: "done", before_periods_done: null },
    ],
  },
};

const block = { kind: "study", event_id: 12, item_id: 5, task_id: null, name: "谓词逻辑与推理理论", category: "离散数学期末复习", date: "2026-04-22", slot_start: 7, slot_end: 8, starts_at: "2026-04-22T08:00:00.000Z", outcome: "done", periods_done: 2 };

describe("the check-in card", () => {
  it("shows each block with when it was and what was recorded, in the student's words", () => {
    render(<BusinessCardRenderer card={card} seq={1} />);
    const rows = screen.getAllByTestId("checkin-record-entry").map((row) => row.textContent);
    expect(rows).toEqual(["命题逻辑与等值演算4月20日（周一）16:00待打卡→改为完成", "谓词逻辑与推理理论4月22日（周三）16:00完成→改为没做"]);
  });

  it("撤销 forgets a check-in that was new and puts back an earlier one, then says so and refreshes the grid", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ outcome: "unconfirmed", block: { ...block, event_id: 11, outcome: "unconfirmed", periods_done: null } }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ outcome: "done", periods_done: 2, block, item: { id: 5, done: true } }));
    render(<BusinessCardRenderer card={card} seq={1} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("checkin-record-undo"));
    });
    const [[first, firstInit], [second, secondInit]] = fetchMock.mock.calls;
    expect([String(first), firstInit?.method]).toEqual(["/api/blocks/11/checkin?date=2026-04-20&slot_start=7", "DELETE"]);
    expect([String(second), secondInit?.method]).toEqual(["/api/blocks/12/checkin", "POST"]);
    expect(JSON.parse(String(secondInit?.body))).toEqual({ status: "done", date: "2026-04-22", slot_start: 7 });
    expect(screen.getByText("打卡已撤销")).toBeTruthy();
    expect(screen.queryByTestId("checkin-record-undo")).toBeNull();
    expect(scheduleChanges()).toBe(1);
  });
});
