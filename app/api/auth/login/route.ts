import { getDb } from "@/db/bootstrap";
import { errorResponse } from "@/server/http";
import { sessionTokenFromRequest } from "@/server/auth/session";
import { signIn } from "@/server/auth/accounts";
import { parseAuthBody, signedInResponse } from "../respond";
import { loginSchema } from "@/lib/protocol/auth";

export const dynamic = "force-dynamic";

/** POST /api/auth/login {username, password}: a new session cookie, or 401 with one message for every failure. */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseAuthBody(request, loginSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const now = new Date();
    const { account, session } = await signIn(db, body.data, now, sessionTokenFromRequest(request));
    return signedInResponse(request, account, session, now, 200);
  } catch (error) {
    return errorResponse(error);
  }
}
