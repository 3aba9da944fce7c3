"use client";
/**
 * A re-import: the student's courses the file no longer has. Each is kept unless the student ticks it for deletion;
 * the deletion happens with the import, in the same transaction.
 */
import { useId } from "react";
import type { IcsPreview } from "@/client/settings-api";
import { meetingLabel } from "./format";

export function IcsMissingCourses({
  courses,
  deleted,
  onToggle,
}: {
  courses: IcsPreview["missing_courses"];
  deleted: readonly number[];
  onToggle: (courseId: number, remove: boolean) => void;
}) {
  const id = useId();
  if (courses.length === 0) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-300">
      <p className="font-medium">这 {courses.length} 门课程在文件里已经没有了，默认保留；勾选的会在导入时删除：</p>
      <ul className="mt-1.5 space-y-1" aria-label="文件里已经没有的课程" data-testid="ics-missing">
        {courses.map((course) => (
          <li key={course.id} className="flex items-start gap-2">
            <input
              id={`${id}-${course.id}`}
              type="checkbox"
              checked={deleted.includes(course.id)}
              onChange={(event) => onToggle(course.id, event.target.checked)}
              className="mt-0.5 h-4 w-4 accent-rose-600"
            />
            <label htmlFor={`${id}-${course.id}`}>
              删除「{course.name}」
              <span className="block text-xs opacity-80">{course.meetings.map(meetingLabel).join("；")}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
