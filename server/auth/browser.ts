/**
 * What the auth routes do for one browser: sign up or sign in (ending the session it presented before, so only the
 * new token works) and sign out (the presented token stops working at once). No current student is needed.
 */
import { getDb } from "@/db/bootstrap";
import { deleteSession } from "@/db/queries/sessions";
import type { LoginInput, SignupInput } from "@/lib/protocol/auth";
import { signIn, signUp, type SignedIn } from "./accounts";
import { sessionTokenFromRequest } from "./session";

export async function signUpBrowser(request: Request, input: SignupInput, now: Date): Promise<SignedIn> {
  return signUp(await getDb(), input, now, sessionTokenFromRequest(request));
}

export async function signInBrowser(request: Request, input: LoginInput, now: Date): Promise<SignedIn> {
  return signIn(await getDb(), input, now, sessionTokenFromRequest(request));
}

/** Deletes the session the browser presented, if any; clearing the cookie is the route's part. */
export async function signOutBrowser(request: Request): Promise<void> {
  const token = sessionTokenFromRequest(request);
  if (token) await deleteSession(await getDb(), token);
}
