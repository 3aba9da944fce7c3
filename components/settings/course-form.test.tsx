// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CoursePayload, type CourseWriteResult } from "@/client/settings-api";
import { ApiError } from "@/client/http";
import { CourseForm } from "./course-form";

afterEach(cleanup);

function setup(onSubmit = vi.fn(async (payload: CoursePayload): Promise<CourseWriteResult> => ({ course: { ...payload, id: 1, locked: !payload.can_be_embedded }, released_items: 0 }))) {
  const onDone = vi.fn();
  render(<CourseForm course={null} termWeeks={18} onSubmit={onSubmit} onDone={onDone} onCancel={() => {}} />);
  return { onSubmit, onDone };
}

describe("CourseForm", () => {
  it("submits the typed course with its parsed weeks", async () => {
    const { onSubmit, onDone } = setup();
    fireEvent.change(screen.getByLabelText("课程名称"), { target: { value: "体育" } });
    fireEvent.click(screen.getByLabelText("可嵌入学习任务"));
    fireEvent.change(screen.getByLabelText("星期"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("开始节次"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("结束节次"), { target: { value: "4" } });
    fireEvent.change(screen.getByLabelText("上课周次"), { target: { value: "2-8双" } });
    expect(screen.getByText("即 第2-8周(双周)，共 4 周")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "添加课程" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "体育",
      location: null,
      can_be_embedded: true,
      meetings: [{ day_of_week: 5, section_start: 3, section_end: 4, weeks: [2, 4, 6, 8] }],
    });
  });

  it("does not submit invalid input and ties each message to its field", () => {
    const { onSubmit } = setup();
    fireEvent.change(screen.getByLabelText("上课周次"), { target: { value: "1-30" } });
    fireEvent.click(screen.getByRole("button", { name: "添加课程" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByLabelText("课程名称");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("请填写课程名称");
    const weeks = screen.getByLabelText("上课周次");
    expect(weeks.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("第30周超出本学期（共 18 周）");
  });

  it("shows the server's clashes when the periods are taken", async () => {
    const clash = { name: "高等数学", day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 3, 5] };
    const onSubmit = vi.fn(async (): Promise<CourseWriteResult> => {
      throw new ApiError("与已有安排冲突：「高等数学」周一第1-2节", 409, "course:overlap", { reasons: [], clashes: [clash], reason: null, affected: [] });
    });
    setup(onSubmit);
    fireEvent.change(screen.getByLabelText("课程名称"), { target: { value: "体育" } });
    fireEvent.click(screen.getByRole("button", { name: "添加课程" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("与已有安排冲突");
    expect(alert.textContent).toContain("与「高等数学」冲突：周一 第1-2节 · 第1-5周(单周)");
  });

  it("adds and removes meetings", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "＋ 再加一个上课时间" }));
    expect(screen.getAllByLabelText("星期")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "删除第2个上课时间" }));
    expect(screen.getAllByLabelText("星期")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /删除第1个上课时间/ })).toBeNull();
  });
});
