"use client";
/**
 * The settings page body, filled from the server's first read (the page arrives with the term, its period clock,
 * the courses, the alarm and the subscription); an import or a term save refreshes the courses.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Exam } from "@/client/exams-api";
import type { Course, Feed, IcsImportResult, TermSettings } from "@/client/settings-api";
import type { TermOutside } from "@/lib/calendar/term-outside";
import type { ReminderSettings } from "@/lib/protocol/reminders";
import type { ExamSettings } from "@/lib/protocol/exams";
import { DEFAULT_SECTION_TIMES, DEFAULT_TERM_WEEKS } from "@/lib/calendar/default-term";
import { AccountSection, type SettingsAccount } from "./account-section";
import { Notice, SettingsSection } from "./controls";
import { CoursesSection } from "./courses-section";
import { ExamsSection } from "./exams-section";
import { ExportSection } from "./export-section";
import { IcsImportSection } from "./ics-import-section";
import { RemindersSection } from "./reminders-section";
import { TermForm } from "./term-form";

/** Used before a term exists: a Monday-start term with the default period clock. */
const DEFAULT_TERM: TermSettings = {
  start_date: "",
  weeks: DEFAULT_TERM_WEEKS,
  section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })),
  timezone: "Asia/Shanghai",
};

/** What the page read on the server, in the shapes the settings routes answer with (server/screens/settings-screen.ts). */
export interface SettingsInitial {
  term: TermSettings | null;
  courses: Course[];
  feed: Feed | null;
  /** 提醒, as GET /api/reminders/settings answers. */
  reminders: ReminderSettings;
}

/** What the settings say about a term today is not in, and how to fix it. */
function termOutsideText(outside: TermOutside): string {
  if (outside.kind === "ended") {
    return `本学期已于 ${outside.end_date} 结束（共 ${outside.weeks} 周），课表和本周都对不上今天。新学期开始了的话，在下面选“按第几周填”，填上现在是第几周、共几周，保存即可；也可以改开学日期。`;
  }
  return `本学期 ${outside.start_date} 才开学（还有 ${outside.days_until} 天）。如果已经开学，在下面选“按第几周填”，填上现在是第几周，保存即可。`;
}

export interface SettingsViewProps {
  account: SettingsAccount;
  initial: SettingsInitial;
  /** This week's number in the term, null outside it (the page's header reads the same). */
  week?: number | null;
  /** Today is before or after the term; refreshed with the page after a save. */
  termOutside?: TermOutside | null;
  /** The 考试 section's exams and the classes they may prepare with, read with the page. */
  exams?: ExamSettings;
}

const NO_EXAMS: ExamSettings = { exams: [], task_classes: [] };

export function SettingsView({ account, initial, week = null, termOutside = null, exams = NO_EXAMS }: SettingsViewProps) {
  const router = useRouter();
  const [term, setTerm] = useState<TermSettings | null>(initial.term);
  const [coursesKey, setCoursesKey] = useState(0);
  const [importedExams, setImportedExams] = useState<IcsImportResult["exams"]>([]);
  // The exams as 考试 now lists them: the course list shows each course's exam.
  const [examList, setExamList] = useState<readonly Exam[]>(exams.exams);
  // Bumped when the term is saved from outside the form (the import's suggestions), so the form shows it.
  const [termKey, setTermKey] = useState(0);

  const weeks = term?.weeks ?? DEFAULT_TERM.weeks;
  const refreshCourses = () => setCoursesKey((key) => key + 1);

  return (
    <div className="space-y-6" data-testid="settings-view">
      <SettingsSection id="term" title="学期设置" description="开学日期和每节课的时间决定了课程落在哪一天、哪个钟点。">
        {term === null ? <p className="mb-4 text-sm text-amber-700 dark:text-amber-300">还没有设置学期，请先填写并保存。</p> : null}
        {termOutside ? (
          <div className="mb-4" data-testid="settings-term-outside" data-kind={termOutside.kind}>
            <Notice tone="warning">{termOutsideText(termOutside)}</Notice>
          </div>
        ) : null}
        <TermForm
          key={termKey}
          initial={term ?? DEFAULT_TERM}
          currentWeek={week}
          preferWeek={termOutside !== null}
          onSaved={(saved) => {
            setTerm(saved);
            refreshCourses();
            // The header's 第N周 is rendered on the server: render it again without a reload (the forms keep their state).
            router.refresh();
          }}
        />
      </SettingsSection>
      <SettingsSection id="courses" title="课程表" description="固定课程不会被占用；可嵌入的课程（如自习）里可以安排学习任务。">
        <CoursesSection initialCourses={initial.courses} termWeeks={weeks} periods={term?.section_times.length} reloadKey={coursesKey} exams={examList} />
      </SettingsSection>
      <SettingsSection id="exams" title="考试" description="考试日期、时间和地点；关联学习计划后会按它倒数。">
        <ExamsSection initial={exams} courses={initial.courses} reloadKey={coursesKey} imported={importedExams} onExamsChange={setExamList} />
      </SettingsSection>
      <SettingsSection id="import" title="导入 ICS" description="从教务系统或其他课表应用导出的 .ics 文件导入课程。">
        <IcsImportSection
          onImported={(written) => {
            refreshCourses();
            if (written.exams.length > 0) setImportedExams(written.exams);
          }}
          onTermSaved={(saved) => {
            setTerm(saved);
            setTermKey((key) => key + 1);
            refreshCourses();
            router.refresh();
          }}
        />
      </SettingsSection>
      <SettingsSection id="export" title="导出与订阅">
        <ExportSection initialFeed={initial.feed} />
      </SettingsSection>
      <SettingsSection id="reminders" title="提醒" description="学习块、截止和上课前的提醒：订阅的日历和手机通知都按这里的设置提醒。">
        <RemindersSection initial={initial.reminders} />
      </SettingsSection>
      <SettingsSection id="account" title="账户" description={account.isGuest ? "游客身份：注册后数据会一直保留。" : "密码、登录设备和你的数据。"}>
        <AccountSection
          account={account}
          onDemoCleared={() => {
            refreshCourses();
            router.refresh();
          }}
        />
      </SettingsSection>
    </div>
  );
}
