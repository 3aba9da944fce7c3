"use client";
/** The settings page body: loads the term once, then the sections; an import or term save refreshes courses. */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { fetchTerm, type TermSettings } from "@/lib/client/settings-api";
import { DEFAULT_SECTION_TIMES, DEFAULT_TERM_WEEKS } from "@/lib/calendar/default-term";
import { AccountSection, type SettingsAccount } from "./account-section";
import { Notice, SettingsSection } from "./controls";
import { CoursesSection } from "./courses-section";
import { ExportSection } from "./export-section";
import { IcsImportSection } from "./ics-import-section";
import { TermForm } from "./term-form";

/** Used before a term exists: a Monday-start term with the default period clock. */
const DEFAULT_TERM: TermSettings = {
  start_date: "",
  weeks: DEFAULT_TERM_WEEKS,
  section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })),
  timezone: "Asia/Shanghai",
};

export function SettingsView({ account }: { account: SettingsAccount }) {
  const router = useRouter();
  const [term, setTerm] = useState<TermSettings | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [coursesKey, setCoursesKey] = useState(0);
  // Bumped when the term is saved from outside the form (the import's suggestions), so the form shows it.
  const [termKey, setTermKey] = useState(0);

  const load = useCallback(() => {
    fetchTerm().then(setTerm, (caught: unknown) => setLoadError(caught instanceof Error ? caught.message : "加载失败"));
  }, []);
  useEffect(load, [load]);
  // The error is cleared by the click, not by load(): the first load starts with none, from an effect.
  const retry = () => {
    setLoadError(null);
    load();
  };

  const weeks = term?.weeks ?? DEFAULT_TERM.weeks;
  const refreshCourses = () => setCoursesKey((key) => key + 1);

  return (
    <div className="space-y-6">
      <SettingsSection id="term" title="学期设置" description="开学日期和每节课的时间决定了课程落在哪一天、哪个钟点。">
        {loadError ? (
          <Notice tone="error">
            <div className="flex flex-wrap items-center gap-3">
              <span>学期设置加载失败：{loadError}</span>
              <Button size="sm" onClick={retry}>
                重试
              </Button>
            </div>
          </Notice>
        ) : term === undefined ? (
          <p role="status" className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
            <Spinner /> 正在加载学期设置…
          </p>
        ) : (
          <>
            {term === null ? <p className="mb-4 text-sm text-amber-700 dark:text-amber-300">还没有设置学期，请先填写并保存。</p> : null}
            <TermForm
              key={termKey}
              initial={term ?? DEFAULT_TERM}
              onSaved={(saved) => {
                setTerm(saved);
                refreshCourses();
                // The header's 第N周 is rendered on the server: render it again without a reload (the forms keep their state).
                router.refresh();
              }}
            />
          </>
        )}
      </SettingsSection>
      <SettingsSection id="courses" title="课程表" description="固定课程不会被占用；可嵌入的课程（如自习）里可以安排学习任务。">
        <CoursesSection termWeeks={weeks} periods={term?.section_times.length} reloadKey={coursesKey} />
      </SettingsSection>
      <SettingsSection id="import" title="导入 ICS" description="从教务系统或其他课表应用导出的 .ics 文件导入课程。">
        <IcsImportSection
          onImported={refreshCourses}
          onTermSaved={(saved) => {
            setTerm(saved);
            setTermKey((key) => key + 1);
            refreshCourses();
            router.refresh();
          }}
        />
      </SettingsSection>
      <SettingsSection id="export" title="导出与订阅">
        <ExportSection />
      </SettingsSection>
      <SettingsSection id="account" title="账户" description={account.isGuest ? "游客身份：注册后数据会一直保留。" : "密码、登录设备和你的数据。"}>
        <AccountSection account={account} />
      </SettingsSection>
    </div>
  );
}
