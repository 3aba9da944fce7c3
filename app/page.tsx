import Link from "next/link";
import { getDb } from "@/db/client";
import { loadTerm, localDate } from "@/db/queries/terms";
import { termPosition } from "@/lib/schedule/indexing";
import { currentModel } from "@/lib/server/agent-runtime";
import { getCurrentUser } from "@/lib/server/current-user";
import { AssistantPanel } from "@/components/chat/assistant-panel";
import { ModelBadge } from "@/components/chat/model-badge";
import { Workspace } from "@/components/chat/workspace";
import { SchedulePanel } from "@/components/schedule/schedule-panel";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const db = await getDb();
  const user = await getCurrentUser(db);
  const term = await loadTerm(db, user.id);
  const position = term ? termPosition(term, localDate(new Date(), term.timezone)) : null;
  // The same source /api/model answers from; read here so the badge is right on the first paint.
  const { kind, label } = currentModel();

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex shrink-0 items-center gap-3 border-b border-zinc-200 bg-white px-4 py-2.5 dark:border-zinc-800 dark:bg-zinc-900">
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-indigo-600 text-sm font-bold text-white dark:bg-indigo-500">
          学
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold leading-tight">学习规划助手</h1>
          <p className="truncate text-xs text-zinc-500 dark:text-zinc-400" data-testid="student">
            {user.name}
            {position ? ` · 第${position.week}周` : ""}
          </p>
        </div>
        <ModelBadge initial={{ kind, label }} />
        <Link href="/settings" className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-zinc-600 outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white">
          设置
        </Link>
      </header>
      <main className="flex min-h-0 flex-1 flex-col">
        <Workspace assistant={<AssistantPanel />} schedule={<SchedulePanel />} />
      </main>
    </div>
  );
}
