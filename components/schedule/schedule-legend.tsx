/** What the block styles mean; the same surfaces as the blocks themselves. */
import { blockSurface } from "./block-style";
import { outcomeLabel } from "@/components/checkin/format";
import { BLOCK_OUTCOMES } from "@/lib/protocol/checkins";
import { LockIcon, OutcomeIcon } from "./icons";

const SAMPLE = { name: "固定课程", locked: true, can_embed: false, event_id: 0 };

export function ScheduleLegend() {
  const swatch = "inline-block h-3 w-4 rounded-sm";
  return (
    <ul aria-label="图例" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      <li className="flex items-center gap-1.5">
        <span className={`${swatch} border-l-4 ${blockSurface({ kind: "course", ...SAMPLE })}`} />
        <LockIcon />
        固定课程
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`${swatch} border-l-4 ${blockSurface({ kind: "course", name: "", locked: false, can_embed: true })}`} />
        可嵌入课程
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`${swatch} border-l-4 ${blockSurface({ kind: "study", ...SAMPLE })}`} />
        自习
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`${swatch} border border-l-4 ${blockSurface({ kind: "embedded", ...SAMPLE })}`} />
        嵌入课程中
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`${swatch} ${blockSurface({ kind: "draft", ...SAMPLE })}`} />
        待确认
      </li>
      {/* What a begun study block says about itself: the same word and mark as on the block. */}
      {BLOCK_OUTCOMES.map((outcome) => (
        <li key={outcome} className="flex items-center gap-1">
          <OutcomeIcon outcome={outcome} className="size-3" />
          {outcomeLabel(outcome)}
        </li>
      ))}
    </ul>
  );
}
