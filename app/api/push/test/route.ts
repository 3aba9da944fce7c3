import { errorResponse, json } from "@/server/http";
import { sendTestNotice } from "@/server/notifications/push";
import { studentOf } from "@/server/student";

export const dynamic = "force-dynamic";

/** POST /api/push/test: a short Chinese test notice to every subscribed browser of the student; {sent, removed}. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json(await sendTestNotice(db, account.id));
  } catch (error) {
    return errorResponse(error, request);
  }
}
