/**
 * Follow-ups that point back at what the last answer put before the student (issue 27 #4): an item of a list by its
 * place or as the one thing, a study block by its kind, a note's to-do done already or shifted, a place offered, the
 * same plan for another subject, two blocks swapped, an exam's day told after it was asked about. Each family is a
 * row of examples and counterexamples read through currentRequest, as a turn does; what the answer listed is read from
 * the data its turn handed first (answered-things.ts), from its words only when it handed none.
 */
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { expect, test } from "vitest";
import type { ToolFacts } from "@/lib/protocol/model-facts";
import { assistantText, toolExchange, user } from "@/testing/offline-model";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { readConversation } from "./conversation";
import { currentRequest } from "./request";
import type { UserTurn } from "../types";

const TODOS: UserTurn = { text: "今天还剩哪些事", said: "还有4条：背单词、交物理作业、整理宿舍、写周报。" };
const ONE_DUE: UserTurn = { text: "这周五前要交什么", said: "这周五前截止的有1条：交数值分析大作业（12月4日 周五 23:59）。" };
const NOTED: UserTurn = { text: "帮我记一下周三交英语听力作业", said: "已记下。" };
const AGENDA: UserTurn = { text: "周五有什么安排", said: "12月4日 周五：10:00–11:40 大学英语；14:00–15:40 图的遍历（学习）。" };
const FREE: UserTurn = { text: "周二下午有空吗", said: "12月8日 周二 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）。" };
const PLAN: UserTurn = { text: "把数据结构复习排到下周", said: "已生成方案，请在卡片上确认：栈与队列 → 12月8日 周二 第3-4节；二叉树 → 12月10日 周四 第5-6节。" };

/** A turn whose tools handed facts: its words are not read for what it listed. */
function answered(text: string, said: string, facts: ToolFacts[]): UserTurn {
  return { text, said, answeredWith: { facts, named: [] } };
}

const ROWS: FollowUpRow[] = [
  {
    family: "an item of the list by its place",
    examples: [
      { before: [TODOS], text: "第二个已经交了", readAs: "交物理作业已经交了", intent: { family: "task_edit", action: "complete", task: "交物理作业" } },
      { before: [TODOS], text: "最后一个推到周日", readAs: "写周报推到周日", intent: { family: "task_edit", task: "写周报" } },
      { before: [TODOS], text: "第三个截止改成明晚", readAs: "整理宿舍截止改成明晚" },
      // When and where it was done, between the ordinal and the verb: no part of the name.
      { before: [TODOS], text: "第四个今早在图书馆写好发了", readAs: "写周报今早在图书馆写好发了", intent: { family: "task_edit", action: "complete", task: "写周报" } },
      { before: [TODOS], text: "第三个昨天弄完了", readAs: "整理宿舍昨天弄完了", intent: { family: "task_edit", action: "complete", task: "整理宿舍" } },
      { before: [TODOS], text: "第一个在宿舍背完了", readAs: "背单词在宿舍背完了", intent: { family: "task_edit", action: "complete", task: "背单词" } },
      { before: [TODOS], text: "第一个我已经背完了", readAs: "背单词我已经背完了", intent: { family: "task_edit", action: "complete", task: "背单词" } },
      { before: [TODOS], text: "最后那个改到周六", readAs: "写周报改到周六" },
      // Of two: the one before, the one after; English ordinals the same way.
      { before: [{ text: "有哪些待办", said: "还有2条：背单词、交物理作业。" }], text: "前面那个做完了", readAs: "背单词做完了" },
      { before: [{ text: "有哪些待办", said: "还有2条：背单词、交物理作业。" }], text: "后一个改到周日", readAs: "交物理作业改到周日" },
      { before: [{ text: "what is left today", said: "还有3条：背单词、交物理作业、写周报。" }], text: "delete the last one", readAs: "delete 写周报" },
      // Asked about, by its place: a to-do question for that one.
      { before: [TODOS], text: "第三个是哪天截止", readAs: "整理宿舍是哪天截止", intent: { family: "query_tasks", input: { keyword: "整理宿舍" } } },
      // A plan over next week: the block pointed at by its rank in the plan, named by where the plan put it, moved to a
      // day of that week (draft-pointers.ts).
      {
        before: [PLAN],
        text: "第二个挪到周五晚上",
        readAs: "把12月10日第5节那块二叉树挪到12月11日晚上",
        intent: { family: "edit", action: "move", reference: { name: "12月10日第5节那块二叉树" }, target: { dayWord: "12月11日" } },
      },
      {
        // The listing's facts, not the words beside them.
        before: [answered("看看待办", "还有2条：甲、乙。", [{ kind: "task_list", tasks: [{ id: 3, name: "读文献", category: "待办", status: "pending" }, { id: 4, name: "改简历", category: "待办", status: "pending" }] }])],
        text: "第一个删掉吧",
        readAs: "读文献删掉吧",
      },
    ],
    counterexamples: [
      // Four listed: 前面那个 says no place among them.
      { before: [TODOS], text: "前面那个做完了" },
      // One thing listed: no place to count.
      { before: [ONE_DUE], text: "第二个删掉" },
      // Past the end of the list.
      { before: [TODOS], text: "第六个做完了" },
    ],
  },
  {
    family: "the one thing recorded or listed",
    examples: [
      { before: [NOTED], text: "那个截止改到周四", readAs: "交英语听力作业截止改到周四", intent: { family: "task_edit", task: "交英语听力作业" } },
      { before: [NOTED], text: "这个移到周五，还是晚上九点", readAs: "交英语听力作业改到周五晚上九点", intent: { family: "task_edit", deadline: "周五晚上九点" } },
      { before: [ONE_DUE], text: "这个帮我延到下周二", readAs: "帮我把交数值分析大作业延到下周二" },
      { before: [{ text: "新建任务：整理实习材料", said: "已创建。" }], text: "那个优先级改成重要", readAs: "整理实习材料优先级改成重要", intent: { family: "task_edit", priorityGroup: 2 } },
      { before: [{ text: "还有哪些待办", said: "还有1条：交电费（12月3日 周四）。" }], text: "那个也删了", readAs: "交电费删了", intent: { family: "task_edit", action: "delete", task: "交电费" } },
      // A time alone keeps the day the note had.
      { before: [{ text: "提醒我周四交学费", said: "已记下。" }], text: "那条提醒改到晚上九点", readAs: "交学费提醒改到周四晚上九点" },
    ],
    counterexamples: [
      // A name of its own after the demonstrative.
      { before: [NOTED], text: "那个高数作业改到周五" },
      // A place offered is no thing: nothing for 那个 to be.
      { before: [{ text: "周四最早什么时候有空", said: "首个可用位置：12月3日 周四 14:00–15:40。" }], text: "那个删了" },
      // Several things listed: which one is asked, not guessed.
      { before: [TODOS], text: "这个删了吧" },
      // After a plan, "那个" is one of its blocks, not the subject the plan was asked for.
      { before: [PLAN], text: "那个删了吧" },
    ],
  },
  {
    family: "the study block of the day told",
    examples: [
      { before: [AGENDA], text: "那个复习往前挪到上午", readAs: "把图的遍历挪到12月4日上午", intent: { family: "edit", action: "move", reference: { name: "图的遍历" } } },
      // A course stays where it is: "那个" moved is the one study block.
      { before: [AGENDA], text: "那个挪到晚上", readAs: "图的遍历挪到12月4日晚上" },
      {
        before: [answered("周五有什么安排", "周五有两项。", [{ kind: "day_agenda", remaining_only: false, days: [{ date: "2026-12-04", weekday: 5, over: false, entries: [{ kind: "course", name: "大学英语", start: "10:00", end: "11:40", draft: false }, { kind: "study", name: "最短路径", start: "14:00", end: "15:40", draft: true }] }] }])],
        text: "这节学习挪到周六",
        readAs: "把最短路径挪到周六",
      },
    ],
    counterexamples: [
      { before: [{ text: "周五有什么安排", said: "12月4日 周五：10:00–11:40 大学英语。" }], text: "那个复习往前挪到上午" },
      // Not a move: a course and a study block, and nothing says which one goes.
      { before: [AGENDA], text: "那个删了" },
    ],
  },
  {
    family: "a note's to-do done already, or its time shifted",
    examples: [
      { before: [{ text: "提醒我后天交体检表", said: "已记下。" }], text: "啊对了，其实早就交了", readAs: "交体检表其实早就交了", intent: { family: "task_edit", action: "complete" } },
      { before: [{ text: "明天下午2点提醒我开班会", said: "已记下。" }], text: "再推迟一个半小时", readAs: "把开班会改到明天15:30" },
      { before: [{ text: "周六上午10点提醒我去取快递", said: "已记下。" }], text: "往后推半小时", readAs: "把去取快递改到周六10:30" },
      { before: [{ text: "提醒我周三下午三点开会", said: "已记下。" }], text: "时间往后挪一个小时", readAs: "把开会改到周三16:00" },
      { before: [{ text: "remind me to return the library books tomorrow at 5pm", said: "Noted." }], text: "make it 6pm instead", readAs: "把return the library books改到tomorrow 6pm" },
      { before: [{ text: "提醒我周四交学费", said: "已记下。" }], text: "提前到下午三点", readAs: "把交学费改到周四下午三点" },
      { before: [{ text: "提醒我周四交学费", said: "已记下。" }], text: "往后推一天", readAs: "把交学费改到周五" },
      { before: [{ text: "提醒我周四交学费", said: "已记下。" }], text: "改成后天吧", readAs: "把交学费改到后天" },
      // After the note was re-dated, the day it goes back to.
      { before: [{ text: "提醒我周五交学费", said: "已记下。" }, { text: "改到周六", said: "已修改。" }], text: "还是明天吧", readAs: "把交学费改到明天" },
      { before: [{ text: "明天晚上八点提醒我开会", said: "已记下。" }], text: "推迟一天吧", readAs: "把开会改到后天晚上八点" },
      { before: [{ text: "提醒我12月10日下午三点交学费", said: "已记下。" }], text: "再提前两天", readAs: "把交学费改到12月8日下午三点" },
      // Why it shifts, in a closing clause of its own; a morning time keeps its part of the day.
      { before: [{ text: "提醒我周五早上8点去体检", said: "已记下。" }], text: "提前一个小时吧，我得空腹排队", readAs: "把去体检改到周五早上07:00" },
      { before: [{ text: "明天下午2点提醒我开班会", said: "已记下。" }], text: "往后推半小时，不然赶不回来", readAs: "把开班会改到明天14:30" },
      { before: [{ text: "提醒我周三下午三点开会", said: "已记下。" }], text: "推迟一天吧，因为周三要去医院", readAs: "把开会改到周四下午三点" },
      // Across the week's edge: the day of the week after.
      { before: [{ text: "提醒我周六交学费", said: "已记下。" }], text: "往后推三天", readAs: "把交学费改到下周二" },
    ],
    counterexamples: [
      { before: [{ text: "明天下午有课吗", said: "没有课。" }], text: "其实早就交了" },
      { before: [{ text: "提醒我后天交体检表", said: "已记下。" }], text: "再推迟一个小时" },
      // Not a day or a time after the verb: something else.
      { before: [{ text: "提醒我周四交学费", said: "已记下。" }], text: "还是算了吧" },
      { before: [{ text: "提醒我周四交学费", said: "已记下。" }], text: "改成重要的" },
      // Past the weeks the day words can say (下下周 is the last): asked, not guessed.
      { before: [{ text: "提醒我下下周六交学费", said: "已记下。" }], text: "往后推三天" },
    ],
  },
  {
    family: "a place the answer offered, the thing named beside it",
    examples: [
      { before: [FREE], text: "那个时段写实验报告", readAs: "把实验报告移到12月8日14:00" },
      { before: [FREE], text: "第二段放英语听力", readAs: "把英语听力移到12月8日16:00" },
      { before: [FREE], text: "就这个空吧，把读书笔记放进去", readAs: "把读书笔记移到12月8日14:00" },
      { before: [FREE], text: "那个时间帮我安排背单词", readAs: "把背单词移到12月8日14:00" },
      { before: [FREE], text: "就那个时间，复习英语", readAs: "把英语移到12月8日14:00" },
      { before: [FREE], text: "第二个时间段帮我放背单词", readAs: "把背单词移到12月8日16:00" },
      { before: [FREE], text: "好，那个时间段给概率论", readAs: "把概率论移到12月8日14:00" },
      { before: [FREE], text: "put lab report in the second slot", readAs: "把lab report移到12月8日16:00" },
      { before: [{ text: "把背单词排到周二", said: "好的。" }, FREE], text: "就那个点吧", readAs: "把背单词移到12月8日14:00" },
      // The thing a plan of one named, the request before the question about free time.
      { before: [{ text: "把背单词排到周二", said: "好的。" }, FREE], text: "那就放第二个吧", readAs: "把背单词移到12月8日16:00" },
      { before: [FREE], text: "那就第二个时间吧，放英语", readAs: "把英语移到12月8日16:00" },
      {
        before: [answered("周二下午有空吗", "周二下午有空。", [{ kind: "free_time", part: "afternoon", days: [{ date: "2026-12-08", weekday: 2, over: false, runs: [{ start: "15:00", end: "16:40", periods: 2 }] }] }])],
        text: "那个时间放读书笔记",
        readAs: "把读书笔记移到12月8日15:00",
      },
      {
        before: [answered("周三最早哪里有两节空", "首个可用位置：周三上午。", [{ kind: "free_slot", slot: { day: 2, slot_start: 3, slot_end: 4 } }])],
        text: "就那个时间吧",
        readAs: "把它移到第2天第3节",
      },
    ],
    counterexamples: [
      { before: [FREE], text: "那个时间我要去社团" },
      { before: [FREE], text: "那个时间我有事" },
      { before: [NOTED], text: "那个时间放读书笔记" },
    ],
  },
  {
    family: "that day, a thing to do on it",
    examples: [{ before: [{ text: "下周哪天最清闲", said: "12月10日 周四最空，只有一节课。" }], text: "就那天把物理实验报告写了", readAs: "把物理实验报告排在12月10日" }],
    counterexamples: [{ before: [{ text: "记一下周五交读书报告", said: "已记下。" }], text: "那天把物理实验报告写了" }],
  },
  {
    family: "a plan again, after what was wrong with it",
    examples: [
      { before: [{ text: "帮我把英语排到这周", said: "已生成方案。" }], text: "排得太挤了，分散一点重新排", readAs: "帮我把英语排到这周，分散一点，重新排一下" },
      { before: [{ text: "帮我把英语排到这周", said: "已生成方案。" }], text: "有点赶，每天最多两节再排一遍", readAs: "帮我把英语排到这周，每天最多两节，重新排一下" },
    ],
    counterexamples: [{ before: [{ text: "周五有空吗", said: "有空。" }], text: "太挤了，重新排" }],
  },
  {
    family: "the same plan for another subject",
    examples: [
      { before: [PLAN], text: "好了，那操作系统的也照这个排", readAs: "把操作系统排到下周", intent: { family: "schedule", hints: ["操作系统"], range: "下周" } },
      { before: [PLAN], text: "计网也这么排吧", readAs: "把计网排到下周" },
    ],
    counterexamples: [{ before: [{ text: "数据结构复习排了吗", said: "还没有。" }], text: "计网也这么排吧" }],
  },
  {
    family: "the two blocks of the plan swapped; a bare weekday in the plan's week",
    examples: [
      { before: [PLAN], text: "这俩换一下位置", readAs: "把栈与队列和二叉树对调一下", intent: { family: "edit", action: "swap" } },
      // Their order or places said with 的, or the order after the swap: the same two.
      { before: [PLAN], text: "把这两个的顺序对调一下", readAs: "把栈与队列和二叉树对调一下", intent: { family: "edit", action: "swap" } },
      { before: [PLAN], text: "帮我把这两块交换一下顺序", readAs: "把栈与队列和二叉树对调一下" },
      { before: [PLAN], text: "那两个的先后换一下吧", readAs: "把栈与队列和二叉树对调一下" },
      // The block is named by where the plan put it (draft-block-moves.ts): the weekday is dated in that block's week,
      // and a weekday with its own week ("这周五") is kept as said.
      { before: [PLAN], text: "二叉树那块挪到周五", readAs: "把12月10日第5节那块二叉树挪到12月11日", intent: { family: "edit", target: { dayWord: "12月11日" } } },
      { before: [PLAN], text: "二叉树那块挪到这周五", readAs: "把12月10日第5节那块二叉树挪到这周五", intent: { family: "edit", target: { dayWord: "这周五" } } },
    ],
    counterexamples: [
      { before: [TODOS], text: "这俩换一下位置" },
      { before: [TODOS], text: "把这两个的顺序对调一下" },
    ],
  },
  {
    family: "an exam's day told after it was asked about",
    examples: [
      {
        before: [{ text: "操作系统啥时候考", said: "还没有记过操作系统的考试。" }],
        text: "1月9号下午两点，在逸夫楼",
        readAs: "操作系统考试1月9号下午两点，在逸夫楼",
        intent: { family: "exam_record", when: "1月9号下午两点", location: "逸夫楼" },
      },
    ],
    counterexamples: [{ before: [{ text: "操作系统啥时候考", said: "还没有记过操作系统的考试。" }], text: "周五下午有空吗" }],
  },
  {
    family: "a study block named by the class beside it",
    examples: [
      { before: [AGENDA], text: "大学英语后面那节复习先拿掉吧，晚上要开会", readAs: "把图的遍历拿掉吧，晚上要开会", intent: { family: "edit", action: "unplace" } },
      { before: [AGENDA], text: "英语课之后的那节挪到周六晚上", readAs: "把图的遍历挪到周六晚上" },
    ],
    counterexamples: [
      // Before the class there is nothing listed, and the class itself is no block of the plan.
      { before: [AGENDA], text: "大学英语前面那节复习删掉" },
      { before: [AGENDA], text: "图的遍历前面那节删掉" },
    ],
  },
];

describeFollowUpRows("pointing follow-ups", ROWS);

test("an earlier turn's facts reach the follow-up through the conversation, ahead of the words said", () => {
  const facts: ToolFacts = {
    kind: "free_time",
    days: [{ date: "2026-12-03", weekday: 4, over: false, runs: [{ start: "16:00", end: "17:40", periods: 2 }] }],
  };
  const prompt: LanguageModelV4Prompt = [
    user("周四有空吗"),
    ...toolExchange("call-1", "query_free_time", { when: "周四" }, { ok: true, text: "周四 16:00 起有空。", facts }),
    assistantText("12月3日 周四 空闲：08:00–09:40。"),
    user("那个时间放错题整理"),
  ];
  const view = readConversation(prompt);
  expect(view.userTurns[0].answeredWith).toEqual({ facts: [facts], named: [] });
  expect(view.userTurns[1].answeredWith).toBeUndefined();
  expect(currentRequest(view.userTurns)?.text).toBe("把错题整理移到12月3日16:00");
});

test("a plan card's class is not one of the blocks an ordinal counts", () => {
  const mentions = [
    { kind: "block" as const, name: "栈与队列" },
    { kind: "block" as const, name: "二叉树" },
    { kind: "class" as const, name: "数据结构复习" },
  ];
  const prompt: LanguageModelV4Prompt = [
    user("把数据结构复习排到这周"),
    { role: "assistant", content: [{ type: "text", text: "〔方案待确认〕", providerOptions: { offline: { mentions } } }] },
    assistantText("已生成方案。"),
    user("最后一个挪到周日"),
  ];
  expect(currentRequest(readConversation(prompt).userTurns)?.text).toBe("二叉树挪到周日");
});

test("the names an earlier card mentioned are the list an ordinal counts, ahead of the words said", () => {
  const mentions = ["读论文", "交作业", "买书"].map((name) => ({ kind: "task" as const, name }));
  const prompt: LanguageModelV4Prompt = [
    user("看看我的待办"),
    ...toolExchange("call-1", "query_tasks", {}, { ok: true, text: "共3条。", facts: { kind: "task_search", found: 3, unplanned: [] } }),
    { role: "assistant", content: [{ type: "text", text: "〔任务查询结果〕共3条。", providerOptions: { offline: { mentions } } }] },
    assistantText("还有3条：甲、乙、丙。"),
    user("把第三个删了"),
  ];
  const view = readConversation(prompt);
  expect(view.userTurns[0].answeredWith?.named).toEqual(["读论文", "交作业", "买书"]);
  expect(currentRequest(view.userTurns)?.text).toBe("把买书删了");
});
