// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { settledStatusText, StatusLine } from "./status-line";

describe("StatusLine", () => {
  it("says what is happening while live and what happened once the stage is over", () => {
    const event = { seq: 3, kind: "status" as const, message_id: "m", role: "assistant" as const, content: "正在读取日程…", payload: { stage: "plan" as const } };
    const { rerender } = render(<StatusLine event={event} live />);
    expect(screen.getByText("正在读取日程…")).toBeTruthy();
    rerender(<StatusLine event={event} live={false} />);
    expect(screen.getByText("已读取日程")).toBeTruthy();
  });

  it("leaves notes that are not in progress as they are", () => {
    expect(settledStatusText("方案已生成，等待你确认")).toBe("方案已生成，等待你确认");
    expect(settledStatusText("方案已取消，不会写入日程。")).toBe("方案已取消，不会写入日程。");
    expect(settledStatusText("正在粗排…")).toBe("已粗排");
  });
});
