import { route } from "@/server/route";
import { accountResponse } from "../respond";

export const dynamic = "force-dynamic";

/** GET /api/auth/me: {user: {id, name, username, isGuest}}; 401 without a session (pages give visitors a guest first). */
export const GET = route({}, ({ account }) => accountResponse(account));
