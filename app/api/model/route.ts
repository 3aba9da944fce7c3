import { currentModel } from "@/server/agent/runtime";
import { json } from "@/server/http";

export const dynamic = "force-dynamic";

/** Which model answers, so the UI can say so and nobody mistakes the offline model for a real one. */
export function GET(): Response {
  const model = currentModel();
  return json({ kind: model.kind, label: model.label });
}
