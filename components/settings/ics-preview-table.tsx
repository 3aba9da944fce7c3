"use client";
/**
 * The drafts an import would create, one row each, with a checkbox to keep or skip it and one to make the course
 * 可嵌入 (a 水课 study can be placed in). A draft the file has off the period clock by a few minutes says so, with the
 * nearest periods it would take (按最近的节次); its keep checkbox accepts that.
 */
import { useId } from "react";
import { Tag } from "@/components/ui/tag";
import type { CourseDraft } from "@/client/settings-api";
import { meetingLabel, periodsLabel } from "./format";

/** "按最近的节次：第1-2节（08:00-09:40）" */
function nearestLabel(course: CourseDraft): string {
  const periods = course.approximate?.periods;
  return `按最近的节次：${periodsLabel(course.section_start, course.section_end)}${periods ? `（${periods.start}-${periods.end}）` : ""}`;
}

interface IcsPreviewTableProps {
  courses: CourseDraft[];
  kept: boolean[];
  onToggle: (index: number, keep: boolean) => void;
  /** 可嵌入 per row, as it will be imported. */
  embedded: boolean[];
  onEmbed: (index: number, embeddable: boolean) => void;
}

export function IcsPreviewTable({ courses, kept, onToggle, embedded, onEmbed }: IcsPreviewTableProps) {
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
                    aria-label={`${course.approximate ? "按最近的节次导入" : "导入"}「${course.name}」${meetingLabel(course)}`}
                    className="h-4 w-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                  />
                </td>
                <td className="px-3 py-2 align-top">
                  <label htmlFor={checkboxId} className="flex flex-wrap items-center gap-1.5 font-medium">
                    {course.name}
                    {course.course_id ? <Tag tone="indigo">更新已有课程</Tag> : null}
                    {course.approximate ? <Tag tone="amber">时间有出入</Tag> : null}
                  </label>
                  {course.location ? <span className="block text-xs text-zinc-500 dark:text-zinc-400">{course.location}</span> : null}
                  <label className="mt-1 flex w-fit items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-300">
                    <input
                      type="checkbox"
                      checked={embedded[index] ?? false}
                      onChange={(event) => onEmbed(index, event.target.checked)}
                      aria-label={`「${course.name}」${meetingLabel(course)}可嵌入（水课）`}
                      className="h-3.5 w-3.5 accent-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
                    />
                    可嵌入（水课）
                  </label>
                </td>
                <td className="px-3 py-2 align-top tabular-nums">
                  {meetingLabel(course)}
                  {course.approximate ? (
                    <span className="block text-xs text-amber-700 dark:text-amber-300" data-testid="ics-nearest">
                      文件里是 {course.approximate.file.start}-{course.approximate.file.end}，{nearestLabel(course)}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
