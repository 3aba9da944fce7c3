/** No task yet: say how to add one here and that the assistant can note things too. */
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export function TasksEmpty() {
  return (
    <div
      className="rounded-xl border border-dashed border-zinc-300 px-4 py-8 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-300"
      data-testid="tasks-empty"
    >
      <p className="font-medium text-zinc-800 dark:text-zinc-100">还没有待办</p>
      <p className="mt-2">点「新建待办」写一条，或者回到助手那里随口一说：</p>
      <p className="mt-2">
        <Link href="/" className={`rounded text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${FOCUS_RING}`}>
          对助手说：提醒我周三晚上8点给导师发周报
        </Link>
      </p>
    </div>
  );
}
