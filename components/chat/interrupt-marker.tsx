import type { InterruptData, TimelineEvent } from "@/lib/protocol";

const HEADINGS: Record<InterruptData["reason"], string> = {
  aborted: "已停止",
  error: "本轮出错，已停止",
  budget: "已达本轮上限",
  interrupted: "服务中断",
  background: "连接断开后已在后台完成",
};

/** Where a turn ended early (the partial answer above it stays as it was), or finished with nobody watching. */
export function InterruptMarker({ event }: { event: TimelineEvent }) {
  const interrupt = event.payload.interrupt;
  const heading = interrupt ? HEADINGS[interrupt.reason] : "已停止";
  const detail = event.content && event.content !== heading ? event.content : undefined;
  return (
    <div
      role="note"
      className="block-enter flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400"
      data-kind="interrupt"
      data-seq={event.seq}
      data-reason={interrupt?.reason}
    >
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      <span className={interrupt?.reason === "error" ? "font-medium text-rose-700 dark:text-rose-300" : "font-medium"}>{heading}</span>
      {detail ? <span className="max-w-[70%] truncate" title={detail}>{detail}</span> : null}
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}
