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
  it("shows the stored lead time without asking, and saves another choice, or none", async () => {
    const fetchStub = vi.fn().mockResolvedValueOnce(jsonResponse({ minutes: 1440 })).mockResolvedValueOnce(jsonResponse({ minutes: null }));
    vi.stubGlobal("fetch", fetchStub);
    render(<DeadlineAlarmField initial={30} />);
    const select = screen.getByDisplayValue("提前 30 分钟") as HTMLSelectElement;
    expect(fetchStub).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: "1440" } });
    await screen.findByText("已保存，日历下次更新时生效。");
    expect(fetchStub.mock.calls[0][0]).toBe("/api/ics/reminders");
    expect(sentJson(fetchStub, 0)).toEqual({ minutes: 1440 });
    expect(select.value).toBe("1440");
    fireEvent.change(select, { target: { value: "none" } });
    await vi.waitFor(() => expect(sentJson(fetchStub, 1)).toEqual({ minutes: null }));
    await vi.waitFor(() => expect(select.value).toBe("none"));
  });

  it("shows no alarm, and a lead time that is not one of the choices, as stored", () => {
    render(<DeadlineAlarmField initial={null} />);
    expect((screen.getByRole("combobox", { name: "待办截止提醒" }) as HTMLSelectElement).value).toBe("none");
    cleanup();
    render(<DeadlineAlarmField initial={45} />);
    expect(screen.getByDisplayValue("提前 45 分钟")).toBeTruthy();
  });

  it("says why a save was refused", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(jsonResponse({ error: { code: "request:invalid", message: "最多提前 7 天提醒" } }, 400)));
    render(<DeadlineAlarmField initial={30} />);
    fireEvent.change(screen.getByDisplayValue("提前 30 分钟"), { target: { value: "60" } });
    await screen.findByText("最多提前 7 天提醒");
  });
});
