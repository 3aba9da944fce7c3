"use client";
/**
 * The preview's suggestions: the term and period clock the file was made for, when the student's settings leave
 * its meetings unmapped. One button saves them (PUT /api/term with the current zone) and the preview runs again.
 */
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ImportSuggestions, TermSettings } from "@/client/settings-api";

/** The student's settings with the suggestions laid over them: the body PUT /api/term takes. */
export function applySuggestions(term: TermSettings, suggestions: ImportSuggestions): TermSettings {
  return { ...term, ...suggestions.term, section_times: suggestions.section_times ?? term.section_times };
}

function describeClock(times: ReadonlyArray<{ start: string; end: string }>): string {
  if (times.length === 0) return "";
  return `每天 ${times.length} 节，第1节 ${times[0].start}-${times[0].end}，第${times.length}节 ${times[times.length - 1].start}-${times[times.length - 1].end}`;
}

export function IcsSuggestions({ suggestions, busy, onAccept }: { suggestions: ImportSuggestions; busy: boolean; onAccept: () => void }) {
  const { term, section_times: clock } = suggestions;
  if (!term && !clock) return null;
  return (
    <div className="rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2.5 text-sm text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-100" data-testid="ics-suggestions">
      <p className="font-medium">当前的学期设置对不上这个文件，按文件推断：</p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5">
        {term ? (
          <li>
            开学日期（第1周周一）{term.start_date}，共 {term.weeks} 周
          </li>
        ) : null}
        {clock ? <li>{describeClock(clock)}</li> : null}
      </ul>
      <div className="mt-2">
        <Button variant="primary" size="sm" disabled={busy} onClick={onAccept}>
          {busy ? <Spinner /> : null}
          按这个文件设置学期和节次
        </Button>
      </div>
    </div>
  );
}
