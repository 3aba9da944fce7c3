/**
 * A whole plan over a week pushed a week later because that week is too full (round 37, A): planned again in the week
 * after, not each block moved by seven days. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const NEXT_WEEK: UserTurn = {
  text: "把离散复习排到下周",
  said: "已生成方案，请在卡片上确认：集合与二元关系 → 12月7日 周一 16:00–17:40；函数与等价关系 → 12月8日 周二 16:00–17:40；树与最小生成树 → 12月10日 周四 19:00–20:40。",
};
const THIS_WEEK: UserTurn = {
  text: "线代复习这周帮我排一下",
  said: "已生成方案，请在卡片上确认：矩阵 → 12月2日 周三 16:00–17:40；行列式 → 12月3日 周四 19:00–20:40。",
};

describe("the whole plan a week later, the week being too full", () => {
  test.each([
    [NEXT_WEEK, "不行 下周太满了 整体往后推一周", "把离散复习排到下下周"],
    [NEXT_WEEK, "下周事情太多了，全部推迟一周吧", "把离散复习排到下下周"],
    [NEXT_WEEK, "算了下周要出差，都往后挪一个星期", "把离散复习排到下下周"],
    [THIS_WEEK, "这周排不下了，整体顺延一周", "线代复习下周帮我排一下"],
  ])("%s", (before, text, read) => {
    expect(readAs([before], text)).toBe(read);
  });

  test.each([
    // Days, not a week: the blocks are moved.
    "下周太满了，整体往后推两天",
    // No reason: the blocks pushed along as they are (draft-follow-ups.ts).
    "整体往后推一周",
    // One block named: that block moved.
    "下周太满了，把树那块往后推一周",
  ])("near miss: %s is no new plan", (text) => {
    expect(readAs([NEXT_WEEK], text)).not.toBe("把离散复习排到下下周");
  });
});
