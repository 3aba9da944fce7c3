"use client";
/** The proposed changes, task by task: where it was, where it goes, and whether it shares a course's periods. */
import { useState } from "react";
import type { ScheduleChange } from "@/lib/protocol";
import { formatPlacements } from "@/client/format";
import { Tag, type TagTone } from "@/components/ui/tag";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const CHANGE_TEXT: Record<ScheduleChange["change"], { label: string; tone: TagTone }> = {
  place: { label: "新增", tone: "emerald" },
  move: { label: "调整", tone: "sky" },
  unplace: { label: "移出", tone: "rose" },
};

const VISIBLE_CHANGES = 5;

function ChangeRow({ change }: { change: ScheduleChange }) {
  const from = formatPlacements(change.from);
  const to = formatPlacements(change.to);
  const { label, tone } = CHANGE_TEXT[change.change];
  return (
    <li className="py-2" data-testid="change-row">
      <div className="flex items-center gap-2">
        <Tag tone={tone}>{label}</Tag>
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-900 dark:text-zinc-50">{change.review_of !== undefined ? `复习 · ${change.name}` : change.name}</span>
        {change.embedded_in ? <Tag tone="violet">嵌入 {change.embedded_in}</Tag> : null}
      </div>
      <p className="mt-1 text-xs leading-relaxed text-zinc-600 dark:text-zinc-300">
        {from ? <span className={to ? "text-zinc-500 line-through dark:text-zinc-400" : ""}>{from}</span> : null}
        {from && to ? <span aria-label="改为"> → </span> : null}
        {to ? <span>{to}</span> : null}
        {!to && change.change === "unplace" ? <span>（移出日程）</span> : null}
      </p>
    </li>
  );
}

export function ChangeList({ changes }: { changes: readonly ScheduleChange[] }) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? changes : changes.slice(0, VISIBLE_CHANGES);
  const hidden = changes.length - visible.length;
  return (
    <div>
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="变更列表">
        {visible.map((change) => (
          <ChangeRow key={`${change.state_id}-${change.change}`} change={change} />
        ))}
      </ul>
      {changes.length > VISIBLE_CHANGES ? (
        <button
          type="button"
          className={`mt-1 rounded text-xs font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${FOCUS_RING}`}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "收起" : `展开其余 ${hidden} 项`}
        </button>
      ) : null}
    </div>
  );
}
