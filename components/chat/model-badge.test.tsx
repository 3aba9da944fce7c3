// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModelBadge } from "./model-badge";

vi.mock("@/client/use-model-info", () => ({ useModelInfo: (initial: unknown) => initial }));

afterEach(cleanup);

describe("ModelBadge", () => {
  // At 390 px the whole badge (离线 内置离线模型) sat on top of the header's 设置 tab: on a phone only the chip shows.
  it("keeps the model's name for screen readers and the title but shows only 离线 on a phone", () => {
    render(<ModelBadge initial={{ kind: "offline", label: "内置离线模型" }} />);
    const badge = screen.getByTestId("model-badge");
    expect(badge.textContent).toBe("离线内置离线模型");
    expect(badge.getAttribute("title")).toContain("内置离线模型");
    const name = screen.getByText("内置离线模型");
    expect(name.className.split(" ")).toContain("max-sm:sr-only");
  });
});
