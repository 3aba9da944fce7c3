/**
 * Follow-ups that put right what a note just recorded, said with the slip named first ("名字写错了", "日子看岔了",
 * "周4写错了", "手滑了"), what stays said after ("钟点不变", "时间一样"), or the right word before the wrong one
 * ("是线代作业不是概率作业"); and the same note asked again on another day with the day first ("下周五同一时间也
 * 记一条"). Each row is read through currentRequest, as a turn does (the texts as the normaliser leaves them).
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const PRINT = { text: "周五下午四点提醒我去打印店拿材料", said: "已记下：去打印店拿材料（截止 12月4日 周五 16:00）。" };
const CHECKUP = { text: "提醒我周四早上八点取体检报告", said: "已记下：取体检报告（截止 12月3日 周四 08:00）。" };
const HOMEWORK = { text: "记一下周四交概率作业", said: "已记下：交概率作业（截止 12月3日 周四 23:59）。" };
const BOOK = { text: "提醒我周五还书", said: "已记下：还书（截止 12月4日 周五 23:59）。" };
const TUTOR = { text: "周五晚上七点提醒我去做家教", said: "已记下：去做家教（截止 12月4日 周五 19:00）。" };
const MEETING = { text: "记一下周三下午两点开组会", said: "已记下：开组会（截止 12月2日 周三 14:00）。" };
const PRIORITY = { text: "整理电脑文件那个改成重要且紧急", said: "已修改：整理电脑文件和照片，优先级从“简单不重要”改为“重要且紧急”。" };
const FREE = { text: "周三下午有空吗", said: "12月2日 周三 下午 空闲：14:00–17:40（4节）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the slip named before it, what stays said after",
    examples: [
      { before: [PRINT], text: "日子看岔了，是周六，钟点不变", readAs: "把去打印店拿材料改到周六下午四点" },
      { before: [PRINT], text: "日期记错了 应该是周日 时间一样", readAs: "把去打印店拿材料改到周日下午四点" },
      { before: [CHECKUP], text: "周4写错了 是周三 时间一样", readAs: "把取体检报告改到周三早上八点" },
      { before: [CHECKUP], text: "我看错了，是下周四，时间不变", readAs: "把取体检报告改到下周四早上八点" },
      { before: [CHECKUP], text: "时间听错了，是九点", readAs: "把取体检报告改到周四早上九点" },
      { before: [PRIORITY], text: "手滑了，应该是复杂不重要", readAs: "整理电脑文件那个改成复杂不重要" },
    ],
    counterexamples: [
      // A slip about something else, with no value after it, stays as it was said.
      { before: [PRINT], text: "日子看岔了" },
      { before: [FREE], text: "我看错了课表，周三下午有什么课" },
    ],
  },
  {
    family: "the right word of the noted name first, the wrong one after",
    examples: [
      { before: [HOMEWORK], text: "名字写错了是线代作业不是概率作业", readAs: "把交概率作业改名为交线代作业" },
      { before: [BOOK], text: "名字记错了，是还自行车不是还书", readAs: "把还书改名为还自行车" },
      { before: [HOMEWORK], text: "写错了，应该是物理作业，不是概率作业", readAs: "把交概率作业改名为交物理作业" },
      { before: [BOOK], text: "标题打错了是还伞不是还书", readAs: "把还书改名为还伞" },
    ],
    counterexamples: [
      // The wrong word is not in the noted name: nothing is renamed.
      { before: [BOOK], text: "名字写错了是还自行车不是还钥匙" },
    ],
  },
  {
    family: "the same note on another day, the day said first",
    examples: [
      { before: [TUTOR], text: "下周五同一时间也记一条", readAs: "下周五晚上七点提醒我去做家教" },
      { before: [MEETING], text: "下周三同一时间也记一条", readAs: "记一下下周三下午两点开组会" },
      { before: [TUTOR], text: "下周五这个点也提醒我一下", readAs: "下周五晚上七点提醒我去做家教" },
      { before: [MEETING], text: "周四也记一个吧", readAs: "记一下周四下午两点开组会" },
      { before: [TUTOR], text: "那周六同一个点也喊我", readAs: "周六晚上七点提醒我去做家教" },
    ],
    counterexamples: [
      // Not after a note: nothing to repeat.
      { before: [FREE], text: "下周五同一时间也记一条" },
    ],
  },
];

describeFollowUpRows("slip corrections", ROWS);

const VACCINE = { text: "明天早上八点提醒我去打疫苗", said: "已记下：去打疫苗（截止 12月2日 周三 08:00）。" };
const RACKET = { text: "后天下午四点提醒我去体育馆还球拍", said: "已记下：去体育馆还球拍（截止 12月3日 周四 16:00）。" };

describeFollowUpRows("a note's time shifted, closed with 啦", [
  {
    family: "the shift asked with a closing 啦",
    examples: [
      { before: [VACCINE], text: "提前半个小时叫我啦", readAs: "把去打疫苗改到明天早上07:30" },
      { before: [RACKET], text: "提前一个钟头喊我啦", readAs: "把去体育馆还球拍改到后天15:00" },
    ],
    counterexamples: [{ before: [{ text: "明天有什么课", said: "12月2日 周三：08:00–09:40 高等数学（课）。" }], text: "提前半个小时叫我啦" }],
  },
]);
