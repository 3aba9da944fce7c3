/**
 * Follow-ups of a to-do just noted that name no to-do: its time shifted by a quarter or some minutes, from the time
 * the answer said it was saved at; its day shifted as the teacher allowed; a new day after the old one is ruled out;
 * the day corrected with its time kept; a time said late, as forgotten; the note dropped after saying it is not needed.
 * Each row is read through currentRequest, as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const MEETING = { text: "三点提醒我去开组会", said: "已记下：去开组会（截止 12月1日 周二 15:00）。" };
const PARCEL = { text: "周五下午4点提醒我去拿快递", said: "已记下。" };
const ESSAY = { text: "帮我记：周三上午十点交读书报告", said: "已记下。" };
const LAB = { text: "记一下周五交物理实验报告", said: "已记下。" };
const LAUNDRY = { text: "一小时后提醒我晾衣服", said: "已记下。" };

const ROWS: FollowUpRow[] = [
  {
    family: "the noted time shifted by minutes, from the time it was saved at",
    examples: [
      { before: [PARCEL], text: "往前提一刻钟", readAs: "把去拿快递改到周五15:45" },
      { before: [PARCEL], text: "再推迟二十分钟吧", readAs: "把去拿快递改到周五16:20" },
      { before: [PARCEL], text: "晚半个钟头", readAs: "把去拿快递改到周五16:30" },
      // A bare 三点 was saved at 15:00, as the answer says: an hour later is four in the afternoon, not the night.
      { before: [MEETING], text: "往后推一个小时", readAs: "把去开组会改到今天16:00" },
      { before: [{ text: "三点提醒我去开组会", said: "已记下。" }], text: "再提前半小时", readAs: "把去开组会改到今天14:30" },
    ],
    counterexamples: [
      { before: [PARCEL], text: "往前提一点" },
      { before: [{ text: "周五下午有课吗", said: "没有课。" }], text: "再推迟二十分钟吧" },
    ],
  },
  {
    family: "the noted day shifted as someone allowed",
    examples: [
      { before: [ESSAY], text: "老师说可以晚两天交", readAs: "把交读书报告改到周五上午十点" },
      { before: [ESSAY], text: "助教说能推迟一天", readAs: "把交读书报告改到周四上午十点" },
    ],
    counterexamples: [{ before: [ESSAY], text: "老师说可以晚一天交吗" }],
  },
  {
    family: "the old day ruled out, the new one said",
    examples: [
      { before: [ESSAY], text: "别周三了，改周四同一时间", readAs: "把交读书报告改到周四上午十点" },
      { before: [ESSAY], text: "不要上午了，换到下午三点", readAs: "把交读书报告改到周三下午三点" },
      { before: [ESSAY], text: "改周五吧", readAs: "把交读书报告改到周五" },
    ],
    counterexamples: [
      { before: [ESSAY], text: "别催我了，改天再说" },
      { before: [ESSAY], text: "换一天吧" },
    ],
  },
  {
    family: "the day corrected, its time kept",
    examples: [
      { before: [ESSAY], text: "不是周三，是周五，时间不变", readAs: "把交读书报告改到周五上午十点" },
      { before: [ESSAY], text: "那就周四吧，还是那个点", readAs: "把交读书报告改到周四上午十点" },
    ],
    counterexamples: [
      { before: [ESSAY], text: "周四吧" },
      { before: [ESSAY], text: "周四的话，时间不变" },
    ],
  },
  {
    family: "a time said late, as forgotten",
    examples: [
      { before: [LAB], text: "噢对了晚上九点前，刚刚忘说了", readAs: "把交物理实验报告改到周五晚上九点前" },
      { before: [LAB], text: "忘了说，是中午十二点", readAs: "把交物理实验报告改到周五中午十二点" },
      { before: [LAB], text: "对了，下周一前交", readAs: "把交物理实验报告改到下周一前" },
    ],
    counterexamples: [
      { before: [LAB], text: "对了，要打印两份" },
      { before: [LAB], text: "晚上九点前" },
      { before: [{ text: "周五晚上有空吗", said: "有空。" }], text: "对了，晚上九点" },
    ],
  },
  {
    family: "the note not needed after all, then dropped",
    examples: [
      { before: [LAUNDRY], text: "算了不用提醒了，删了吧", readAs: "删掉晾衣服" },
      { before: [LAUNDRY], text: "不用记了，直接删掉", readAs: "删掉晾衣服" },
      { before: [LAUNDRY], text: "算了，这条删了吧", readAs: "删掉晾衣服" },
    ],
    counterexamples: [
      { before: [LAUNDRY], text: "删了吧" },
      { before: [{ text: "明天有什么课", said: "没有课。" }], text: "算了不用提醒了，删了吧" },
    ],
  },
];

describeFollowUpRows("a to-do just noted, followed up", ROWS);
