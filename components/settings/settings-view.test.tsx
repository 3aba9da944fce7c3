// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Course } from "@/client/settings-api";
import { jsonResponse, sentJson, TERM } from "@/testing/fixtures/settings";
import { SettingsView, type SettingsInitial } from "./settings-view";

const STUDENT = { name: "林同学", username: "lin", isGuest: false };

/** A 14-period clock starting at 08:10, so the fields cannot be showing the default one. */
const CLOCK_14 = Array.from({ length: 14 }, (_, index) => ({
  start: `${String(8 + index).padStart(2, "0")}:10`,
  end: `${String(8 + index).padStart(2, "0")}:55`,
}));

const MATH: Course = {
  id: 3,
  name: "高等数学",
  location: "教一 101",
  can_be_embedded: false,
  locked: true,
  meetings: [{ day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 2, 3] }],
};

const INITIAL: SettingsInitial = {
  term: { ...TERM, weeks: 16, section_times: CLOCK_14, timezone: "Asia/Tokyo" },
  courses: [MATH],
  feed: { token: "feed-token", created_at: "2025-03-01T02:00:00.000Z", url: "https://planner.example.com/api/ics/feed/feed-token" },
  reminders: { block_minutes: 15, deadline_offsets: [1440, 30], course_minutes: null, quiet_hours: { start: "23:00", end: "07:00" } },
};

function routerSpy(): AppRouterInstance {
  return { back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), bfcacheId: "test" };
}

function page(router: AppRouterInstance, initial: SettingsInitial = INITIAL) {
  return (
    <AppRouterContext.Provider value={router}>
      <SettingsView account={STUDENT} initial={initial} />
    </AppRouterContext.Provider>
  );
}

const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;

/** What the first paint must show: the term, its clock and zone, the course, the alarm and the subscription. */
function expectSettingsShown(container: HTMLElement) {
  const view = within(container);
  expect(value(view.getByLabelText("开学日期"))).toBe("2025-02-24");
  expect(value(view.getByLabelText("学期周数"))).toBe("16");
  expect(value(view.getByLabelText("时区"))).toBe("Asia/Tokyo");
  expect(value(view.getByLabelText("第1节上课时间"))).toBe("08:10");
  expect(value(view.getByLabelText("第14节下课时间"))).toBe("21:55");
  expect(view.getByText("每天 14 节")).toBeTruthy();
  expect(view.getByTestId("course-item").textContent).toContain("高等数学");
  expect((view.getByRole("checkbox", { name: "提前 1 天" }) as HTMLInputElement).checked).toBe(true);
  expect(value(view.getByLabelText("订阅地址"))).toBe(INITIAL.feed?.url);
  expect(value(view.getByLabelText("学习块提醒"))).toBe("15");
  expect(view.queryByText(/正在加载/)).toBeNull();
}

let hydrated: Root | undefined;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = "";
  cleanup();
  vi.unstubAllGlobals();
});

describe("SettingsView", () => {
  it("is filled in the server's HTML from the initial props", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(routerSpy()));
    expectSettingsShown(container);
  });

  it("hydrates on that HTML without asking anything, then a term save reloads the courses and refreshes the page", async () => {
    const fetchStub = vi.fn(async (url: string) =>
      url === "/api/term" ? jsonResponse({ term: { ...INITIAL.term, weeks: 18 } }) : jsonResponse({ courses: [MATH, { ...MATH, id: 4, name: "大学英语" }] }),
    );
    vi.stubGlobal("fetch", fetchStub);
    const router = routerSpy();
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page(router));
    const recoverable = vi.fn();
    await act(async () => {
      hydrated = hydrateRoot(container, page(router), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expectSettingsShown(container);
    expect(fetchStub).not.toHaveBeenCalled();

    const view = within(container);
    fireEvent.change(view.getByLabelText("学期周数"), { target: { value: "18" } });
    fireEvent.click(view.getByRole("button", { name: "保存学期设置" }));
    await waitFor(() => expect(view.getAllByTestId("course-item")).toHaveLength(2));
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(["/api/term", "/api/courses"]);
    expect(sentJson(fetchStub, 0)).toMatchObject({ weeks: 18, timezone: "Asia/Tokyo", section_times: CLOCK_14 });
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("sets deadline alarms in 提醒 only: 导出与订阅 points there and has no field of its own that would overwrite them", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(page(routerSpy()));
    const exportSection = within(screen.getByRole("region", { name: "导出与订阅" }));
    expect(exportSection.queryByRole("combobox")).toBeNull();
    expect(exportSection.getByRole("link", { name: "「提醒」" }).getAttribute("href")).toBe("#reminders");
    const reminders = within(screen.getByRole("region", { name: "提醒" }));
    expect(reminders.getAllByRole("checkbox", { checked: true }).map((box) => box.parentElement?.textContent)).toEqual(["提前 30 分钟", "提前 1 天"]);
  });

  it("before a term exists, says so and offers the default clock; no courses, no subscription", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(page(routerSpy(), { term: null, courses: [], feed: null, reminders: INITIAL.reminders }));
    expect(screen.getByText("还没有设置学期，请先填写并保存。")).toBeTruthy();
    // Without a start date the form asks 现在是第几周 first; the server works out the Monday.
    expect(value(screen.getByLabelText("现在是第几周"))).toBe("");
    expect(value(screen.getByLabelText("第1节上课时间"))).toBe("08:00");
    expect(screen.getByText("还没有课程。可以手动添加，或从 .ics 文件导入。")).toBeTruthy();
    expect(screen.getByRole("button", { name: "生成订阅地址" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says a term has ended and how to fix it, and opens the form on 现在是第几周", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(
      <AppRouterContext.Provider value={routerSpy()}>
        <SettingsView account={STUDENT} initial={INITIAL} week={null} termOutside={{ kind: "ended", end_date: "2025-06-29", weeks: 18 }} />
      </AppRouterContext.Provider>,
    );
    const notice = screen.getByTestId("settings-term-outside");
    expect(notice.textContent).toContain("本学期已于 2025-06-29 结束（共 18 周）");
    expect(notice.textContent).toContain("按第几周填");
    expect(value(screen.getByLabelText("现在是第几周"))).toBe("");
    expect(screen.getByLabelText("共几周")).toBeTruthy();
  });
  it("shows a course's exam in the course list, in the student's words, and follows a change made in 考试", async () => {
    const exam = { id: 1, title: "高数期末", date: "2027-01-12", time: "09:00", location: "教三 201", course_id: MATH.id, task_class_id: null };
    const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/courses") return jsonResponse({ courses: [MATH] });
      return jsonResponse({ exam: { ...exam, ...(JSON.parse(String(init?.body)) as object) } });
    });
    vi.stubGlobal("fetch", fetchStub);
    render(
      <AppRouterContext.Provider value={routerSpy()}>
        <SettingsView account={STUDENT} initial={INITIAL} exams={{ exams: [exam, { ...exam, id: 2, title: "英语期末", course_id: null }], task_classes: [] }} />
      </AppRouterContext.Provider>,
    );
    const course = screen.getByTestId("course-item");
    expect(within(course).getByTestId("course-exam").textContent).toBe("考试：高数期末 1月12日（周二）09:00 · 教三 201");

    fireEvent.click(screen.getByRole("button", { name: "修改考试：高数期末" }));
    const form = screen.getByRole("form", { name: "修改考试：高数期末" });
    fireEvent.change(within(form).getByLabelText("日期"), { target: { value: "2027-01-14" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存修改" }));
    await waitFor(() => expect(within(course).getByTestId("course-exam").textContent).toBe("考试：高数期末 1月14日（周四）09:00 · 教三 201"));
    expect(sentJson(fetchStub, fetchStub.mock.calls.length - 1)).toMatchObject({ date: "2027-01-14", course_id: MATH.id });
  });
});

