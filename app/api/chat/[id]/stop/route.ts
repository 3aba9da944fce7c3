import { stopChatTurn } from "@/server/agent/runtime";
import { route } from "@/server/route";
import { chatParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** The stop button: ends the conversation's running turn (wherever it runs). 200 {stopped}; 404 for another's. */
export const POST = route({ params: chatParamsSchema, notFound: "conversation:not_found" }, async ({ db, account, params }) => ({
  stopped: await stopChatTurn(db, account.id, params.id),
}));
