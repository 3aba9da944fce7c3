import { signUpBrowser } from "@/server/auth/browser";
import { publicRoute } from "@/server/route";
import { authBody, signedInResponse } from "../respond";
import { signupSchema } from "@/lib/protocol/auth";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/** POST /api/auth/signup {username, name, password, timezone?}: a new student with a default term, signed in. */
export const POST = publicRoute({ body: authBody(signupSchema) }, async ({ request, body }) => {
  const now = readClock();
  return signedInResponse(request, await signUpBrowser(request, body, now), now, 201);
});
