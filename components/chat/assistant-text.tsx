/** The assistant's words as they stream, with the model's reasoning folded away above them when there is any. */
import type { TimelineEvent } from "@/lib/protocol";
import { Chevron } from "@/components/ui/chevron";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export function AssistantText({ event, live }: { event: TimelineEvent; live: boolean }) {
  const reasoning = event.payload.reasoning_content;
  return (
    <div className="block-enter" data-kind="assistant_text" data-seq={event.seq}>
      {reasoning ? (
        <details className="group mb-1.5">
          <summary
            className={`inline-flex cursor-pointer list-none items-center gap-1 rounded text-xs text-zinc-500 hover:text-zinc-700 dark:text-zinc-400 dark:hover:text-zinc-200 ${FOCUS_RING}`}
          >
            <Chevron />
            {live && event.content === "" ? "正在思考…" : "思考过程"}
          </summary>
          <p className="mt-1.5 whitespace-pre-wrap border-l-2 border-zinc-200 pl-3 text-xs leading-relaxed text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
            {reasoning}
          </p>
        </details>
      ) : null}
      {event.content !== "" ? (
        <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-zinc-800 dark:text-zinc-100">
          {event.content}
          {live ? <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse bg-zinc-400 motion-reduce:animate-none" /> : null}
        </p>
      ) : null}
    </div>
  );
}
