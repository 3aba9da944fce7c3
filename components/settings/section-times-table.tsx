"use client";
/** The twelve period clock times as a compact table: two columns of periods on wide screens, one on a phone. */
import { DateTimeField } from "@/components/ui/date-time-field";
import { useId } from "react";
import type { TermSettings } from "@/lib/client/settings-api";
import { INPUT_CLASS } from "./controls";

type PeriodTimes = TermSettings["section_times"];

// Tighter than other inputs so a 12-hour "10:00 AM" still fits two columns on a 390 px phone.
const TIME_INPUT_CLASS = `${INPUT_CLASS.replace("px-3", "px-2")} h-9 tabular-nums`;

export function PeriodTimesTable({ times, onChange }: { times: PeriodTimes; onChange: (times: PeriodTimes) => void }) {
  const id = useId();
  const update = (index: number, field: "start" | "end", value: string) =>
    onChange(times.map((time, position) => (position === index ? { ...time, [field]: value } : time)));
  const halves = [times.slice(0, 6), times.slice(6)];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-200">每节课的上下课时间</legend>
      <div className="mt-2 grid gap-x-6 gap-y-0 md:grid-cols-2">
        {halves.map((half, halfIndex) => (
          <table key={halfIndex} className="w-full table-fixed text-sm">
            <colgroup>
              <col className="w-14" />
              <col />
              <col />
            </colgroup>
            <thead className={halfIndex === 1 ? "max-md:sr-only" : undefined}>
              <tr className="text-left text-xs text-zinc-500 dark:text-zinc-400">
                <th scope="col" className="py-1 font-medium">
                  节次
                </th>
                <th scope="col" className="py-1 font-medium">
                  上课
                </th>
                <th scope="col" className="py-1 font-medium">
                  下课
                </th>
              </tr>
            </thead>
            <tbody>
              {half.map((time, offset) => {
                const index = halfIndex * 6 + offset;
                const period = `第${index + 1}节`;
                return (
                  <tr key={index}>
                    <th scope="row" id={`${id}-${index}`} className="py-1 pr-2 text-left font-normal text-zinc-600 dark:text-zinc-300">
                      {period}
                    </th>
                    <td className="py-1 pr-2">
                      <DateTimeField
                        kind="time"
                        aria-label={`${period}上课时间`}
                        value={time.start}
                        onValueChange={(value) => update(index, "start", value)}
                        className={TIME_INPUT_CLASS}
                      />
                    </td>
                    <td className="py-1">
                      <DateTimeField
                        kind="time"
                        aria-label={`${period}下课时间`}
                        value={time.end}
                        onValueChange={(value) => update(index, "end", value)}
                        className={TIME_INPUT_CLASS}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
    </fieldset>
  );
}
