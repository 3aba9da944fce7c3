"use client";
/** The courses as cards: name, place, each meeting spelled out, its exams, 固定 / 可嵌入, and edit / delete. */
import { Button } from "@/components/ui/button";
import { Tag } from "@/components/ui/tag";
import type { Exam } from "@/client/exams-api";
import type { Course } from "@/client/settings-api";
import { examDayWords } from "@/lib/exams/exam-words";
import { meetingLabel } from "./format";

/** "考试：离散数学期末 1月12日（周二）09:00 · 教三 201". */
function courseExamText(exam: Exam): string {
  return `考试：${exam.title} ${examDayWords(exam.date)}${exam.time ?? ""}${exam.location ? ` · ${exam.location}` : ""}`;
}

const NO_EXAMS: readonly Exam[] = [];

export function CourseList({ courses, exams = NO_EXAMS, onEdit, onDelete }: { courses: Course[]; exams?: readonly Exam[]; onEdit: (course: Course) => void; onDelete: (course: Course) => void }) {
  if (courses.length === 0) {
    return <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">还没有课程。可以手动添加，或从 .ics 文件导入。</p>;
  }
  return (
    <ul className="space-y-2" aria-label="课程列表">
      {courses.map((course) => (
        <li key={course.id} data-testid="course-item" className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 sm:flex-row sm:items-start dark:border-zinc-800">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{course.name}</span>
              {course.can_be_embedded ? <Tag tone="emerald">可嵌入</Tag> : <Tag tone="neutral">固定</Tag>}
            </div>
            {course.location ? <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{course.location}</p> : null}
            <ul className="mt-1.5 space-y-0.5 text-sm text-zinc-700 dark:text-zinc-300">
              {course.meetings.map((meeting, index) => (
                <li key={index} className="tabular-nums">
                  {meetingLabel(meeting)}
                </li>
              ))}
            </ul>
            {exams
              .filter((exam) => exam.course_id === course.id)
              .map((exam) => (
                <p key={exam.id} data-testid="course-exam" className="mt-1.5 text-sm break-words text-rose-800 dark:text-rose-300">
                  {courseExamText(exam)}
                </p>
              ))}
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => onEdit(course)} aria-label={`编辑「${course.name}」`}>
              编辑
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete(course)} aria-label={`删除「${course.name}」`}>
              删除
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
