"use client";
/**
 * Under an assistant message: the ask_user options as chips (one click or Enter sends that option as the student's
 * reply; once anything newer was said they stay as a record, disabled), and for an answer about time a link that
 * marks its periods on the week grid again and, on a phone, opens the 日程 tab.
 */
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { showSchedule } from "@/components/schedule/schedule-events";
import { monthDay, weekdayName } from "@/components/schedule/format";
import { setTimeHighlight } from "@/components/schedule/time-highlight";
import type { AskedQuestion, MessageExtras, MessageHighlight } from "./message-extras";

const CHIP =
  "rounded-full border px-3 py-1 text-sm transition-colors disabled:cursor-not-allowed border-indigo-300 bg-white text-indigo-800 hover:bg-indigo-50 enabled:active:bg-indigo-100 disabled:border-zinc-200 disabled:text-zinc-500 disabled:hover:bg-white dark:border-indigo-700 dark:bg-zinc-900 dark:text-indigo-200 dark:hover:bg-indigo-950/50 dark:disabled:border-zinc-800 dark:disabled:text-zinc-400 dark:disabled:hover:bg-zinc-900";
const CHOSEN = "disabled:border-indigo-400 disabled:bg-indigo-50 disabled:text-indigo-900 dark:disabled:border-indigo-600 dark:disabled:bg-indigo-950/60 dark:disabled:text-indigo-100";

function QuestionChips({ question, busy, onAnswer }: { question: AskedQuestion; busy: boolean; onAnswer: (text: string) => void }) {
  return (
    <div role="group" aria-label={question.open ? "可选回答" : "可选回答（已结束）"} className="mt-2 flex flex-wrap gap-2" data-testid="answer-chips">
      {[...new Set(question.options)].map((option) => {
        const chosen = question.chosen === option;
        return (
          <button
            key={option}
            type="button"
            data-testid="answer-chip"
            disabled={!question.open || busy}
            onClick={() => onAnswer(option)}
            className={`${CHIP} ${chosen ? CHOSEN : ""} ${FOCUS_RING}`}
          >
            {chosen ? <span aria-hidden="true">✓ </span> : null}
            {option}
            {chosen ? <span className="sr-only">（已选）</span> : null}
          </button>
        );
      })}
    </div>
  );
}

function ShowHighlight({ highlight }: { highlight: MessageHighlight }) {
  const first = highlight.data.periods[0];
  return (
    <button
      type="button"
      data-testid="show-highlight"
      onClick={() => {
        setTimeHighlight(highlight, { again: true });
        showSchedule({ reveal: true });
      }}
      className={`mt-1.5 inline-flex items-center gap-0.5 rounded text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${FOCUS_RING}`}
    >
      在日程中查看{first ? ` ${monthDay(first.date)} ${weekdayName(first.day_of_week)}` : ""} →
    </button>
  );
}

export function AnswerExtras({ extras, busy, onAnswer }: { extras: MessageExtras; busy: boolean; onAnswer?: (text: string) => void }) {
  return (
    <div data-testid="answer-extras">
      {extras.highlight ? <ShowHighlight highlight={extras.highlight} /> : null}
      {extras.question && onAnswer ? <QuestionChips question={extras.question} busy={busy} onAnswer={onAnswer} /> : null}
    </div>
  );
}
