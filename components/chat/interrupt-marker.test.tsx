// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { InterruptData, TimelineEvent } from "@/lib/protocol";
import { InterruptMarker } from "./interrupt-marker";

function markerEvent(interrupt: InterruptData): TimelineEvent {
  return { seq: 7, kind: "interrupt", message_id: "m", role: "assistant", content: interrupt.text, payload: { interrupt } };
}

describe("InterruptMarker", () => {
  afterEach(cleanup);

  it("says a turn finished in the background once, without repeating the same words as its detail", () => {
    const view = render(<InterruptMarker event={markerEvent({ reason: "background", text: "连接断开后已在后台完成" })} />);
    const note = view.getByRole("note");
    expect(note.dataset.reason).toBe("background");
    expect(note.textContent).toBe("连接断开后已在后台完成");
  });

  it("heads a stop with 已停止 and keeps the sentence as its detail", () => {
    const view = render(<InterruptMarker event={markerEvent({ reason: "aborted", text: "你停止了本轮回复。" })} />);
    expect(view.getByRole("note").textContent).toBe("已停止你停止了本轮回复。");
  });
});
