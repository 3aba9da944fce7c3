import type { Metadata } from "next";
import { AppHeader } from "@/components/app-header";
import { ProgressView } from "@/components/progress/progress-view";
import { now } from "@/server/clock";
import { pageContext } from "@/server/screens/page-context";
import { progressPageOf } from "@/server/progress/progress-page";

export const metadata: Metadata = { title: "学习进度 · 学习规划助手" };

// Whose page this is comes from the session cookie, so every request renders afresh.
export const dynamic = "force-dynamic";

/** /progress: rendered on the server, charts included (SVG in the HTML, no chart JavaScript in the browser). */
export default async function ProgressPage() {
  const { user, week, term_outside } = await pageContext("/progress");
  const summary = await progressPageOf(user.id, now());
  return (
    <div className="min-h-dvh">
      <AppHeader account={user} week={week} termOutside={term_outside} current="progress" brandIsHeading={false} className="md:sticky md:top-0 md:z-40" />
      <main className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="mb-4 text-lg font-semibold">学习进度</h1>
        <ProgressView summary={summary} />
      </main>
    </div>
  );
}
