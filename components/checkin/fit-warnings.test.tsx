// @vitest-environment jsdom
// jsdom: the section renders GET /api/today/warnings (a stub of fetch; the route has its own tests on both databases)
// and its button hands the request to the open conversation as the student would have typed it.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAskedMessages } from "@/components/chat/ask-assistant";
import { jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";
import { replanRequest } from "@/lib/schedule/replan-request";
import { FitWarnings } from "./fit-warnings";

const { fetchMock } = stubCardFetch();

const WARNINGS = [
  { kind: "class", name: "离散数学期末复习", missing_periods: 4, text: "按现在的空闲时间，「离散数学期末复习」在截止前排不完，还差4节。" },
  { kind: "todo", name: "课程论文", missing_periods: 6, text: "按现在的空闲时间，待办「课程论文」在截止前排不完，还差6节。" },
];

/** Stands for the open conversation: what it would send. */
function Conversation({ sent }: { sent: string[] }) {
  useAskedMessages(false, (text) => {
    sent.push(text);
    return true;
  });
  return null;
}

describe("截止前排不完 on 今天", () => {
  it("says each warning with a way to act: the assistant re-plans it, or the deadline moves on 待办 / 学习计划", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ warnings: WARNINGS }));
    const sent: string[] = [];
    render(
      <>
        <Conversation sent={sent} />
        <FitWarnings />
      </>,
    );
    const rows = await screen.findAllByTestId("fit-warning");
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual(WARNINGS.map((warning) => warning.text));
    expect(screen.getByRole("link", { name: "去改「课程论文」的截止时间" }).getAttribute("href")).toBe("/tasks");
    expect(screen.getByRole("link", { name: "去改「离散数学期末复习」的截止时间" }).getAttribute("href")).toBe("/plan");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "让助手重新安排「离散数学期末复习」" }));
    });
    expect(sent).toEqual(["把离散数学期末复习排到期末前，水课也可以用"]);
    expect(replanRequest({ kind: "todo", name: "课程论文" })).toBe("把课程论文排到截止前");
  });

  it("shows nothing while all fits, or when the warnings cannot be read", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ warnings: [] }));
    const { container, unmount } = render(<FitWarnings />);
    await act(async () => undefined);
    expect(container.textContent).toBe("");
    unmount();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "server:error", message: "服务器出错了" } }, 500));
    const failed = render(<FitWarnings />);
    await act(async () => undefined);
    expect(failed.container.textContent).toBe("");
  });
});
