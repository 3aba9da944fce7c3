import type { TimelineEvent } from "@/lib/protocol";
import { Spinner } from "@/components/ui/spinner";

/** "正在读取日程…" once the stage is over reads "已读取日程"; other notes stay as they are. */
export function settledStatusText(text: string): string {
  const match = /^正在(.+?)…*$/.exec(text);
  return match ? `已${match[1]}` : text;
}

/** A stage note ("正在读取日程…"): quiet, with a spinner only while it is the newest thing happening. */
export function StatusLine({ event, live }: { event: TimelineEvent; live: boolean }) {
  return (
    <p
      className="flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400"
      data-kind="status"
      data-seq={event.seq}
      data-stage={event.payload.stage}
    >
      {live ? <Spinner className="h-3 w-3 text-indigo-500" /> : <span aria-hidden="true" className="h-1 w-1 rounded-full bg-zinc-300 dark:bg-zinc-600" />}
      {live ? event.content : settledStatusText(event.content)}
    </p>
  );
}
