// @vitest-environment jsdom
// jsdom: the link is clicked in a DOM; fetch is the network edge, stubbed to record the logout call.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GuestLink } from "./guest-link";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("GuestLink", () => {
  it("drops the session cookie, then opens the app", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ signedOut: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const navigate = vi.fn();
    render(<GuestLink navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "先以游客身份试用" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
  });

  it("still opens the app when the network fails", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline")));
    const navigate = vi.fn();
    render(<GuestLink navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "先以游客身份试用" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });
});
