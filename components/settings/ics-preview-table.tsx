"use client";
/** The drafts an import would create, one row each, with a checkbox to keep or skip it. */
import { useId } from "react";
import { Tag } from "@/components/ui/tag";
import type { CourseDraft } from "@/lib/client/settings-api";
import { meetingLabel } from "./format";

export function IcsPreviewTable({ courses, kept, onToggle }: { courses: CourseDraft[]; kept: boolean[]; onToggle: (index: number, keep: boolean) => void }) {
  const id = useId();
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table className="w-full text-sm">
        <caption className="sr-only">将要导入的课程</caption>
        <thead className="bg-zinc-50 text-left text-xs text-zinc-500 dark:bg-zinc-800/60 dark:text-zinc-400">
          <tr>
            <th scope="col" className="w-12 px-3 py-2 font-medium">
              导入
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              课程
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              时间
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {courses.map((course, index) => {
            const checkboxId = `${id}-${index}`;
            return (
              <tr key={index} className={kept[index] ? undefined : "text-zinc-400 dark:text-zinc-500"}>
                <td className="px-3 py-2 align-top">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={kept[index] ?? false}
                    onChange={(event) => onToggle(index, event.target.checked)}
                    aria-label={`导入「${course.name}」${meetingLabel(course)}`}
                    className="h-4 w-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                  />
                </td>
                <td className="px-3 py-2 align-top">
                  <label htmlFor={checkboxId} className="flex flex-wrap items-center gap-1.5 font-medium">
                    {course.name}
                    {course.can_be_embedded ? <Tag tone="emerald">可嵌入</Tag> : <Tag tone="neutral">固定</Tag>}
                    {course.course_id ? <Tag tone="indigo">更新已有课程</Tag> : null}
                  </label>
                  {course.location ? <span className="block text-xs text-zinc-500 dark:text-zinc-400">{course.location}</span> : null}
                </td>
                <td className="px-3 py-2 align-top tabular-nums">{meetingLabel(course)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
