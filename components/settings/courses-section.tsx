"use client";
/**
 * 课程表: list, add, edit and delete courses. The list the page read on the server is shown as it is; each write,
 * and each bump of `reloadKey` (an import, a term save), reloads it from the server.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Exam } from "@/client/exams-api";
import { createCourse, deleteCourse, fetchCourses, updateCourse, type Course } from "@/client/settings-api";
import { ApiError } from "@/client/http";
import { ConfirmDialog } from "./confirm-dialog";
import { Notice } from "./controls";
import { CourseForm } from "./course-form";
import { CourseList } from "./course-list";
import { ErrorDetails } from "./error-details";

type Editing = { mode: "new" } | { mode: "edit"; course: Course } | null;

interface CoursesSectionProps {
  initialCourses: Course[];
  termWeeks: number;
  periods?: number;
  reloadKey: number;
  /** The student's exams: a course shows the ones linked to it. */
  exams?: readonly Exam[];
}

const NO_EXAMS: readonly Exam[] = [];

export function CoursesSection({ initialCourses, termWeeks, periods, reloadKey, exams = NO_EXAMS }: CoursesSectionProps) {
  const [courses, setCourses] = useState<Course[]>(initialCourses);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [actionError, setActionError] = useState<ApiError | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // State is set in the promise's callbacks, never before the request: the effect below calls this.
  const reload = useCallback(
    () =>
      fetchCourses().then(
        (loaded) => {
          setCourses(loaded);
          setLoadError(null);
        },
        (caught: unknown) => setLoadError(caught instanceof Error ? caught.message : "课程加载失败"),
      ),
    [],
  );

  // The first key is the list the page came with: only a later key asks the server.
  const shownKey = useRef(reloadKey);
  useEffect(() => {
    if (shownKey.current === reloadKey) return;
    shownKey.current = reloadKey;
    void reload();
  }, [reload, reloadKey]);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    setActionError(null);
    try {
      await deleteCourse(deleting.id);
      setMessage(`已删除「${deleting.name}」。`);
      setDeleting(null);
      await reload();
    } catch (caught) {
      setDeleting(null);
      setActionError(caught instanceof ApiError ? caught : new ApiError("删除失败，请稍后再试。", 0, "client:error"));
    } finally {
      setDeleteBusy(false);
    }
  }

  if (loadError) {
    return (
      <Notice tone="error">
        <div className="flex flex-wrap items-center gap-3">
          <span>课程加载失败：{loadError}</span>
          <Button size="sm" onClick={() => void reload()}>
            重试
          </Button>
        </div>
      </Notice>
    );
  }

  return (
    <div className="space-y-4">
      {message ? <Notice tone="success">{message}</Notice> : null}
      {actionError ? <ErrorDetails error={actionError} /> : null}
      {editing ? (
        <CourseForm
          key={editing.mode === "edit" ? editing.course.id : "new"}
          course={editing.mode === "edit" ? editing.course : null}
          termWeeks={termWeeks}
          periods={periods}
          onSubmit={(payload) => (editing.mode === "edit" ? updateCourse(editing.course.id, payload) : createCourse(payload))}
          onDone={(result) => {
            const released = result.released_items > 0 ? `，${result.released_items} 项嵌入的学习任务回到了待安排` : "";
            setMessage(`${editing.mode === "edit" ? "已保存" : "已添加"}「${result.course.name}」${released}。`);
            setEditing(null);
            void reload();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          variant="primary"
          onClick={() => {
            setMessage(null);
            setEditing({ mode: "new" });
          }}
        >
          ＋ 添加课程
        </Button>
      )}
      <CourseList
        courses={courses}
        exams={exams}
        onEdit={(course) => {
          setMessage(null);
          setEditing({ mode: "edit", course });
        }}
        onDelete={(course) => setDeleting(course)}
      />
      {deleting ? (
        <ConfirmDialog title={`删除「${deleting.name}」？`} confirmLabel="删除课程" busy={deleteBusy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
          这门课的所有上课时间都会从课程表中移除；嵌入其中的学习任务会回到待安排。此操作无法撤销。
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
