/**
 * One tool call and its reply as a single compact row (the call and the result keep their own seq and data-kind).
 * Collapsed it shows the Chinese tool name and whether it worked; opened, the arguments and the reply text.
 */
import type { KeyboardEvent } from "react";
import type { TimelineEvent } from "@/lib/protocol";
import { isPlannerToolName, TOOL_LABELS } from "@/lib/protocol/tool-labels";
import { Chevron } from "@/components/ui/chevron";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Spinner } from "@/components/ui/spinner";

function toolLabel(name: string): string {
  return isPlannerToolName(name) ? TOOL_LABELS[name] : name;
}

function formatValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function ArgumentList({ value }: { value: unknown }) {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return <p className="text-zinc-500 dark:text-zinc-400">（无参数）</p>;
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {entries.map(([key, item]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-zinc-600 dark:text-zinc-400">{key}</dt>
            <dd className="break-all text-zinc-700 dark:text-zinc-200">{formatValue(item)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <p className="break-all text-zinc-700 dark:text-zinc-200">{formatValue(value)}</p>;
}

function ResultBadge({ result, live }: { result: TimelineEvent | undefined; live: boolean }) {
  if (!result) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400">
        {live ? <Spinner className="h-3 w-3" /> : null}
        {live ? "进行中" : "未完成"}
      </span>
    );
  }
  const ok = result.payload.tool?.ok !== false;
  return (
    <span
      data-kind="tool_result"
      data-seq={result.seq}
      data-ok={ok}
      className={`inline-flex items-center gap-1 text-xs font-medium ${
        ok ? "text-emerald-700 dark:text-emerald-400" : "text-rose-700 dark:text-rose-400"
      }`}
    >
      <span aria-hidden="true">{ok ? "✓" : "✕"}</span>
      {ok ? "完成" : "失败"}
    </span>
  );
}

/** A turn's tool blocks share one Tab stop: which block holds it, and the arrow keys that move between them. */
export interface ToolStop {
  tabbable: boolean;
  /** How many tool blocks the turn has. */
  count: number;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface ToolBlockProps {
  call: TimelineEvent;
  result: TimelineEvent | undefined;
  live: boolean;
  stop?: ToolStop;
}

export function ToolBlock({ call, result, live, stop }: ToolBlockProps) {
  const tool = call.payload.tool;
  const name = tool?.name ?? "";
  const failed = result?.payload.tool?.ok === false;
  return (
    <details
      className={`block-enter group rounded-lg border text-sm ${
        failed ? "border-rose-200 dark:border-rose-900/70" : "border-zinc-200 dark:border-zinc-800"
      } bg-zinc-50/70 dark:bg-zinc-900/50`}
      data-kind="tool_call"
      data-seq={call.seq}
      data-tool={name}
      data-tool-key={String(call.seq)}
    >
      <summary
        className={`flex cursor-pointer list-none items-center gap-2 rounded-lg px-2.5 py-1.5 ${FOCUS_RING}`}
        tabIndex={stop && !stop.tabbable ? -1 : undefined}
        onFocus={stop?.onFocus}
        onKeyDown={stop?.onKeyDown}
      >
        <Chevron className="text-zinc-500 dark:text-zinc-400" />
        <span className="text-xs text-zinc-500 dark:text-zinc-400">调用工具</span>
        <span className="min-w-0 flex-1 truncate font-medium text-zinc-700 dark:text-zinc-200">{toolLabel(name)}</span>
        <ResultBadge result={result} live={live} />
        {stop && stop.count > 1 ? <span className="sr-only">（本轮共 {stop.count} 个工具，用方向键切换）</span> : null}
      </summary>
      <div className="space-y-2 border-t border-zinc-200 px-3 py-2 text-xs dark:border-zinc-800">
        <section>
          <h4 className="mb-0.5 font-medium text-zinc-500 dark:text-zinc-400">参数</h4>
          <ArgumentList value={tool?.arguments} />
        </section>
        {result?.payload.tool?.result_text ? (
          <section>
            <h4 className="mb-0.5 font-medium text-zinc-500 dark:text-zinc-400">回复</h4>
            {/* A long reply scrolls inside the block; focusable, so a keyboard can scroll it too. */}
            <p
              tabIndex={0}
              aria-label={`${toolLabel(name)}的回复`}
              className={`max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded leading-relaxed text-zinc-700 dark:text-zinc-200 ${FOCUS_RING}`}
            >
              {result.payload.tool.result_text}
            </p>
          </section>
        ) : null}
      </div>
    </details>
  );
}
