import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { guestsEnabled } from "@/server/auth/current-user";
import { isSignedIn } from "@/server/student";
import { AuthPanel } from "@/components/auth/auth-panel";
import { GuestLink } from "@/components/auth/guest-link";
import { safeNextPath } from "@/lib/http/safe-next";

export const metadata: Metadata = { title: "登录 · 学习规划助手" };

// Reads the session cookie: a student who is already signed in goes straight to the app.
export const dynamic = "force-dynamic";

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // Where the visitor was going (a page sends an expired session here with its own address): back there after.
  const next = safeNextPath(typeof params.next === "string" ? params.next : null);
  if (await isSignedIn()) redirect(next);
  const initialMode = params.mode === "signup" ? "signup" : "login";
  const expired = params.expired === "1";
  const guestsLimited = params.guest === "limited";

  return (
    <main className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center gap-3">
          <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-indigo-600 text-base font-bold text-white dark:bg-indigo-500">
            学
          </span>
          <div>
            <h1 className="text-lg font-semibold leading-tight">学习规划助手</h1>
            <p className="text-sm text-zinc-500 dark:text-zinc-400">登录后，课程表、学习计划和待办都只属于你。</p>
          </div>
        </div>
        {expired ? (
          <p role="status" data-testid="auth-expired" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            登录已过期，请重新登录。
          </p>
        ) : null}
        {guestsLimited ? (
          <p role="status" data-testid="auth-guest-limited" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            这个网络新建的游客太多了，请稍后再试，或注册、登录后使用。
          </p>
        ) : null}
        <div className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
          <AuthPanel initialMode={initialMode} next={next} />
        </div>
        {guestsEnabled() ? (
          <p className="mt-4 text-center text-sm text-zinc-600 dark:text-zinc-400">
            还没想好？
            <GuestLink />
          </p>
        ) : null}
      </div>
    </main>
  );
}
