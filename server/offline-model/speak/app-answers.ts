/**
 * Answers to questions about the planner itself (understand/app-questions.ts), in the words the student sees on
 * screen: the buttons (确认, 取消, 撤销), the pages (设置 → 提醒, 学习计划, 待办) and the grid's marks (待确认). One
 * answer per subject; a question about two subjects (how they differ) gets both, in the order asked.
 */
import type { AppSubject } from "../understand/app-questions";
import type { Language } from "../types";
import { say } from "./language";

const ANSWERS: Readonly<Record<AppSubject, readonly [chinese: string, english: string]>> = {
  rough_schedule: [
    "粗排就是我把学习计划里还没排的条目、和写了预计节数的待办，一次性排进你课表的空闲时间。排出来的先是草稿（课表上虚线的“待确认”），你点“确认”才写进日程，点“取消”就作废。",
    "Rough scheduling means I fit the unplaced items of your study plans, and to-dos with an estimate, into your free periods in one go. It starts as a draft (dashed, 待确认 on the grid): 确认 writes it to your schedule, 取消 throws it away.",
  ],
  draft: [
    "“待确认”是我排好、你还没确认的草稿，在课表上是虚线：点“确认”才会写进日程，点“取消”就当没排过。",
    "待确认 is a draft I made that you haven't confirmed yet, dashed on the grid: 确认 writes it to your schedule, 取消 drops it.",
  ],
  task: [
    "任务（待办）是零散的一件事，比如交报告、交班费：有截止时间和优先级，做完勾掉就行；写了预计节数的待办，粗排时也会分段排进空闲时间。",
    "A task (to-do) is a single thing such as handing in a report: it has a deadline and a priority, and you tick it off when done; one with an estimated number of periods is also fitted into free time when I schedule.",
  ],
  study_plan: [
    "学习计划（任务类）是一门要按顺序学完的内容，比如“离散数学复习，5章，每章2节”：每个条目占几节课，我按顺序把它们排进日程，学完一块打一次卡。",
    "A study plan (task class) is a course of items to learn in order, such as \"discrete maths review, 5 chapters, 2 periods each\": I place the items into your schedule in order, and you check in after each block.",
  ],
  undo: [
    "撤销是把最近一次确认写进日程的安排整个退回去：在卡片上点“撤销”，反悔了还能再点“恢复”。",
    "Undo takes back the whole of the last change you confirmed into your schedule: press 撤销 on its card, and 恢复 if you change your mind.",
  ],
  unplace: [
    "取消安排只是把某一个学习块从课表上拿下来，变回待安排，任务本身还在，之后还能再排；确认后生效。",
    "Unplacing takes one study block off the timetable and leaves it waiting to be placed; the task itself stays, and the change applies once you confirm.",
  ],
  checkin: [
    "打卡是学完一个学习块后告诉我结果：完成、部分完成或者没做。没做的可以让我“把落下的重新排一下”。",
    "Checking in tells me how a study block went: done, partly done or skipped. Skipped ones I can re-plan when you ask me to catch up.",
  ],
  skipped_checkin: [
    "不会扣分，也没有任何惩罚：记成没做的学习块会回到待安排，之后可以让我“把落下的重新排一下”；打卡结果只用来统计你的完成情况。",
    "Nothing is docked and there is no penalty: a block checked in as skipped goes back to waiting to be placed, and you can ask me to re-plan what you missed; check-ins only count towards your progress.",
  ],
  quadrant: [
    "待办按四象限分优先级：重要且紧急、重要不紧急、紧急不重要、不重要不紧急。重要不紧急的快到截止时，会自动算成重要且紧急。",
    "To-dos sit in four priority quadrants: important and urgent, important not urgent, urgent not important, neither. An important one near its deadline counts as urgent too.",
  ],
  embeddable: [
    "水课（可嵌入）是你允许我在上课时间里安排复习的课，比如自习课；没勾“可嵌入”的是固定课程，我不会往里排东西。在“设置”的课程里可以改。",
    "A 水课 (可嵌入) is a class you let me use for review, such as a self-study period; the others are fixed and I never place anything in them. Change it under 设置's courses.",
  ],
  reminders: [
    "会提醒。我记下的事带着截止时间，在“设置 → 提醒”里选提前多久（30分钟、2小时或1天，学习块默认开始前10分钟）；打开浏览器推送，或者在“设置 → 导出”订阅日历，到点手机就会响。App开着的时候，快到点的事也会在主页上提示。",
    "Yes. What I note keeps its deadline; choose how early under 设置 → 提醒 (30 min, 2 h or a day; study blocks 10 minutes before). Turn on browser push, or subscribe to the calendar under 设置 → 导出, and your phone rings on time. With the app open, things due soon also show on the main page.",
  ],
  period_times: [
    "能改。在“设置 → 学期设置”里可以改每一节课的开始和结束时间（比如第一节从08:20开始），也能加一节或去掉最后一节；课程和学习块都会按新的节次时间来算。",
    "Yes. Under 设置 → 学期设置 you can set each period's start and end (say, period 1 from 08:20) and add or drop the last period; courses and study blocks then follow the new clock.",
  ],
  deleted_tasks: [
    "删掉的待办找不回来：删除前我会先用卡片问你，点了“删除”就无法撤销。只是做完了的话，勾“完成”就好，已完成的还能撤销。",
    "A deleted to-do can't be brought back: I ask on a card first, and once you press 删除 it can't be undone. If it's only done, tick it complete instead — that one can be undone.",
  ],
  calendar_export: [
    "可以。在“设置 → 导出”里下载 .ics 课表，或者复制订阅地址加到手机日历里；学习块、待办的截止和考试都带提醒，日程改了，订阅的日历也会跟着更新。",
    "Yes. Under 设置 → 导出, download the .ics file or add the subscription address to your phone's calendar; study blocks, deadlines and exams come with alarms, and a subscribed calendar follows your changes.",
  ],
  timetable_import: [
    "可以。在“设置”里导入课表 App 或教务系统导出的 .ics 文件，导入前会先预览每一门课，文件里的考试也能一起加进来；没有文件的话，也可以在“设置”里手动添加课程。",
    "Yes. Under 设置, import the .ics file your timetable app or school system exports: you see every course before it's added, and exams in the file can come along. Without a file, add courses by hand there.",
  ],
  edit_committed: [
    "能改。跟我说“把X挪到周六上午”，或者直接在课表上拖动学习块，确认后就改好了；想把最近一次确认的安排整个退回去，点它卡片上的“撤销”。",
    "Yes. Tell me \"move X to Saturday morning\" or drag the block on the grid, then confirm; to take back the whole of the last confirmed plan, press 撤销 on its card.",
  ],
  repeating_reminders: [
    "我现在还不能设重复的提醒（每天、工作日、每周、每月这种）：记下的每件事只有一个时间，到点只提醒一次。要的话，我可以先帮你记下最近的那一次，告诉我具体哪天几点就行。",
    "I can't set repeating reminders yet (daily, weekdays, weekly, monthly): each thing I note has one time and rings once. If you like, I can note the next one — just tell me the day and time.",
  ],
  quiet_reminders: [
    "我在对话里没法暂停提醒，记下的事也都会留着。接下来几天都不想被打扰的话，可以到“设置 → 提醒”把这个浏览器的通知先关掉，回来再打开；只是某段时间不想被吵，就设“免打扰时间”，那段时间的推送会等到结束再发。",
    "I can't pause reminders from the chat, and what you've noted stays. To be left alone for a few days, turn this browser's notifications off under 设置 → 提醒 and back on when you return; for a quiet stretch each day, set 免打扰时间 and pushes wait until it ends.",
  ],
  conditional_changes: [
    "这种“到时候如果……就……”的事我没法先盯着、等情况出现再自动改，所以现在先不动。真到那一步了（比如到时候还没做完，或者时间真的调了），跟我说一声，我马上帮你改截止或者重新排。",
    "I can't keep watch and change things automatically later if something happens, so I'll leave it as it is for now. If it does happen (it isn't finished by then, or the time really moves), tell me and I'll change the deadline or re-plan right away.",
  ],
  guest_data: [
    "游客的数据只存在这个浏览器里，30天不用就会被删除；点页面顶部的“注册保存”，现在的一切都会原样保存到你的账号里，换设备登录也能看到。",
    "As a guest, your data lives only in this browser and is deleted after 30 idle days; press 注册保存 at the top to keep everything in an account you can sign in to anywhere.",
  ],
  // The order lib/schedule/rough-schedule.ts places in: class by class (the earliest last day first), each class in its
  // items' order, then the loose to-dos.
  plan_order: [
    "排的时候，每个学习计划里的条目按它们的顺序来（比如第一章在第二章前面）；几个学习计划一起排时，结束得早的那个（考试或截止在前的）先排；写了预计节数的待办放在最后，排进剩下的空闲时间。哪块不合适，告诉我挪到哪天几点，我在方案里改好再给你确认。",
    "I place each study plan's items in their own order (chapter one before chapter two); with several plans, the one that ends first (its exam or deadline soonest) goes first; to-dos with an estimate come last, into the free time left. If a block doesn't suit you, tell me where to move it and I'll change the plan before you confirm.",
  ],
};

/** The answer to a question about the planner's subjects, one sentence group per subject. */
export function appAnswer(subjects: readonly AppSubject[], language: Language): string {
  return subjects.map((subject) => say(language, ...ANSWERS[subject])).join(language === "en" ? " " : "\n");
}
