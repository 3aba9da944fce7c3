/** Draws one timeline block with the component for its kind. */
import type { ScheduleCompletedData } from "@/lib/protocol";
import type { TimelineBlock } from "@/client/timeline-blocks";
import { BusinessCardRenderer } from "@/components/cards/business-card-renderer";
import { ConfirmCard } from "@/components/cards/confirm-card";
import { ScheduleCompletedCard } from "@/components/cards/schedule-completed-card";
import { AssistantText } from "./assistant-text";
import { InterruptMarker } from "./interrupt-marker";
import { StatusLine } from "./status-line";
import { ToolBlock, type ToolStop } from "./tool-block";
import { UserText } from "./user-text";

export interface TimelineBlockViewProps {
  block: TimelineBlock;
  /** This block is the newest thing in a turn that is still streaming. */
  live: boolean;
  chatBusy: boolean;
  onConfirmed: (completed: ScheduleCompletedData) => void | Promise<void>;
  /** For a tool block: its part in the turn's one Tab stop. */
  toolStop?: ToolStop;
}

export function TimelineBlockView({ block, live, chatBusy, onConfirmed, toolStop }: TimelineBlockViewProps) {
  if (block.type === "tool") return <ToolBlock call={block.call} result={block.result} live={live} stop={toolStop} />;
  if (block.type === "confirm") {
    const confirm = block.event.payload.confirm;
    if (!confirm) return null;
    return <ConfirmCard data={confirm} seq={block.event.seq} state={block.state} locked={chatBusy} onConfirmed={onConfirmed} />;
  }
  const { event } = block;
  switch (event.kind) {
    case "user_text":
      return <UserText event={event} />;
    case "assistant_text":
      return <AssistantText event={event} live={live} />;
    case "status":
      return <StatusLine event={event} live={live} />;
    case "interrupt":
      return <InterruptMarker event={event} />;
    case "business_card":
      return <BusinessCardRenderer card={event.payload.business_card} seq={event.seq} decision={block.decision} locked={chatBusy} />;
    case "schedule_completed":
      return event.payload.schedule_completed ? (
        <ScheduleCompletedCard data={event.payload.schedule_completed} seq={event.seq} completion={block.completion} locked={chatBusy} onUndone={onConfirmed} />
      ) : null;
    case "tool_result":
    case "tool_call":
      // A result without its call cannot come from deriveTimeline; drawn as a block of its own all the same.
      return <ToolBlock call={event} result={event.kind === "tool_result" ? event : undefined} live={live} />;
    case "confirm_request":
      return null;
  }
}
