// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExamsSection } from "./exams-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COURSES = [{ id: 3, name: "离散数学" }];
const INITIAL = {
  exams: [{ id: 1, title: "离散数学期末", date: "2027-01-12", time: "09:00", location: "教三 201", course_id: 3, task_class_id: 7 }],
  task_classes: [{ id: 7, name: "离散数学期末复习" }],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("ExamsSection", () => {
  it("lists the exams read with the page, with time, place, course and class, and asks nothing", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(<ExamsSection initial={INITIAL} courses={COURSES} />);
    expect(screen.getByTestId("exam-row").textContent).toContain("2027年1月12日（周二）09:00 · 教三 201 · 课程：离散数学 · 学习计划：离散数学期末复习");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the exams an .ics import added at once, in date order, without asking the server", () => {
    vi.stubGlobal("fetch", vi.fn());
    const { rerender } = render(<ExamsSection initial={INITIAL} courses={COURSES} />);
    const imported = [{ id: 9, title: "概率论期中", date: "2026-11-03", time: "14:00", location: null, course_id: null, task_class_id: null }];
    rerender(<ExamsSection initial={INITIAL} courses={COURSES} imported={imported} />);
    expect(screen.getAllByTestId("exam-row").map((row) => row.textContent?.includes("概率论期中"))).toEqual([true, false]);
    rerender(<ExamsSection initial={INITIAL} courses={COURSES} imported={imported} />);
    expect(screen.getAllByTestId("exam-row")).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("adds an exam, showing a refusal's message and marking the field it names", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { date: string };
        sent.push(body);
        // The class went in another tab between the page's read and this save.
        if (sent.length === 1) {
          const reason = "找不到这个学习计划（可能已经删除），请在你的学习计划里重新选一个";
          return json({ error: { code: "exam:invalid", message: `考试信息有误：${reason}`, reasons: [reason], fields: { task_class_id: reason } } }, 422);
        }
        return json({ exam: { id: 2, title: "概率论期末", date: body.date, time: null, location: null, course_id: null, task_class_id: 7 } }, 201);
      }),
    );
    render(<ExamsSection initial={INITIAL} courses={COURSES} />);
    fireEvent.click(screen.getByRole("button", { name: "＋ 添加考试" }));
    const form = screen.getByRole("form", { name: "添加考试" });
    fireEvent.change(within(form).getByLabelText("考试名称"), { target: { value: "概率论期末" } });
    fireEvent.change(within(form).getByLabelText("日期"), { target: { value: "2027-01-15" } });
    fireEvent.change(within(form).getByLabelText("复习用的学习计划"), { target: { value: "7" } });
    fireEvent.click(within(form).getByRole("button", { name: "添加考试" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("考试信息有误，请按上面标出的提示修改后再保存。");
    expect(within(form).getAllByText("找不到这个学习计划（可能已经删除），请在你的学习计划里重新选一个")).toHaveLength(1);
    expect(within(form).getByLabelText("复习用的学习计划").getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(within(form).getByRole("button", { name: "添加考试" }));
    await waitFor(() => expect(screen.getAllByTestId("exam-row")).toHaveLength(2));
    expect(sent[1]).toEqual({ title: "概率论期末", date: "2027-01-15", time: null, location: null, course_id: null, task_class_id: 7 });
    expect(screen.getByRole("status").textContent).toBe("已添加考试：概率论期末");
  });

  it("asks for the date and time in the student's format, zh-CN whatever the browser's language, with the format shown", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(<ExamsSection initial={INITIAL} courses={COURSES} />);
    fireEvent.click(screen.getByRole("button", { name: "＋ 添加考试" }));
    const form = screen.getByRole("form", { name: "添加考试" });
    const date = within(form).getByLabelText("日期");
    const time = within(form).getByLabelText("开始时间（可不填）");
    // A native date input follows the browser's locale (01/12/2027, 9:00 AM); these read and show 2027-01-12 and 09:00.
    for (const field of [date, time]) {
      expect(field.getAttribute("type")).toBe("text");
      expect(field.getAttribute("lang")).toBe("zh-CN");
    }
    expect(within(form).getByText("格式：年-月-日，例如 2027-01-12").id).toBe(date.getAttribute("aria-describedby"));
    expect(within(form).getByText("24 小时制：时:分，例如 09:00").id).toBe(time.getAttribute("aria-describedby"));
    fireEvent.change(date, { target: { value: "2027/1/5" } });
    fireEvent.blur(date);
    expect((date as HTMLInputElement).value).toBe("2027-01-05");
  });

  it("says what is missing under each field before asking, one message a field, the date's format when it cannot be read", async () => {
    vi.stubGlobal("fetch", vi.fn());
    render(<ExamsSection initial={INITIAL} courses={COURSES} />);
    fireEvent.click(screen.getByRole("button", { name: "＋ 添加考试" }));
    const empty = screen.getByRole("form", { name: "添加考试" });
    fireEvent.click(within(empty).getByRole("button", { name: "添加考试" }));
    expect(within(empty).getByRole("alert").textContent).toBe("考试信息有误，请按上面标出的提示修改后再保存。");
    expect(within(empty).getByText("请填写考试名称")).toBeTruthy();
    expect(within(empty).getByText("请填写考试日期，格式 年-月-日（例如 2027-01-12）")).toBeTruthy();
    expect(within(empty).getByLabelText("考试名称").getAttribute("aria-invalid")).toBe("true");
    expect(within(empty).getByLabelText("日期").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
    cleanup();

    render(<ExamsSection initial={INITIAL} courses={COURSES} />);
    fireEvent.click(screen.getByRole("button", { name: "＋ 添加考试" }));
    const form = screen.getByRole("form", { name: "添加考试" });
    fireEvent.change(within(form).getByLabelText("考试名称"), { target: { value: "概率论期末" } });
    const date = within(form).getByLabelText("日期");
    fireEvent.change(date, { target: { value: "2月30日" } });
    fireEvent.blur(date);
    fireEvent.click(within(form).getByRole("button", { name: "添加考试" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("考试信息有误，请按上面标出的提示修改后再保存。");
    // The field's own format message stands in for "请填写考试日期" while the text cannot be read: one message.
    expect(within(form).getAllByText(/考试日期|请按 年-月-日 填写/)).toHaveLength(1);
    expect(within(form).getByText("请按 年-月-日 填写，例如 2026-11-30")).toBeTruthy();
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("deletes an exam", async () => {
    const fetchStub = vi.fn(async () => json({ deleted: 1 }));
    vi.stubGlobal("fetch", fetchStub);
    render(<ExamsSection initial={INITIAL} courses={COURSES} />);
    fireEvent.click(screen.getByRole("button", { name: "删除考试：离散数学期末" }));
    await waitFor(() => expect(screen.queryByTestId("exam-row")).toBeNull());
    expect(fetchStub).toHaveBeenCalledWith("/api/exams/1", expect.objectContaining({ method: "DELETE" }));
  });
});
