import { errorResponse } from "@/server/http";
import { studentOf } from "@/server/student";
import { accountResponse } from "../respond";

export const dynamic = "force-dynamic";

/** GET /api/auth/me: {user: {id, name, username, isGuest}}; 401 without a session (pages give visitors a guest first). */
export async function GET(request: Request): Promise<Response> {
  try {
    return accountResponse((await studentOf(request)).account);
  } catch (error) {
    return errorResponse(error);
  }
}
