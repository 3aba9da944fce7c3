import { signInBrowser } from "@/server/auth/browser";
import { publicRoute } from "@/server/route";
import { authBody, signedInResponse } from "../respond";
import { loginSchema } from "@/lib/protocol/auth";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/** POST /api/auth/login {username, password}: a new session cookie, or 401 with one message for every failure. */
export const POST = publicRoute({ body: authBody(loginSchema) }, async ({ request, body }) => {
  const now = readClock();
  return signedInResponse(request, await signInBrowser(request, body, now), now, 200);
});
