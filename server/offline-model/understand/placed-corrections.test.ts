/**
 * The wrong thing placed ("不是集合，我说的是函数与等价关系放那儿"): taken off, and the one meant put where the
 * placement asked, as one request in two parts. A correction of anything but a placed name stands on its own.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const PLACED: UserTurn = { text: "把图的遍历放到周五晚上七点", said: "已预排：图的遍历 → 12月4日 周五 19:00–20:40，确认后写入日程。" };
const MOVED: UserTurn = { text: "线性回归那块挪到周六上午", said: "好的，已经改在方案里了，确认后写入日程。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the wrong thing placed, the one meant put there instead",
    examples: [
      { before: [PLACED], text: "不是图的遍历，我说的是最短路径放那儿", readAs: "图的遍历先拿掉；另外把最短路径放到周五晚上七点" },
      { before: [PLACED], text: "不是遍历，是最小生成树", readAs: "图的遍历先拿掉；另外把最小生成树放到周五晚上七点" },
      { before: [PLACED], text: "不对，不是图的遍历，应该是拓扑排序", readAs: "图的遍历先拿掉；另外把拓扑排序放到周五晚上七点" },
      {
        before: [MOVED],
        text: "不是线性回归，我说的是逻辑回归排那儿",
        readAs: "线性回归先拿掉；另外逻辑回归那块挪到周六上午",
        intent: { family: "compound" },
      },
    ],
    counterexamples: [
      // The wrong word is no part of what was placed.
      { before: [PLACED], text: "不是数据库，我说的是操作系统" },
      { before: [PLACED], text: "不是线代，是高数" },
    ],
  },
];

describeFollowUpRows("a placed block corrected", ROWS);
