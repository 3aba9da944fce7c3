import { vapidPublicKey } from "@/server/notifications/push";
import { publicRoute } from "@/server/route";

export const dynamic = "force-dynamic";

/** GET /api/push/key: the server's VAPID public key (applicationServerKey for pushManager.subscribe), base64url. */
export const GET = publicRoute({}, async () => ({ public_key: await vapidPublicKey() }));
