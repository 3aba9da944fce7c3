import type { Metadata } from "next";
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { SETTINGS_SECTIONS } from "@/components/settings/sections";
import { SettingsView } from "@/components/settings/settings-view";

export const metadata: Metadata = { title: "设置 · 学习规划助手" };

export default function SettingsPage() {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-2.5">
          <Link href="/" className={`rounded-lg px-2 py-1 text-sm text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white ${FOCUS_RING}`}>
            ← 返回
          </Link>
          <h1 className="text-base font-semibold">设置</h1>
        </div>
        <nav aria-label="设置分区" className="mx-auto max-w-4xl overflow-x-auto px-4 pb-2">
          <ul className="flex gap-1.5">
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={`inline-flex h-8 items-center whitespace-nowrap rounded-full border border-zinc-200 bg-white px-3 text-sm text-zinc-700 hover:border-indigo-300 hover:text-indigo-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-indigo-700 dark:hover:text-indigo-300 ${FOCUS_RING}`}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6">
        <SettingsView />
      </main>
    </div>
  );
}
