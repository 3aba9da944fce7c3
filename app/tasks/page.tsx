import type { Metadata } from "next";
import Link from "next/link";
import { TasksView } from "@/components/tasks/tasks-view";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const metadata: Metadata = { title: "待办 · 学习规划助手" };

export default function TasksPage() {
  return (
    <div className="min-h-dvh">
      {/* A placeholder until the shared header lands. */}
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-2.5">
          <Link
            href="/"
            className={`rounded-lg px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white ${FOCUS_RING}`}
          >
            ← 返回
          </Link>
          <h1 className="text-base font-semibold">待办</h1>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6">
        <TasksView />
      </main>
    </div>
  );
}
