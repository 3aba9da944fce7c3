import { getDb } from "@/db/bootstrap";
import { errorResponse } from "@/server/http";
import { deleteSession } from "@/db/queries/sessions";
import { sessionTokenFromRequest } from "@/server/auth/session";
import { signedOutResponse } from "../respond";

export const dynamic = "force-dynamic";

/** POST /api/auth/logout: ends the session (the token stops working at once) and clears the cookie. */
export async function POST(request: Request): Promise<Response> {
  try {
    const token = sessionTokenFromRequest(request);
    if (token) await deleteSession(await getDb(), token);
    return signedOutResponse(request);
  } catch (error) {
    return errorResponse(error);
  }
}
