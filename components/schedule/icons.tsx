/** Small inline icons; decorative, so hidden from screen readers (the text beside them says the same). */
import type { BlockOutcome } from "@/lib/protocol/checkins";

export function LockIcon({ className = "size-3" }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M8 1.5a3.5 3.5 0 0 0-3.5 3.5v2H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V5A3.5 3.5 0 0 0 8 1.5Zm2 5.5H6V5a2 2 0 1 1 4 0v2Z" />
    </svg>
  );
}

export function ChevronIcon({ direction, className = "size-4" }: { direction: "left" | "right"; className?: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" className={className}>
      <path d={direction === "left" ? "M10 3.5 5.5 8l4.5 4.5" : "M6 3.5 10.5 8 6 12.5"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The mark beside a begun study block's outcome: a tick, a half-filled circle, a cross, or a clock while it waits. */
export function OutcomeIcon({ outcome, className = "size-2.5" }: { outcome: BlockOutcome; className?: string }) {
  const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className}>
      {outcome === "done" ? <path d="M3 8.5 6.5 12 13 4.5" {...stroke} /> : null}
      {outcome === "partial" ? (
        <>
          <circle cx="8" cy="8" r="5.5" {...stroke} strokeWidth={1.6} />
          <path d="M8 2.5a5.5 5.5 0 0 1 0 11Z" fill="currentColor" />
        </>
      ) : null}
      {outcome === "skipped" ? <path d="M4 4l8 8M12 4l-8 8" {...stroke} /> : null}
      {outcome === "unconfirmed" ? (
        <>
          <circle cx="8" cy="8" r="5.5" {...stroke} strokeWidth={1.6} />
          <path d="M8 5v3.2l2 1.3" {...stroke} strokeWidth={1.6} />
        </>
      ) : null}
    </svg>
  );
}
