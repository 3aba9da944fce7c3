"use client";
import type { ModelInfo } from "@/client/api";
import { useModelInfo } from "@/client/use-model-info";

/** Which model answers. The offline model is marked plainly, so nobody takes its replies for a real model's. */
export function ModelBadge({ initial }: { initial: ModelInfo }) {
  const model = useModelInfo(initial);
  const offline = model.kind === "offline";
  return (
    <span
      data-testid="model-badge"
      data-model-kind={model.kind}
      title={offline ? "未配置在线模型，当前由内置离线模型按规则回复" : `当前模型：${model.label}`}
      className={`inline-flex max-w-[13rem] items-center gap-1.5 rounded-full p-0.5 sm:pr-2.5 text-xs font-medium ring-1 ring-inset ${
        offline
          ? "bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800"
          : "bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800"
      }`}
    >
      <span
        className={`shrink-0 rounded-full px-1.5 py-0.5 text-[11px] font-semibold ${
          offline ? "bg-amber-700 text-white" : "bg-emerald-700 text-white"
        }`}
      >
        {offline ? "离线" : "在线"}
      </span>
      {/* On a phone only 离线/在线 shows (the title and screen readers keep the name), so every header tab has room. */}
      <span className="truncate max-sm:sr-only">{model.label}</span>
    </span>
  );
}
