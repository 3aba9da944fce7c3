"use client";
/**
 * 今天: the next study block and when it starts ("19:00 开始，还有 25 分钟"), today's blocks with their check-in,
 * to-dos due today and tomorrow, overdue to-dos (完成 / 改期 / 重新安排), and earlier blocks still waiting for a check-in
 * (with 重新安排, as beside every block checked in as 没做), and what no longer fits before its deadline (fit-warnings.tsx).
 * Read from GET /api/today; every date is the student's,
 * every clock time read in `timeZone` (the term's).
 */
import { useNow } from "@/components/ui/use-now";
import { useSearchParams } from "next/navigation";
import { useEffect, useId, type ReactNode } from "react";
import { blockTitle } from "@/components/schedule/format";
import type { TodayView } from "@/lib/protocol/checkins";
import { ExamCountdown } from "@/components/exams/exam-countdown";
import { formatCalendarDate } from "@/client/format";
import { FitWarnings } from "./fit-warnings";
import { PushPrompt } from "./push-prompt";
import { deadlineLabel, startsLabel } from "./format";
import { OverdueTodoRow } from "./overdue-todo-row";
import { ReplanButton } from "./replan-button";
import { blockWhen, POINTED_CLASS, StudyBlockRow, studyBlockKey } from "./study-block-row";
import { useToday } from "./use-today";


function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <h3 id={id} className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">
        {title}
      </h3>
      {children}
    </section>
  );
}

const EMPTY = "mt-1 text-sm text-zinc-600 dark:text-zinc-300";
const LIST = "divide-y divide-zinc-100 dark:divide-zinc-800";

export function TodayPanel({ timeZone }: { timeZone: string }) {
  const { today, error, reload } = useToday();
  if (!today) {
    return (
      <div className="p-4">
        {error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300">
            <span>今天的安排加载失败：{error}</span>
            <button type="button" onClick={reload} className="underline underline-offset-2">
              重试
            </button>
          </div>
        ) : (
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-300">
            正在读取今天的安排…
          </p>
        )}
      </div>
    );
  }
  return <TodayContent today={today} timeZone={timeZone} />;
}

function TodayContent({ today, timeZone }: { today: TodayView; timeZone: string }) {
  const now = useNow();
  const earlier = today.unconfirmed.filter((block) => block.date < today.date);
  // /?view=today&block=<eventId>, where a reminder's notification points: that block is marked and scrolled to.
  const pointedText = useSearchParams()?.get("block");
  const pointed = pointedText ? Number(pointedText) : null;
  useEffect(() => {
    if (pointed !== null) document.querySelector('[data-testid="today-panel"] [data-highlighted]')?.scrollIntoView?.({ block: "nearest" });
  }, [pointed]);
  return (
    <div data-testid="today-panel" className="mx-auto flex max-w-3xl flex-col gap-3 p-3 sm:p-4">
      <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-50">今天 · {formatCalendarDate(today.date) ?? today.date}</h2>
      <ExamCountdown exams={today.exams} />
      <FitWarnings />
      <PushPrompt />

      <Section title="下一个学习块" testId="today-next">
        {today.next ? (
          <div
            className={`mt-1 ${today.next.event_id === pointed ? `py-1 ${POINTED_CLASS}` : ""}`}
            data-highlighted={today.next.event_id === pointed || undefined}
            aria-current={today.next.event_id === pointed ? "true" : undefined}
          >
            <p className="text-sm font-medium break-words text-zinc-900 dark:text-zinc-50">{blockTitle(today.next)}</p>
            <p className="text-sm text-zinc-700 tabular-nums dark:text-zinc-200" data-testid="today-next-when">
              {startsLabel(today.next.starts_at, now, timeZone)}
            </p>
            <p className="text-xs text-zinc-600 dark:text-zinc-300">{blockWhen(today.next, today.date, timeZone)}</p>
          </div>
        ) : (
          <p className={EMPTY}>接下来两周没有安排学习块。</p>
        )}
      </Section>

      <Section title="今天的学习块" testId="today-blocks">
        {today.blocks.length > 0 ? (
          <ul className={LIST}>
            {today.blocks.map((block) => (
              <StudyBlockRow key={studyBlockKey(block)} block={block} today={today.date} timeZone={timeZone} withDay={false} highlighted={block.event_id === pointed} />
            ))}
          </ul>
        ) : (
          <p className={EMPTY}>今天没有学习块。</p>
        )}
      </Section>

      {earlier.length > 0 ? (
        <Section title={`等待打卡（${earlier.length}）`} testId="today-waiting">
          <ul className={LIST}>
            {earlier.map((block) => (
              <StudyBlockRow key={studyBlockKey(block)} block={block} today={today.date} timeZone={timeZone} />
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-300">
            <ReplanButton />
            <span>没做的，让助手从现在起重新排。</span>
          </div>
        </Section>
      ) : null}

      <Section title="今天和明天截止" testId="today-deadlines">
        {today.deadlines.length > 0 ? (
          <ul className={LIST}>
            {today.deadlines.map((todo) => (
              <li key={todo.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                <span className="font-medium break-words text-zinc-900 dark:text-zinc-50">{todo.title}</span>
                <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-300">截止 {deadlineLabel(todo.deadline_at, today.date, timeZone)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={EMPTY}>今天和明天没有待办截止。</p>
        )}
      </Section>

      {today.overdue.length > 0 ? (
        <Section title={`已过期的待办（${today.overdue.length}）`} testId="today-overdue">
          <ul className={LIST}>
            {today.overdue.map((todo) => (
              <OverdueTodoRow key={todo.id} todo={todo} today={today.date} timeZone={timeZone} />
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
