/**
 * Follow-ups that take up what the assistant's last answer offered or told: the rest of a study plan whose progress
 * it told, over a range; the one time of a repeating reminder it could not set; a free place it offered, the placing
 * said first and which place and what goes there after. Each row is read through currentRequest, as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const PLAN_TOLD = { text: "线代复习到哪一步了", said: "线性代数期末复习：5个任务，已安排2个（矩阵、行列式），待安排3个。" };
const REPEAT_REFUSED = { text: "每天晚上十点提醒我喝牛奶", said: "我现在还不能设重复的提醒，要的话可以先帮你记下最近的那一次：今天晚上十点。" };
const FREE = { text: "周五下午有空吗", said: "12月4日 周五 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）" };

const ROWS: FollowUpRow[] = [
  {
    family: "the rest of a study plan whose progress was told, over a range",
    examples: [
      { before: [PLAN_TOLD], text: "剩下的三个这周末排完吧", readAs: "把线性代数期末复习剩下的排到这周末", intent: { family: "schedule", range: "这周末" } },
      { before: [PLAN_TOLD], text: "那把剩余的都排到下周", readAs: "把线性代数期末复习剩下的排到下周" },
    ],
    counterexamples: [
      { before: [{ text: "下周有什么安排", said: "12月7日 周一：没有课和学习安排" }], text: "剩下的三个这周末排完吧" },
      { before: [PLAN_TOLD], text: "剩下的我自己来" },
    ],
  },
  {
    family: "one time of a repeating reminder",
    examples: [
      { before: [REPEAT_REFUSED], text: "好，先记今天那次", readAs: "今天晚上十点提醒我喝牛奶", intent: { family: "quick_note" } },
      { before: [REPEAT_REFUSED], text: "那就记一下周二的那次", readAs: "周二晚上十点提醒我喝牛奶" },
      // No day said: the one the answer offered.
      { before: [REPEAT_REFUSED], text: "行，就记这一次吧", readAs: "今天晚上十点提醒我喝牛奶" },
    ],
    counterexamples: [
      { before: [{ text: "明天晚上十点提醒我喝牛奶", said: "已记下。" }], text: "好，先记今天那次" },
      { before: [REPEAT_REFUSED], text: "记不住那么多次" },
    ],
  },
  {
    family: "a free place offered, the placing said first",
    examples: [
      { before: [FREE], text: "放那儿吧就四点那段英语听力", readAs: "把英语听力移到12月4日16:00" },
      { before: [FREE], text: "行，排那吧，两点那个时段概率论", readAs: "把概率论移到12月4日14:00" },
    ],
    counterexamples: [
      { before: [FREE], text: "放那儿吧就四点那段我要去社团活动的时候再说" },
      { before: [{ text: "记一下周五交报告", said: "已记下。" }], text: "放那儿吧就四点那段英语听力" },
    ],
  },
];

describeFollowUpRows("what the last answer offered, taken up", ROWS);
