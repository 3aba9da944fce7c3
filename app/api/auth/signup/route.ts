import { getDb } from "@/db/bootstrap";
import { errorResponse } from "@/server/http";
import { sessionTokenFromRequest } from "@/server/auth/session";
import { signUp } from "@/server/auth/accounts";
import { parseAuthBody, signedInResponse } from "../respond";
import { signupSchema } from "@/lib/protocol/auth";

export const dynamic = "force-dynamic";

/** POST /api/auth/signup {username, name, password, timezone?}: a new student with a default term, signed in. */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseAuthBody(request, signupSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const now = new Date();
    const { account, session } = await signUp(db, body.data, now, sessionTokenFromRequest(request));
    return signedInResponse(request, account, session, now, 201);
  } catch (error) {
    return errorResponse(error);
  }
}
