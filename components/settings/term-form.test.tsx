// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentWeekError, termFieldErrors, TermForm, weekdayOfDate } from "./term-form";
import { jsonResponse, sentJson, TERM } from "@/testing/fixtures/settings";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("weekdayOfDate", () => {
  it("names the weekday of a date and refuses non-dates", () => {
    expect(weekdayOfDate("2025-02-24")).toBe("周一"); // Monday
    expect(weekdayOfDate("2025-03-02")).toBe("周日"); // Sunday
    expect(weekdayOfDate("")).toBeNull();
  });
});

describe("termFieldErrors", () => {
  it("accepts a Monday and 1 or 30 weeks; refuses another weekday, 0 and 31 weeks", () => {
    expect(termFieldErrors({ ...TERM, weeks: 1 })).toEqual({});
    expect(termFieldErrors({ ...TERM, weeks: 30 })).toEqual({});
    expect(termFieldErrors({ ...TERM, start_date: "2025-02-25", weeks: 0 })).toEqual({
      start_date: "开学日期必须是周一，2025-02-25 是周二",
      weeks: "学期周数必须是 1-30 的整数",
    });
    expect(termFieldErrors({ ...TERM, weeks: 31 }).weeks).toBe("学期周数必须是 1-30 的整数");
  });
});

describe("TermForm", () => {
  it("blocks a start date that is not a Monday before sending, with the message tied to the field", () => {
    const fetchStub = vi.fn();
    vi.stubGlobal("fetch", fetchStub);
    render(<TermForm initial={TERM} />);
    const start = screen.getByLabelText("开学日期");
    fireEvent.change(start, { target: { value: "2025-02-26" } });
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(start.getAttribute("aria-invalid")).toBe("true");
    const described = start.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("开学日期必须是周一，2025-02-26 是周三");
  });

  it("lists every reason the server refused", async () => {
    const reasons = ["第3节的上课时间不能早于第2节下课", "时区「Mars/Base」无法识别，请使用如 Asia/Shanghai 的时区名"];
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: { code: "term:invalid", message: `学期设置有误：${reasons.join("；")}`, reasons } }, 422)));
    render(<TermForm initial={TERM} />);
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    const list = await screen.findByRole("list", { name: "问题" });
    expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual(reasons);
    expect(screen.queryByRole("button", { name: "仍然修改" })).toBeNull();
  });

  it("shows the affected weeks of a shrink and offers no override", async () => {
    const refusal = {
      error: {
        code: "term:change_blocked",
        message: "改为 10 周后，第11、12周还有 4 节已安排的课程或学习（高等数学），请先删除或调整它们。",
        reason: "outside_weeks",
        affected: [
          { week: 11, periods: 2, events: ["高等数学"] },
          { week: 12, periods: 2, events: ["高等数学"] },
        ],
      },
    };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(refusal, 409)));
    render(<TermForm initial={TERM} />);
    fireEvent.change(screen.getByLabelText("学期周数"), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    const weeks = await screen.findByRole("list", { name: "受影响的周" });
    expect([...weeks.querySelectorAll("li")].map((item) => item.textContent)).toEqual(["第11周：2 节（高等数学）", "第12周：2 节（高等数学）"]);
    expect(screen.queryByRole("button", { name: "仍然修改" })).toBeNull();
  });

  it("re-sends with confirm_shift when the student confirms a start-date shift", async () => {
    const refusal = {
      error: {
        code: "term:change_blocked",
        message: "修改开学日期会让已安排的学习（复习高数）落到别的日期上，确认后再保存。",
        reason: "moves_study_blocks",
        affected: [{ week: 2, periods: 2, events: ["复习高数"] }],
      },
    };
    const moved = { ...TERM, start_date: "2025-03-03" };
    const fetchStub = vi.fn().mockResolvedValueOnce(jsonResponse(refusal, 409)).mockResolvedValueOnce(jsonResponse({ term: { id: 1, ...moved }, version: 5 }));
    vi.stubGlobal("fetch", fetchStub);
    const onSaved = vi.fn();
    render(<TermForm initial={TERM} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText("开学日期"), { target: { value: "2025-03-03" } });
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    expect((await screen.findByRole("list", { name: "受影响的周" })).textContent).toBe("第2周：2 节（复习高数）");
    fireEvent.click(screen.getByRole("button", { name: "仍然修改" }));
    await screen.findByText("学期设置已保存。");
    expect(sentJson(fetchStub, 0)).toEqual(moved);
    expect(sentJson(fetchStub, 1)).toEqual({ ...moved, confirm_shift: true });
    expect(onSaved).toHaveBeenCalledExactlyOnceWith({ ...moved });
  });

  it("adds a 13th period after the last (its length, its break), takes it away, and sends 13 when saved", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ term: { id: 1, ...TERM }, version: 2 }));
    vi.stubGlobal("fetch", fetchStub);
    render(<TermForm initial={TERM} />);
    expect(screen.getByText("每天 12 节")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "加一节" }));
    expect(screen.getByText("每天 13 节")).toBeTruthy();
    expect(screen.getByLabelText("第13节上课时间")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "去掉第13节" }));
    expect(screen.getByText("每天 12 节")).toBeTruthy();
    expect(screen.queryByLabelText("第13节上课时间")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "加一节" }));
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    await screen.findByText("学期设置已保存。");
    const sent = sentJson(fetchStub, 0) as { section_times: Array<{ start: string; end: string }> };
    const [before, last, added] = sent.section_times.slice(-3);
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(sent.section_times).toHaveLength(13);
    expect(minutes(added.start) - minutes(last.end)).toBe(minutes(last.start) - minutes(before.end));
    expect(minutes(added.end) - minutes(added.start)).toBe(minutes(last.end) - minutes(last.start));
  });

  it("offers no period past 16 and none below 8", () => {
    const times = (count: number) => Array.from({ length: count }, (_, index) => ({ start: `${String(7 + index).padStart(2, "0")}:00`, end: `${String(7 + index).padStart(2, "0")}:45` }));
    render(<TermForm initial={{ ...TERM, section_times: times(16) }} />);
    expect((screen.getByRole("button", { name: "加一节" }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(<TermForm initial={{ ...TERM, section_times: times(8) }} />);
    expect((screen.getByRole("button", { name: "去掉第8节" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("TermForm by 现在是第几周", () => {
  it("checks the week against 共几周 before sending", () => {
    expect(currentWeekError("14", 18)).toBeUndefined();
    expect(currentWeekError("", 18)).toBe("请填写现在是第几周");
    expect(currentWeekError("19", 18)).toBe("现在是第几周必须在 1-18 之间");
  });

  it("sends current_week and weeks without a start date, and shows the start the server worked out", async () => {
    const fetchStub = vi.fn(async () => jsonResponse({ term: { ...TERM, start_date: "2024-12-02", weeks: 18 } }));
    vi.stubGlobal("fetch", fetchStub);
    const onSaved = vi.fn();
    render(<TermForm initial={TERM} currentWeek={3} preferWeek onSaved={onSaved} />);
    const week = screen.getByLabelText("现在是第几周") as HTMLInputElement;
    expect(week.value).toBe("3");
    fireEvent.change(week, { target: { value: "14" } });
    fireEvent.change(screen.getByLabelText("共几周"), { target: { value: "18" } });
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    await screen.findByText("学期设置已保存。");
    const sent = sentJson(fetchStub, 0) as Record<string, unknown>;
    expect(sent).toMatchObject({ current_week: 14, weeks: 18, timezone: TERM.timezone });
    expect(sent).not.toHaveProperty("start_date");
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ start_date: "2024-12-02" }));
  });

  it("shows a week that moves study blocks as a start-date shift to confirm, and re-sends the week with confirm_shift", async () => {
    const refusal = {
      error: {
        code: "term:change_blocked",
        message: "改为第15周（开学日期从 2024-12-02 改为 2024-11-25）会让已安排的学习（复习高数）落到别的日期上，确认后再保存。",
        reason: "moves_study_blocks",
        affected: [{ week: 15, periods: 2, events: ["复习高数"] }],
      },
    };
    const moved = { ...TERM, start_date: "2024-11-25" };
    const fetchStub = vi.fn().mockResolvedValueOnce(jsonResponse(refusal, 409)).mockResolvedValueOnce(jsonResponse({ term: { id: 1, ...moved }, version: 5 }));
    vi.stubGlobal("fetch", fetchStub);
    render(<TermForm initial={TERM} currentWeek={14} preferWeek />);
    fireEvent.change(screen.getByLabelText("现在是第几周"), { target: { value: "15" } });
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    expect((await screen.findByRole("list", { name: "受影响的周" })).textContent).toBe("第15周：2 节（复习高数）");
    expect(screen.queryByText("学期设置已保存。")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "仍然修改" }));
    await screen.findByText("学期设置已保存。");
    const { start_date: _start, ...rest } = TERM;
    expect(sentJson(fetchStub, 0)).toEqual({ ...rest, current_week: 15 });
    expect(sentJson(fetchStub, 1)).toEqual({ ...rest, current_week: 15, confirm_shift: true });
  });

  it("refuses a week past the term before sending, under the field", () => {
    const fetchStub = vi.fn();
    vi.stubGlobal("fetch", fetchStub);
    render(<TermForm initial={TERM} preferWeek />);
    fireEvent.change(screen.getByLabelText("现在是第几周"), { target: { value: "19" } });
    fireEvent.click(screen.getByRole("button", { name: "保存学期设置" }));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.getByText(`现在是第几周必须在 1-${TERM.weeks} 之间`)).toBeTruthy();
  });
});

