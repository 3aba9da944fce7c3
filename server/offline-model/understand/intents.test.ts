import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("detectIntent", () => {
  describe("quick notes keep the student's words minus the lead-in", () => {
    test.each([
      ["提醒我周三晚上8点给导师发周报", "周三晚上8点给导师发周报"],
      ["记一下明天下午交实验报告", "明天下午交实验报告"],
      ["帮我记个事：月底前交党课心得", "月底前交党课心得"],
      ["别忘了周五还书", "周五还书"],
      ["你好，提醒我明天交报告", "明天交报告"],
      ["remind me to email the TA Friday 5pm", "email the TA Friday 5pm"],
      ["Please remind me to return the library book tomorrow", "return the library book tomorrow"],
      ["note to self: buy lab goggles", "buy lab goggles"],
    ])("%s", (message, content) => {
      expect(detectIntent(message)).toEqual({ family: "quick_note", content });
    });
  });

  describe("explicit creation states the priority and periods the words give", () => {
    test.each([
      ["新建任务：写实验总结，简单不重要，2节", { family: "create_task", content: "写实验总结，简单不重要，2节", priorityGroup: 3, estimatedSections: 2 }],
      [
        "创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急",
        { family: "create_task", content: "完成离散数学第1节复习，周四晚上10点前，重要紧急", priorityGroup: 1 },
      ],
      ["新建一个任务：整理错题，需要2节，重要不紧急", { family: "create_task", content: "整理错题，需要2节，重要不紧急", priorityGroup: 2, estimatedSections: 2 }],
      ["新建一个任务：写课程论文，需要14节", { family: "create_task", content: "写课程论文，需要14节", estimatedSections: 14 }],
      ["添加任务 背单词，简单不重要", { family: "create_task", content: "背单词，简单不重要", priorityGroup: 3 }],
      ["帮我建个任务：写综述，复杂不重要", { family: "create_task", content: "写综述，复杂不重要", priorityGroup: 4 }],
      ["新建任务：周日前读完第三章", { family: "create_task", content: "周日前读完第三章" }],
      [
        "create a task: finish lab report by Thursday, urgent and important",
        { family: "create_task", content: "finish lab report by Thursday, urgent and important", priorityGroup: 1 },
      ],
      ["add a new task: read chapter 4, takes 3 periods", { family: "create_task", content: "read chapter 4, takes 3 periods", estimatedSections: 3 }],
    ])("%s", (message, intent) => {
      expect(detectIntent(message)).toEqual(intent);
    });
  });

  describe("task questions become structured query_tasks arguments", () => {
    test.each([
      ["还有哪些离散数学的任务没做？", { keyword: "离散数学" }],
      ["重要紧急的任务有哪些", { quadrant: 1 }],
      ["这周要截止的任务", { deadline_before: "这周" }],
      ["已经完成的任务", { completed_only: true }],
      ["周五之前要交的作业有哪些", { keyword: "作业", deadline_before: "周五之前" }],
      ["what tasks are due before Friday", { deadline_before: "before Friday" }],
      ["show my done tasks", { completed_only: true }],
      ["which tasks are urgent and important", { quadrant: 1 }],
      ["what's due this week", { deadline_before: "this week" }],
      ["我这周都有哪些ddl", { deadline_before: "这周" }],
      // 没弄 / 没搞 like 没做; the question words after the subject are no part of the keyword.
      ["高数相关的还有哪些没搞完", { keyword: "高数" }],
      ["what have I finished so far", { completed_only: true }],
      ["我做完了哪些事情", { completed_only: true }],
      ["what's left on my plate", {}],
      ["最紧急的几件事是什么", { quadrant: 1 }],
      ["list everything I have completed", { completed_only: true }],
      // What one finishes is a task: no word for tasks is needed.
      ["我完成了哪些", { completed_only: true }],
      ["which did I finish", { completed_only: true }],
      ["这周写完了哪些", { completed_only: true, deadline_before: "这周" }],
      ["我手头还有哪些活没干", {}],
      ["which tasks are still open", {}],
      ["下周一以后才截止的有哪些", { deadline_after: "下周一以后" }],
    ])("%s", (message, input) => {
      expect(detectIntent(message)).toEqual({ family: "query_tasks", input });
    });
  });

  describe("scheduling requests carry their range and subject words", () => {
    test.each([
      ["帮我把这周的复习排进空闲时间", { range: "这周", hints: [], wantsAll: false }],
      ["把离散数学的复习排到下周", { range: "下周", hints: ["离散数学"], wantsAll: false, studyPlan: true }],
      ["明天的空闲时间安排一下概率论", { range: "明天", hints: ["概率论"], wantsAll: false }],
      ["把待办都排进第3到第9天", { range: "第3到第9天", hints: [], wantsAll: true, looseOnly: true }],
      ["帮我排一下复习", { hints: [], wantsAll: false }],
      ["schedule my review for next week", { range: "next week", hints: [], wantsAll: false }],
      ["plan all my tasks for this week", { range: "this week", hints: [], wantsAll: true }],
      ["put my review into next week", { range: "next week", hints: [], wantsAll: false }],
      ["帮我把线代复习安排在周末", { range: "周末", hints: ["线代"], wantsAll: false, studyPlan: true }],
      // With a subject named, 都 / 全部 means all of it: the class is kept.
      ["下周把线代复习全部排上", { range: "下周", hints: ["线代"], wantsAll: false, studyPlan: true }],
      // 塞 / 填 are scheduling verbs too; 事项 names nothing.
      ["这周的空闲帮我塞些复习进去", { range: "这周", hints: [], wantsAll: false }],
      // 放到 with no period is a range; 明后两天 is one.
      // "帮我…排完" asks for scheduling; it reports nothing done.
      ["离散数学在12月18日前排完", { range: "12月18日前", hints: ["离散数学"], wantsAll: false }],
      ["概率论复习帮我在下周排完", { range: "下周", hints: ["概率论"], wantsAll: false, studyPlan: true }],
      ["线代复习放到下周", { range: "下周", hints: ["线代"], wantsAll: false, studyPlan: true }],
      ["把待办排进明后两天", { range: "明后两天", hints: [], wantsAll: false, looseOnly: true }],
      ["把复习排进这周，一天最多2节", { range: "这周", hints: [], wantsAll: false, dailyCap: 2 }],
      ["把待办事项都填进下周", { range: "下周", hints: [], wantsAll: true, looseOnly: true }],
      // A subject said as a study plan (…的复习, …计划) is the planner's class; "明天的空闲时间安排一下概率论" says none.
      ["法语复习 → 下下周", { range: "下下周", hints: ["法语"], wantsAll: false, studyPlan: true }],
      ["把口译计划排到1月3号到1月9号", { range: "1月3号到1月9号", hints: ["口译"], wantsAll: false, studyPlan: true }],
      ["微观和宏观的复习统一排到下周", { range: "下周", hints: ["微观", "宏观"], wantsAll: false, studyPlan: true }],
    ])("%s", (message, fields) => {
      expect(detectIntent(message)).toEqual({ family: "schedule", ...fields });
    });

    test("a clause break is not part of a task name: the sentence stays a scheduling request", () => {
      expect(detectIntent("把离散数学的复习排到下周，去掉周末")).toMatchObject({ family: "schedule", range: "下周" });
    });

    test("a day without a period after a scheduling verb is a range, not a move", () => {
      expect(detectIntent("把离散数学的复习排到第3天")).toEqual({ family: "schedule", range: "第3天", hints: ["离散数学"], wantsAll: false, studyPlan: true });
    });
  });

  describe("edits name their tasks and targets", () => {
    test.each([
      ["把复习线代移到第5天第3节", { action: "move", reference: { name: "复习线代" }, target: { day: 5, slotStart: 3 } }],
      ["把[12]移到第4天第1-2节", { action: "move", reference: { id: 12 }, target: { day: 4, slotStart: 1 } }],
      ["把复习线代排到第5天第3节", { action: "move", reference: { name: "复习线代" }, target: { day: 5, slotStart: 3 } }],
      ["把实验报告挪到第6天", { action: "move", reference: { name: "实验报告" }, target: { day: 6 } }],
      ["move lab report to day 4 period 3", { action: "move", reference: { name: "lab report" }, target: { day: 4, slotStart: 3 } }],
      ["交换高数和线代", { action: "swap", references: [{ name: "高数" }, { name: "线代" }] }],
      ["把英语和线代换一下", { action: "swap", references: [{ name: "英语" }, { name: "线代" }] }],
      ["swap [2] and [6]", { action: "swap", references: [{ id: 2 }, { id: 6 }] }],
      ["把概率论第一章取消安排", { action: "unplace", reference: { name: "概率论第一章" } }],
      ["取消[3]的安排", { action: "unplace", reference: { id: 3 } }],
      ["取消安排代数系统", { action: "unplace", reference: { name: "代数系统" } }],
      ["帮我撤销预排[18]", { action: "unplace", reference: { id: 18 } }],
      ["unschedule task 3", { action: "unplace", reference: { id: 3 } }],
      ["remove lab report from the schedule", { action: "unplace", reference: { name: "lab report" } }],
      // Words that only point at the block or drop it come between the name and the request.
      ["树与最小生成树这块先不排了，取消安排", { action: "unplace", reference: { name: "树与最小生成树" } }],
      ["树与最小生成树挪去周六第2节", { action: "move", reference: { name: "树与最小生成树" }, target: { dayWord: "周六", slotStart: 2 } }],
      ["函数与等价关系先从课表上撤下来", { action: "unplace", reference: { name: "函数与等价关系" } }],
      ["把树与最小生成树撤出课表", { action: "unplace", reference: { name: "树与最小生成树" } }],
      ["函数与等价关系不想排在那儿了，拿掉", { action: "unplace", reference: { name: "函数与等价关系" } }],
      ["树与最小生成树不用再排了", { action: "unplace", reference: { name: "树与最小生成树" } }],
      // 和 / 跟 split a pair before 与, which is often part of a name.
      ["树与最小生成树跟函数与等价关系换一下", { action: "swap", references: [{ name: "树与最小生成树" }, { name: "函数与等价关系" }] }],
      ["把[12]和[13]对调一下", { action: "swap", references: [{ id: 12 }, { id: 13 }] }],
      ["函数与等价关系挪到周五第3节", { action: "move", reference: { name: "函数与等价关系" }, target: { dayWord: "周五", slotStart: 3 } }],
    ])("%s", (message, fields) => {
      expect(detectIntent(message)).toEqual({ family: "edit", ...fields });
    });
  });

  describe("timetable questions pick their read tool", () => {
    test.each([
      ["第3天有什么课", { toolName: "query_day", input: { when: "第3天" } }],
      ["明天有什么安排", { toolName: "query_day", input: { when: "明天" } }],
      ["我下周三有什么课", { toolName: "query_day", input: { when: "下周三" } }],
      ["今天还有什么课", { toolName: "query_day", input: { when: "今天", remaining_only: true } }],
      ["看看总览", { toolName: "query_day", input: { when: "这周" } }],
      ["下周的安排怎么样", { toolName: "query_day", input: { when: "下周" } }],
      ["哪里有空", { toolName: "query_free_time", input: {} }],
      ["明天下午有空吗", { toolName: "query_free_time", input: { when: "明天", part: "afternoon" } }],
      ["周四下午有没有连续两节空闲", { toolName: "query_free_time", input: { when: "周四", part: "afternoon", min_periods: 2 } }],
      ["这周哪天最空？", { toolName: "query_free_time", input: { when: "这周", pick: "emptiest" } }],
      ["[3]是什么", { toolName: "get_task_info", input: { task_id: 3 } }],
      ["任务7的详情", { toolName: "get_task_info", input: { task_id: 7 } }],
      ["还有哪些任务没排", { toolName: "list_tasks", input: { status: "pending" } }],
      ["预排了哪些", { toolName: "list_tasks", input: { status: "suggested" } }],
      ["what's on Thursday", { toolName: "query_day", input: { when: "Thursday" } }],
      ["show me my schedule", { toolName: "query_day", input: { when: "这周" } }],
      ["do I have 3 free periods in a row tomorrow", { toolName: "query_free_time", input: { when: "tomorrow", min_periods: 3 } }],
      ["what is task 3", { toolName: "get_task_info", input: { task_id: 3 } }],
      // 空 as a verb with a run of periods, 空/闲 with a degree word, a free block.
      ["周三下午能空三节吗", { toolName: "query_free_time", input: { when: "周三", part: "afternoon", min_periods: 3 } }],
      ["下周哪一天更闲一点", { toolName: "query_free_time", input: { when: "下周", pick: "emptiest" } }],
      ["明天比较空吗", { toolName: "query_free_time", input: { when: "明天" } }],
      ["这周末有没有整块时间", { toolName: "query_free_time", input: { when: "这周末" } }],
      ["am I available on Friday", { toolName: "query_free_time", input: { when: "Friday" } }],
      ["周日上午空不", { toolName: "query_free_time", input: { when: "周日", part: "morning" } }],
      ["程序设计星期几上", { toolName: "query_day", input: { when: "这周", course: "程序设计" } }],
      ["下周情况咋样", { toolName: "query_day", input: { when: "下周" } }],
      ["is Monday morning open?", { toolName: "query_free_time", input: { when: "Monday", part: "morning" } }],
      ["后天上午上啥", { toolName: "query_day", input: { when: "后天", part: "morning" } }],
      ["下周排得紧不紧", { toolName: "query_day", input: { when: "下周" } }],
      ["any 3-period gaps on Friday?", { toolName: "query_free_time", input: { when: "Friday", min_periods: 3 } }],
      ["下周哪天最轻松", { toolName: "query_free_time", input: { when: "下周", pick: "emptiest" } }],
      ["高数一周上几次", { toolName: "query_day", input: { when: "这周", course: "高数" } }],
      ["下周的节奏如何", { toolName: "query_day", input: { when: "下周" } }],
      ["后天能腾出三节连着的空吗", { toolName: "query_free_time", input: { when: "后天", min_periods: 3 } }],
      ["这周哪天最有时间", { toolName: "query_free_time", input: { when: "这周", pick: "emptiest" } }],
      ["周四下午闲吗", { toolName: "query_free_time", input: { when: "周四", part: "afternoon" } }],
      ["后天闲不闲", { toolName: "query_free_time", input: { when: "后天" } }],
      // How busy a stretch is: the overview of it.
      ["下周是不是特别忙", { toolName: "query_day", input: { when: "下周" } }],
      ["这周忙吗", { toolName: "query_day", input: { when: "这周" } }],
      ["整周的课让我瞧瞧", { toolName: "query_day", input: { when: "这周" } }],
      ["周五都排了些什么", { toolName: "query_day", input: { when: "周五" } }],
    ])("%s", (message, question) => {
      expect(detectIntent(message)).toEqual({ family: "schedule_question", question });
    });
  });

  describe("small talk needs no tool", () => {
    test.each([
      ["你好", "greeting"],
      ["hello!", "greeting"],
      ["谢谢", "thanks"],
      ["thanks a lot", "thanks"],
      ["你能做什么", "capabilities"],
      ["what can you do?", "capabilities"],
      ["今天天气怎么样", "out_of_scope"],
      ["tell me a joke", "out_of_scope"],
    ])("%s → %s", (message, topic) => {
      expect(detectIntent(message)).toEqual({ family: "small_talk", topic });
    });

    test("anything else is unknown", () => {
      expect(detectIntent("下周")).toEqual({ family: "unknown" });
      expect(detectIntent("[3]复习线代")).toEqual({ family: "unknown" });
    });
  });

  describe("taking back the last schedule write", () => {
    test.each(["刚才的方案撤回一下", "把上次确认的排程撤销掉", "撤销刚才的安排", "上次排的太满了，撤回吧", "回到确认之前的样子", "退回上一步", "回退一下", "刚刚挪的不要了", "恢复到调整之前"])("%s", (message) => {
      expect(detectIntent(message)).toEqual({ family: "undo" });
    });

    // The plan looked at ("我看了"), what is wrong with it, then sent back: no check-in of a block studied.
    test.each(["刚才改的不太对，周三那块太挤了，还是退回吧", "上次你排的我仔细看了，全挤在周末，撤回去", "刚刚排的我看了一下，太满了，帮我还原"])("%s", (message) => {
      expect(detectIntent(message)).toEqual({ family: "undo" });
    });

    // Back to before the plan was made or confirmed: "没排之前", "还没确认前".
    test.each(["刚确认得太急了，能不能回到还没确认之前", "退回到没改之前吧", "帮我恢复到没排之前的状态"])("%s", (message) => {
      expect(detectIntent(message)).toEqual({ family: "undo" });
    });

    test.each(["没排之前我周六都是空的", "回到宿舍之前提醒我收衣服"])("%s is no undo", (message) => {
      expect(detectIntent(message)).not.toEqual({ family: "undo" });
    });

    // A confirmation made by slip or by someone else, then the write it made taken back; the write pointed at alone.
    test.each(["舍友拿我手机点了确认，这版方案帮我撤回", "刚才手滑按到确认了，那次改动还原一下", "那版方案撤回吧"])("%s", (message) => {
      expect(detectIntent(message)).toEqual({ family: "undo" });
    });
  });
});

describe("English free-time questions that spell out the count or say emptiest", () => {
  test.each([
    ["any three free periods in a row on Monday morning?", { when: "Monday", part: "morning", min_periods: 3 }],
    ["which day is the emptiest this week", { pick: "emptiest" }],
    ["what's my quietest day next week", { pick: "emptiest" }],
  ])("%s", (text, input) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input } });
  });
});

describe("what the student will do with the answer, and the story before 'anyway', ask nothing", () => {
  test.each([
    ["今天好累😩 周五上午有课吗，没课的话我就睡个懒觉", "query_day"],
    ["下周一下午我有空吗？要是有的话想去打球", "query_free_time"],
    ["今天被室友吵醒了，困死了。话说明天上午有课吗", "query_day"],
  ])("%s → %s", (text, toolName) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName } });
  });

  test("a conditional that asks for something stays part of the request", () => {
    expect(detectIntent("周四下午有课吗，没课的话帮我把复习排进去").family).not.toBe("schedule_question");
  });
});
