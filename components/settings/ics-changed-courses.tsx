/**
 * A re-import updates the courses it matched to the file's meetings: the meetings only the app has go. Said before
 * the import, course by course, so none disappears unannounced; a meeting to keep is added back after, or the
 * course's row is left unticked.
 */
import type { IcsPreview } from "@/client/settings-api";
import { meetingLabel } from "./format";

export function IcsChangedCourses({ courses }: { courses: IcsPreview["changed_courses"] }) {
  if (courses.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-medium">导入会按文件更新这些课程的上课时间，下面这些时间文件里没有，导入后会删除：</p>
      <ul className="mt-1.5 space-y-1" aria-label="导入后会删除的上课时间" data-testid="ics-changed">
        {courses.map((course) => (
          <li key={course.id}>
            「{course.name}」：{course.dropped.map(meetingLabel).join("；")}
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-xs">不想改动某门课，就取消勾选它在下表里的各行。</p>
    </div>
  );
}
