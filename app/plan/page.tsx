import type { Metadata } from "next";
import Link from "next/link";
import { PlanView } from "@/components/plan/plan-view";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const metadata: Metadata = { title: "学习计划 · 学习规划助手" };

export default function PlanPage() {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5">
          <Link href="/" className={`rounded-lg px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white ${FOCUS_RING}`}>
            ← 返回
          </Link>
          <h1 className="text-base font-semibold">学习计划</h1>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6">
        <PlanView />
      </main>
    </div>
  );
}
