// @vitest-environment jsdom
// A class's exam edited in place on 学习计划: the page reads the plan (today Monday 2026-11-30) and GET /api/exams,
// then adds, changes and deletes through POST / PATCH / DELETE /api/exams; a refusal changes nothing.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Exam } from "@/client/exams-api";
import { jsonResponse } from "@/testing/fixtures/settings";
import { planAnswer, PROBABILITY } from "@/testing/fixtures/plan";
import { PlanView } from "./plan-view";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FINAL: Exam = { id: 5, title: "概率论期末", date: "2026-12-25", time: "09:00", location: "教三 201", course_id: 3, task_class_id: PROBABILITY.id };

/** The plan and its exams; every write is handed to `write`, which answers like the route. */
function stubServer(exams: Exam[], write: (url: string, method: string, body: unknown) => Response) {
  const writes: Array<{ url: string; method: string; body: unknown }> = [];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (url === "/api/task-classes" && method === "GET") return jsonResponse(planAnswer([PROBABILITY]));
    if (url === "/api/exams" && method === "GET") return jsonResponse({ exams });
    if (url.startsWith("/api/progress?")) return jsonResponse({ from: "2026-11-30", to: "2026-11-30", days: [], classes: [] });
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    writes.push({ url, method, body });
    return write(url, method, body);
  });
  vi.stubGlobal("fetch", fetchStub);
  return writes;
}

async function card() {
  return screen.findByTestId("task-class-card");
}

describe("a class's exam on 学习计划", () => {
  it("shows the exam with its weekday, time, place and days left, and changes its date in place", async () => {
    const writes = stubServer([FINAL], (url, _method, body) => jsonResponse({ exam: { ...FINAL, ...(body as Partial<Exam>) } }));
    render(<PlanView />);
    const plan = await card();
    expect((await within(plan).findByTestId("class-exam")).textContent).toBe("考试：概率论期末 还有 25 天 · 12月25日（周五）09:00 · 教三 201");

    fireEvent.click(within(plan).getByRole("button", { name: "修改考试「概率论期末」" }));
    const form = within(plan).getByRole("form", { name: "修改考试：概率论期末" });
    // Only the exam's own fields: the class is the link, and the course it examines stays as it is.
    expect(within(form).queryByLabelText("对应课程")).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText("考试名称"));
    fireEvent.change(within(form).getByLabelText("日期"), { target: { value: "2026-12-18" } });
    fireEvent.change(within(form).getByLabelText("开始时间（可不填）"), { target: { value: "14:30" } });
    fireEvent.change(within(form).getByLabelText("地点（可不填）"), { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存修改" }));

    await waitFor(() => expect(within(plan).getByTestId("class-exam").textContent).toBe("考试：概率论期末 还有 18 天 · 12月18日（周五）14:30"));
    expect(writes).toEqual([{ url: "/api/exams/5", method: "PATCH", body: { title: "概率论期末", date: "2026-12-18", time: "14:30", location: null } }]);
    expect(within(within(plan).getByTestId("class-exams")).getByRole("status").textContent).toBe("已保存考试：概率论期末");
    expect(document.activeElement).toBe(within(plan).getByRole("button", { name: "修改考试「概率论期末」" }));
  });

  it("shows the route's refusal once, under the field it names, marks the field, and keeps the exam as it was", async () => {
    const reason = "考试日期11月20日（周五）已经过去了，请填今天或以后的日期";
    stubServer([FINAL], () => jsonResponse({ error: { code: "exam:invalid", message: `考试信息有误：${reason}`, reasons: [reason], fields: { date: reason } } }, 422));
    render(<PlanView />);
    const plan = await card();
    fireEvent.click(await within(plan).findByRole("button", { name: "修改考试「概率论期末」" }));
    const form = within(plan).getByRole("form", { name: "修改考试：概率论期末" });
    fireEvent.change(within(form).getByLabelText("日期"), { target: { value: "2026-11-20" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存修改" }));

    // One message for the one field: under the date, not again in the notice above the buttons nor in a list.
    expect((await within(form).findByRole("alert")).textContent).toBe("考试信息有误，请按上面标出的提示修改后再保存。");
    expect(within(form).getAllByText(reason)).toHaveLength(1);
    const date = within(form).getByLabelText("日期");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    const described = (date.getAttribute("aria-describedby") ?? "").split(" ").map((describedId) => document.getElementById(describedId)?.textContent);
    expect(described).toEqual(["格式：年-月-日，例如 2027-01-12", reason]);

    fireEvent.click(within(form).getByRole("button", { name: "取消" }));
    expect(within(plan).getByTestId("class-exam").textContent).toBe("考试：概率论期末 还有 25 天 · 12月25日（周五）09:00 · 教三 201");
    expect(document.activeElement).toBe(within(plan).getByRole("button", { name: "修改考试「概率论期末」" }));
  });

  it("adds an exam to a class that has none, linked to that class", async () => {
    const writes = stubServer([], (_url, _method, body) => jsonResponse({ exam: { id: 9, ...(body as object) } }, 201));
    render(<PlanView />);
    const plan = await card();
    fireEvent.click(await within(plan).findByRole("button", { name: "为「概率论复习」添加考试" }));
    const form = within(plan).getByRole("form", { name: "为「概率论复习」添加考试" });
    fireEvent.change(within(form).getByLabelText("考试名称"), { target: { value: "概率论期中" } });
    fireEvent.change(within(form).getByLabelText("日期"), { target: { value: "2026-12-01" } });
    fireEvent.click(within(form).getByRole("button", { name: "添加考试" }));

    await waitFor(() => expect(within(plan).getByTestId("class-exam").textContent).toBe("考试：概率论期中 就在明天 · 12月1日（周二）"));
    expect(writes).toEqual([{ url: "/api/exams", method: "POST", body: { title: "概率论期中", date: "2026-12-01", time: null, location: null, course_id: null, task_class_id: PROBABILITY.id } }]);
    // One exam now: the way to add another is in 设置 › 考试, not a second button on the card.
    expect(within(plan).queryByRole("button", { name: "为「概率论复习」添加考试" })).toBeNull();
  });

  it("deletes an exam after asking, and offers to add one again", async () => {
    const writes = stubServer([FINAL], () => jsonResponse({ deleted: FINAL.id }));
    render(<PlanView />);
    const plan = await card();
    fireEvent.click(await within(plan).findByRole("button", { name: "删除考试「概率论期末」" }));
    const dialog = screen.getByRole("alertdialog", { name: "删除考试「概率论期末」？" });
    fireEvent.click(within(dialog).getByRole("button", { name: "删除考试" }));

    await waitFor(() => expect(within(plan).queryByTestId("class-exam")).toBeNull());
    expect(writes).toEqual([{ url: "/api/exams/5", method: "DELETE", body: undefined }]);
    expect(within(within(plan).getByTestId("class-exams")).getByRole("status").textContent).toBe("已删除考试：概率论期末");
    expect(document.activeElement).toBe(within(plan).getByRole("button", { name: "为「概率论复习」添加考试" }));
  });

  it("offers nothing while the exams could not be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/task-classes") return jsonResponse(planAnswer([PROBABILITY]));
        if (url.startsWith("/api/progress?")) return jsonResponse({ from: "2026-11-30", to: "2026-11-30", days: [], classes: [] });
        return jsonResponse({ error: { code: "server:error", message: "服务器出错了" } }, 500);
      }),
    );
    render(<PlanView />);
    const plan = await card();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/exams", expect.anything()));
    expect(within(plan).queryByTestId("class-exams")).toBeNull();
  });
});
