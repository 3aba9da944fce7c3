/**
 * How each kind of block looks. Tailwind only ships classes it can read in the source, so every colour is spelled
 * out in full here rather than assembled from parts.
 */
import type { WeekBlock } from "@/lib/protocol/week-view";

/**
 * Fixed courses get a colour of their own, kept week after week. Green means a study block and violet a
 * suggestion, so neither is here; neighbours in the list differ clearly, as courses created together do.
 */
const COURSE_PALETTE = [
  "bg-sky-100 text-sky-950 border-sky-500 dark:bg-sky-400/15 dark:text-sky-50 dark:border-sky-400",
  "bg-rose-100 text-rose-950 border-rose-500 dark:bg-rose-400/15 dark:text-rose-50 dark:border-rose-400",
  "bg-amber-100 text-amber-950 border-amber-500 dark:bg-amber-400/15 dark:text-amber-50 dark:border-amber-400",
  "bg-indigo-100 text-indigo-950 border-indigo-500 dark:bg-indigo-400/15 dark:text-indigo-50 dark:border-indigo-400",
  "bg-cyan-100 text-cyan-950 border-cyan-500 dark:bg-cyan-400/15 dark:text-cyan-50 dark:border-cyan-400",
  "bg-fuchsia-100 text-fuchsia-950 border-fuchsia-500 dark:bg-fuchsia-400/15 dark:text-fuchsia-50 dark:border-fuchsia-400",
  "bg-orange-100 text-orange-950 border-orange-500 dark:bg-orange-400/15 dark:text-orange-50 dark:border-orange-400",
  "bg-blue-100 text-blue-950 border-blue-500 dark:bg-blue-400/15 dark:text-blue-50 dark:border-blue-400",
] as const;

function nameHash(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash;
}

/** By event id when known: a timetable's courses are created together, so consecutive ids never share a colour. */
function courseColor(block: { name: string; event_id?: number | null }): string {
  const key = block.event_id ?? nameHash(block.name);
  return COURSE_PALETTE[key % COURSE_PALETTE.length];
}

/** Embeddable courses are striped: the period is taken, but a task may still share it. */
const EMBEDDABLE =
  "text-zinc-800 border-zinc-400 bg-zinc-100 bg-[repeating-linear-gradient(135deg,transparent_0_7px,rgb(0_0_0/0.04)_7px_14px)] dark:text-zinc-100 dark:border-zinc-500 dark:bg-zinc-800/70 dark:bg-[repeating-linear-gradient(135deg,transparent_0_7px,rgb(255_255_255/0.05)_7px_14px)]";
const STUDY = "bg-emerald-100 text-emerald-950 border-emerald-600 dark:bg-emerald-400/15 dark:text-emerald-50 dark:border-emerald-400";
const EMBEDDED = "bg-white text-emerald-950 border-emerald-600 shadow-sm dark:bg-zinc-900 dark:text-emerald-50 dark:border-emerald-400";
const DRAFT =
  "border-2 border-dashed border-violet-500 bg-violet-50/95 text-violet-950 shadow-sm dark:border-violet-400 dark:bg-violet-950/80 dark:text-violet-50";

/** Surface classes of a block: background, text and border colour (the border width comes with the layout). */
export function blockSurface(block: Pick<WeekBlock, "kind" | "name" | "can_embed" | "locked"> & { event_id?: number | null }): string {
  switch (block.kind) {
    case "course":
      return block.can_embed && !block.locked ? EMBEDDABLE : courseColor(block);
    case "study":
      return STUDY;
    case "embedded":
      return EMBEDDED;
    case "draft":
      return DRAFT;
  }
}

/** The visible focus ring shared by every interactive block. */
export const FOCUS_RING =
  "outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-sky-600 focus-visible:ring-offset-white dark:focus-visible:ring-sky-400 dark:focus-visible:ring-offset-zinc-950";
