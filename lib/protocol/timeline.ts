/**
 * Seed timeline events (001 §4) derived from persisted planner messages. The timeline endpoint and the client
 * renderer both call `deriveTimeline`, so what streams live and what a reload shows cannot drift apart.
 */
import { getStaticToolName, isStaticToolUIPart } from "ai";
import { z } from "zod";
import { businessCardSchema } from "./cards";
import { taskDecisionSchema } from "./task-edit-cards";
import {
  confirmRequestDataSchema,
  interruptDataSchema,
  scheduleCompletedDataSchema,
  stageSchema,
} from "./data-parts";
import type { PlannerMessagePart, PlannerUIMessage } from "./message";

const TIMELINE_KINDS = [
  "user_text",
  "assistant_text",
  "tool_call",
  "tool_result",
  "confirm_request",
  "schedule_completed",
  "interrupt",
  "status",
  "business_card",
] as const;
/** @public The runtime half of TimelineEventKind. */
export const timelineKindSchema = z.enum(TIMELINE_KINDS);
/** @public The type half of timelineKindSchema. */
export type TimelineEventKind = z.infer<typeof timelineKindSchema>;

const timelineToolPayloadSchema = z.object({
  name: z.string(),
  call_id: z.string(),
  arguments: z.unknown(),
  ok: z.boolean().optional(),
  result_text: z.string().optional(),
});

/** @public The runtime half of TimelineEventPayload. */
export const timelineEventPayloadSchema = z.object({
  reasoning_content: z.string().optional(),
  stage: stageSchema.optional(),
  /** The draft a status note closes (a cancelled proposal). */
  draft_id: z.string().optional(),
  /** The delete card a status note closes (a deletion decided). */
  task_decision: taskDecisionSchema.optional(),
  block_id: z.string().optional(),
  display_mode: z.literal("card").optional(),
  tool: timelineToolPayloadSchema.optional(),
  confirm: confirmRequestDataSchema.optional(),
  schedule_completed: scheduleCompletedDataSchema.optional(),
  interrupt: interruptDataSchema.optional(),
  business_card: businessCardSchema.optional(),
});
/** @public The type half of timelineEventPayloadSchema. */
export type TimelineEventPayload = z.infer<typeof timelineEventPayloadSchema>;

export const timelineEventSchema = z.object({
  /** Position in the conversation: message order, then part order, from 1. */
  seq: z.number().int().min(1),
  kind: timelineKindSchema,
  message_id: z.string(),
  role: z.enum(["user", "assistant"]),
  /** Text of user_text / assistant_text / status; empty for structured kinds. */
  content: z.string(),
  payload: timelineEventPayloadSchema,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

type EventDraft = Omit<TimelineEvent, "seq" | "message_id" | "role">;

/** The events one part produces, in order; most parts produce one, a finished tool call two, step markers none. */
function partToEvents(part: PlannerMessagePart, role: "user" | "assistant"): EventDraft[] {
  if (part.type === "text") {
    if (part.text === "") return [];
    return [{ kind: role === "user" ? "user_text" : "assistant_text", content: part.text, payload: {} }];
  }
  if (part.type === "reasoning") {
    return [{ kind: "assistant_text", content: "", payload: { reasoning_content: part.text } }];
  }
  if (part.type === "data-status") {
    const { stage, draft_id, task_decision } = part.data;
    const closes = { ...(draft_id ? { draft_id } : {}), ...(task_decision ? { task_decision } : {}) };
    return [{ kind: "status", content: part.data.text, payload: { stage, ...closes } }];
  }
  if (part.type === "data-confirm_request") {
    return [{ kind: "confirm_request", content: "", payload: { stage: "confirm", confirm: part.data } }];
  }
  if (part.type === "data-schedule_completed") {
    return [{ kind: "schedule_completed", content: "", payload: { stage: "deliver", schedule_completed: part.data } }];
  }
  if (part.type === "data-interrupt") {
    return [{ kind: "interrupt", content: part.data.text, payload: { interrupt: part.data } }];
  }
  if (part.type === "data-business_card") {
    const { stage, block_id, display_mode, business_card } = part.data;
    return [{ kind: "business_card", content: "", payload: { stage, block_id, display_mode, business_card } }];
  }
  if (isStaticToolUIPart(part)) {
    const name = getStaticToolName(part);
    const call: EventDraft = {
      kind: "tool_call",
      content: "",
      payload: { stage: "execute", tool: { name, call_id: part.toolCallId, arguments: part.input ?? {} } },
    };
    if (part.state === "output-available") {
      const result: EventDraft = {
        kind: "tool_result",
        content: "",
        payload: {
          stage: "execute",
          tool: { name, call_id: part.toolCallId, arguments: part.input, ok: part.output.ok, result_text: part.output.text },
        },
      };
      return [call, result];
    }
    if (part.state === "output-error") {
      const result: EventDraft = {
        kind: "tool_result",
        content: "",
        payload: {
          stage: "execute",
          tool: { name, call_id: part.toolCallId, arguments: part.input, ok: false, result_text: part.errorText },
        },
      };
      return [call, result];
    }
    return [call];
  }
  return [];
}

/** Merges a reasoning-only event into the assistant text that follows it, as the seed keeps reasoning on the text. */
function attachReasoning(events: EventDraft[]): EventDraft[] {
  const merged: EventDraft[] = [];
  for (const event of events) {
    const previous = merged[merged.length - 1];
    const previousIsBareReasoning =
      previous?.kind === "assistant_text" && previous.content === "" && previous.payload.reasoning_content !== undefined;
    if (previousIsBareReasoning && event.kind === "assistant_text" && event.payload.reasoning_content === undefined) {
      merged[merged.length - 1] = { ...event, payload: { ...event.payload, reasoning_content: previous.payload.reasoning_content } };
    } else {
      merged.push(event);
    }
  }
  return merged;
}

export function deriveTimeline(messages: readonly PlannerUIMessage[]): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    const role = message.role;
    const drafts = attachReasoning(message.parts.flatMap((part) => partToEvents(part, role)));
    for (const draft of drafts) {
      events.push({ ...draft, seq: events.length + 1, message_id: message.id, role });
    }
  }
  return events;
}
