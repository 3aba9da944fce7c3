import { currentModel } from "@/server/agent/runtime";
import { pageContext } from "@/server/page-context";
import { AppHeader } from "@/components/app-header";
import { AssistantPanel } from "@/components/chat/assistant-panel";
import { ModelBadge } from "@/components/chat/model-badge";
import { Workspace } from "@/components/chat/workspace";
import { SchedulePanel } from "@/components/schedule/schedule-panel";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const { user, week } = await pageContext("/");
  // The same source /api/model answers from; read here so the badge is right on the first paint.
  const { kind, label } = currentModel();

  return (
    <div className="flex h-dvh flex-col">
      {/* The first Tab stop: straight to the composer, past the header and the conversation. */}
      <a
        href="#composer-input"
        data-testid="skip-to-composer"
        className="sr-only rounded-lg bg-indigo-700 px-3 py-2 text-sm font-medium text-white shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:outline-none focus:ring-2 focus:ring-indigo-300"
      >
        跳到输入框
      </a>
      <AppHeader
        account={user}
        week={week}
        current="assistant"
        modelBadge={<ModelBadge initial={{ kind, label }} />}
        className="shrink-0"
      />
      <main className="flex min-h-0 flex-1 flex-col">
        <Workspace assistant={<AssistantPanel />} schedule={<SchedulePanel />} />
      </main>
    </div>
  );
}
