"use client";
/**
 * Clashes inside the file: two meetings in the same periods and weeks. The student picks which one to keep for
 * those weeks (the other keeps its remaining weeks); the import waits until every clash between kept rows is settled.
 */
import { useId } from "react";
import type { ClashChoice, ImportClash } from "@/lib/client/settings-api";
import { Notice } from "./controls";

/** Per clash (by its index in the preview): which of its two courses is kept, 0 or 1; absent while undecided. */
export type ClashDecisions = Readonly<Record<number, 0 | 1>>;

/** The clashes that still matter: both of their rows are kept. */
export function openClashes(clashes: readonly ImportClash[], kept: readonly boolean[]): number[] {
  return clashes.flatMap((clash, index) => (kept[clash.courses[0]] && kept[clash.courses[1]] ? [index] : []));
}

/** The decisions as the import request carries them: positions among the kept rows that are sent. */
export function clashChoices(clashes: readonly ImportClash[], kept: readonly boolean[], decisions: ClashDecisions): ClashChoice[] {
  const position = new Map<number, number>();
  kept.forEach((keep, index) => {
    if (keep) position.set(index, position.size);
  });
  return openClashes(clashes, kept).flatMap((index) => {
    const decision = decisions[index];
    if (decision === undefined) return [];
    const clash = clashes[index];
    const keep = clash.courses[decision];
    const drop = clash.courses[decision === 0 ? 1 : 0];
    return [{ keep: position.get(keep)!, drop: position.get(drop)!, weeks: clash.weeks }];
  });
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
  onDecide: (clash: number, keep: 0 | 1) => void;
}) {
  const id = useId();
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
              <div role="radiogroup" aria-label={`第${index + 1}处重叠保留哪一门`} className="mt-1 flex flex-wrap gap-4">
                {clash.names.map((name, side) => (
                  <label key={side} className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      name={`${id}-${index}`}
                      checked={decisions[index] === side}
                      onChange={() => onDecide(index, side as 0 | 1)}
                      className="h-4 w-4 accent-indigo-600"
                    />
                    保留「{name}」
                  </label>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
