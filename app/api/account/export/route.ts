import { errorResponse } from "@/server/http";
import { exportOwnData } from "@/server/auth/account-actions";
import { studentOf } from "@/server/student";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/account/export: everything the student owns as one JSON file to download
 * (study-planner-export-YYYY-MM-DD.json, the date in the student's zone). No password hash, session or device
 * tokens, nor the calendar feed's secret token.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { filename, data } = await exportOwnData(db, account, now());
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
