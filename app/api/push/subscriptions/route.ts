import { subscribe, unsubscribe } from "@/server/notifications/push";
import { route } from "@/server/route";
import { subscriptionSchema, unsubscribeSchema } from "../schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/push/subscriptions {endpoint, keys: {p256dh, auth}}: this browser gets the student's reminders (201).
 * An endpoint of a push service the server does not trust answers 422 push:endpoint_refused.
 */
export const POST = route({ body: subscriptionSchema, status: 201 }, async ({ db, account, body }) => {
  await subscribe(db, account.id, body);
  return { subscribed: true };
});

/** DELETE /api/push/subscriptions {endpoint}: this browser gets no more reminders (204; 404 when it had none). */
export const DELETE = route({ body: unsubscribeSchema }, async ({ db, account, body }) => {
  await unsubscribe(db, account.id, body.endpoint);
  return new Response(null, { status: 204 });
});
