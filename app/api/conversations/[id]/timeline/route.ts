import { conversationTimeline } from "@/server/agent/conversations";
import { route } from "@/server/route";
import { conversationParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** The conversation as seed timeline events, ordered by seq: exactly what the client renders after a reload. */
export const GET = route({ params: conversationParamsSchema, notFound: "conversation:not_found" }, ({ db, account, params }) =>
  conversationTimeline(db, account.id, params.id),
);
