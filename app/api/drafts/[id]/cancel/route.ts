import { cancelDraft } from "@/server/drafts/confirm";
import { errorResponse, json } from "@/server/http";
import { studentOf } from "@/server/student";

export const dynamic = "force-dynamic";

export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { id } = await context.params;
    const { db, account } = await studentOf(request);
    return json(await cancelDraft(db, account.id, id));
  } catch (error) {
    return errorResponse(error);
  }
}
