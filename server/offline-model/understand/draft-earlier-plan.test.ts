/**
 * After one block of a proposed plan was moved, the plan is still the one proposed a turn back: its other blocks can be
 * pointed at, and the block moved can be put back where the plan first put it.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const WEEK: UserTurn = {
  text: "把线代复习排到下周",
  said: "已生成方案，请在卡片上确认：行列式 → 12月7日 周一 14:00–15:40；矩阵运算 → 12月8日 周二 19:00–20:40；向量组与线性相关 → 12月10日 周四 16:00起3节；特征值与对角化 → 12月11日 周五 08:00–09:40；期末真题（限时） → 12月12日 周六 14:00–17:40。",
};
const MOVED: UserTurn = { text: "矩阵挪到周三下午两点", said: "好的，已经改在方案里了：矩阵运算 → 12月9日 周三 14:00–15:40，确认后写入日程。" };

const ROWS: FollowUpRow[] = [
  {
    family: "another block of the plan pointed at after one was moved",
    examples: [
      { before: [WEEK, MOVED], text: "那行列式挪到周二晚上七点，刚空出来那块", readAs: "把12月7日14:00那块行列式挪到12月8日晚上七点" },
      { before: [WEEK, MOVED], text: "真题和向量组换一下", readAs: "把12月12日14:00那块期末真题（限时）和12月10日16:00那块向量组与线性相关对调一下" },
    ],
    counterexamples: [],
  },
  {
    family: "the block just moved, back where the plan first put it",
    examples: [
      { before: [WEEK, MOVED], text: "想想还是原来周二晚上那个时间好，挪回去", readAs: "把12月9日14:00那块矩阵运算挪到12月8日19:00" },
      { before: [WEEK, MOVED], text: "算了，放回原来的位置吧", readAs: "把12月9日14:00那块矩阵运算挪到12月8日19:00" },
    ],
    // A weekday the block never had is no way back.
    counterexamples: [{ before: [WEEK, MOVED], text: "还是原来周五那个位置好，放回去" }],
  },
];

describeFollowUpRows("a plan with one block moved", ROWS);
