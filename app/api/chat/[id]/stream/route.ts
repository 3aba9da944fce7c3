import { resumeChatTurn } from "@/server/agent/runtime";
import { route } from "@/server/route";
import { chatParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/**
 * useChat's resume: the conversation's running turn as a UI message stream from its beginning, then live; 204 when
 * no turn is running; 404 for another student's conversation.
 */
export const GET = route({ params: chatParamsSchema, notFound: "conversation:not_found" }, ({ db, account, params }) => resumeChatTurn(db, account.id, params.id));
