/**
 * The one planner message type, shared by the route, the persistence layer and every component
 * (built once, never redeclared). Its tool parts are typed by the tool contract (./tools.ts).
 */
import type { UIMessage } from "ai";
import { z } from "zod";
import type { PlannerDataParts } from "./data-parts";
import type { PlannerTools } from "./tools";

export const messageMetadataSchema = z.object({
  /** ISO instant the message was created. */
  created_at: z.string().optional(),
  /** Which model answered: "offline" or the configured model id. */
  model: z.string().optional(),
  /** agent_runs.id of the turn that produced an assistant message. */
  run_id: z.string().optional(),
});
/** @public The type half of messageMetadataSchema. */
export type MessageMetadata = z.infer<typeof messageMetadataSchema>;

export type PlannerUIMessage = UIMessage<MessageMetadata, PlannerDataParts, PlannerTools>;
export type PlannerMessagePart = PlannerUIMessage["parts"][number];
