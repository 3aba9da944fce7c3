import { cancelDraft } from "@/server/drafts/confirm";
import { errorResponse, json, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { draftParamsSchema } from "../../schema";

export const dynamic = "force-dynamic";

export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, draftParamsSchema, "draft:not_found");
    return json(await cancelDraft(db, account.id, id));
  } catch (error) {
    return errorResponse(error, request);
  }
}
