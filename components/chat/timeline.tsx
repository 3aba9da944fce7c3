/**
 * The conversation, block by block in seq order. Events come from deriveTimeline, the same function the timeline
 * endpoint uses, so the numbering on screen while streaming equals the numbering after a reload.
 */
import { useMemo } from "react";
import { deriveTimeline, type PlannerUIMessage, type ScheduleCompletedData } from "@/lib/protocol";
import { buildTimelineBlocks, type TimelineBlock } from "@/lib/client/timeline-blocks";
import { Spinner } from "@/components/ui/spinner";
import { TimelineBlockView } from "./timeline-block";

export interface TimelineProps {
  messages: readonly PlannerUIMessage[];
  status: "submitted" | "streaming" | "ready" | "error";
  onConfirmed: (completed: ScheduleCompletedData) => void | Promise<void>;
}

/** Blocks that show their own progress while they are the newest (a streaming text, a status, an unanswered tool). */
function showsOwnProgress(block: TimelineBlock | undefined): boolean {
  if (!block) return false;
  if (block.type === "tool") return block.result === undefined;
  if (block.type === "confirm") return false;
  return block.event.kind === "status" || (block.event.kind === "assistant_text" && block.event.role === "assistant");
}

export function Timeline({ messages, status, onConfirmed }: TimelineProps) {
  const blocks = useMemo(() => buildTimelineBlocks(deriveTimeline(messages)), [messages]);
  const busy = status === "submitted" || status === "streaming";
  const lastMessage = messages.at(-1);
  const lastBlock = blocks.at(-1);
  const waitingForAnswer = status === "submitted" || (busy && lastMessage?.role === "user");
  // Between steps (a tool answered, the model has not spoken yet) nothing else would show the turn is alive.
  const working = !waitingForAnswer && status === "streaming" && !showsOwnProgress(lastBlock);
  const lastKey = lastBlock?.key;

  return (
    <ol className="flex flex-col gap-3" aria-label="对话记录" aria-busy={busy} data-testid="timeline">
      {blocks.map((block) => {
        const isUser = block.type === "single" && block.event.kind === "user_text";
        return (
          <li key={block.key} className={isUser ? "pt-2 first:pt-0" : ""}>
            <TimelineBlockView block={block} live={status === "streaming" && block.key === lastKey} chatBusy={busy} onConfirmed={onConfirmed} />
          </li>
        );
      })}
      {waitingForAnswer ? (
        <li className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400" data-testid="pending-indicator">
          <Spinner className="h-3.5 w-3.5 text-indigo-500" />
          正在思考…
        </li>
      ) : null}
      {working ? (
        <li className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400" data-testid="working-indicator">
          <Spinner className="h-3 w-3 text-indigo-500" />
          正在处理…
        </li>
      ) : null}
    </ol>
  );
}
