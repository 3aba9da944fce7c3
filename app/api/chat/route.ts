import { startChatTurn } from "@/server/agent/runtime";
import { route } from "@/server/route";
import { turnDrain } from "@/server/platform/shutdown";
import { chatRequestSchema } from "./schema";

export const dynamic = "force-dynamic";

/**
 * One agent turn, streamed as an AI SDK UI message stream. The student is known before the body is read. The turn
 * is not tied to this request: it goes on if the client disconnects (POST /api/chat/:id/stop ends it).
 */
export const POST = route(
  {
    charge: "turn",
    // A stopping server (SIGTERM) finishes the turns it runs and takes no new one: 503, send again in a moment.
    before: () => turnDrain().refuseWhileDraining(),
    body: chatRequestSchema,
  },
  ({ db, account, body, request }) => startChatTurn(db, account.id, { conversationId: body.id, message: body.message }, request),
);
