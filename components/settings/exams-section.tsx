"use client";
/**
 * 考试 in the settings: the student's exams (title, date, optional time and place, the course it examines and the
 * 学习计划 that prepares for it), added, changed and deleted through /api/exams. A refusal shows the server's
 * sentence and each field's message under its input.
 */
import { useEffect, useState } from "react";
import { asApiError, ExamForm } from "@/components/exams/exam-form";
import { Button } from "@/components/ui/button";
import { deleteExam, type Exam } from "@/client/exams-api";
import type { ApiError } from "@/client/http";
import { fetchCourses } from "@/client/settings-api";
import type { ExamSettings } from "@/lib/protocol/exams";
import { dateParts } from "@/lib/calendar/zoned-time";
import { examDayWords } from "@/lib/exams/exam-words";
import { ErrorDetails } from "./error-details";

interface Named {
  id: number;
  name: string;
}

/**
 * "2027年1月12日（周二）09:00 · 教三 201 · 课程：离散数学 · 学习计划：离散数学期末复习": what the list says of one exam, the
 * year always named (the list runs past the turn of the year, and the page keeps no "today" to leave it out).
 */
function examLine(exam: Exam, courses: readonly Named[], classes: readonly Named[]): string {
  const parts = [`${dateParts(exam.date).year}年${examDayWords(exam.date)}${exam.time ?? ""}`];
  if (exam.location) parts.push(exam.location);
  const course = courses.find((candidate) => candidate.id === exam.course_id);
  if (course) parts.push(`课程：${course.name}`);
  const taskClass = classes.find((candidate) => candidate.id === exam.task_class_id);
  if (taskClass) parts.push(`学习计划：${taskClass.name}`);
  return parts.join(" · ");
}

export interface ExamsSectionProps {
  /** Read on the server with the page. */
  initial: ExamSettings;
  /** The courses the page shows, for the course each exam examines. */
  courses: readonly Named[];
  /** Bumped when the courses changed (an import, a term save): their names are read again. */
  reloadKey?: number;
  /** The exams the last .ics import added: shown at once, without a reload. */
  imported?: readonly Exam[];
  /** Told the list after every change, so the course list can show each course's exam. */
  onExamsChange?: (exams: readonly Exam[]) => void;
}

function byDate(exams: readonly Exam[]): Exam[] {
  return [...exams].sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "99:99").localeCompare(b.time ?? "99:99") || a.id - b.id);
}

const NONE_IMPORTED: readonly Exam[] = [];

export function ExamsSection({ initial, courses: initialCourses, reloadKey = 0, imported = NONE_IMPORTED, onExamsChange }: ExamsSectionProps) {
  const [exams, setExams] = useState<Exam[]>(initial.exams);
  useEffect(() => onExamsChange?.(exams), [exams, onExamsChange]);
  // An import's exams join the list when they arrive (state adjusted while rendering, not in an effect).
  const [seenImport, setSeenImport] = useState(imported);
  if (imported !== seenImport) {
    setSeenImport(imported);
    setExams((current) => byDate([...current.filter((exam) => !imported.some((added) => added.id === exam.id)), ...imported]));
  }
  const [courses, setCourses] = useState<readonly Named[]>(initialCourses);
  const classes = initial.task_classes;
  const [editing, setEditing] = useState<Exam | "new" | null>(null);
  const [actionError, setActionError] = useState<ApiError | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  // The courses are read again only when a form opens after they changed elsewhere on the page (an import, a term
  // save): the first paint uses what the server read, and a change costs no request until it matters.
  const [coursesRead, setCoursesRead] = useState(0);
  function open(target: Exam | "new") {
    setEditing(target);
    if (coursesRead === reloadKey) return;
    setCoursesRead(reloadKey);
    fetchCourses()
      .then((loaded) => setCourses(loaded.map((course) => ({ id: course.id, name: course.name }))))
      .catch(() => undefined);
  }

  function saved(exam: Exam) {
    setExams((current) => byDate([...current.filter((other) => other.id !== exam.id), exam]));
    setStatus(editing === "new" ? `已添加考试：${exam.title}` : `已保存考试：${exam.title}`);
    setEditing(null);
  }

  async function remove(exam: Exam) {
    setActionError(null);
    try {
      await deleteExam(exam.id);
      setExams((current) => current.filter((other) => other.id !== exam.id));
      setStatus(`已删除考试：${exam.title}`);
    } catch (caught) {
      setActionError(asApiError(caught, "删除失败，请稍后再试。"));
    }
  }

  return (
    <div className="space-y-3" data-testid="exams-section">
      {exams.length === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-300">还没有考试。添加后，今天页会倒数，学习计划页会在对应计划旁显示。</p> : null}
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
        {exams.map((exam) =>
          editing !== "new" && editing?.id === exam.id ? (
            <li key={exam.id} className="py-2">
              <ExamForm exam={exam} links={{ courses, classes }} onSaved={saved} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={exam.id} data-testid="exam-row" className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-zinc-900 dark:text-zinc-50">{exam.title}</p>
                <p className="text-xs text-zinc-600 dark:text-zinc-300">{examLine(exam, courses, classes)}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => open(exam)} aria-label={`修改考试：${exam.title}`}>
                  修改
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void remove(exam)} aria-label={`删除考试：${exam.title}`}>
                  删除
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {actionError ? <ErrorDetails error={actionError} /> : null}
      {status ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {status}
        </p>
      ) : null}
      {editing === "new" ? (
        <ExamForm exam={null} links={{ courses, classes }} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="primary" onClick={() => open("new")}>
          ＋ 添加考试
        </Button>
      )}
    </div>
  );
}
