// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifyScheduleChanged, SCHEDULE_CHANGED_EVENT, useScheduleChanged } from "./schedule-events";

afterEach(cleanup);

function Listener({ onChange }: { onChange: () => void }) {
  useScheduleChanged(onChange);
  return null;
}

describe("notifyScheduleChanged", () => {
  it("dispatches a schedule:changed CustomEvent on window", () => {
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener(SCHEDULE_CHANGED_EVENT, listener);
    notifyScheduleChanged();
    window.removeEventListener(SCHEDULE_CHANGED_EVENT, listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
  });
});

describe("useScheduleChanged", () => {
  it("calls the latest callback on each announcement and stops after unmount", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render(<Listener onChange={first} />);
    act(() => notifyScheduleChanged());
    rerender(<Listener onChange={second} />);
    act(() => notifyScheduleChanged());
    unmount();
    notifyScheduleChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe("a change in another tab", () => {
  it("reaches this tab's listeners through the BroadcastChannel, and this tab's own change reaches the others", async () => {
    const onChange = vi.fn();
    render(<Listener onChange={onChange} />);
    const otherTab = new BroadcastChannel("study-planner:schedule");
    const heardThere = vi.fn();
    otherTab.addEventListener("message", (event: MessageEvent) => heardThere(event.data));
    try {
      otherTab.postMessage(SCHEDULE_CHANGED_EVENT);
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
      act(() => notifyScheduleChanged());
      await vi.waitFor(() => expect(heardThere).toHaveBeenCalledWith(SCHEDULE_CHANGED_EVENT));
      // Its own change is heard here once, directly: the channel does not echo to the tab that posted.
      expect(onChange).toHaveBeenCalledTimes(2);
    } finally {
      otherTab.close();
    }
  });
});
