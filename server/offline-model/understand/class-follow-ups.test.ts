/**
 * A study plan just drafted, changed by a follow-up that names no plan: the plan proposed again with the change, or
 * scheduled as drafted. Other messages after the draft, and the same words after no draft, stand on their own.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const LISTED: UserTurn = {
  text: "建个近代史复习计划：鸦片战争、洋务运动、戊戌变法、辛亥革命，各2节",
  said: "已生成学习计划草稿「近代史复习」：鸦片战争、洋务运动、戊戌变法、辛亥革命，4个条目共8节，请在卡片上确认。",
};
const CHAPTERS: UserTurn = { text: "帮我建个电路分析复习计划，5章，每章2节", said: "我在草稿里建好了「电路分析复习」（5章，每章2节，共10节），确认后保存。" };
const NOTE: UserTurn = { text: "记一下周五交读书报告", said: "已记下。" };
const BARE_NAME: UserTurn = { text: "建个竞赛计划：动态规划、图论、数论，每门2节", said: "已放进草稿：竞赛计划 3项，共6节，请在卡片上确认。" };

const ROWS: FollowUpRow[] = [
  {
    family: "an item added",
    examples: [
      {
        before: [LISTED],
        text: "再加一章：新文化运动，3节",
        readAs: "建个近代史复习计划：鸦片战争2节、洋务运动2节、戊戌变法2节、辛亥革命2节、新文化运动3节",
        intent: { family: "propose_class", name: "近代史复习", chapters: 5 },
      },
      {
        before: [LISTED],
        text: "把五四运动也加上吧",
        readAs: "建个近代史复习计划：鸦片战争2节、洋务运动2节、戊戌变法2节、辛亥革命2节、五四运动2节",
      },
      { before: [CHAPTERS], text: "再加两章", readAs: "建个电路分析复习计划：7章，每章2节", intent: { family: "propose_class", chapters: 7, periodsEach: 2 } },
    ],
    counterexamples: [{ before: [NOTE], text: "再加一项：买打印纸" }],
  },
  {
    family: "an item taken out or moved",
    examples: [
      {
        before: [LISTED],
        text: "洋务运动那项删了吧，其他的不变",
        readAs: "建个近代史复习计划：鸦片战争2节、戊戌变法2节、辛亥革命2节",
      },
      {
        before: [LISTED],
        text: "辛亥革命挪到最前面",
        readAs: "建个近代史复习计划：辛亥革命2节、鸦片战争2节、洋务运动2节、戊戌变法2节",
      },
      {
        before: [LISTED],
        text: "把鸦片战争放最后，别的顺序不动",
        readAs: "建个近代史复习计划：洋务运动2节、戊戌变法2节、辛亥革命2节、鸦片战争2节",
      },
    ],
    // An item the draft does not hold is no change of it.
    counterexamples: [{ before: [LISTED], text: "把抗日战争去掉" }],
  },
  {
    family: "periods and name changed",
    examples: [
      { before: [LISTED], text: "每项都改成3节", readAs: "建个近代史复习计划：鸦片战争3节、洋务运动3节、戊戌变法3节、辛亥革命3节" },
      { before: [LISTED], text: "戊戌变法要一节", readAs: "建个近代史复习计划：鸦片战争2节、洋务运动2节、戊戌变法1节、辛亥革命2节" },
      { before: [CHAPTERS], text: "都改成三节吧", readAs: "建个电路分析复习计划：5章，每章3节" },
      {
        before: [LISTED],
        text: "改个名，叫近代史冲刺",
        readAs: "建个近代史冲刺计划：鸦片战争2节、洋务运动2节、戊戌变法2节、辛亥革命2节",
        intent: { family: "propose_class", name: "近代史冲刺" },
      },
    ],
    counterexamples: [{ before: [NOTE], text: "每篇都改成2节吧" }],
  },
  {
    family: "the draft scheduled",
    examples: [
      { before: [LISTED], text: "可以，排到这周", readAs: "把近代史复习排到这周", intent: { family: "schedule", hints: ["近代史"], range: "这周" } },
      { before: [CHAPTERS], text: "就这样吧，放下周", readAs: "把电路分析复习排到下周" },
    ],
    // A plan of its own named: that one.
    counterexamples: [{ before: [LISTED], text: "把英语复习排到下周", intent: { family: "schedule", hints: ["英语"] } }],
  },
  {
    family: "the draft confirmed, then scheduled with its options",
    examples: [
      { before: [BARE_NAME], text: "确认了，下周开始排吧，每天最多两节", readAs: "把竞赛计划排到下周，每天最多2节", intent: { family: "schedule", dailyCap: 2, range: "下周" } },
      { before: [BARE_NAME], text: "我确认好了，排进这周和下周，一天不超过三节", readAs: "把竞赛计划排到这周到下周，每天最多3节" },
      { before: [LISTED], text: "确定了，放到下周，周六周日不行", readAs: "把近代史复习排到下周，周六、周日不排", intent: { family: "schedule", daysOff: [6, 7] } },
      { before: [CHAPTERS], text: "确认过了，这周排吧，周三留着休息", readAs: "把电路分析复习排到这周，周三不排" },
    ],
    // Confirmed with no range said is no plan of its range; after a note, the words are the student's own request.
    counterexamples: [
      { before: [BARE_NAME], text: "确认了" },
      { before: [NOTE], text: "确认了，下周开始排，每天最多两节", intent: { family: "schedule", dailyCap: 2, range: "下周" } },
    ],
  },
];

describeFollowUpRows("a drafted study plan", ROWS);
