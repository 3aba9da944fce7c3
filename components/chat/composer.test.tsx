// @vitest-environment jsdom
// jsdom: keyboard and composition events are dispatched on the real textarea element.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Composer } from "./composer";

afterEach(cleanup);

function setup(busy = false) {
  const onSend = vi.fn((_text: string) => true);
  const onStop = vi.fn();
  render(<Composer busy={busy} onSend={onSend} onStop={onStop} />);
  const input = screen.getByLabelText("给助手发消息");
  if (!(input instanceof HTMLTextAreaElement)) throw new Error("the composer is not a textarea");
  return { input, onSend, onStop };
}

describe("Composer", () => {
  it("is a labelled textarea", () => {
    const { input } = setup();
    expect(input.dataset.testid).toBe("composer");
  });

  it("sends on Enter and clears the box", () => {
    const { input, onSend } = setup();
    fireEvent.change(input, { target: { value: "第3天有什么课" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledExactlyOnceWith("第3天有什么课");
    expect(input.value).toBe("");
  });

  it("does not send on Shift+Enter (a new line)", () => {
    const { input, onSend } = setup();
    fireEvent.change(input, { target: { value: "第一行" } });
    fireEvent.keyDown(input, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe("第一行");
  });

  it("does not send while an input method is composing", () => {
    const { input, onSend } = setup();
    fireEvent.change(input, { target: { value: "di san tian" } });
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("does not send on the Enter the browser flags as composing", () => {
    const { input, onSend } = setup();
    fireEvent.change(input, { target: { value: "第三天" } });
    fireEvent.keyDown(input, { key: "Enter", isComposing: true });
    fireEvent.keyDown(input, { key: "Enter", keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends again once composition has ended", () => {
    const { input, onSend } = setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: "第三天" } });
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledExactlyOnceWith("第三天");
  });

  it("does not send blank text", () => {
    const { input, onSend } = setup();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByTestId("send")).toHaveProperty("disabled", true);
  });

  it("keeps the text when the send is refused", () => {
    const onSend = vi.fn(() => false);
    render(<Composer busy={false} onSend={onSend} onStop={() => undefined} />);
    const input = screen.getByTestId("composer");
    fireEvent.change(input, { target: { value: "帮我排复习" } });
    fireEvent.click(screen.getByTestId("send"));
    expect(onSend).toHaveBeenCalledOnce();
    expect(input).toHaveProperty("value", "帮我排复习");
  });

  it("while a turn runs, shows 停止 instead of 发送 and Enter does not send", () => {
    const { input, onSend, onStop } = setup(true);
    expect(screen.queryByTestId("send")).toBeNull();
    fireEvent.change(input, { target: { value: "下一个问题" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("stop"));
    expect(onStop).toHaveBeenCalledOnce();
  });
});
