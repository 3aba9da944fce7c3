import { errorResponse } from "@/server/http";
import { studentOf } from "@/server/student";
import { accountResponse } from "../respond";

export const dynamic = "force-dynamic";

/** GET /api/auth/me: {user: {id, name, username, isDemo}}; 401 when signed out and demo mode is off. */
export async function GET(request: Request): Promise<Response> {
  try {
    return accountResponse((await studentOf(request)).account);
  } catch (error) {
    return errorResponse(error);
  }
}
