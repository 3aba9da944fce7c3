/**
 * Round 29 families: a follow-up on the thing just noted with why said in a clause of its own (before or after it),
 * a pointer said with the reason, a correction with the wrong value said again after it, and a day shifted past the
 * end of the week or allowed by someone (让我晚三天再交). Our own sentences, read through currentRequest.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const MEETING = { text: "周三下午两点跟组里对实验数据", said: "已记下：跟组里对实验数据（截止 12月2日 周三 14:00）。" };
const FORM = { text: "记一下周四交奖学金申请表", said: "已记下：交奖学金申请表（截止 12月3日 周四 23:59）。" };
const ESSAY = { text: "记一下周五下午五点前交课程论文", said: "已记下：交课程论文（截止 12月4日 周五 17:00）。" };
const TALK = { text: "记一下周四晚上七点去听讲座", said: "已记下：去听讲座（截止 12月3日 周四 19:00）。" };
const PLANNED = { text: "把线代复习排到这周", said: "已生成方案：线性代数期末复习预排4个任务（共8节），请在卡片上确认。" };
const PARCEL = { text: "明天晚上八点提醒我去取快递", said: "已记下：去取快递（截止 12月2日 周三 20:00）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the reason first, then the follow-up",
    examples: [
      { before: [MEETING], text: "组长说这周先不对了，那条删掉", readAs: "跟组里对实验数据删掉" },
      { before: [MEETING], text: "组长临时有课，改成周四下午三点", readAs: "把跟组里对实验数据改到周四下午三点" },
      { before: [FORM], text: "啊这条是我手滑记的，帮我删掉", readAs: "帮我把交奖学金申请表删掉" },
      { before: [ESSAY], text: "老师生病了，让我晚两天再交", readAs: "把交课程论文改到周日下午五点" },
    ],
    counterexamples: [
      // A reason with no follow-up beside it, and a clause that is a request of its own, are read as themselves.
      { before: [MEETING], text: "组长说这周先不对了" },
      { before: [MEETING], text: "组长临时有课，周四下午有空吗" },
    ],
  },
  {
    family: "the follow-up first, then the reason",
    examples: [
      { before: [TALK], text: "早半小时吧，晚了没位置", readAs: "把去听讲座改到周四18:30" },
      { before: [PARCEL], text: "这条不要了，别再提醒我了", readAs: "删掉去取快递" },
    ],
    counterexamples: [{ before: [TALK], text: "晚了没位置" }],
  },
  {
    family: "a correction with the wrong value said again after it",
    examples: [
      { before: [TALK], text: "不对，是周五晚上七点，不是周四", readAs: "把去听讲座改到周五晚上七点" },
      { before: [PLANNED], text: "啊我是想说下周，不是这周", readAs: "把线代复习排到下周" },
      { before: [PLANNED], text: "我是想说下周", readAs: "把线代复习排到下周" },
      { before: [PLANNED], text: "不对，是下周，不是这周", readAs: "把线代复习排到下周" },
    ],
    counterexamples: [{ before: [TALK], text: "不是周四吗" }, { before: [PLANNED], text: "我是想说，这周好累" }],
  },
  {
    family: "a day shifted past the end of the week, from the date the note was saved under",
    examples: [
      { before: [ESSAY], text: "推迟三天", readAs: "把交课程论文改到下周一下午五点" },
      { before: [ESSAY], text: "老师说可以晚四天交", readAs: "把交课程论文改到下周二下午五点" },
      // The deadline word, then the favour asked (帮我), then the shift.
      { before: [FORM], text: "辅导员说能晚点交，截止帮我推后一天", readAs: "把交奖学金申请表改到周五" },
      { before: [FORM], text: "ddl 帮我往后推两天", readAs: "把交奖学金申请表改到周六" },
      // With no saved date the day the note said is shifted: past this week it is next week's (下下周 is as far as
      // the day words go).
      { before: [{ text: "提醒我周五交课程论文", said: "已记下。" }], text: "推迟三天", readAs: "把交课程论文改到下周一" },
    ],
    // With no note just made there is nothing to shift.
    counterexamples: [{ before: [], text: "推迟三天" }],
  },
];

const MARKED = { text: "读书笔记写完了", said: "已完成：写马原读书笔记。" };

ROWS.push({
  family: "the thing just marked done said not done, beside what was",
  examples: [
    { before: [MARKED], text: "实验报告写完了，读书笔记那个还没写", readAs: "实验报告写完了，读书笔记那个改回未完成" },
    { before: [MARKED], text: "读书笔记其实还没写", readAs: "读书笔记那个改回未完成" },
  ],
  // A thing the mark never named, or no mark just made, is read as said.
  counterexamples: [{ before: [MARKED], text: "高数作业还没做" }, { before: [TALK], text: "讲座那个还没去" }],
});

describeFollowUpRows("reasoned follow-ups", ROWS);
