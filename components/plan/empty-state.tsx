/** What a student without task classes sees: what a task class is, the button to make one, and the assistant's way. */
import { Button } from "@/components/ui/button";

export function EmptyPlan({ onCreate }: { onCreate: () => void }) {
  return (
    <section data-testid="plan-empty" aria-labelledby="plan-empty-title" className="rounded-xl border border-dashed border-zinc-300 bg-white px-5 py-8 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <h2 id="plan-empty-title" className="text-base font-semibold">
        还没有任务类
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        任务类是一组按顺序完成的学习任务，比如一门课的期末复习：给它一个日期范围，列出每一章要花几节课，助手就会按顺序把它们排进你的空闲时间。
      </p>
      <Button variant="primary" className="mt-5" onClick={onCreate} data-testid="plan-new-class">
        ＋ 新建任务类
      </Button>
      <p className="mt-4 text-xs text-zinc-500 dark:text-zinc-400">
        也可以直接对助手说：<q className="text-zinc-700 dark:text-zinc-300">概率论复习，5章，每章2节</q>
      </p>
    </section>
  );
}
