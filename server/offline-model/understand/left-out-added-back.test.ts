/**
 * A thing the proposed plan left out ("…策划案要6节，放不下，没有排。") added into it after all: named in a premise that
 * asks it back ("策划案不是没排上吗"), or with 再 where 也 adds, then put on the day said ("周日晚上给它两节").
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const PLAN: UserTurn = {
  text: "待办这周帮我排一下",
  said: "已生成方案，请在卡片上确认：提交线性代数第五章作业 → 12月1日 周二 16:00–17:40；完成大学物理实验报告 → 12月2日 周三 19:00起3节；整理电脑文件和照片 → 12月6日 周日 14:00起3节。学生会迎新晚会策划案要6节，放不下，没有排。",
};

const ROWS: FollowUpRow[] = [
  {
    family: "a thing left out of the plan, added back on a day said",
    examples: [
      { before: [PLAN], text: "策划案不是没排上吗，再加进去，周日晚上给它两节", readAs: "把策划案放到周日晚上", intent: { family: "edit", action: "move" } },
      { before: [PLAN], text: "策划案再加进去，放周日晚上", readAs: "把策划案放到周日晚上" },
      { before: [PLAN], text: "晚会策划案没排进去吧，再加进去，周六下午给它两节", readAs: "把晚会策划案放到周六下午" },
      { before: [PLAN], text: "那个策划案不是没排吗，也加进去，就放周五晚上", readAs: "把策划案放到周五晚上" },
    ],
    // A block already in the plan is no addition; the premise alone adds nothing.
    counterexamples: [
      { before: [PLAN], text: "物理实验报告不是没排上吗，再加进去，周日晚上给它两节" },
      { before: [PLAN], text: "策划案不是没排上吗" },
    ],
  },
];

describeFollowUpRows("a plan with a left-out thing added back", ROWS);
