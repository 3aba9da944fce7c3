import { errorResponse } from "@/server/http";
import { signInBrowser } from "@/server/auth/browser";
import { parseAuthBody, signedInResponse } from "../respond";
import { loginSchema } from "@/lib/protocol/auth";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/** POST /api/auth/login {username, password}: a new session cookie, or 401 with one message for every failure. */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseAuthBody(request, loginSchema);
    if (!body.ok) return body.response;
    const now = readClock();
    return signedInResponse(request, await signInBrowser(request, body.data, now), now, 200);
  } catch (error) {
    return errorResponse(error);
  }
}
