import { ICS_BODY_LIMIT } from "@/lib/http/request-guard";
import { PlannerError } from "@/lib/errors";
import { assertSafeText, decodeUtf8, errorResponse, json, readBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { previewIcs } from "@/server/timetable/ics";

export const dynamic = "force-dynamic";

/**
 * The .ics text of a multipart upload (field "file") or of a text/calendar (or plain text) body, read within the
 * 2 MB cap: timetable exports are a few hundred KB at most, and anything far larger is not a timetable.
 */
async function readIcsText(request: Request): Promise<string> {
  const bytes = await readBody(request, ICS_BODY_LIMIT);
  const type = request.headers.get("content-type") ?? "";
  let text: string;
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof Blob)) throw new PlannerError("request:invalid", { message: "请上传 .ics 文件（表单字段 file）。" });
    text = decodeUtf8(new Uint8Array(await file.arrayBuffer()), "上传的文件");
  } else {
    text = decodeUtf8(bytes, "上传的文件");
  }
  if (!text.trim()) throw new PlannerError("request:invalid", { message: "上传的文件是空的。" });
  assertSafeText({ file: text });
  return text;
}

/** POST /api/ics/preview: what an import would create and what it cannot map; writes nothing. */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json(await previewIcs(db, account.id, await readIcsText(request)));
  } catch (error) {
    return errorResponse(error, request);
  }
}
