import { errorResponse, json } from "@/server/http";
import { vapidPublicKey } from "@/server/notifications/push";

export const dynamic = "force-dynamic";

/** GET /api/push/key: the server's VAPID public key (applicationServerKey for pushManager.subscribe), base64url. */
export async function GET(request: Request): Promise<Response> {
  try {
    return json({ public_key: await vapidPublicKey() });
  } catch (error) {
    return errorResponse(error, request);
  }
}
