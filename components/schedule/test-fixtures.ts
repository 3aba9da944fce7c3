/** A hand-built week for component tests: week 13 of a term that starts on Monday 2026-01-26. */
import type { WeekBlock, WeekView } from "@/db/queries/week-view";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";

export function weekBlock(overrides: Partial<WeekBlock> & Pick<WeekBlock, "id" | "kind" | "name" | "day_of_week" | "slot_start" | "slot_end">): WeekBlock {
  return {
    category: overrides.kind === "course" ? "课程" : "离散数学期末复习",
    date: `2026-04-${String(19 + overrides.day_of_week).padStart(2, "0")}`,
    location: null,
    locked: false,
    can_embed: false,
    event_id: null,
    item_id: null,
    ...overrides,
  };
}

export const MATH = weekBlock({ id: "course-1-3-1", kind: "course", name: "高等数学", day_of_week: 3, slot_start: 1, slot_end: 2, locked: true, location: "教一楼101", event_id: 1 });
export const POLITICS = weekBlock({ id: "course-6-3-3", kind: "course", name: "思想政治", day_of_week: 3, slot_start: 3, slot_end: 4, can_embed: true, location: "教三楼大阶梯", event_id: 6 });
export const GUEST = weekBlock({
  id: "embedded-20-3-3",
  kind: "embedded",
  name: "第一章 随机事件与概率",
  category: "概率论复习",
  day_of_week: 3,
  slot_start: 3,
  slot_end: 4,
  location: "教三楼大阶梯",
  item_id: 20,
  host_block_id: POLITICS.id,
  host_name: "思想政治",
});
export const PROGRAMMING = weekBlock({ id: "course-5-2-9", kind: "course", name: "程序设计", day_of_week: 2, slot_start: 9, slot_end: 12, locked: true, location: "计算机楼机房3", event_id: 5 });
export const STUDY = weekBlock({ id: "study-30-3-7", kind: "study", name: "谓词逻辑与推理理论", day_of_week: 3, slot_start: 7, slot_end: 8, event_id: 30, item_id: 12 });
export const DRAFT_PLACE = weekBlock({ id: "draft-25-4-5", kind: "draft", name: "集合与二元关系", day_of_week: 4, slot_start: 5, slot_end: 6, item_id: 13, change: "place" });

export function weekView(blocks: WeekBlock[], overrides: Partial<WeekView> = {}): WeekView {
  return {
    term: { start_date: "2026-01-26", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai", current_week: 13 },
    week: 13,
    today: "2026-04-22",
    days: Array.from({ length: 7 }, (_, index) => ({ day_of_week: index + 1, date: `2026-04-${20 + index}` })),
    blocks,
    draft: null,
    ...overrides,
  };
}
