import type { ReactNode } from "react";

type Accent = "neutral" | "amber" | "emerald" | "indigo" | "sky";

const ACCENTS: Record<Accent, string> = {
  neutral: "border-zinc-200 dark:border-zinc-800",
  amber: "border-amber-200 dark:border-amber-900/70",
  emerald: "border-emerald-200 dark:border-emerald-900/70",
  indigo: "border-indigo-200 dark:border-indigo-900/70",
  sky: "border-sky-200 dark:border-sky-900/70",
};

const ICON_TONES: Record<Accent, string> = {
  neutral: "bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300",
  amber: "bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300",
  emerald: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  indigo: "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300",
  sky: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
};

/** The frame every card shares: header row (icon, title, tags), then the body. */
export function CardShell({
  accent = "neutral",
  icon,
  title,
  aside,
  children,
  subtle = false,
}: {
  accent?: Accent;
  icon: ReactNode;
  title: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
  /** A lighter frame for results that should not look formal (quick notes, past proposals). */
  subtle?: boolean;
}) {
  return (
    <section
      className={`overflow-hidden rounded-xl border ${ACCENTS[accent]} ${
        subtle ? "bg-white/70 dark:bg-zinc-900/60" : "bg-white shadow-sm dark:bg-zinc-900"
      }`}
    >
      <header className="flex items-center gap-2 px-3.5 pt-3">
        <span className={`grid h-6 w-6 shrink-0 place-items-center rounded-md ${ICON_TONES[accent]}`}>{icon}</span>
        <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-zinc-900 dark:text-zinc-50">{title}</h3>
        {aside ? <div className="flex shrink-0 items-center gap-1.5">{aside}</div> : null}
      </header>
      <div className="px-3.5 pb-3.5 pt-2">{children}</div>
    </section>
  );
}
