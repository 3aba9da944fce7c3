/**
 * Next.js calls register() once per server before it takes requests (see server/platform/startup.ts). Node.js only: the
 * database drivers do not run on the edge runtime, and `next build` must not open a database.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // First, before the database: requests may already be arriving, and each needs its socket address recorded.
  const { watchRequests } = await import("./server/connection/request-start");
  watchRequests();
  const { startServer } = await import("./server/platform/startup");
  await startServer();
  const [{ prepareConfiguredModel }, { env }] = await Promise.all([import("./server/agent/models"), import("./lib/env")]);
  void prepareConfiguredModel(env());
}
