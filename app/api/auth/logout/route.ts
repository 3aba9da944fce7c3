import { errorResponse } from "@/server/http";
import { signOutBrowser } from "@/server/auth/browser";
import { signedOutResponse } from "../respond";

export const dynamic = "force-dynamic";

/** POST /api/auth/logout: ends the session (the token stops working at once) and clears the cookie. */
export async function POST(request: Request): Promise<Response> {
  try {
    await signOutBrowser(request);
    return signedOutResponse(request);
  } catch (error) {
    return errorResponse(error);
  }
}
