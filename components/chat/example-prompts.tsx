import { FOCUS_RING } from "@/components/ui/focus-ring";

const EXAMPLE_PROMPTS = [
  "提醒我周三晚上8点给导师发周报",
  "还有哪些离散数学的任务没做？",
  "帮我把这周的复习排进空闲时间",
  "线性代数复习，4章，每章2节",
] as const;

const HINTS = ["随口记", "查任务", "排日程", "建计划"] as const;

/** Shown on an empty conversation: one click sends the example. */
export function ExamplePrompts({ onPick, disabled }: { onPick: (text: string) => void; disabled: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-8 text-center" data-testid="empty-conversation">
      <p className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">今天想安排点什么？</p>
      <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">记提醒、查任务、建学习计划、把复习排进空闲时间，都可以直接说。</p>
      <ul className="mt-5 grid w-full gap-2 sm:grid-cols-2" aria-label="示例问题">
        {EXAMPLE_PROMPTS.map((prompt, index) => (
          <li key={prompt}>
            <button
              type="button"
              data-testid="example-prompt"
              disabled={disabled}
              onClick={() => onPick(prompt)}
              className={`h-full w-full rounded-xl border border-zinc-200 bg-white px-3 py-2.5 text-left text-sm text-zinc-700 transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 disabled:opacity-50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-indigo-700 dark:hover:bg-indigo-950/40 ${FOCUS_RING}`}
            >
              <span className="mb-0.5 block text-xs font-medium text-indigo-600 dark:text-indigo-400">{HINTS[index]}</span>
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
