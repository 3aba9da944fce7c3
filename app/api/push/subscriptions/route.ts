import { errorResponse, json, parseJsonBody } from "@/server/http";
import { subscribe, unsubscribe } from "@/server/notifications/push";
import { studentOf } from "@/server/student";
import { subscriptionSchema, unsubscribeSchema } from "../schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/push/subscriptions {endpoint, keys: {p256dh, auth}}: this browser gets the student's reminders (201).
 * An endpoint of a push service the server does not trust answers 422 push:endpoint_refused.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, subscriptionSchema);
    if (!body.ok) return body.response;
    await subscribe(db, account.id, body.data);
    return json({ subscribed: true }, 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** DELETE /api/push/subscriptions {endpoint}: this browser gets no more reminders (204; 404 when it had none). */
export async function DELETE(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, unsubscribeSchema);
    if (!body.ok) return body.response;
    await unsubscribe(db, account.id, body.data.endpoint);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, request);
  }
}
