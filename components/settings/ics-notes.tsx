"use client";
/**
 * What the reader repaired in the file (said plainly, nothing for the student to do) and what it read as written
 * but looks wrong (a warning to check). Each kind comes once, with the lines or courses concerned.
 */
import type { ImportNote } from "@/client/settings-api";
import { Notice } from "./controls";

export function IcsNotes({ notes }: { notes: readonly ImportNote[] }) {
  const warnings = notes.filter((note) => note.level === "warning");
  const repaired = notes.filter((note) => note.level === "repaired");
  return (
    <>
      {warnings.length > 0 ? (
        <Notice tone="warning">
          <p className="font-medium">请留意：</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5" aria-label="导入提醒" data-testid="ics-warnings">
            {warnings.map((note, index) => (
              <li key={index}>{note.message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {repaired.length > 0 ? (
        <div className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-300">
          <p className="font-medium">文件有些小问题，已自动修复：</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5" aria-label="已自动修复" data-testid="ics-repairs">
            {repaired.map((note, index) => (
              <li key={index}>{note.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
