/**
 * The title a note or a new to-do is saved under, read from the request that recorded it the way the recording tools
 * read it (lib/tasks/quick-note.ts): "提醒我周四去校医院复查" was saved as 去校医院复查. A follow-up that corrects or
 * drops what was just noted ("记错了，下个周三", "刚才那个不用记了") names it so even when no card travelled with the
 * history to say what it was.
 */
import { parseCreateTask, parseQuickNote } from "@/lib/tasks/quick-note";
import type { Intent } from "./intent-types";

/** Only where a date phrase is is read, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

export function notedTitle(intent: Intent): string | undefined {
  if (intent.family !== "quick_note" && intent.family !== "create_task") return undefined;
  const draft = (intent.family === "quick_note" ? parseQuickNote : parseCreateTask)(intent.content, LOCATING);
  return draft.ok ? draft.task.title : undefined;
}
