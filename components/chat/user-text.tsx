import type { TimelineEvent } from "@/lib/protocol";

/** The student's message, right-aligned; its width cap (85 % of the timeline) is on the timeline's list item. */
export function UserText({ event }: { event: TimelineEvent }) {
  return (
    <div className="block-enter flex justify-end" data-kind="user_text" data-seq={event.seq}>
      <p className="whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-indigo-600 px-3.5 py-2 text-[15px] leading-relaxed text-white dark:bg-indigo-500">
        {event.content}
      </p>
    </div>
  );
}
