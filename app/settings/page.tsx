import type { Metadata } from "next";
import { examSettingsOf } from "@/server/exams/settings";
import { settingsScreen } from "@/server/screens/settings-screen";
import { pagePath } from "@/lib/http/page-path";
import { AppHeader } from "@/components/app-header";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Notice } from "@/components/settings/controls";
import { SETTINGS_SECTIONS } from "@/components/settings/sections";
import { SettingsView } from "@/components/settings/settings-view";
import { welcomeText } from "@/components/settings/welcome-text";

export const metadata: Metadata = { title: "设置 · 学习规划助手" };

// Whose settings these are comes from the session cookie, so every request renders afresh.
export const dynamic = "force-dynamic";

/**
 * Rendered on the server with the student's settings (the term and its period clock, the courses, the alarm, the
 * subscription), so the page arrives filled and asks nothing before it can be used.
 */
export default async function SettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { user, week, term_outside, ...settings } = await settingsScreen(pagePath("/settings", params));
  const welcome = params.welcome === "1" && !user.isGuest;
  const exams = await examSettingsOf(user.id);

  return (
    <div className="min-h-dvh">
      {/* Sticky from tablet width up; on a phone the header scrolls away so the sections get the whole screen. */}
      <AppHeader account={user} week={week} termOutside={term_outside} current="settings" brandIsHeading={false} className="md:sticky md:top-0 md:z-40">
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
      </AppHeader>
      <main className="mx-auto max-w-4xl px-4 py-6">
        <h1 className="sr-only">设置</h1>
        {welcome ? (
          <div className="mb-6" data-testid="settings-welcome">
            <Notice tone="success">
              <p className="font-medium">欢迎，{user.name}！账户已经建好。</p>
              <p className="mt-1">{welcomeText(settings.term, settings.courses.length)}</p>
              {settings.courses.length > 0 ? (
                // A guest who registers keeps the demo's timetable; one step from here clears it for their own.
                <p className="mt-1">
                  这些是示例数据？可以在
                  <a href="#account" data-testid="welcome-clear-demo" className="mx-1 font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200">
                    账户 › 清除示例数据
                  </a>
                  一步清空，再导入自己的课表。
                </p>
              ) : null}
            </Notice>
          </div>
        ) : null}
        <SettingsView account={user} initial={settings} week={week} termOutside={term_outside} exams={exams} />
      </main>
    </div>
  );
}
