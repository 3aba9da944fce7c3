import { ICS_BODY_LIMIT } from "@/lib/http/request-guard";
import { PlannerError } from "@/lib/errors";
import { readBody } from "@/server/http";
import { now } from "@/server/clock";
import { route } from "@/server/route";
import { previewIcs } from "@/server/timetable/ics";

export const dynamic = "force-dynamic";

/**
 * The .ics bytes of a multipart upload (field "file") or of a text/calendar (or plain text) body, read within the
 * 2 MB cap: timetable exports are a few hundred KB at most, and anything far larger is not a timetable. Decoding
 * (UTF-8, GB18030, UTF-16) is the ICS layer's: it knows which encodings timetable apps write.
 */
async function readIcsBytes(request: Request): Promise<Uint8Array> {
  const bytes = await readBody(request, ICS_BODY_LIMIT);
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return bytes;
  const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof Blob)) throw new PlannerError("request:invalid", { message: "请上传 .ics 文件（表单字段 file）。" });
  return new Uint8Array(await file.arrayBuffer());
}

/** POST /api/ics/preview: what an import would create and what it cannot map; writes nothing. */
export const POST = route({ body: readIcsBytes }, ({ db, account, body }) => previewIcs(db, account.id, body, now()));
