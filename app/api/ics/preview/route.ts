import { badRequest, errorResponse, json } from "@/server/http";
import { studentOf } from "@/server/student";
import { previewIcs } from "@/server/timetable/ics";

export const dynamic = "force-dynamic";

/** Timetable exports are a few hundred KB at most; anything far larger is not a timetable. */
const MAX_BYTES = 2 * 1024 * 1024;

/** The .ics text of a multipart upload (field "file") or of a text/calendar (or plain text) body. */
async function readIcsText(request: Request): Promise<string | Response> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) return badRequest("文件太大了，课表文件不应超过 2 MB。");
  const type = request.headers.get("content-type") ?? "";
  let text: string;
  if (type.startsWith("multipart/form-data")) {
    const file = (await request.formData()).get("file");
    if (!(file instanceof Blob)) return badRequest("请上传 .ics 文件（表单字段 file）。");
    text = await file.text();
  } else {
    text = await request.text();
  }
  if (text.length > MAX_BYTES) return badRequest("文件太大了，课表文件不应超过 2 MB。");
  if (!text.trim()) return badRequest("上传的文件是空的。");
  return text;
}

/** POST /api/ics/preview: what an import would create and what it cannot map; writes nothing. */
export async function POST(request: Request): Promise<Response> {
  try {
    const text = await readIcsText(request);
    if (text instanceof Response) return text;
    const { db, account } = await studentOf(request);
    return json(await previewIcs(db, account.id, text));
  } catch (error) {
    return errorResponse(error);
  }
}
