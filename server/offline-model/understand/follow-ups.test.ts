/**
 * Follow-ups read against the request before them (issue 27 #4). Each family is a row: examples (the turns before,
 * the follow-up, the request it is read as and the intent that follows) and counterexamples that must stand on their
 * own. The rows go through currentRequest, as a turn does.
 */
import { describe, expect, test } from "vitest";
import type { Mention } from "@/lib/protocol/model-context";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { followUpOf } from "./follow-ups";
import { detectIntent } from "./intents";
import { referredRequest } from "./references";
import { currentRequest } from "./request";
import type { UserTurn } from "../types";

const PLAN_MOVE: UserTurn = { text: "周一晚上那个学生会策划案太晚了，挪到周四下午第7-8节吧", said: "好的，已经改在方案里了，确认后写入日程。" };
const MOVE: UserTurn = { text: "把集合与二元关系移到周三第3节", said: "好的，已经改在方案里了，确认后写入日程。" };
const NOTE: UserTurn = { text: "记一下周五交读书报告", said: "已记下。" };
const FREE: UserTurn = { text: "周四下午有空吗", said: "12月3日 周四 下午空闲：14:00–15:35、16:00–17:35。" };
const EVENING_FREE: UserTurn = { text: "周五晚上有空吗", said: "12月4日 周五 晚上空闲：19:00–21:40。" };
const FIRST_FREE: UserTurn = { text: "周四最早什么时候有2节空", said: "首个可用位置：12月3日 周四 14:00–15:35。" };

const ROWS: FollowUpRow[] = [
  {
    family: "objectless",
    examples: [
      {
        before: [PLAN_MOVE],
        text: "那就挪到周五第7-8节",
        readAs: "把学生会策划案挪到周五第7-8节",
        intent: { family: "edit", action: "move", reference: { name: "学生会策划案" }, target: { dayWord: "周五", slotStart: 7 } },
      },
      { before: [MOVE], text: "那还是移到周四吧", readAs: "把集合与二元关系移到周四吧" },
      { before: [MOVE], text: "就放到下周一第5节", readAs: "把集合与二元关系放到下周一第5节" },
      { before: [{ text: "把[13]移到周三第3节", said: "好的" }], text: "那就挪到周五吧", readAs: "把[13]挪到周五吧" },
      { before: [MOVE], text: "那就挪到下午四点", readAs: "把集合与二元关系移到周三下午四点" },
      { before: [NOTE], text: "那就删了吧", readAs: "把交读书报告删了吧" },
      {
        before: [{ text: "把它移到明天", asked: { question: "你说的“它”是指哪一个任务？", options: ["集合与二元关系", "图论基础"] } }, { text: "集合与二元关系", said: "好的" }],
        text: "那就挪到周五吧",
        readAs: "把集合与二元关系挪到周五吧",
      },
    ],
    counterexamples: [
      { before: [MOVE], text: "那个高数作业改到周五", intent: { family: "task_edit", action: "update", task: "高数作业", deadline: "周五" } },
      { before: [MOVE], text: "那明天下午有空吗", intent: { family: "schedule_question" } },
      { before: [MOVE], text: "那就这样吧" },
      { before: [MOVE], text: "那我周五有什么课" },
    ],
  },
  {
    family: "correction",
    examples: [
      { before: [MOVE], text: "不对，是周四", readAs: "把集合与二元关系移到周四第3节", intent: { family: "edit", target: { dayWord: "周四", slotStart: 3 } } },
      { before: [FREE], text: "不对，是周五", readAs: "周五下午有空吗", intent: { family: "schedule_question", question: { input: { when: "周五" } } } },
      { before: [MOVE], text: "不是下午，是晚上", readAs: "把集合与二元关系移到周三晚上" },
      { before: [MOVE], text: "我是说周四下午", readAs: "把集合与二元关系移到周四下午" },
      { before: [MOVE], text: "错了，应该是下周三", readAs: "把集合与二元关系移到下周三第3节" },
      { before: [{ text: "明天有什么课", said: "12月2日 周三：08:00–09:40 高等数学（课）" }], text: "不对，是后天的课", readAs: "后天有什么课" },
      { before: [NOTE], text: "搞错了，是周六", readAs: "把交读书报告改到周六" },
      { before: [{ text: "提醒我周五下午三点交实验报告", said: "已记下。" }], text: "不对，是周四", readAs: "把交实验报告改到周四下午三点" },
      { before: [{ text: "move [12] to monday period 3", said: "Done in the plan." }], text: "no, I meant Tuesday", readAs: "move [12] to Tuesday period 3" },
      { before: [{ text: "am I free tomorrow afternoon?", said: "Tomorrow afternoon is free." }], text: "sorry, Friday", readAs: "am I free Friday afternoon?" },
      // The lead alone, then only the time: a clock keeps the part of the day it corrects.
      { before: [{ text: "提醒我明天晚上7点去取体检报告", said: "已记下。" }], text: "说错了，8点", readAs: "把去取体检报告改到明天晚上8点" },
      { before: [{ text: "帮我记下周二交马原论文", said: "已记下。" }], text: "记错了，下个周三", readAs: "把交马原论文改到下个周三" },
      { before: [{ text: "周三下午有空吗", said: "12月2日 周三 下午 空闲：14:00–17:40。" }], text: "不对，我问的是周四", readAs: "周四下午有空吗" },
      // A sound before the lead says nothing.
      { before: [{ text: "周六有课吗", said: "周六没有课。" }], text: "噢不是，是周日", readAs: "周日有课吗" },
      { before: [{ text: "把交读书笔记改到周四", said: "已修改。" }], text: "改错了，还是改回周三下午", readAs: "把交读书笔记改到周三下午" },
    ],
    counterexamples: [
      // Nothing before to correct: the message is read as itself.
      { before: [], text: "不对，是周四" },
      // The lead with no time or day after it corrects nothing that can be said again.
      { before: [{ text: "提醒我明天晚上7点去取体检报告", said: "已记下。" }], text: "说错了，不好意思" },
      { before: [MOVE], text: "no thanks" },
      // A chat before it: nothing to say again.
      { before: [{ text: "你好", said: "你好！" }], text: "不对，是周四" },
    ],
  },
  {
    family: "time_change",
    examples: [
      { before: [NOTE], text: "时间改成下午四点", readAs: "把交读书报告的截止时间改到周五下午四点" },
      { before: [MOVE], text: "时间改成下午四点", readAs: "把集合与二元关系移到周三下午四点", intent: { family: "edit", target: { dayWord: "周三", clock: "16:00" } } },
      { before: [PLAN_MOVE], text: "时间换到晚上8点吧", readAs: "把学生会策划案移到周四晚上8点" },
      { before: [NOTE], text: "改到晚上十点吧", readAs: "把交读书报告的截止时间改到周五晚上十点" },
      // A clock alone stays in the part of the day the time it replaces had.
      { before: [{ text: "提醒我明天晚上八点交电费", said: "已记下。" }], text: "换到七点半吧", readAs: "把交电费的截止时间改到明天晚上七点半" },
      // Which way it should go, then where: the where is the follow-up.
      { before: [MOVE], text: "稍微往前一点，挪到上午", readAs: "把集合与二元关系移到周三上午" },
      // The time the thing noted should have had, in formal words, its name before 时间 and the fix asked after.
      { before: [{ text: "记一下周四上午九点去办公室交表", said: "已记下。" }], text: "不好意思，交表时间应为8:40，请更正", readAs: "把去办公室交表的截止时间改到周四上午8:40" },
      { before: [NOTE], text: "读书报告的时间应该是下午三点，麻烦改一下", readAs: "把交读书报告的截止时间改到周五下午三点" },
      { before: [{ text: "记一下周六晚上七点开班会", said: "已记下。" }], text: "抱歉，时间应是七点半", readAs: "把开班会的截止时间改到周六晚上七点半" },
    ],
    counterexamples: [
      { before: [NOTE], text: "把高数作业改到周六下午四点", intent: { family: "task_edit", task: "高数作业" } },
      { before: [FREE], text: "时间改成下午四点" },
      // Another thing's time, said as it should be, is no change of the note.
      { before: [NOTE], text: "考试时间应为下午三点" },
    ],
  },
  {
    family: "accept_slot",
    examples: [
      { before: [MOVE, FIRST_FREE], text: "那就放那个时间", readAs: "把集合与二元关系移到12月3日14:00", intent: { family: "edit", target: { dayWord: "12月3日", clock: "14:00" } } },
      { before: [MOVE, FIRST_FREE], text: "就这个时间吧", readAs: "把集合与二元关系移到12月3日14:00" },
      { before: [FREE], text: "好，就那个时间", readAs: "把它移到12月3日14:00" },
      { before: [MOVE, FREE], text: "就第二个吧", readAs: "把集合与二元关系移到12月3日16:00" },
      { before: [MOVE, FREE], text: "放第二个时间", readAs: "把集合与二元关系移到12月3日16:00" },
      // The thing named in the follow-up itself.
      { before: [FREE], text: "那就把读书笔记排那个时间吧", readAs: "把读书笔记移到12月3日14:00" },
      // The thing named, then the place the answer offered by its place in the list.
      { before: [FREE], text: "读书笔记排第二段", readAs: "把读书笔记移到12月3日16:00" },
      { before: [FREE], text: "就把英语听力放第一个空吧", readAs: "把英语听力移到12月3日14:00" },
      // A clock the work starts at (…点开始 / 起), inside a place offered: that time on the day answered about, the
      // hour read within the places offered (an evening answer makes 八点 20:00).
      { before: [EVENING_FREE], text: "八点起把英语听力塞进去", readAs: "把英语听力移到12月4日20:00" },
      { before: [EVENING_FREE], text: "那就七点半开始写读书笔记", readAs: "把读书笔记移到12月4日19:30" },
      { before: [FREE], text: "三点开始把概率论排上吧", readAs: "把概率论移到12月3日15:00" },
    ],
    counterexamples: [
      // The answer offered no slot.
      { before: [{ text: "周四下午有空吗", said: "周四下午没有空闲。" }], text: "那就放那个时间" },
      { before: [FREE], text: "那个时间有课吗" },
      { before: [EVENING_FREE], text: "七点开始有课吗" },
      // A move's reply names where the block was: no slot was offered.
      { before: [{ text: "把集合与二元关系移到周四第3节", said: "移动成功：集合与二元关系 从12月2日 周三 10:00–11:40 移到12月3日 周四 10:00–11:40。" }], text: "那就放那个时间" },
      // One slot offered: 第二个 is no pick of it.
      { before: [MOVE, FIRST_FREE], text: "第二个" },
    ],
  },
  {
    family: "make_up",
    examples: [
      {
        before: [{ text: "前天的复习没做", said: "已记录：没做，内容回到待安排。" }],
        text: "那就补到周五晚上吧",
        readAs: "把没做的补到周五晚上",
        intent: { family: "replan_missed", range: "周五" },
      },
    ],
    counterexamples: [
      // Nothing was said missed.
      { before: [{ text: "前天的复习做完了", said: "已记录。" }], text: "那就补到周五晚上吧" },
    ],
  },
  {
    family: "plan_again",
    examples: [
      {
        before: [{ text: "把线代复习排到下周", said: "已生成方案：线代复习预排5个任务，共12节，请在卡片上确认。" }],
        text: "每天别超过2节，重新排一下",
        readAs: "把线代复习排到下周，每天别超过2节，重新排一下",
        intent: { family: "schedule", range: "下周", dailyCap: 2 },
      },
      {
        before: [{ text: "把数据结构复习排到下周", said: "已生成方案，请在卡片上确认。" }],
        text: "一天最多三节，重来",
        readAs: "把数据结构复习排到下周，一天最多三节，重新排一下",
        intent: { family: "schedule", range: "下周", dailyCap: 3, hints: ["数据结构"] },
      },
      {
        before: [{ text: "把数据结构复习排到下周", said: "已生成方案，请在卡片上确认。" }],
        text: "再来一遍，越早越好",
        readAs: "把数据结构复习排到下周，越早越好，重新排一下",
        intent: { family: "schedule", range: "下周", strategy: "rapid" },
      },
    ],
    counterexamples: [
      // A subject of its own: a new request.
      { before: [{ text: "把线代复习排到下周", said: "已生成方案。" }], text: "把英语复习重新排一下" },
      // Nothing was planned before.
      { before: [NOTE], text: "每天别超过2节，重新排一下" },
    ],
  },
  {
    family: "drop_noted",
    examples: [
      {
        before: [{ text: "提醒我周四去校医院复查", said: "已记下。" }],
        text: "刚才那个不用记了",
        readAs: "删掉去校医院复查",
        intent: { family: "task_edit", action: "delete", task: "去校医院复查" },
      },
      { before: [{ text: "记一下明天交党课心得", said: "已记下。" }], text: "这条删了吧", readAs: "删掉交党课心得" },
      { before: [{ text: "记一下明天交党课心得", said: "已记下。" }], text: "那不用记了", readAs: "删掉交党课心得" },
    ],
    counterexamples: [
      // Nothing was noted: there is nothing to drop.
      { before: [{ text: "明天下午有空吗", said: "明天下午 14:00–17:40 有空。" }], text: "不用记了" },
      { before: [], text: "刚才那个不用记了" },
    ],
  },
  {
    family: "note_again",
    examples: [
      {
        before: [{ text: "周二早上8点提醒我去晨跑", said: "已记下。" }],
        text: "再加一条，周四同一时间也要",
        readAs: "周四早上8点提醒我去晨跑",
        intent: { family: "quick_note", content: "周四早上8点去晨跑" },
      },
      { before: [{ text: "周二早上8点提醒我去晨跑", said: "已记下。" }], text: "再记一个，周六早上9点也去", readAs: "周六早上9点提醒我去晨跑" },
    ],
    counterexamples: [
      // No day: nothing says when the second one is.
      { before: [{ text: "周二早上8点提醒我去晨跑", said: "已记下。" }], text: "再加一条，买跑鞋" },
      // Not after a note.
      { before: [{ text: "周二早上有课吗", said: "没有课。" }], text: "再加一条，周四同一时间也要" },
    ],
  },
  {
    family: "that_day",
    examples: [
      {
        before: [{ text: "下周哪天最闲", said: "12月9日 周三最空，只有一节课。" }],
        text: "就那天吧，把英语复习都放进去",
        readAs: "12月9日吧，把英语复习都放进去",
        intent: { family: "schedule", range: "12月9日", hints: ["英语"] },
      },
      { before: [{ text: "下周哪天最闲", said: "12月9日 周三最空，只有一节课。" }], text: "那把线代复习都排到那天", readAs: "那把线代复习都排到12月9日" },
    ],
    counterexamples: [
      // No day in the answer: nothing for 那天 to be.
      { before: [{ text: "下周哪天最闲", said: "下周每天都差不多。" }], text: "那把线代复习都排到那天" },
    ],
  },
  {
    family: "ask_again",
    examples: [
      {
        before: [{ text: "周日有课吗", said: "周日没有课。" }],
        text: "那大后天呢",
        readAs: "大后天有课吗",
        intent: { family: "schedule_question", question: { toolName: "query_day", input: { when: "大后天" } } },
      },
      {
        before: [{ text: "周五哪里有空", said: "周五上午 08:00–11:40 有空。" }],
        text: "换个时间，下午呢",
        readAs: "周五下午哪里有空",
        intent: { family: "schedule_question", question: { toolName: "query_free_time", input: { when: "周五", part: "afternoon" } } },
      },
      { before: [{ text: "周六上午有空吗", said: "周六上午都空着。" }], text: "那再看看周日", readAs: "周日上午有空吗" },
      // A nod before it ("好", "ok") changes nothing.
      { before: [{ text: "周六上午有空吗", said: "周六上午都空着。" }], text: "好，那周日下午呢", readAs: "周日下午有空吗" },
      { before: [{ text: "周日有课吗", said: "周日没有课。" }], text: "ok 那大后天呢", readAs: "大后天有课吗" },
      { before: [{ text: "周日有课吗", said: "周日没有课。" }], text: "行，那周一呢", readAs: "周一有课吗" },
      { before: [{ text: "周六上午有空吗", said: "周六上午都空着。" }], text: "下周一怎么样", readAs: "下周一上午有空吗" },
      // A week for a week: the question over the week said.
      {
        before: [{ text: "这周哪天晚上最闲", said: "最空：12月3日 周四 晚上" }],
        text: "那下下周呢",
        readAs: "下下周哪天晚上最闲",
        intent: { family: "schedule_question", question: { toolName: "query_free_time", input: { when: "下下周" } } },
      },
      { before: [{ text: "下周哪天最空", said: "最空：12月8日 周二（空闲12节）" }], text: "这周的呢", readAs: "这周哪天最空" },
    ],
    counterexamples: [
      // Something else beside the day: a question of its own.
      { before: [{ text: "周日有课吗", said: "周日没有课。" }], text: "那周一的实验课呢" },
      { before: [{ text: "周日有课吗", said: "周日没有课。" }], text: "那明天下午有空吗", intent: { family: "schedule_question" } },
      // Not after a timetable question.
      { before: [{ text: "记一下周五交读书报告", said: "已记下。" }], text: "那周六呢" },
      { before: [{ text: "记一下下周交读书报告", said: "已记下。" }], text: "那这周呢" },
      // The same week again is no other question.
      { before: [{ text: "这周哪天最空", said: "最空：12月5日 周六（空闲12节）" }], text: "这周呢" },
    ],
  },
];

describeFollowUpRows("follow-ups", ROWS);

describe("follow-ups without a request before them", () => {
  test("no previous request: nothing to lean on", () => {
    expect(followUpOf("不对，是周四", undefined)).toBeUndefined();
    expect(followUpOf("那就挪到周五第7-8节", undefined)).toBeUndefined();
  });

  test("那就挪到周五 as the first message means what the last card named", () => {
    const mentions: Mention[][] = [[{ kind: "block", name: "学生会策划案" }]];
    const referred = referredRequest({ text: "那就挪到周五第7-8节", answers: [] }, mentions, "zh");
    expect(referred).toMatchObject({ kind: "intent", intent: { family: "edit", reference: { name: "学生会策划案" }, target: { dayWord: "周五", slotStart: 7 } } });
  });
});

describe("ordinals against the last list", () => {
  const listed: Mention[][] = [[{ kind: "block", name: "集合与二元关系" }, { kind: "block", name: "图论基础" }, { kind: "block", name: "谓词逻辑" }]];

  test.each([
    ["把第二个移到明天", "图论基础"],
    ["第一个不排了", "集合与二元关系"],
    ["把最后一个挪到周五第3节", "谓词逻辑"],
  ])("%s → %s", (text, name) => {
    const referred = referredRequest({ text, answers: [] }, listed, "zh");
    expect(referred).toMatchObject({ kind: "intent", intent: { family: "edit", reference: { name } } });
  });

  test("an ordinal past the list asks which one", () => {
    expect(referredRequest({ text: "把第五个移到明天", answers: [] }, listed, "zh")).toMatchObject({ kind: "ask" });
  });

  // The option picked stands where the request said 它 (answered-picks.ts).
  test("第二个 / 就那个 answer the last question's options", () => {
    const asked = { question: "你说的“它”是指哪一个任务？", options: ["集合与二元关系", "图论基础"] };
    expect(currentRequest([{ text: "把它移到明天", asked }, { text: "第二个" }])?.text).toBe("把图论基础移到明天");
    const one = { question: "你说的“它”是指哪一个任务？", options: ["图论基础"] };
    expect(currentRequest([{ text: "把它移到明天", asked: one }, { text: "就那个吧" }])?.text).toBe("把图论基础移到明天");
  });
});

describe("a block named by when it is, with a complaint before the move", () => {
  test.each([
    ["周一晚上那个学生会策划案太晚了，挪到周四下午第7-8节吧", "学生会策划案", { dayWord: "周四", slotStart: 7 }],
    ["学生会策划案太早了，换到周五晚上吧", "学生会策划案", { dayWord: "周五", slotStart: 9 }],
    ["周三下午那个图论基础不太合适，移到周四第3节", "图论基础", { dayWord: "周四", slotStart: 3 }],
  ])("%s", (text, name, target) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });
});
