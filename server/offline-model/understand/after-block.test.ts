/**
 * A place said as right after another block of the plan just proposed (after-block.ts): that block's day, the first
 * period after it, for a block of the plan moved there or a to-do added there.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const PLAN: UserTurn = {
  text: "线代这周帮我排完",
  said: "已生成方案，请在卡片上确认：行列式 → 12月2日 周三 08:00–09:40；矩阵运算 → 12月3日 周四 14:00起3节；特征值 → 12月4日 周五 19:00–20:40；二次型 → 12月6日 周日 16:00–17:40。",
};

const ROWS: FollowUpRow[] = [
  {
    family: "a block of the plan moved right after another",
    examples: [
      { before: [PLAN], text: "二次型挪近一点，紧跟在特征值后面", readAs: "把12月6日16:00那块二次型挪到12月4日20:50" },
      { before: [PLAN], text: "矩阵运算直接接在行列式之后", readAs: "把12月3日14:00那块矩阵运算挪到12月2日10:00" },
      // Three periods from 14:00 end at 16:45: the next starts at 16:55.
      { before: [PLAN], text: "特征值就接在周四那块后面吧", readAs: "把12月4日19:00那块特征值挪到12月3日16:55" },
    ],
    counterexamples: [
      // No block of the plan is named "高数": nothing to follow.
      { before: [PLAN], text: "特征值接在高数后面" },
      { before: [PLAN], text: "排在考试之后再说" },
    ],
  },
  {
    family: "a to-do added right after a block of the plan",
    examples: [
      { before: [PLAN], text: "错题本也加进来，就接在周三那块后面", readAs: "把错题本放到12月2日10:00" },
      { before: [PLAN], text: "背单词也加进去，放到二次型后头", readAs: "把背单词放到12月6日19:00" },
    ],
    counterexamples: [{ before: [PLAN], text: "特征值后面那段还有空吗" }],
  },
];

describeFollowUpRows("after a block", ROWS);
