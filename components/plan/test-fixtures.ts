/** Answers /api/task-classes gives (shapes from app/api/task-classes/routes.test.ts), for stubbing fetch. */
import type { StudyPlan, TaskClass, TaskItem } from "@/lib/client/task-classes-api";

export const TERM_RANGE = { start_date: "2026-09-07", end_date: "2027-01-10", timezone: "Asia/Shanghai" };

export function item(id: number, order: number, content: string, placed = false): TaskItem {
  return {
    id,
    order,
    content,
    duration: 2,
    status: placed ? "applied" : "pending",
    // Wednesday 2026-12-02, periods 7-8.
    placed_at: placed ? { week: 13, day_of_week: 3, section_start: 7, section_end: 8, date: "2026-12-02", embedded: false } : null,
  };
}

export const PROBABILITY: TaskClass = {
  id: 7,
  name: "概率论复习",
  mode: "auto",
  start_date: "2026-11-30",
  end_date: "2026-12-13",
  strategy: "rapid",
  allow_filler_course: false,
  excluded_slots: [1, 6],
  total_slots: 6,
  items: [item(71, 1, "第一章 随机事件", true), item(72, 2, "第二章 随机变量"), item(73, 3, "第三章 多维随机变量")],
};

export function planAnswer(taskClasses: TaskClass[]): StudyPlan {
  return { task_classes: taskClasses, term: TERM_RANGE, today: "2026-11-30" };
}

/** The class with its items in the order of `ids`, renumbered, as the order endpoint answers. */
export function reordered(taskClass: TaskClass, ids: number[]): TaskClass {
  const byId = new Map(taskClass.items.map((entry) => [entry.id, entry]));
  return { ...taskClass, items: ids.map((id, index) => ({ ...byId.get(id)!, order: index + 1 })) };
}
