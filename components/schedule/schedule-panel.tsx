"use client";
/**
 * The student's timetable for one week, with week navigation. It starts from the week the page brought (drawn on the
 * server), else fetches on its own, and refetches whenever
 * anything announces `schedule:changed` (a confirm, a cancel, a draft edit), so the page only has to place it.
 * Study blocks move from here into the draft, which the bar above the grid confirms or drops.
 */
import { useCallback, useRef, useState } from "react";
import { checkIn } from "@/client/checkins-api";
import type { CheckinStatus } from "@/lib/protocol/checkins";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { outcomeLabel } from "@/components/checkin/format";
import { FOCUS_RING } from "./block-style";
import { DaySwitcher } from "./day-switcher";
import { DraftBar } from "./draft-bar";
import { blockTitle, weekTitle } from "./format";
import { HighlightBar } from "./highlight-bar";
import { periodsInView } from "./highlight-marks";
import { ChevronIcon } from "./icons";
import { ScheduleLegend } from "./schedule-legend";
import { notifyScheduleChanged, useShowSchedule } from "./schedule-events";
import { setTimeHighlight, useTimeHighlight } from "./time-highlight";
import { useBlockMove } from "./use-block-move";
import { useWeekView } from "./use-week-view";
import { defaultDay, WeekGrid } from "./week-grid";

const NAV_BUTTON = `inline-flex h-8 items-center gap-0.5 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-700 hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800 ${FOCUS_RING}`;

export interface SchedulePanelProps {
  /** The current week as GET /api/schedule answers it, read by the server for this page: drawn without a request. */
  initialView?: WeekView | null;
}

export function SchedulePanel({ initialView = null }: SchedulePanelProps) {
  const [week, setWeek] = useState<number | null>(null);
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const { status, view, error, reload } = useWeekView(week, initialView);
  // An answer about time marked its periods: show the week and (on a phone) the day that holds the first of them,
  // once per answer, so paging away afterwards is the student's to do.
  const highlight = useTimeHighlight();
  const heading = useRef<HTMLHeadingElement>(null);
  const [seenHighlight, setSeenHighlight] = useState(0);
  const firstPeriod = highlight?.data.periods[0];
  if (highlight && highlight.version !== seenHighlight) {
    setSeenHighlight(highlight.version);
    if (firstPeriod) {
      if (firstPeriod.week !== view?.week) setWeek(firstPeriod.week);
      setChosenDay(firstPeriod.day_of_week);
    }
  }
  // A card asked for the week it changes (its link, or after 确认).
  useShowSchedule((request) => {
    if (request.week !== undefined) setWeek(request.week);
  });
  // A block moved into another week: show it there, dashed.
  const mover = useBlockMove(
    useCallback(
      (target) => {
        if (target.week !== view?.week) setWeek(target.week);
        setChosenDay(target.day_of_week);
      },
      [view?.week],
    ),
  );

  // A begun block's 完成 / 做了一部分 / 没做: recorded, said once, and the week (and 今天) read again.
  const [checkedIn, setCheckedIn] = useState("");
  const recordCheckin = useCallback(async (block: WeekBlock, status: CheckinStatus, periodsDone?: number) => {
    if (block.event_id === null) return;
    const answer = await checkIn({ event_id: block.event_id, date: block.date, slot_start: block.slot_start }, status, periodsDone);
    setCheckedIn(`已记录：「${blockTitle(block)}」${outcomeLabel(answer.outcome, answer.periods_done)}`);
    notifyScheduleChanged();
  }, []);

  if (!view) {
    return (
      <section aria-label="课程表" className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        {status === "error" ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300">
            <span>课程表加载失败：{error}</span>
            <button type="button" onClick={reload} className={NAV_BUTTON}>
              重试
            </button>
          </div>
        ) : (
          <div role="status" className="flex h-64 animate-pulse items-center justify-center rounded-lg bg-zinc-100 text-sm text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400">
            正在加载课程表…
          </div>
        )}
      </section>
    );
  }

  const currentWeek = view.term.current_week;
  const isCurrent = currentWeek === view.week;
  // The arrows step from the week last asked for, not the one still on screen: two quick clicks while the first week
  // loads go two weeks, and a click just after a card asked for its week steps from that week.
  const steppedFrom = week ?? view.week;
  const selectedDay = chosenDay ?? defaultDay(view);
  const title = weekTitle(view.week, view.days[0].date, view.days[6].date, view.today);
  const marked = highlight ? periodsInView(view, highlight.data.periods) : [];

  return (
    <section aria-label="课程表" aria-busy={status === "loading"} className="rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
        <div className="flex min-w-0 items-baseline gap-2">
          <h2 ref={heading} tabIndex={-1} className="outline-none text-base font-semibold whitespace-nowrap text-zinc-900 dark:text-zinc-50" data-testid="week-title">
            {title}
          </h2>
          {isCurrent ? <span data-testid="current-week-tag" className="rounded bg-sky-100 px-1.5 text-xs leading-5 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200">本周</span> : null}
          {status === "loading" ? <span className="text-xs text-zinc-500 dark:text-zinc-400" role="status">更新中…</span> : null}
        </div>
        <nav aria-label="切换周" className="flex items-center gap-1.5">
          <button type="button" className={NAV_BUTTON} disabled={steppedFrom <= 1} onClick={() => setWeek(steppedFrom - 1)}>
            <ChevronIcon direction="left" />
            上一周
          </button>
          <button type="button" className={NAV_BUTTON} disabled={isCurrent || currentWeek === null} onClick={() => setWeek(currentWeek)}>
            本周
          </button>
          <button type="button" className={NAV_BUTTON} disabled={steppedFrom >= view.term.weeks} onClick={() => setWeek(steppedFrom + 1)}>
            下一周
            <ChevronIcon direction="right" />
          </button>
        </nav>
      </header>

      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 border-b border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200">
          <span>更新失败：{error}</span>
          <button type="button" onClick={reload} className="underline underline-offset-2">
            重试
          </button>
        </div>
      ) : null}

      <DraftBar view={view} onShowWeek={setWeek} />
      {highlight && firstPeriod ? (
        <HighlightBar
          data={highlight.data}
          shownHere={marked.length}
          weekOfFirst={firstPeriod.week}
          onShowWeek={(shown) => {
            setWeek(shown);
            setChosenDay(firstPeriod.day_of_week);
          }}
          onClear={() => {
            // The bar and its button go away: focus stays in the panel, on the week's title, not on the page.
            setTimeHighlight(null);
            heading.current?.focus();
          }}
        />
      ) : null}
      {mover.error ? (
        <div role="alert" data-testid="move-error" className="flex flex-wrap items-center gap-2 border-b border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200">
          <span>{mover.error}</span>
          <button type="button" onClick={mover.dismiss} className={`rounded underline underline-offset-2 ${FOCUS_RING}`}>
            知道了
          </button>
        </div>
      ) : null}
      {/* What the last move did, while its draft is open: once it is confirmed or cancelled, the line has nothing to say. */}
      <p role="status" data-testid="move-status" className={mover.moving || (mover.done && view.draft) ? "px-3 pt-2 text-xs text-zinc-600 dark:text-zinc-300" : "sr-only"}>
        {mover.moving ? "正在移动…" : view.draft ? (mover.done ?? "") : ""}
      </p>
      <p role="status" data-testid="checkin-status" className={checkedIn ? "px-3 pt-2 text-xs text-zinc-600 dark:text-zinc-300" : "sr-only"}>
        {checkedIn}
      </p>

      <div className="@container px-2 pt-2 pb-3">
        <DaySwitcher view={view} selectedDay={selectedDay} onSelect={setChosenDay} markedDates={new Set(marked.map((period) => period.date))} className="mb-2 @2xl:hidden" />
        {view.blocks.length === 0 ? <p className="px-1 pb-2 text-sm text-zinc-500 dark:text-zinc-400">这一周没有课程，也没有安排。</p> : null}
        <WeekGrid view={view} selectedDay={selectedDay} onMove={mover.move} onCheckIn={recordCheckin} moving={mover.moving} highlight={marked} />
        <div className="mt-3 px-1">
          <ScheduleLegend />
        </div>
      </div>
    </section>
  );
}
