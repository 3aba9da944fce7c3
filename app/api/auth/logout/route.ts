import { signOutBrowser } from "@/server/auth/browser";
import { publicRoute } from "@/server/route";
import { signedOutResponse } from "../respond";

export const dynamic = "force-dynamic";

/** POST /api/auth/logout: ends the session (the token stops working at once) and clears the cookie. */
export const POST = publicRoute({}, async ({ request }) => {
  await signOutBrowser(request);
  return signedOutResponse(request);
});
