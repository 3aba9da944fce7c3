import { cancelDraft } from "@/server/schedule/confirm";
import { route } from "@/server/route";
import { draftParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

/** POST /api/drafts/:id/cancel: discards the draft (the card's 取消). */
export const POST = route({ params: draftParamsSchema, notFound: "draft:not_found" }, ({ db, account, params }) => cancelDraft(db, account.id, params.id));
