import type { Metadata } from "next";
import { pageContext } from "@/server/screens/page-context";
import { AppHeader } from "@/components/app-header";
import { TasksView } from "@/components/tasks/tasks-view";

export const metadata: Metadata = { title: "待办 · 学习规划助手" };

// Whose page this is comes from the session cookie, so every request renders afresh.
export const dynamic = "force-dynamic";

export default async function TasksPage() {
  const { user, week, term_outside } = await pageContext("/tasks");

  return (
    <div className="min-h-dvh">
      <AppHeader account={user} week={week} termOutside={term_outside} current="tasks" brandIsHeading={false} className="md:sticky md:top-0 md:z-40" />
      <main className="mx-auto max-w-4xl px-4 py-6">
        <h1 className="mb-4 text-lg font-semibold">待办</h1>
        <TasksView />
      </main>
    </div>
  );
}
