"use client";
/**
 * 退出: ends the session, then loads /login afresh. A full page load rather than a client-side route change, so
 * nothing of this student's (open conversation, loaded weeks) stays in memory for whoever signs in next.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { submitLogout } from "@/client/auth-api";

function goToLogin(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose (see above), not router.push
  window.location.assign("/login");
}

export function LogoutButton({ navigate = goToLogin }: { navigate?: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function logout() {
    setPending(true);
    setError(null);
    try {
      await submitLogout();
      navigate();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "退出失败，请稍后再试。");
      setPending(false);
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" variant="ghost" onClick={logout} disabled={pending} data-testid="header-logout">
        {pending ? "正在退出…" : "退出"}
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-rose-700 dark:text-rose-300">
          {error}
        </span>
      ) : null}
    </span>
  );
}
