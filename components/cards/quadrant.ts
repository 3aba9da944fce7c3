/**
 * Quadrant colours (1 重要且紧急, 2 重要不紧急, 3 简单不重要, 4 复杂不重要). Colour is never the only signal: the label
 * text is always shown beside it, and every tone keeps AA contrast in light and dark.
 */
import type { TagTone } from "@/components/ui/tag";

const QUADRANT_TONES: Record<number, TagTone> = { 1: "rose", 2: "amber", 3: "sky", 4: "violet" };

export function quadrantTone(priorityGroup: number | undefined): TagTone {
  return priorityGroup === undefined ? "neutral" : (QUADRANT_TONES[priorityGroup] ?? "neutral");
}
