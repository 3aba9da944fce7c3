import { errorResponse } from "@/server/http";
import { signUpBrowser } from "@/server/auth/browser";
import { parseAuthBody, signedInResponse } from "../respond";
import { signupSchema } from "@/lib/protocol/auth";
import { now as readClock } from "@/server/clock";

export const dynamic = "force-dynamic";

/** POST /api/auth/signup {username, name, password, timezone?}: a new student with a default term, signed in. */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await parseAuthBody(request, signupSchema);
    if (!body.ok) return body.response;
    const now = readClock();
    return signedInResponse(request, await signUpBrowser(request, body.data, now), now, 201);
  } catch (error) {
    return errorResponse(error);
  }
}
