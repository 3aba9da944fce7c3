import { sendTestNotice } from "@/server/notifications/push";
import { route } from "@/server/route";

export const dynamic = "force-dynamic";

/** POST /api/push/test: a short Chinese test notice to every subscribed browser of the student; {sent, removed}. */
export const POST = route({}, ({ db, account }) => sendTestNotice(db, account.id));
