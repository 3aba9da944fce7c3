import { getDb } from "@/db/client";
import { loadTerm, localDate } from "@/db/queries/terms";
import { getCurrentUser } from "@/lib/server/current-user";
import { termPosition } from "@/lib/schedule/indexing";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const db = await getDb();
  const user = await getCurrentUser(db);
  const term = await loadTerm(db, user.id);
  const position = term ? termPosition(term, localDate(new Date(), term.timezone)) : null;
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-2xl font-semibold">学习规划助手</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400" data-testid="student">
        {user.name}
        {position ? ` · 第${position.week}周` : ""}
      </p>
    </main>
  );
}
