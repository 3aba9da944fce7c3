/**
 * What the auth routes do for one browser: sign up or sign in (ending the session it presented before, so only the
 * new token works) and sign out (the presented token stops working at once). No current student is needed. The
 * browser's cookies and address are read here, once, into the credentials server/auth/accounts.ts works with.
 */
import { getDb } from "@/db/bootstrap";
import { deleteSession } from "@/db/queries/sessions";
import type { LoginInput, SignupInput } from "@/lib/protocol/auth";
import { clientAddress } from "../limits/address";
import { signIn, signUp, type BrowserCredentials, type SignedIn } from "./accounts";
import { deviceTokensFromRequest, sessionTokenFromRequest } from "./session";

export function credentialsOf(request: Request): BrowserCredentials {
  return { sessionToken: sessionTokenFromRequest(request), deviceTokens: deviceTokensFromRequest(request), address: clientAddress(request) };
}

export async function signUpBrowser(request: Request, input: SignupInput, now: Date): Promise<SignedIn> {
  return signUp(await getDb(), input, now, credentialsOf(request));
}

export async function signInBrowser(request: Request, input: LoginInput, now: Date): Promise<SignedIn> {
  return signIn(await getDb(), input, now, credentialsOf(request));
}

/** Deletes the session the browser presented, if any; clearing the cookie is the route's part. */
export async function signOutBrowser(request: Request): Promise<void> {
  const token = sessionTokenFromRequest(request);
  if (token) await deleteSession(await getDb(), token);
}
