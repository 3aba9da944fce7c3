"use client";
/**
 * 导入 ICS: the file is only previewed (nothing written) until 导入所选. Every problem the parser found is listed
 * with its reason, and each course row can be kept or skipped and marked 可嵌入. A course a few minutes off the
 * period clock is offered at the nearest periods and waits for the student to accept it (one by one or all at
 * once). The file's exams are listed apart, kept by default. Study blocks of our own export are not problems: they
 * are listed apart, plainly, as skipped on purpose.
 */
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { fetchTerm, importIcs, previewIcs, saveTerm, type IcsImportResult, type IcsPreview, type ImportProblem, type TermSettings } from "@/client/settings-api";
import { IcsExams } from "./ics-exams";
import { clashChoices, IcsClashList, undecidedClashes, type ClashDecisions } from "./ics-clash-list";
import { IcsChangedCourses } from "./ics-changed-courses";
import { IcsMissingCourses } from "./ics-missing-courses";
import { IcsNotes } from "./ics-notes";
import { applySuggestions, IcsSuggestions } from "./ics-suggestions";
import { ApiError } from "@/client/http";
import type { ImportProblemKind } from "@/lib/ics/types";
import { HINT_CLASS, LABEL_CLASS, Notice } from "./controls";
import { ErrorDetails } from "./error-details";
import { IcsPreviewTable } from "./ics-preview-table";

const SKIPPED_STUDY: ImportProblemKind = "study_block";

function ProblemItem({ problem }: { problem: ImportProblem }) {
  const { occurrences } = problem;
  return (
    <li>
      <span className="font-medium">{problem.name || "（无标题）"}</span>：{problem.reason}
      {occurrences.length > 0 ? <span className="block text-xs opacity-80">涉及 {occurrences.slice(0, 3).join("、")}{occurrences.length > 3 ? ` 等 ${occurrences.length} 次` : ""}</span> : null}
    </li>
  );
}

function importSummary(written: IcsImportResult, meetings: number, skipped: number): string {
  const counts: Array<[string, number]> = [["新增", written.created], ["更新", written.updated], ["删除", written.deleted]];
  const parts = counts.filter(([, count]) => count > 0).map(([verb, count]) => `${verb} ${count} 门`);
  const done = [
    ...(parts.length > 0 ? [`${parts.join("、")}课程（${meetings} 个上课时间）`] : []),
    ...(written.exams.length > 0 ? [`添加 ${written.exams.length} 场考试`] : []),
  ];
  return `已导入：${done.join("，")}${skipped > 0 ? `，跳过 ${skipped} 条` : ""}。`;
}

function replaceAt<T>(values: readonly T[], index: number, value: T): T[] {
  return values.map((current, position) => (position === index ? value : current));
}

function asApiError(caught: unknown, fallback: string): ApiError {
  return caught instanceof ApiError ? caught : new ApiError(fallback, 0, "client:error");
}

export function IcsImportSection({ onImported, onTermSaved }: { onImported: (written: IcsImportResult) => void; onTermSaved?: (term: TermSettings) => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<IcsPreview | null>(null);
  const [kept, setKept] = useState<boolean[]>([]);
  const [embedded, setEmbedded] = useState<boolean[]>([]);
  const [keptExams, setKeptExams] = useState<boolean[]>([]);
  const [decisions, setDecisions] = useState<ClashDecisions>({});
  const [deleted, setDeleted] = useState<number[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"preview" | "import" | "term" | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [result, setResult] = useState<string | null>(null);

  async function choose(chosen: File | undefined) {
    setPreview(null);
    setResult(null);
    setError(null);
    setFile(chosen ?? null);
    if (chosen) await runPreview(chosen);
  }

  async function runPreview(upload: File) {
    setBusy("preview");
    try {
      const answer = await previewIcs(upload, upload.name);
      setPreview(answer);
      // A course moved to the nearest periods waits for the student's yes; the rest and every exam are kept.
      setKept(answer.courses.map((course) => !course.approximate));
      setEmbedded(answer.courses.map((course) => course.can_be_embedded));
      // An exam the student has already is listed, unticked: importing it again would only add a second copy.
      setKeptExams(answer.exams.map((exam) => !exam.existing && !exam.past));
      setDecisions({});
      setDeleted([]);
    } catch (caught) {
      setError(asApiError(caught, "文件读取失败，请稍后再试。"));
    } finally {
      setBusy(null);
    }
  }

  /** Saves the file's term and clock over the student's (same zone), then previews the same file again. */
  async function acceptSuggestions() {
    if (!preview?.suggestions || !file) return;
    setBusy("term");
    setError(null);
    try {
      const current = await fetchTerm();
      if (!current) throw new ApiError("还没有设置学期，请先在上面填写并保存学期设置。", 0, "client:error");
      const saved = await saveTerm(applySuggestions(current, preview.suggestions));
      onTermSaved?.(saved);
      setResult("已按文件设置学期和节次，下面是重新预览的结果。");
    } catch (caught) {
      setError(asApiError(caught, "保存学期设置失败，请稍后再试。"));
      setBusy(null);
      return;
    }
    await runPreview(file);
  }

  async function importSelected() {
    if (!preview) return;
    const selected = preview.courses.flatMap((course, index) => (kept[index] ? [{ ...course, can_be_embedded: embedded[index] ?? course.can_be_embedded }] : []));
    const exams = preview.exams.filter((_, index) => keptExams[index]);
    setBusy("import");
    setError(null);
    try {
      const written = await importIcs(selected, clashChoices(preview.clashes, kept, decisions), deleted, exams);
      setResult(importSummary(written, selected.length, preview.courses.length - selected.length));
      setPreview(null);
      if (fileInput.current) fileInput.current.value = "";
      onImported(written);
    } catch (caught) {
      setError(asApiError(caught, "导入失败，请稍后再试。"));
    } finally {
      setBusy(null);
    }
  }

  const selectedCount = kept.filter(Boolean).length;
  const examCount = keptExams.filter(Boolean).length;
  const approximate = preview?.courses.flatMap((course, index) => (course.approximate ? [index] : [])) ?? [];
  const approximateWaiting = approximate.filter((index) => !kept[index]).length;
  const undecided = preview ? undecidedClashes(preview.clashes, kept, decisions) : 0;
  const skippedStudy = preview?.problems.filter((problem) => problem.kind === SKIPPED_STUDY) ?? [];
  const problems = preview?.problems.filter((problem) => problem.kind !== SKIPPED_STUDY) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className={LABEL_CLASS}>
          课表文件（.ics）
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".ics,text/calendar"
          onChange={(event) => void choose(event.target.files?.[0])}
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm text-zinc-700 file:mr-3 file:h-9 file:rounded-lg file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-zinc-800 hover:file:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-zinc-300 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100"
        />
        <p id={`${id}-hint`} className={HINT_CLASS}>
          选择文件后先预览，点「导入所选」之前不会写入任何内容。
        </p>
      </div>

      {busy === "preview" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
          <Spinner /> 正在读取文件…
        </p>
      ) : null}
      {error ? <ErrorDetails error={error} /> : null}
      {result ? <Notice tone="success">{result}</Notice> : null}

      {preview ? (
        <div className="space-y-4" data-testid="ics-preview">
          {preview.suggestions ? <IcsSuggestions suggestions={preview.suggestions} busy={busy !== null} onAccept={() => void acceptSuggestions()} /> : null}
          <IcsNotes notes={preview.notes} />
          {problems.length > 0 ? (
            <Notice tone="warning">
              <p className="font-medium">有 {problems.length} 处无法导入：</p>
              <ul className="mt-1.5 list-disc space-y-1 pl-5" aria-label="无法导入的内容">
                {problems.map((problem, index) => (
                  <ProblemItem key={index} problem={problem} />
                ))}
              </ul>
            </Notice>
          ) : null}
          {skippedStudy.length > 0 ? (
            <div className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-300">
              <p className="font-medium">已跳过 {skippedStudy.length} 条本应用导出的学习安排或待办提醒，它们不是课程：</p>
              <ul className="mt-1.5 list-disc space-y-1 pl-5" aria-label="已跳过的学习安排">
                {skippedStudy.map((problem, index) => (
                  <ProblemItem key={index} problem={problem} />
                ))}
              </ul>
            </div>
          ) : null}
          {approximate.length > 0 ? (
            <Notice tone="warning">
              <div className="flex flex-wrap items-center justify-between gap-2" data-testid="ics-approximate">
                <p>
                  有 {approximate.length} 门课的时间和本学期的节次差几分钟（不超过 20 分钟），可以按最近的节次导入；勾选下表中标「时间有出入」的课即可。
                </p>
                {approximateWaiting > 0 ? (
                  <Button variant="secondary" disabled={busy !== null} onClick={() => setKept(kept.map((keep, index) => keep || approximate.includes(index)))}>
                    全部按最近的节次
                  </Button>
                ) : null}
              </div>
            </Notice>
          ) : null}
          <IcsExams exams={preview.exams} kept={keptExams} onToggle={(index, keep) => setKeptExams(replaceAt(keptExams, index, keep))} />
          {preview.courses.length > 0 || preview.exams.length > 0 ? (
            <>
              <IcsChangedCourses courses={preview.changed_courses} />
              <IcsMissingCourses
                courses={preview.missing_courses}
                deleted={deleted}
                onToggle={(courseId, remove) => setDeleted(remove ? [...deleted, courseId] : deleted.filter((id) => id !== courseId))}
              />
              <IcsClashList clashes={preview.clashes} kept={kept} decisions={decisions} onDecide={(clash, keep) => setDecisions({ ...decisions, [clash]: keep })} />
              {preview.courses.length > 0 ? (
                <IcsPreviewTable
                  courses={preview.courses}
                  kept={kept}
                  onToggle={(index, keep) => setKept(replaceAt(kept, index, keep))}
                  embedded={embedded}
                  onEmbed={(index, embeddable) => setEmbedded(replaceAt(embedded, index, embeddable))}
                />
              ) : null}
              <div className="flex flex-wrap items-center justify-end gap-3">
                <span className="text-sm text-zinc-500 dark:text-zinc-400">
                  已选 {selectedCount} / {preview.courses.length} 条{preview.exams.length > 0 ? `、考试 ${examCount} / ${preview.exams.length} 场` : ""}
                  {undecided > 0 ? `，还有 ${undecided} 处重叠未选择` : ""}
                </span>
                <Button variant="primary" disabled={selectedCount + examCount === 0 || undecided > 0 || busy !== null} onClick={() => void importSelected()}>
                  {busy === "import" ? <Spinner /> : null}
                  导入所选
                </Button>
              </div>
            </>
          ) : (
            <Notice tone="error">这个文件里没有可以导入的课程或考试。</Notice>
          )}
        </div>
      ) : null}
    </div>
  );
}
