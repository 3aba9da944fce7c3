import { getDb } from "@/db/bootstrap";
import { errorResponse } from "@/server/http";
import { getCurrentUser } from "@/server/auth/current-user";
import { accountResponse } from "../respond";

export const dynamic = "force-dynamic";

/** GET /api/auth/me: {user: {id, name, username, isDemo}}; 401 when signed out and demo mode is off. */
export async function GET(request: Request): Promise<Response> {
  try {
    return accountResponse(await getCurrentUser(await getDb(), request));
  } catch (error) {
    return errorResponse(error);
  }
}
