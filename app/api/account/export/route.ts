import { exportOwnData } from "@/server/auth/account-actions";
import { route } from "@/server/route";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/account/export: everything the student owns as one JSON file to download
 * (study-planner-export-YYYY-MM-DD.json, the date in the student's zone). No password hash, session or device
 * tokens, nor the calendar feed's secret token.
 */
export const GET = route({}, async ({ db, account }) => {
  const { filename, data } = await exportOwnData(db, account, now());
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
