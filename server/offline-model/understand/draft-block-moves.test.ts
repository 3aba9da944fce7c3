/**
 * Follow-ups that negotiate one block (or two) of a plan just proposed, the block named by a part of its name, by its
 * day or, when the answer put one block, not at all; why the student asks is said beside it and left out. Each block is
 * named again by where the plan put it, so the move knows it is in the draft; a bare weekday is in the block's week.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

/** A plan over next week (12月7日 is a Monday), as the schedule card's answer says it. */
const WEEK: UserTurn = {
  text: "把线代复习排到下周",
  said: "已生成方案，请在卡片上确认：行列式 → 12月7日 周一 14:00–15:40；矩阵运算 → 12月8日 周二 19:00–20:40；向量组与线性相关 → 12月10日 周四 16:00起3节；特征值与对角化 → 12月11日 周五 08:00–09:40；期末真题（限时） → 12月12日 周六 14:00–17:40。",
};
/** Two loose to-dos put into this week (12月3日 is a Thursday). */
const TODOS: UserTurn = {
  text: "把这周的待办排一下",
  said: "已生成方案，请在卡片上确认：背雅思单词 → 12月3日 周四 16:00–17:40；写实验报告 → 12月4日 周五 19:00起3节。",
};
const ONE: UserTurn = { text: "读书笔记放周五上午", said: "已预排：整理读书笔记 → 12月4日 周五 08:00–09:40，确认后写入日程。" };
const CONFIRMED: UserTurn = { text: "确认", said: "已写入日程：线代复习 5个学习块（12月7日—12月12日）。" };
const FREE: UserTurn = { text: "周四下午有空吗", said: "12月3日 周四 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）" };

const ROWS: FollowUpRow[] = [
  {
    family: "a block of the plan by a part of its name, to a day and a time in its week",
    examples: [
      {
        before: [WEEK],
        text: "特征值那块挪到周三下午两点",
        readAs: "把12月11日08:00那块特征值与对角化挪到12月9日下午两点",
        intent: { family: "edit", action: "move", target: { dayWord: "12月9日", clock: "14:00" } },
      },
      { before: [WEEK], text: "真题换到周日上午八点开始，周六下午我要去兼职", readAs: "把12月12日14:00那块期末真题（限时）挪到12月13日上午八点" },
      { before: [WEEK], text: "其他没问题，就矩阵改到周二下午四点", readAs: "把12月8日19:00那块矩阵运算挪到12月8日下午四点" },
      {
        before: [WEEK],
        text: "向量组那个太晚了，放到周四早上第三四节",
        readAs: "把12月10日16:00那块向量组与线性相关挪到12月10日早上第三四节",
        intent: { family: "edit", action: "move", target: { slotStart: 3 } },
      },
      { before: [TODOS], text: "雅思挪到周六上午，周四我要开组会", readAs: "把12月3日16:00那块背雅思单词挪到12月5日上午" },
      { before: [WEEK], text: "行列式那块挪到当天晚上七点", readAs: "把12月7日14:00那块行列式挪到12月7日晚上七点" },
      // Asked as a favour, or 放 straight to the day: the same move.
      { before: [WEEK], text: "真题能不能换到周日下午", readAs: "把12月12日14:00那块期末真题（限时）挪到12月13日下午" },
      { before: [WEEK], text: "矩阵可以挪到周三晚上七点吗", readAs: "把12月8日19:00那块矩阵运算挪到12月9日晚上七点" },
      { before: [WEEK], text: "行列式那块放周二下午吧", readAs: "把12月7日14:00那块行列式挪到12月8日下午" },
      // No block of the plan is 概率's: the words name something else, only dated in the plan's week.
      { before: [WEEK], text: "概率那块挪到周三下午两点", readAs: "概率那块挪到下周三下午两点" },
    ],
    counterexamples: [
      // Weighed aloud, not asked: no move.
      { before: [WEEK], text: "行列式那块排得太早了" },
      // A free-time answer has no blocks to move.
      { before: [FREE], text: "特征值那块换个个儿" },
    ],
  },
  {
    family: "a block of the plan shifted, or to the clock said after the shift, the reason left out",
    examples: [
      { before: [TODOS], text: "雅思往后顺一大节，四点那会儿我有事", readAs: "把12月3日16:00那块背雅思单词往后顺一大节" },
      { before: [ONE], text: "往后顺一大节吧", readAs: "把12月4日08:00那块整理读书笔记往后顺一大节" },
      { before: [ONE], text: "推迟一大节，十点开始", readAs: "把12月4日08:00那块整理读书笔记挪到12月4日十点" },
      { before: [ONE], text: "太早了我起不来，改成下午三点开始", readAs: "把12月4日08:00那块整理读书笔记挪到12月4日下午三点" },
    ],
    counterexamples: [
      // Several blocks and none named: which one is not said.
      { before: [WEEK], text: "提前一大节，两点开始" },
      // The reason alone moves nothing.
      { before: [TODOS], text: "四点那会儿我有事" },
    ],
  },
  {
    family: "a block of the plan named by its run of periods and said too much, then moved",
    examples: [
      { before: [WEEK], text: "真题四节连着放周六下午太累了，改到周日上午", readAs: "把12月12日14:00那块期末真题（限时）挪到12月13日上午" },
      { before: [WEEK], text: "向量组三节连着，周四下午我顶不住，挪到周五晚上", readAs: "把12月10日16:00那块向量组与线性相关挪到12月11日晚上" },
      { before: [WEEK], text: "真题周六下午连着四节我写不完，换到周日下午两点开始", readAs: "把12月12日14:00那块期末真题（限时）挪到12月13日下午两点" },
    ],
    counterexamples: [
      // Said too much, with nowhere to go: nothing moves.
      { before: [WEEK], text: "真题四节连着太累了" },
      // No block of the plan runs for 概率: the words name something else.
      { before: [WEEK], text: "概率三节连着，周四我扛不住，挪到周五晚上" },
    ],
  },
  {
    family: "a block of the plan to the day a clause before said free",
    examples: [
      { before: [TODOS], text: "周日还空着一上午，把实验报告也挪过去，九点开始", readAs: "把12月4日19:00那块写实验报告挪到12月6日上午九点" },
      { before: [WEEK], text: "周三没课，把矩阵挪过去", readAs: "把12月8日19:00那块矩阵运算挪到12月9日" },
    ],
    counterexamples: [
      // 挪过去 with no free day said before: where to is not said.
      { before: [TODOS], text: "把实验报告也挪过去" },
    ],
  },
  {
    family: "two blocks of the plan swapped by their days or names",
    examples: [
      {
        before: [WEEK],
        text: "周一那块和周五那块换个个儿，周一下午我要去实验室",
        readAs: "把12月7日14:00那块行列式和12月11日08:00那块特征值与对角化对调一下",
        intent: { family: "edit", action: "swap" },
      },
      { before: [WEEK], text: "行列式和特征值对调一下吧", readAs: "把12月7日14:00那块行列式和12月11日08:00那块特征值与对角化对调一下" },
      { before: [TODOS], text: "雅思跟实验报告换一下", readAs: "把12月3日16:00那块背雅思单词和12月4日19:00那块写实验报告对调一下" },
      // No pair said: of two blocks, those two; of more, which two is asked, the plan's blocks named.
      { before: [TODOS], text: "换一下吧", readAs: "把12月3日16:00那块背雅思单词和12月4日19:00那块写实验报告对调一下" },
      {
        before: [WEEK],
        text: "对调一下",
        readAs: "对调方案里的两块：行列式；矩阵运算；向量组与线性相关；特征值与对角化；期末真题（限时）",
        intent: { family: "swap_unsaid" },
      },
    ],
    counterexamples: [
      // One block put: 换一下 has no pair to be.
      { before: [ONE], text: "换一下吧" },
      // Nothing on Wednesday: no block is that day's.
      { before: [WEEK], text: "周三那块和周五那块换个个儿" },
      // The same block twice is no swap.
      { before: [WEEK], text: "周一那块和行列式换一下" },
    ],
  },
  {
    family: "a block of the plan taken off by its name, why and what stays said after it",
    examples: [
      {
        before: [TODOS],
        text: "实验报告那个不用排，我自己晚上抽空写，另一个留着",
        readAs: "把12月4日19:00那块写实验报告先拿掉",
        intent: { family: "edit", action: "unplace" },
      },
      { before: [WEEK], text: "真题先不排了，下周再说", readAs: "把12月12日14:00那块期末真题（限时）先拿掉" },
      { before: [WEEK], text: "矩阵那块去掉吧", readAs: "把12月8日19:00那块矩阵运算先拿掉" },
      // The block's day said with why, then 先不排它了; 删了 of a block of the plan takes it off, the to-do stays.
      { before: [WEEK], text: "矩阵那天要去医院，先不排它了", readAs: "把12月8日19:00那块矩阵运算先拿掉" },
      { before: [WEEK], text: "行列式删了吧，老师说不考", readAs: "把12月7日14:00那块行列式先拿掉" },
      // After the plan was confirmed: read from the proposal a turn back.
      { before: [WEEK, CONFIRMED], text: "特征值删掉吧，这章不考", readAs: "把12月11日08:00那块特征值与对角化先拿掉" },
      { before: [WEEK, CONFIRMED], text: "真题先不排了", readAs: "把12月12日14:00那块期末真题（限时）先拿掉" },
    ],
    counterexamples: [
      // No plan before: a to-do deleted, as said.
      { before: [FREE], text: "行列式删了吧" },
      // Confirmed, but no block of the plan is 概率's.
      { before: [WEEK, CONFIRMED], text: "概率那块删了吧" },
      // No block named: which one is not said.
      { before: [WEEK], text: "这个不用排，我自己弄" },
      // No block of the plan is 概率's.
      { before: [WEEK], text: "概率那块不要了" },
    ],
  },
];

describeFollowUpRows("a block of a proposed plan", ROWS);

const WHY_ROWS: FollowUpRow[] = [
  {
    family: "why a block of the plan is where it is: asked, nothing moved",
    examples: [
      {
        before: [WEEK],
        text: "为啥真题要放周六下午一口气做四节？",
        readAs: "为什么12月12日周六14:00–17:40那块期末真题（限时）排在那里",
        intent: { family: "placed_reason", name: "期末真题（限时）", day: "12月12日", weekday: "六", start: "14:00", end: "17:40" },
      },
      { before: [TODOS], text: "为什么实验报告给我排到周五晚上了", readAs: "为什么12月4日周五19:00起3节那块写实验报告排在那里", intent: { family: "placed_reason", periods: 3 } },
      { before: [WEEK], text: "怎么把矩阵那块排在周二晚上", readAs: "为什么12月8日周二19:00–20:40那块矩阵运算排在那里" },
      // The question, then the move: the block the question named is moved; the reason between is left out.
      { before: [WEEK], text: "为啥行列式排在周一？周一下午我有课，挪到周三下午两点", readAs: "把12月7日14:00那块行列式挪到12月9日下午两点" },
    ],
    counterexamples: [
      // Not a block of the plan: the question is about something else.
      { before: [WEEK], text: "为啥体育课排在周三" },
      // A why-question with no plan before it.
      { before: [FREE], text: "为啥真题要放周六下午" },
    ],
  },
];

describeFollowUpRows("why a block of a proposed plan", WHY_ROWS);
