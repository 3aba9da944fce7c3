/** The settings page's form pieces: one look for inputs, section cards and notices, light and dark. */
import type { ReactNode } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const INPUT_CLASS = `h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 placeholder:text-zinc-500 aria-[invalid=true]:border-rose-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:aria-[invalid=true]:border-rose-400 ${FOCUS_RING}`;

export const LABEL_CLASS = "text-sm font-medium text-zinc-700 dark:text-zinc-200";

export const HINT_CLASS = "text-xs text-zinc-500 dark:text-zinc-400";

export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs text-rose-700 dark:text-rose-300">
      {message}
    </p>
  );
}

export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

type NoticeTone = "success" | "error" | "warning";

const NOTICE_TONES: Record<NoticeTone, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  error: "border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100",
  warning: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100",
};

/** A message box; errors are alerts so a screen reader hears them when they appear. */
export function Notice({ tone, id, children }: { tone: NoticeTone; id?: string; children: ReactNode }) {
  return (
    <div id={id} role={tone === "success" ? "status" : "alert"} className={`rounded-lg border px-3 py-2.5 text-sm ${NOTICE_TONES[tone]}`}>
      {children}
    </div>
  );
}
