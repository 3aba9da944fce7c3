"use client";
/**
 * The daily check-in card: the first time the app opens on a day with blocks waiting for a check-in, "昨天的 3 个学习块
 * 完成了吗？" above the conversation, one row per block (完成 / 做了一部分 / 没做) and 都完成了. It keeps the blocks it opened
 * with, so a row stays (with its outcome) after it is checked in. The student's date is remembered in localStorage
 * once it was shown, so a reload the same day opens without it; 关闭 puts it away for now.
 */
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { StudyBlock } from "@/lib/protocol/checkins";
import { checkinQuestion } from "./format";
import { checkInStudyBlock, StudyBlockRow, studyBlockKey } from "./study-block-row";
import { useToday } from "./use-today";

const STORAGE_PREFIX = "study-planner:daily-checkin:";
/** The most recent blocks the card lists; older ones wait in 今天. */
const MAX_BLOCKS = 6;

function wasShown(date: string): boolean {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + date) !== null;
  } catch {
    return false;
  }
}

/** Remembers `date` and forgets the days before it. */
function markShown(date: string): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(STORAGE_PREFIX) && key !== STORAGE_PREFIX + date) window.localStorage.removeItem(key);
    }
    window.localStorage.setItem(STORAGE_PREFIX + date, "shown");
  } catch {
    // Private windows may refuse storage: the card then shows again on the next visit, which is harmless.
  }
}

interface Opened {
  date: string;
  blocks: StudyBlock[];
  /** Blocks waiting that the card leaves to 今天. */
  older: number;
}

export function DailyCheckinCard({ timeZone }: { timeZone: string }) {
  const titleId = useId();
  const { today } = useToday();
  const [seenDate, setSeenDate] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [recorded, setRecorded] = useState<Record<string, StudyBlock>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Decided once per student date: shown when blocks wait and the card has not been shown that day.
  if (today && today.date !== seenDate) {
    setSeenDate(today.date);
    const waiting = today.unconfirmed;
    setOpened(waiting.length > 0 && !wasShown(today.date) ? { date: today.date, blocks: waiting.slice(-MAX_BLOCKS), older: Math.max(0, waiting.length - MAX_BLOCKS) } : null);
  }
  useEffect(() => {
    if (opened) markShown(opened.date);
  }, [opened]);

  if (!opened) return null;
  const shown = opened.blocks.map((block) => recorded[studyBlockKey(block)] ?? block);
  const open = shown.filter((block) => block.outcome === "unconfirmed");
  const record = (block: StudyBlock) => setRecorded((previous) => ({ ...previous, [studyBlockKey(block)]: block }));
  const close = () => {
    setOpened(null);
    document.getElementById("composer-input")?.focus();
  };
  const allDone = async () => {
    setBusy(true);
    setError(null);
    try {
      for (const block of open) record((await checkInStudyBlock(block, "done")).block);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="daily-checkin"
      className="m-3 mb-0 max-h-[45dvh] shrink-0 overflow-y-auto rounded-xl border border-emerald-300 bg-white p-3 shadow-sm dark:border-emerald-800 dark:bg-zinc-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">
          {checkinQuestion(
            opened.blocks.map((block) => block.date),
            opened.date,
          )}
        </h2>
        <Button size="sm" variant="ghost" data-testid="daily-checkin-close" aria-label="关闭打卡卡片" onClick={close}>
          关闭
        </Button>
      </div>
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
        {shown.map((block) => (
          <StudyBlockRow key={studyBlockKey(block)} block={block} today={opened.date} timeZone={timeZone} onRecorded={(answer) => record(answer.block)} />
        ))}
      </ul>
      {opened.older > 0 ? <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-300">还有 {opened.older} 个更早的学习块，在「今天」里打卡。</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {open.length > 0 ? (
          <Button size="sm" variant="primary" disabled={busy} data-testid="daily-checkin-all-done" onClick={() => void allDone()}>
            都完成了
          </Button>
        ) : (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
            都记下了。
          </p>
        )}
        {busy ? (
          <span role="status" className="text-xs text-zinc-600 dark:text-zinc-300">
            正在记录…
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </section>
  );
}
