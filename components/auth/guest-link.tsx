"use client";
/**
 * 先以游客身份试用: drops whatever session cookie the browser still holds (a lapsed one would otherwise send the
 * visitor straight back here) and opens the app, which gives this browser a guest of its own with the demo data.
 */
import { useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { submitLogout } from "@/client/auth-api";

function goHome(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose: the app must render afresh as a new guest, with nothing of the lapsed session in memory
  window.location.assign("/");
}

export function GuestLink({ navigate = goHome }: { navigate?: () => void }) {
  const [pending, setPending] = useState(false);
  async function open() {
    setPending(true);
    // Best effort: without a cookie to drop, or offline, the visit goes ahead anyway.
    await submitLogout().catch(() => undefined);
    navigate();
  }
  return (
    <button
      type="button"
      data-testid="auth-guest"
      onClick={open}
      disabled={pending}
      className={`rounded font-medium text-indigo-700 underline-offset-4 hover:underline disabled:opacity-60 dark:text-indigo-300 ${FOCUS_RING}`}
    >
      先以游客身份试用
    </button>
  );
}
