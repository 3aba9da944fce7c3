import type { Metadata } from "next";
import { connection } from "next/server";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const metadata: Metadata = { title: "页面不存在 · 学习规划助手" };

/**
 * Any address no page answers (and any notFound()). Rendered per request like every other page: a page prerendered at
 * build time has no nonce on its scripts, and the proxy's Content-Security-Policy (proxy.ts) then blocks them all.
 */
export default async function NotFound() {
  await connection();
  return (
    <main data-testid="not-found" className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center gap-3">
          <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-indigo-600 text-base font-bold text-white dark:bg-indigo-500">
            学
          </span>
          <p className="text-lg font-semibold leading-tight">学习规划助手</p>
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
          <h1 className="text-base font-semibold">找不到这个页面</h1>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-300">地址可能输错了，或者这个页面已经不在了。回到首页，看看今天的安排。</p>
          {/* A full page load, not <Link>: a visitor without a session is given a guest by a redirect to an API route,
              which a client-side navigation cannot follow (it left a blank page). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose, see above */}
          <a
            href="/"
            data-testid="not-found-home"
            className={`mt-4 inline-flex h-10 items-center justify-center rounded-lg bg-indigo-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400 ${FOCUS_RING}`}
          >
            回到首页
          </a>
        </div>
      </div>
    </main>
  );
}
