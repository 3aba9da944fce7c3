"use client";
/**
 * The period clock times as a compact table: two columns of periods on wide screens, one on a phone. A day has 8 to
 * 16 periods (12 by default); 加一节 and 去掉最后一节 change the count, and the server refuses a shorter day while
 * courses or study blocks sit in the periods it drops.
 */
import { DateTimeField } from "@/components/ui/date-time-field";
import { useId } from "react";
import { fromMinutes, toMinutes } from "@/lib/calendar/clock";
import { MAX_PERIODS_PER_DAY, MIN_PERIODS_PER_DAY } from "@/lib/schedule/state";
import type { TermSettings } from "@/client/settings-api";
import { INPUT_CLASS } from "./controls";

type PeriodTimes = TermSettings["section_times"];

// Tighter than other inputs so a 12-hour "10:00 AM" still fits two columns on a 390 px phone.
const TIME_INPUT_CLASS = `${INPUT_CLASS.replace("px-3", "px-2")} h-9 tabular-nums`;
const COUNT_BUTTON_CLASS =
  "rounded-md border border-zinc-300 px-3 py-1.5 text-sm text-zinc-700 hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-zinc-600 dark:text-zinc-200 dark:hover:bg-zinc-800";

const LAST_MINUTE = 23 * 60 + 59;

/** One more period after the last: as long as the last one, after the break before it (10 minutes when unknown). */
function nextPeriod(times: PeriodTimes): PeriodTimes[number] {
  const last = times[times.length - 1];
  const before = times[times.length - 2];
  const end = toMinutes(last.end);
  const length = Math.max(5, end - toMinutes(last.start));
  const pause = before ? Math.max(0, toMinutes(last.start) - toMinutes(before.end)) : 10;
  // Late clocks stop at 23:59; the term rules then say what to fix rather than this button guessing.
  const start = Math.min(end + pause, LAST_MINUTE - 1);
  return { start: fromMinutes(start), end: fromMinutes(Math.min(start + length, LAST_MINUTE)) };
}

export function PeriodTimesTable({ times, onChange }: { times: PeriodTimes; onChange: (times: PeriodTimes) => void }) {
  const id = useId();
  const update = (index: number, field: "start" | "end", value: string) =>
    onChange(times.map((time, position) => (position === index ? { ...time, [field]: value } : time)));
  const split = Math.ceil(times.length / 2);
  const halves = [times.slice(0, split), times.slice(split)];
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
                const index = halfIndex * split + offset;
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
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="text-sm text-zinc-600 dark:text-zinc-300" aria-live="polite">
          每天 {times.length} 节
        </span>
        <button type="button" className={COUNT_BUTTON_CLASS} disabled={times.length >= MAX_PERIODS_PER_DAY} onClick={() => onChange([...times, nextPeriod(times)])}>
          加一节
        </button>
        <button type="button" className={COUNT_BUTTON_CLASS} disabled={times.length <= MIN_PERIODS_PER_DAY} onClick={() => onChange(times.slice(0, -1))}>
          去掉第{times.length}节
        </button>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          {MIN_PERIODS_PER_DAY}-{MAX_PERIODS_PER_DAY} 节
        </span>
      </div>
    </fieldset>
  );
}
