"use client";
/**
 * Clashes inside the file: two or more meetings in the same periods and weeks, one clash per slot however many
 * courses meet there. The student picks which one to keep for those weeks (the others keep their remaining weeks);
 * the import waits until every clash with two kept rows in it is settled. A slot with many courses offers a list to
 * choose from instead of a radio button each.
 */
import { useId } from "react";
import type { ClashChoice, ImportClash } from "@/client/settings-api";
import { Notice } from "./controls";

/** Per clash (by its index in the preview): which of its courses is kept, a position in `clash.courses`. */
export type ClashDecisions = Readonly<Record<number, number>>;

/** Up to this many courses in a clash get a radio button each; more get a select. */
const RADIO_LIMIT = 6;

/** The positions in `clash.courses` whose rows are still kept. */
function keptSides(clash: ImportClash, kept: readonly boolean[]): number[] {
  return clash.courses.flatMap((course, side) => (kept[course] ? [side] : []));
}

/** The clashes that still matter: at least two of their rows are kept. */
function openClashes(clashes: readonly ImportClash[], kept: readonly boolean[]): number[] {
  return clashes.flatMap((clash, index) => (keptSides(clash, kept).length >= 2 ? [index] : []));
}

/** The decision on a clash, when it names a course that is still kept; otherwise the clash is undecided. */
function decisionOf(clash: ImportClash, kept: readonly boolean[], decisions: ClashDecisions, index: number): number | undefined {
  const decision = decisions[index];
  return decision !== undefined && kept[clash.courses[decision]] ? decision : undefined;
}

/** How many open clashes still wait for a decision. */
export function undecidedClashes(clashes: readonly ImportClash[], kept: readonly boolean[], decisions: ClashDecisions): number {
  return openClashes(clashes, kept).filter((index) => decisionOf(clashes[index], kept, decisions, index) === undefined).length;
}

/** The decisions as the import request carries them: one choice per other kept course, positions among the rows sent. */
export function clashChoices(clashes: readonly ImportClash[], kept: readonly boolean[], decisions: ClashDecisions): ClashChoice[] {
  const position = new Map<number, number>();
  kept.forEach((keep, index) => {
    if (keep) position.set(index, position.size);
  });
  return openClashes(clashes, kept).flatMap((index) => {
    const clash = clashes[index];
    const decision = decisionOf(clash, kept, decisions, index);
    if (decision === undefined) return [];
    const keep = position.get(clash.courses[decision])!;
    return keptSides(clash, kept)
      .filter((side) => side !== decision)
      .map((side) => ({ keep, drop: position.get(clash.courses[side])!, weeks: clash.weeks }));
  });
}

function ClashChooser({ clash, index, sides, decision, onDecide }: { clash: ImportClash; index: number; sides: number[]; decision: number | undefined; onDecide: (keep: number) => void }) {
  const id = useId();
  const label = `第${index + 1}处重叠保留哪一门`;
  if (sides.length > RADIO_LIMIT) {
    return (
      <select aria-label={label} value={decision ?? ""} onChange={(event) => onDecide(Number(event.target.value))} className="mt-1 max-w-full rounded border px-2 py-1">
        <option value="" disabled>
          请选择保留哪一门（共 {sides.length} 门）
        </option>
        {sides.map((side) => (
          <option key={side} value={side}>
            保留「{clash.names[side]}」
          </option>
        ))}
      </select>
    );
  }
  return (
    <div role="radiogroup" aria-label={label} className="mt-1 flex flex-wrap gap-4">
      {sides.map((side) => (
        <label key={side} className="flex items-center gap-1.5">
          <input type="radio" name={`${id}-${index}`} checked={decision === side} onChange={() => onDecide(side)} className="h-4 w-4 accent-indigo-600" />
          保留「{clash.names[side]}」
        </label>
      ))}
    </div>
  );
}

export function IcsClashList({
  clashes,
  kept,
  decisions,
  onDecide,
}: {
  clashes: readonly ImportClash[];
  kept: readonly boolean[];
  decisions: ClashDecisions;
  onDecide: (clash: number, keep: number) => void;
}) {
  const open = openClashes(clashes, kept);
  if (open.length === 0) return null;
  return (
    <Notice tone="warning">
      <p className="font-medium">文件里有 {open.length} 处课程时间重叠，请选择每处保留哪一门：</p>
      <ul className="mt-1.5 space-y-2" aria-label="时间重叠的课程" data-testid="ics-clashes">
        {open.map((index) => {
          const clash = clashes[index];
          return (
            <li key={index}>
              <p>{clash.message}</p>
              <ClashChooser
                clash={clash}
                index={index}
                sides={keptSides(clash, kept)}
                decision={decisionOf(clash, kept, decisions, index)}
                onDecide={(keep) => onDecide(index, keep)}
              />
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
