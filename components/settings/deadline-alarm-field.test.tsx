// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentJson } from "@/testing/fixtures/settings";
import { DeadlineAlarmField } from "./deadline-alarm-field";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DeadlineAlarmField", () => {
  it("shows the stored lead time and saves another choice, or none", async () => {
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ minutes: 30 }))
      .mockResolvedValueOnce(jsonResponse({ minutes: 1440 }))
      .mockResolvedValueOnce(jsonResponse({ minutes: null }));
    vi.stubGlobal("fetch", fetchStub);
    render(<DeadlineAlarmField />);
    const select = (await screen.findByDisplayValue("提前 30 分钟")) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: "1440" } });
    await screen.findByText("已保存，日历下次更新时生效。");
    expect(fetchStub.mock.calls[1][0]).toBe("/api/ics/reminders");
    expect(sentJson(fetchStub, 1)).toEqual({ minutes: 1440 });
    expect(select.value).toBe("1440");
    fireEvent.change(select, { target: { value: "none" } });
    await vi.waitFor(() => expect(sentJson(fetchStub, 2)).toEqual({ minutes: null }));
    await vi.waitFor(() => expect(select.value).toBe("none"));
  });

  it("says why a save was refused", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(jsonResponse({ minutes: 30 })).mockResolvedValueOnce(jsonResponse({ error: { code: "request:invalid", message: "最多提前 7 天提醒" } }, 400)));
    render(<DeadlineAlarmField />);
    fireEvent.change(await screen.findByDisplayValue("提前 30 分钟"), { target: { value: "60" } });
    await screen.findByText("最多提前 7 天提醒");
  });
});
