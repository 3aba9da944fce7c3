/**
 * A visitor's own guest: made on their first page visit (GET /api/auth/guest), limited per address so a script
 * cannot fill the database with them, and reached only through the session cookie it is given.
 */
import { getDb } from "@/db/bootstrap";
import { createGuest } from "@/db/queries/guests";
import { findSessionUser } from "@/db/queries/sessions";
import { PlannerError } from "@/lib/errors";
import { clientAddress } from "../limits/address";
import { consumeLimit } from "../limits/limiter";
import type { SignedIn } from "./accounts";
import { accountOf, guestsEnabled } from "./current-user";
import { sessionTokenFromRequest } from "./session";

/** What the header calls a guest until they register with a name of their own. */
const GUEST_NAME = "同学";

/** Whether the browser already holds a live session (another tab made its guest first, or it signed in). */
export async function hasSession(request: Request, now: Date): Promise<boolean> {
  const token = sessionTokenFromRequest(request);
  return token !== null && (await findSessionUser(await getDb(), token, now)) !== null;
}

/** A new guest with the demo data, signed in; refused when guests are off or the address made too many. */
export async function startGuest(request: Request, now: Date): Promise<SignedIn> {
  if (!guestsEnabled()) throw new PlannerError("auth:required", { message: "请先登录或注册。" });
  const db = await getDb();
  await consumeLimit(db, "guestsPerAddress", clientAddress(request));
  const { user, session } = await createGuest(db, now, GUEST_NAME);
  return { account: accountOf(user), session };
}
