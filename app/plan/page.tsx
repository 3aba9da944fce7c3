import type { Metadata } from "next";
import { pageContext } from "@/server/screens/page-context";
import { AppHeader } from "@/components/app-header";
import { PlanView } from "@/components/plan/plan-view";

export const metadata: Metadata = { title: "学习计划 · 学习规划助手" };

// Whose page this is comes from the session cookie, so every request renders afresh.
export const dynamic = "force-dynamic";

export default async function PlanPage() {
  const { user, week, term_outside } = await pageContext("/plan");

  return (
    <div className="min-h-dvh">
      <AppHeader account={user} week={week} termOutside={term_outside} current="plan" brandIsHeading={false} className="md:sticky md:top-0 md:z-40" />
      <main className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="mb-4 text-lg font-semibold">学习计划</h1>
        <PlanView />
      </main>
    </div>
  );
}
