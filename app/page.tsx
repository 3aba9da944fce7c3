import { currentModel } from "@/server/agent/runtime";
import { homeScreen } from "@/server/screens/home-screen";
import { pagePath } from "@/lib/http/page-path";
import { conversationIdFromSearch } from "@/client/conversation-url";
import { AppHeader } from "@/components/app-header";
import { AssistantPanel } from "@/components/chat/assistant-panel";
import { ModelBadge } from "@/components/chat/model-badge";
import { Workspace } from "@/components/chat/workspace";
import { SchedulePanel } from "@/components/schedule/schedule-panel";
import { DailyCheckinCard } from "@/components/checkin/daily-checkin-card";
import { TodayPanel } from "@/components/checkin/today-panel";
import { DueSoonNotice } from "@/components/reminders/due-soon-notice";

export const dynamic = "force-dynamic";

/**
 * The assistant and the week, rendered on the server with the student's data: the open conversation's timeline and
 * the conversation list reach the client components as their initial state, and the current week is handed to the
 * grid, so the first screen needs no request of its own; the browser takes over for streaming.
 */
export default async function HomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { c } = params;
  const requested = typeof c === "string" ? conversationIdFromSearch(`?c=${encodeURIComponent(c)}`) : undefined;
  const { user, week, term_outside, conversations, opened, week_view } = await homeScreen(requested, pagePath("/", params));
  // The same source /api/model answers from; read here so the badge is right on the first paint.
  const { kind, label } = currentModel();
  // Clock times of 今天 and the check-in card are read in the term's zone (the server's default without a term).
  const timeZone = week_view?.term.timezone ?? "Asia/Shanghai";

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
        termOutside={term_outside}
        current="assistant"
        modelBadge={<ModelBadge initial={{ kind, label }} />}
        className="shrink-0"
      />
      <main className="flex min-h-0 flex-1 flex-col">
        <DueSoonNotice timeZone={timeZone} />
        <Workspace
          assistant={
            <div className="flex min-h-0 flex-1 flex-col">
              <DailyCheckinCard timeZone={timeZone} />
              <div className="min-h-0 flex-1">
                <AssistantPanel initial={{ conversations, opened }} />
              </div>
            </div>
          }
          schedule={<SchedulePanel initialView={week_view} />}
          today={<TodayPanel timeZone={timeZone} />}
        />
      </main>
    </div>
  );
}
