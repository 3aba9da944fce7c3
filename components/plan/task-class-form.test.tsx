// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type TaskClassPayload, type TaskClassWrite } from "@/client/task-classes-api";
import { ApiError } from "@/client/http";
import { TaskClassForm } from "./task-class-form";
import { PROBABILITY, TERM_RANGE } from "@/testing/fixtures/plan";

afterEach(cleanup);

const answer = (payload: TaskClassPayload): TaskClassWrite => ({ task_class: { ...PROBABILITY, ...payload }, version: 3 });

function setup(options: { onSubmit?: (payload: TaskClassPayload) => Promise<TaskClassWrite>; editing?: boolean; periods?: number } = {}) {
  const onSubmit = vi.fn(options.onSubmit ?? (async (payload: TaskClassPayload) => answer(payload)));
  const onDone = vi.fn();
  const term = { ...TERM_RANGE, periods_per_day: options.periods ?? TERM_RANGE.periods_per_day };
  render(<TaskClassForm taskClass={options.editing ? PROBABILITY : null} term={term} today="2026-11-30" onSubmit={onSubmit} onDone={onDone} onCancel={() => {}} />);
  return { onSubmit, onDone };
}

describe("TaskClassForm", () => {
  it("creates a class from labelled fields, the strategy radio, the 水课 checkbox and the period chips", async () => {
    const { onSubmit, onDone } = setup();
    expect((screen.getByLabelText("开始日期") as HTMLInputElement).value).toBe("2026-11-30");
    // Dates read 2026-11-30 whatever the browser's language; the term they must fall in is said beside them.
    expect((screen.getByLabelText("开始日期") as HTMLInputElement).type).toBe("text");
    expect(screen.getByText("本学期：2026-09-07 至 2027-01-10")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("名称"), { target: { value: " 线代复习 " } });
    fireEvent.change(screen.getByLabelText("结束日期"), { target: { value: "2026-12-20" } });
    fireEvent.click(screen.getByRole("radio", { name: /快速推进/ }));
    fireEvent.click(screen.getByLabelText("允许嵌入水课"));
    const early = screen.getByRole("button", { name: "第1-2节" });
    fireEvent.click(early);
    fireEvent.click(screen.getByRole("button", { name: "第11-12节" }));
    expect(early.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "线代复习",
      start_date: "2026-11-30",
      end_date: "2026-12-20",
      strategy: "rapid",
      allow_filler_course: true,
      excluded_slots: [1, 6],
    });
  });

  it("does not submit invalid input and ties each message to its field", () => {
    const { onSubmit } = setup();
    fireEvent.change(screen.getByLabelText("结束日期"), { target: { value: "2027-02-01" } });
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByLabelText("名称");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe("请填写任务类名称");
    const end = screen.getByLabelText("结束日期");
    expect(document.getElementById(end.getAttribute("aria-describedby")!)?.textContent).toBe("日期需要在学期内（2026-09-07 至 2027-01-10）");
  });

  it("starts from the class when editing and shows the server's refusal", async () => {
    const { onDone } = setup({
      editing: true,
      onSubmit: async () => {
        throw new ApiError("日期需要在学期内（2026-09-07 至 2027-01-10）", 422, "task_class:invalid", { reasons: ["日期需要在学期内（2026-09-07 至 2027-01-10）"] });
      },
    });
    expect((screen.getByLabelText("名称") as HTMLInputElement).value).toBe("概率论复习");
    expect((screen.getByRole("radio", { name: /快速推进/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "第11-12节" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    expect((await screen.findByRole("alert")).textContent).toContain("日期需要在学期内");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("offers the blocks of the term's day: 13 periods end with 第13节 alone, which may be excluded", async () => {
    const { onSubmit } = setup({ periods: 13 });
    const chips = screen.getAllByRole("button", { pressed: false }).map((chip) => chip.textContent);
    expect(chips).toEqual(["第1-2节", "第3-4节", "第5-6节", "第7-8节", "第9-10节", "第11-12节", "第13节"]);
    fireEvent.change(screen.getByLabelText("名称"), { target: { value: "晚自习" } });
    fireEvent.click(screen.getByRole("button", { name: "第13节" }));
    fireEvent.click(screen.getByRole("button", { name: "创建" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0].excluded_slots).toEqual([7]);
  });
});

