/**
 * What the review planner (planner/reviews.ts) did, in the student's words: class and item names quoted 「…」, days
 * as the caller labels them (the agent tool: the date and weekday, dayInWords in student-words.ts), never an id.
 */
import { FINAL_REVIEW_DAYS, type DroppedReview, type ReviewPlan } from "./planner/reviews";
import { quoted } from "../protocol/record-text";

/** How a window day is said: "第9天" by default; the agent tool passes the date and weekday ("12月5日周六"). */
export type DayLabel = (day: number) => string;

const WINDOW_DAY: DayLabel = (day) => `第${day}天`;

/** "「第1章」第9天、「第2章」第10天". */
function droppedList(dropped: readonly DroppedReview[], dayLabel: DayLabel): string {
  return dropped.map((review) => `${quoted(review.item.task.name)}${dayLabel(review.target_day)}`).join("、");
}

export function reviewLines(plan: ReviewPlan, dayLabel: DayLabel = WINDOW_DAY): string[] {
  const lines: string[] = [];
  const classes = new Map<string, { placed: number; items: Set<number>; dropped: DroppedReview[] }>();
  const entry = (name: string) => {
    let found = classes.get(name);
    if (!found) {
      found = { placed: 0, items: new Set(), dropped: [] };
      classes.set(name, found);
    }
    return found;
  };
  for (const review of plan.reviews) {
    const found = entry(review.item.taskClass.name);
    found.placed++;
    found.items.add(review.item.item_id);
  }
  for (const review of plan.dropped) entry(review.item.taskClass.name).dropped.push(review);
  for (const [name, found] of classes) {
    if (found.placed > 0) {
      lines.push(
        `复习：${quoted(name)}为${found.items.size}项内容安排了${found.placed}次复习（每次1节，间隔逐渐拉长，最后一次在考前${FINAL_REVIEW_DAYS}天内）。`,
      );
    }
    const finals = found.dropped.filter((review) => review.role === "final");
    const others = found.dropped.filter((review) => review.role !== "final");
    if (others.length > 0) {
      lines.push(`时间紧，${quoted(name)}的复习做了压缩，略去了：${droppedList(others, dayLabel)}的复习（优先保留考前${FINAL_REVIEW_DAYS}天内的最后一次复习）。`);
    }
    if (finals.length > 0) {
      lines.push(`${quoted(name)}考前${FINAL_REVIEW_DAYS}天内已没有空闲时段，没能安排考前复习：${droppedList(finals, dayLabel)}。`);
    }
  }
  return lines;
}
