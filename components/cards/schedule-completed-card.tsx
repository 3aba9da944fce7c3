/** schedule_completed: the confirmed plan is now the schedule; counts say what changed, zero counts stay hidden. */
import type { ScheduleCompletedData } from "@/lib/protocol";
import { Tag } from "@/components/ui/tag";
import { CardShell } from "./card-shell";
import { CheckCircleIcon } from "./icons";

export function ScheduleCompletedCard({ data, seq }: { data: ScheduleCompletedData; seq: number }) {
  const counts = [
    { label: "新建任务类", value: data.created_classes ?? 0, unit: "个" },
    { label: "新增", value: data.placed },
    { label: "调整", value: data.moved },
    { label: "嵌入", value: data.embedded },
    { label: "移出", value: data.removed },
  ].filter((count) => count.value > 0);
  return (
    <div className="block-enter" data-kind="schedule_completed" data-seq={seq}>
      <CardShell accent="emerald" icon={<CheckCircleIcon />} title="日程已更新" aside={<Tag tone="emerald">已写入日程</Tag>}>
        {counts.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="本次变更">
            {counts.map((count) => (
              <li key={count.label}>
                <Tag tone="neutral">
                  {count.label} {count.value} {"unit" in count ? count.unit : "项"}
                </Tag>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-300">没有需要写入的变化。</p>
        )}
      </CardShell>
    </div>
  );
}
