import { checkHealth } from "@/server/platform/health";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 when the database answers, 503 when it does not. No session needed, never cached. */
export async function GET(): Promise<Response> {
  const report = await checkHealth();
  return Response.json(report, { status: report.ok ? 200 : 503, headers: { "cache-control": "no-store" } });
}
