import { listConversations } from "@/server/agent/conversations";
import { route } from "@/server/route";

export const dynamic = "force-dynamic";

/** GET /api/conversations: the student's conversations. */
export const GET = route({}, async ({ db, account }) => ({ conversations: await listConversations(db, account.id) }));
