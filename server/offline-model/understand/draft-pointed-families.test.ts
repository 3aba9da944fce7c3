/**
 * Follow-ups to a plan just proposed that point at its blocks in ways the plan's own words allow: a name then the
 * weekday it was put on ("期末真题周六那个"), the periods it runs ("向量组那三节"), the day and time it moves from
 * ("矩阵从周二晚上换到…"); a block named with why, then only where it goes ("特征值不想放周五，周四晚上吧"); a swap with
 * the pair said as 那俩 or the other named after 跟; a block dropped while the rest is said to stay; a to-do added in.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

/** A plan over next week (12月7日 is a Monday). */
const WEEK: UserTurn = {
  text: "把线代复习排到下周",
  said: "已生成方案，请在卡片上确认：行列式 → 12月7日 周一 14:00–15:40；矩阵运算 → 12月8日 周二 19:00–20:40；向量组与线性相关 → 12月10日 周四 16:00起3节；特征值与对角化 → 12月11日 周五 08:00–09:40；期末真题（限时） → 12月12日 周六 14:00–17:40。",
};

const ROWS: FollowUpRow[] = [
  {
    family: "a block pointed at by its name and weekday, its periods, or where it moves from",
    examples: [
      { before: [WEEK], text: "期末真题周六那个我有事，挪到周日上午", readAs: "把12月12日14:00那块期末真题（限时）挪到12月13日上午" },
      { before: [WEEK], text: "向量组那三节挪到周三下午两点", readAs: "把12月10日16:00那块向量组与线性相关挪到12月9日下午两点" },
      { before: [WEEK], text: "矩阵从周二晚上换到同一天下午，四点开始", readAs: "把12月8日19:00那块矩阵运算挪到12月8日下午四点" },
      { before: [WEEK], text: "特征值周五那个往后放到周六上午", readAs: "把12月11日08:00那块特征值与对角化挪到12月12日上午" },
    ],
    counterexamples: [{ before: [WEEK], text: "矩阵周二那个我还没看" }],
  },
  {
    family: "a block named with why, then only where it goes",
    examples: [
      { before: [WEEK], text: "特征值不想放周五，周四晚上吧", readAs: "把12月11日08:00那块特征值与对角化挪到12月10日晚上" },
      { before: [WEEK], text: "周五早八那个我起不来，同一天下午吧", readAs: "把12月11日08:00那块特征值与对角化挪到12月11日下午" },
      { before: [WEEK], text: "行列式别排周一，改成周二上午", readAs: "把12月7日14:00那块行列式挪到12月8日上午" },
    ],
    counterexamples: [{ before: [WEEK], text: "周五早八那个我起不来" }],
  },
  {
    family: "two blocks swapped: the pair said as 那俩, or the other named after 跟",
    examples: [
      { before: [WEEK], text: "周一和周二那俩换一下", readAs: "把12月7日14:00那块行列式和12月8日19:00那块矩阵运算对调一下" },
      { before: [WEEK], text: "真题放周六我怕做不完，跟行列式换个位置", readAs: "把12月12日14:00那块期末真题（限时）和12月7日14:00那块行列式对调一下" },
      { before: [WEEK], text: "矩阵太晚了，和特征值对调一下", readAs: "把12月8日19:00那块矩阵运算和12月11日08:00那块特征值与对角化对调一下" },
    ],
    counterexamples: [{ before: [WEEK], text: "明天跟同学换个位置坐" }],
  },
  {
    family: "a block dropped while the rest is said to stay, for want of time",
    examples: [
      { before: [WEEK], text: "别的都行，就是矩阵这周没时间，从方案里拿掉它", readAs: "把12月8日19:00那块矩阵运算先拿掉" },
      { before: [WEEK], text: "其余没问题，真题顾不上，去掉吧", readAs: "把12月12日14:00那块期末真题（限时）先拿掉" },
    ],
    counterexamples: [{ before: [WEEK], text: "其他都ok" }],
  },
  {
    family: "a to-do added into the plan: to the time said after it, the stretch it names, or the plan's own",
    examples: [
      { before: [WEEK], text: "错题整理也加进去，放周三晚上七点", readAs: "把错题整理放到周三晚上七点" },
      { before: [WEEK], text: "英语听力也塞进这两周里吧", readAs: "把英语听力排进这两周" },
      { before: [WEEK], text: "再把读书笔记那个也加进来，哪天都行", readAs: "把读书笔记排进下周" },
    ],
    counterexamples: [{ before: [WEEK], text: "加进去的东西太多了" }],
  },
];

describeFollowUpRows("pointing at a proposed plan", ROWS);
