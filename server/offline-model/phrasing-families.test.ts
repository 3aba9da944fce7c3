/**
 * Families of phrasings the rule readers were missing, each read by a general mechanism (a verb or cue family, a
 * particle, a typo class) rather than one listed sentence; the examples are not the ones that showed the gap.
 */
import { describe, expect, test } from "vitest";
import { unknownSubject } from "./decide/decide-create-offer";
import { detectIntent } from "./understand/intents";
import { normalise } from "./normalise/normalise";

const question = (text: string) => {
  const intent = detectIntent(text);
  return intent.family === "schedule_question" ? intent.question : intent;
};

describe("pinyin-keyboard slips in time and question words", () => {
  test.each([
    ["周六上五有空码", { toolName: "query_free_time", input: { when: "周六", part: "morning" } }],
    ["后天下五有课吗", { toolName: "query_day", input: { when: "后天", part: "afternoon" } }],
  ])("%s", (text, expected) => {
    expect(question(text)).toEqual(expected);
  });

  test("第五, 周五 and 五点 stay as they are", () => {
    expect(question("下周五有空吗")).toEqual({ toolName: "query_free_time", input: { when: "下周五" } });
    expect(question("周四下午五点以后有空吗")).toMatchObject({ toolName: "query_free_time", input: { part: "afternoon" } });
  });
});

describe("time questions", () => {
  test.each([
    ["今早还有空档吗", { toolName: "query_free_time", input: { when: "今早", part: "morning" } }],
    ["英语课是周几来着", { toolName: "query_day", input: { when: "这周", course: "英语" } }],
    ["程序设计在哪天呀", { toolName: "query_day", input: { when: "这周", course: "程序设计" } }],
    ["do I have any time on saturday", { toolName: "query_free_time", input: { when: "saturday" } }],
    ["下周哪天空的最多", { toolName: "query_free_time", input: { when: "下周", pick: "emptiest" } }],
    ["下周情况怎么样", { toolName: "query_day", input: { when: "下周" } }],
    ["后天上哪几门课", { toolName: "query_day", input: { when: "后天" } }],
  ])("%s", (text, expected) => {
    expect(question(text)).toEqual(expected);
  });
});

describe("task questions", () => {
  test.each([
    ["概率论的东西还有多少", { keyword: "概率论" }],
    ["刚记的那些给我看看", { sort: "created_desc" }],
    ["做完的作业列出来", { completed_only: true, keyword: "作业" }],
    ["已完成的任务给我看一下", { completed_only: true }],
    ["周报啥时候截止", { keyword: "周报" }],
    ["四级真题的ddl是哪天", { keyword: "四级真题" }],
  ])("%s", (text, input) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input });
  });
});

describe("to-do edits", () => {
  test.each([
    ["交班费那个取消完成状态", { action: "reopen", task: "交班费" }],
    ["四级真题撤回已完成，其实没刷完", { action: "reopen", task: "四级真题" }],
  ])("%s", (text, edit) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", ...edit });
  });

  test.each([
    ["麻烦把买洗衣液标记成已完成吧", "买洗衣液"],
    ["帮我把还书勾掉", "还书"],
    ["寄快递那条可以划掉了", "寄快递"],
    ["周报发好啦", "周报"],
    ["英语作文那个ok了", "英语作文"],
    ["还书✓", "还书"],
    ["读书笔记整理完毕", "读书笔记"],
    ["充电宝拿回来了", "充电宝"],
    ["总算把周报写完了", "周报"],
  ])("%s completes %s, asked for or reported", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "complete", task });
  });

  test("what is to be done by a time is a plan, not a report: '这周要把X复习完' completes nothing", () => {
    expect(detectIntent("这周要把错题本整理完").family).not.toBe("task_edit");
    expect(detectIntent("下周把离散数学排完").family).toBe("schedule");
    expect(detectIntent("12月20号前把概率论复习完").family).not.toBe("task_edit");
  });

  test("'把周报写好' asks for work, and '哪些…可以划掉' asks a question: neither completes", () => {
    expect(detectIntent("把周报写好").family).not.toBe("task_edit");
    expect(detectIntent("哪些任务可以划掉了").family).not.toBe("task_edit");
  });

  test("taken off the to-do list, whatever the verb, is a deletion", () => {
    expect(detectIntent("把买洗衣液从待办清单里拿掉")).toEqual({ family: "task_edit", action: "delete", task: "买洗衣液" });
  });

  test("what moves from a day is a block; a to-do re-dated from a day keeps its name", () => {
    expect(detectIntent("树与最小生成树从明天挪到周日")).toMatchObject({ family: "edit", action: "move", reference: { name: "树与最小生成树" }, target: { dayWord: "周日" } });
    expect(detectIntent("把交报告从周五改到下周一")).toEqual({ family: "task_edit", action: "update", task: "交报告", deadline: "下周一" });
  });

  test("a verb of finishing said with 不想 / 懒得 / 学不 reports nothing done", () => {
    for (const text of ["太困了不想写了", "今天懒得看了", "这章学不完了", "终于考完了"]) expect(detectIntent(text).family, text).not.toBe("task_edit");
    expect(detectIntent("周报写了")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
  });

  test("截止 alone names the deadline of an update that does not say the change yet", () => {
    expect(detectIntent("把数据库作业的截止改一下")).toEqual({ family: "task_edit", action: "update", task: "数据库作业", missing: "deadline" });
  });

  test("a moving verb with a time of day or a block's name moves a block; a re-date verb still re-dates", () => {
    expect(detectIntent("把树与最小生成树那块挪到明天下午")).toMatchObject({ family: "edit", action: "move", reference: { name: "树与最小生成树" } });
    expect(detectIntent("集合与二元关系挪到周四晚上")).toMatchObject({ family: "edit", action: "move" });
    expect(detectIntent("把交实验报告推迟到周四晚上")).toMatchObject({ family: "task_edit", action: "update", deadline: "周四晚上" });
  });
});

describe("timetable edits", () => {
  test("a bare moving verb in front of a day word moves", () => {
    expect(detectIntent("函数与等价关系挪下周一第3节")).toEqual({
      family: "edit",
      action: "move",
      reference: { name: "函数与等价关系" },
      target: { dayWord: "下周一", slotStart: 3 },
    });
  });

  test("a move that says no place yet is still a move, to be asked where", () => {
    expect(detectIntent("把函数与等价关系换个时间")).toEqual({ family: "edit", action: "move", reference: { name: "函数与等价关系" }, target: {} });
  });

  test("pointing and particle words after a block's name are no part of it", () => {
    expect(detectIntent("树与最小生成树的安排先取消吧")).toMatchObject({ family: "edit", action: "unplace", reference: { name: "树与最小生成树" } });
  });
});

describe("notes and scheduling requests", () => {
  test("rmb: / memo are note headings", () => {
    expect(detectIntent("rmb: 周五交社团报名表")).toEqual({ family: "quick_note", content: "周五交社团报名表" });
    expect(detectIntent("memo 明天带充电宝")).toEqual({ family: "quick_note", content: "明天带充电宝" });
  });

  test.each([
    ["帮我给概率论找点时间，下周", { hints: ["概率论"], range: "下周" }],
    ["把待办分散到这周", { hints: [], range: "这周", looseOnly: true }],
    ["从明天到这周末，把复习都排一下", { hints: [], range: "从明天到这周末", wantsAll: true }],
    ["这周排一下离散数学，尽量每天不超过两节", { hints: ["离散数学"], range: "这周", dailyCap: 2 }],
    ["下周排概率论，体育课上也可以学", { hints: ["概率论"], range: "下周", allowFiller: true }],
    ["周末排线代吧", { hints: ["线代"], range: "周末" }],
    ["这周的空档帮我塞满复习", { hints: [], range: "这周" }],
    ["期末前排完线代，毛概课可以拿来学", { hints: ["线代"], range: "期末前", allowFiller: true }],
    ["arrange my study sessions for next week", { hints: [], range: "next week" }],
  ])("%s", (text, fields) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...fields });
  });

  test("a bare 排 asks for scheduling only with its object; 排了啥 and 安排情况 ask about the plan", () => {
    for (const text of ["周五排了啥", "这周的安排情况", "明天排什么了"]) expect(detectIntent(text).family, text).toBe("schedule_question");
  });
});

describe("more request families", () => {
  test("sorting a list is no scheduling request", () => {
    expect(detectIntent("任务按截止时间排一下给我看")).toMatchObject({ family: "query_tasks" });
  });

  test("安排点 / 帮我安排 ask for scheduling", () => {
    expect(detectIntent("下周给我安排些复习")).toMatchObject({ family: "schedule", range: "下周" });
  });

  test("a mistaken mark owned, and the thing not done yet, reopens", () => {
    expect(detectIntent("取快递那个我按错了，其实没取")).toEqual({ family: "task_edit", action: "reopen", task: "取快递" });
  });

  test("a task's periods are read before the spaces around them are tidied away", () => {
    expect(detectIntent("新建任务 整理笔记 2节")).toMatchObject({ family: "create_task", estimatedSections: 2 });
  });

  test("a scheduling verb with a day in words and a period places the block", () => {
    expect(detectIntent("函数与等价关系安排在周日第3节")).toMatchObject({ family: "edit", action: "move", target: { dayWord: "周日", slotStart: 3 } });
    expect(detectIntent("把高数作业安排在明天晚上")).toMatchObject({ family: "schedule" });
  });

  test("an abbreviation names the task it abbreviates (线代 → 线性代数)", () => {
    const tasks = [{ id: 25, name: "提交线性代数第五章作业", category: "待办" }];
    const intent = { family: "schedule" as const, hints: ["线代"], wantsAll: false };
    expect(unknownSubject(intent, tasks)).toBeUndefined();
    expect(unknownSubject({ ...intent, hints: ["化学"] }, tasks)).toBe("化学");
  });
});

describe("shifts, exclusions and English objects", () => {
  test("a shift by an amount goes to the tool, which moves the to-do's own deadline; with no amount it asks", () => {
    expect(detectIntent("周报往后推三天")).toEqual({ family: "task_edit", action: "update", task: "周报", deadline: "往后推三天" });
    expect(detectIntent("实验报告ddl提前半天吧")).toEqual({ family: "task_edit", action: "update", task: "实验报告", deadline: "提前半天" });
    expect(detectIntent("push the lab report back a day")).toEqual({ family: "task_edit", action: "update", task: "lab report", deadline: "postpone by a day" });
    expect(detectIntent("周报往后推一下")).toEqual({ family: "task_edit", action: "update", task: "周报", missing: "deadline" });
  });

  test("a day kept free is no subject of a scheduling request", () => {
    expect(detectIntent("这周帮我排一排复习，周日不要排")).toMatchObject({ family: "schedule", hints: [], range: "这周" });
  });

  test("a possessive's s names nothing: 'plan next week's study'", () => {
    expect(detectIntent("plan next week's study please")).toMatchObject({ family: "schedule", hints: [], range: "next week" });
  });

  test("'remove the X task' deletes the to-do", () => {
    expect(detectIntent("remove the laundry task")).toEqual({ family: "task_edit", action: "delete", task: "laundry" });
  });
});

describe("English requests", () => {
  test.each([
    ["is friday busy", { family: "schedule_question", question: { toolName: "query_day", input: { when: "friday" } } }],
    ["any deadlines soon?", { family: "query_tasks", input: {} }],
    ["cancel the 树与最小生成树 block", { family: "edit", action: "unplace", reference: { name: "树与最小生成树" } }],
    ["make the essay urgent and important", { family: "task_edit", action: "update", task: "essay", priorityGroup: 1 }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });
});

describe("clause breaks", () => {
  const families = (text: string) => {
    const intent = detectIntent(text);
    return intent.family === "compound" ? intent.parts.map((part) => part.family) : [intent.family];
  };

  test("a sentence's end, or a comma between two whole requests, splits them; 先…再 too", () => {
    expect(families("周报发了。后天上午有空吗？")).toEqual(["task_edit", "schedule_question"]);
    expect(families("错题本done，周五有什么课")).toEqual(["task_edit", "schedule_question"]);
    expect(families("先帮我记一下周四交报告，再看看后天有没有空")).toEqual(["quick_note", "schedule_question"]);
  });

  test("a comma keeps one request whole: an option, a range or a note with nothing to note belongs to it", () => {
    expect(families("把概率论排进这周，水课也算空闲")).toEqual(["schedule"]);
    expect(families("操作系统复习，3章，每章2节，排到下周")).toEqual(["propose_class"]);
    expect(families("周五之前把班费交了，帮我记着")).toEqual(["quick_note"]);
  });

  test("one clause asks, the others thank, sigh or explain: the request is what is asked", () => {
    expect(detectIntent("错题本整理完了，累死")).toEqual({ family: "task_edit", action: "complete", task: "错题本" });
    expect(detectIntent("把取快递删了，用不着了")).toEqual({ family: "task_edit", action: "delete", task: "取快递" });
    expect(detectIntent("周报交了，谢谢")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
  });

  test("what was not done is no completion: '其实没刷完'", () => {
    expect(detectIntent("其实没刷完").family).not.toBe("task_edit");
  });
});

describe("synonym families", () => {
  test.each([
    ["到时候叫我一声：周六早上九点去驾校", "周六早上九点去驾校"],
    ["add to my todo list: return the charger tomorrow", "return the charger tomorrow"],
    ["周四晚上八点线上宣讲会，帮我留意一下", "周四晚上八点线上宣讲会"],
  ])("%s is a note", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });

  test("档期 / 能约 ask about free time; 最急的 / 要赶的 about tasks", () => {
    expect(question("周五上午有档期吗")).toEqual({ toolName: "query_free_time", input: { when: "周五", part: "morning" } });
    expect(question("后天什么时候能约")).toMatchObject({ toolName: "query_free_time", input: { when: "后天" } });
    expect(detectIntent("最要紧的是哪一个").family).toBe("query_tasks");
  });

  test("铺开到 / 做个复习安排 ask for scheduling, and name no subject", () => {
    expect(detectIntent("把复习铺开到这周")).toMatchObject({ family: "schedule", hints: [], range: "这周" });
    expect(detectIntent("做个下周的复习安排")).toMatchObject({ family: "schedule", hints: [], range: "下周" });
  });

  test("a to-do dropped ('X不做了', '把X清掉') deletes it, pending the student's confirm; a day dropped does not", () => {
    expect(detectIntent("洗床单不做了")).toEqual({ family: "task_edit", action: "delete", task: "洗床单" });
    expect(detectIntent("把买水果清掉")).toEqual({ family: "task_edit", action: "delete", task: "买水果" });
    expect(detectIntent("今天不做了").family).not.toBe("task_edit");
  });

  test("a nod ('收到收到', '好嘞') is chat, not a parcel received", () => {
    for (const text of ["收到收到", "好嘞", "了解了解", "got it"]) expect(detectIntent(text), text).toEqual({ family: "small_talk", topic: "chat" });
  });
});

describe("已 + verb, 撤下来, counts of days, overdue", () => {
  test("已 before the verb reports it done, with or without 了 and emoji", () => {
    expect(detectIntent("周报已提交 😮‍💨")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
    expect(detectIntent("快递已取")).toEqual({ family: "task_edit", action: "complete", task: "快递" });
  });

  test("撤下来 takes a block off the timetable", () => {
    expect(detectIntent("树与最小生成树那个先撤下来")).toMatchObject({ family: "edit", action: "unplace", reference: { name: "树与最小生成树" } });
  });

  test("a count of days names no subject", () => {
    expect(detectIntent("下周排三天复习")).toMatchObject({ family: "schedule", hints: [] });
  });

  test("overdue, 'X相关的' and 'need to do' ask about tasks; 还有 inside one task question splits nothing", () => {
    expect(detectIntent("anything overdue?").family).toBe("query_tasks");
    expect(detectIntent("what's still pending?").family).toBe("query_tasks");
    expect(detectIntent("看看英语相关的")).toEqual({ family: "query_tasks", input: { keyword: "英语" } });
    expect(detectIntent("what else do I need to do").family).toBe("query_tasks");
    expect(detectIntent("英语相关的还有哪些没弄")).toEqual({ family: "query_tasks", input: { keyword: "英语" } });
  });
});

test("定到 / 定在 set a deadline", () => {
  expect(detectIntent("把周报的ddl定到周四晚上")).toEqual({ family: "task_edit", action: "update", task: "周报", deadline: "周四晚上" });
});

describe("what surrounds a request", () => {
  test("courtesy before and after is not the request: 不好意思，刚才说错了，… / …，谢谢", () => {
    expect(detectIntent("不好意思，刚才说错了，整理错题本其实还没做完，麻烦改回未完成")).toEqual({ family: "task_edit", action: "reopen", task: "整理错题本" });
    expect(detectIntent("麻烦把大学英语作文那个任务排在周五上午，谢谢")).toMatchObject({ family: "schedule", hints: ["大学英语作文"], range: "周五" });
    expect(detectIntent("谢谢你这段时间帮我规划学习，真的帮了很大的忙")).toEqual({ family: "small_talk", topic: "thanks" });
  });

  test("a reason clause before a question is dropped; a request keeps it, since it may name the subject", () => {
    expect(question("老师说可以找时间去办公室答疑，所以想问问周四上午我有空吗")).toEqual({ toolName: "query_free_time", input: { when: "周四", part: "morning" } });
    expect(question("因为要预约实验室，需要连续三节空闲，能帮我看看后天有没有吗")).toEqual({
      toolName: "query_free_time",
      input: { when: "后天", min_periods: 3 },
    });
    expect(detectIntent("老师说线代第五章作业可以晚两天交，麻烦把截止时间改到周四")).toMatchObject({ family: "task_edit", action: "update", deadline: "周四" });
  });

  test("a free-time question whose day comes next is one question; a day's classes asked next is a second", () => {
    expect(detectIntent("明天下午有空吗，周四有什么课")).toMatchObject({ family: "compound" });
  });

  test("a note cue closing the message keeps every clause as the note", () => {
    expect(detectIntent("班长刚说班级合照改到周日上午拍了，要穿正装，回头提醒我一下")).toEqual({
      family: "quick_note",
      content: "班长刚说班级合照改到周日上午拍了，要穿正装",
    });
    expect(detectIntent("todo 周日前交社团会费")).toEqual({ family: "quick_note", content: "周日前交社团会费" });
    expect(detectIntent("mark一下下周二实验课带白大褂")).toEqual({ family: "quick_note", content: "下周二实验课带白大褂" });
  });

  test("哎 / 唉 before 算了, and 不改了 / 不删了 drop what was asked", () => {
    expect(detectIntent("哎算了，记一下周六去剪头发")).toEqual({ family: "quick_note", content: "周六去剪头发" });
    expect(detectIntent("算了不删了")).toEqual({ family: "small_talk", topic: "dismiss" });
  });
});

describe("more ways to ask", () => {
  test("when a course meets, ending in its question word: 线代啥时候上呀, 体育课是周几来着😂, 线性代数是周几的课", () => {
    expect(question("线代啥时候上呀")).toEqual({ toolName: "query_day", input: { when: "这周", course: "线代" } });
    expect(question("体育课是周几来着😂")).toEqual({ toolName: "query_day", input: { when: "这周", course: "体育" } });
    expect(question("线性代数是周几的课")).toEqual({ toolName: "query_day", input: { when: "这周", course: "线性代数" } });
    expect(question("线代下次课啥时候")).toEqual({ toolName: "query_day", input: { when: "这周", course: "线代" } });
  });

  test("X什么时候交 asks about the to-do", () => {
    expect(detectIntent("周报什么时候交")).toEqual({ family: "query_tasks", input: { keyword: "周报" } });
  });

  test("scheduling words: 往下周塞, 排在, schedule 到, 每天不超5节 / 最多只安排3节就好, 空的时候", () => {
    expect(detectIntent("离散期末复习往下周塞吧，思政课上也能学哈")).toMatchObject({ family: "schedule", range: "下周", allowFiller: true });
    expect(detectIntent("Please 把概率论复习 schedule 到下周")).toMatchObject({ family: "schedule", hints: ["概率论"], range: "下周" });
    expect(detectIntent("下周的复习都排上每天不超5节")).toMatchObject({ family: "schedule", dailyCap: 5, range: "下周" });
    expect(detectIntent("最近比较累，麻烦帮我把下周的复习排一下，但每天最多只安排3节就好")).toMatchObject({ family: "schedule", hints: [], dailyCap: 3 });
    expect(detectIntent("明天空的时候把待办排一排")).toMatchObject({ family: "schedule", hints: [], range: "明天", looseOnly: true });
  });

  test("the emptiest day with words between: 下周我哪一天会比较空一点", () => {
    expect(question("下周我哪一天会比较空一点？打算去一趟市区办事")).toEqual({ toolName: "query_free_time", input: { when: "下周", pick: "emptiest" } });
  });

  test("交过了 is done, 我复习过了 names no to-do; delete 周报 这个任务; ddl改成12.8", () => {
    expect(detectIntent("班费交过了")).toEqual({ family: "task_edit", action: "complete", task: "班费" });
    expect(detectIntent("我复习过了").family).not.toBe("task_edit");
    expect(detectIntent("delete 周报 这个任务")).toEqual({ family: "task_edit", action: "delete", task: "周报" });
    expect(detectIntent("线代第五章作业的ddl改成12.8")).toEqual({ family: "task_edit", action: "update", task: "线代第五章作业", deadline: "12.8" });
  });
});

test("标记一下 marks a to-do and is no note cue (its 记一下 is part of 标记)", () => {
  expect(detectIntent("交班费标记一下完成")).toEqual({ family: "task_edit", action: "complete", task: "交班费" });
  expect(detectIntent("班费麻烦标记一下").family).not.toBe("quick_note");
  expect(detectIntent("明天交表，记一下")).toEqual({ family: "quick_note", content: "明天交表" });
});

describe("spoken fillers, slang and mixed English", () => {
  test("那个 / 就是 / 然后 as fillers, not as a pronoun or a subject", () => {
    expect(detectIntent("那个我想看看就是还有哪些跟离散数学有关的待办没弄完")).toEqual({ family: "query_tasks", input: { keyword: "离散数学" } });
    expect(detectIntent("那个就是把图论基础挪到周四下午吧，然后那天我比较空")).toMatchObject({ family: "edit", action: "move", reference: { name: "图论基础" } });
    expect(detectIntent("就是下周的复习你帮我安排一下，然后每天最多三节就行不然我会累死")).toMatchObject({ family: "schedule", hints: [], dailyCap: 3 });
    expect(detectIntent("那个明天的空闲时间，然后帮我把待办排进去吧")).toMatchObject({ family: "schedule", range: "明天", looseOnly: true });
    // A 那个 that points at something is still a reference.
    expect(detectIntent("那个任务删了").family).not.toBe("small_talk");
  });

  test("slang and groans at the end are no part of the request", () => {
    expect(detectIntent("绝了我差点忘了 快记一下12月6号晚上有演唱会直播🎤 yyds")).toEqual({ family: "quick_note", content: "12月6号晚上有演唱会直播🎤" });
    expect(detectIntent("这周的复习帮我排一下 一天最多4节不然会秃😭")).toMatchObject({ family: "schedule", hints: [], dailyCap: 4 });
    expect(detectIntent("离散数学错题本整理完了 yyds我自己")).toEqual({ family: "task_edit", action: "complete", task: "离散数学错题本" });
    // 我去 is an exclamation only when it stands alone: "我去图书馆还书" is where the student goes.
    expect(detectIntent("我去图书馆还书，记一下")).toEqual({ family: "quick_note", content: "我去图书馆还书" });
  });

  test("a slip owned, then back: one reopen however many clauses", () => {
    expect(detectIntent("物理实验报告 误点完成了，改回未完成")).toEqual({ family: "task_edit", action: "reopen", task: "物理实验报告" });
    expect(detectIntent("就是那个大学物理实验报告其实我还没写完，然后刚才不小心点了完成，帮我改回来")).toEqual({
      family: "task_edit",
      action: "reopen",
      task: "大学物理实验报告",
    });
    expect(detectIntent("四级真题那个 task 其实没做完，mark 回 not done")).toEqual({ family: "task_edit", action: "reopen", task: "四级真题" });
  });

  test("terse forms: 今天剩余课程, 概率论 本周上课时间, 未完成 离散相关 列一下, 截止改周四, 改为 象限3, 记 …", () => {
    expect(question("今天剩余课程")).toEqual({ toolName: "query_day", input: { when: "今天", remaining_only: true } });
    expect(question("概率论 本周上课时间")).toEqual({ toolName: "query_day", input: { when: "本周", course: "概率论" } });
    expect(detectIntent("未完成 离散相关 列一下")).toEqual({ family: "query_tasks", input: { keyword: "离散" } });
    expect(detectIntent("第五章作业 截止改周四")).toEqual({ family: "task_edit", action: "update", task: "第五章作业", deadline: "周四" });
    expect(detectIntent("策划案 改为 象限3")).toEqual({ family: "task_edit", action: "update", task: "策划案", priorityGroup: 3 });
    expect(detectIntent("然后整理错题本那个，名字帮我改成整理离散数学和概率论错题本")).toEqual({
      family: "task_edit",
      action: "update",
      task: "整理错题本",
      title: "整理离散数学和概率论错题本",
    });
    expect(detectIntent("后天16:00，帮记：去校医院取体检报告")).toEqual({ family: "quick_note", content: "后天16:00去校医院取体检报告" });
    expect(detectIntent("记 周五18:00 交开题初稿。另外 今天剩余课程")).toMatchObject({ family: "compound" });
    expect(detectIntent("周报我已经发给导师了")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
  });

  test("English words in Chinese, and English course questions", () => {
    expect(question("这周 which day 最 free？")).toEqual({ toolName: "query_free_time", input: { when: "这周", pick: "emptiest" } });
    expect(question("离散数学这周 when 上课？")).toEqual({ toolName: "query_day", input: { when: "这周", course: "离散数学" } });
    expect(question("When is my 体育 class this week?")).toMatchObject({ toolName: "query_day", input: { course: "体育" } });
    expect(detectIntent("When is the deadline?").family).not.toBe("schedule_question");
    expect(detectIntent("明天的 free time 帮我 arrange 一下复习")).toMatchObject({ family: "schedule", range: "明天" });
    expect(detectIntent("把图论基础和概率论第三章 swap 一下")).toMatchObject({ family: "edit", action: "swap" });
    expect(detectIntent("周报 sent 了")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
    expect(detectIntent("nvm，记一下周五交体测表")).toEqual({ family: "quick_note", content: "周五交体测表" });
    expect(detectIntent("帮我建一个 study plan：线性代数期末复习，6 个 chapter，每章 2 节")).toMatchObject({
      family: "propose_class",
      name: "线性代数期末复习",
      chapters: 6,
    });
  });
});

describe("mostly English, fragments and formal Chinese", () => {
  test("English: notes closed by 'remember that for me', runs of free periods, 'still', course days, reopen, plans", () => {
    expect(detectIntent("Friday 10am - visa photo appointment, please remember that for me")).toEqual({
      family: "quick_note",
      content: "Friday 10am - visa photo appointment",
    });
    expect(question("Any 2 consecutive free periods tomorrow morning?")).toEqual({
      toolName: "query_free_time",
      input: { when: "tomorrow", part: "morning", min_periods: 2 },
    });
    expect(question("What classes do I still have today?")).toEqual({ toolName: "query_day", input: { when: "today", remaining_only: true } });
    expect(question("Which day do I have 体育 this week?")).toMatchObject({ toolName: "query_day", input: { course: "体育" } });
    expect(question("When does 离散数学 meet this week?")).toMatchObject({ toolName: "query_day", input: { course: "离散数学" } });
    expect(question("How's my plan looking overall?")).toMatchObject({ toolName: "query_day" });
    expect(detectIntent("wait, 取快递 isn't actually done, can you mark it as not done")).toEqual({ family: "task_edit", action: "reopen", task: "取快递" });
    expect(detectIntent("Create a study plan called 大学物理复习 with 5 chapters, 2 periods each")).toMatchObject({ family: "propose_class", chapters: 5 });
    expect(detectIntent("put my 待办 into tomorrow's free slots")).toMatchObject({ family: "schedule", looseOnly: true });
    expect(detectIntent("Fit all my review into next week, it's fine to study during 形势与政策 or 思想政治")).toMatchObject({
      family: "schedule",
      hints: [],
      allowFiller: true,
    });
  });

  test("fragments: 下节啥课, 离散待办？, 每天≤3节, 四级改重要紧急, 改下周一交, 建个X，4章, 记周五…", () => {
    expect(question("下节啥课")).toEqual({ toolName: "query_day", input: { when: "今天", remaining_only: true } });
    expect(detectIntent("离散待办？")).toEqual({ family: "query_tasks", input: { keyword: "离散" } });
    expect(detectIntent("概率论排这周，每天≤3节")).toMatchObject({ family: "schedule", dailyCap: 3, range: "这周" });
    expect(detectIntent("四级改重要紧急")).toEqual({ family: "task_edit", action: "update", task: "四级", priorityGroup: 1 });
    expect(detectIntent("实验报告改下周一交")).toEqual({ family: "task_edit", action: "update", task: "实验报告", deadline: "下周一" });
    expect(detectIntent("建个英语复习，4章")).toEqual({ family: "propose_class", name: "英语复习", chapters: 4, periodsEach: 2 });
    expect(detectIntent("快递取了，记周五聚会")).toMatchObject({ family: "compound" });
    expect(detectIntent("记住了")).toEqual({ family: "small_talk", topic: "chat" });
    expect(detectIntent("最近都完成了啥，列一下")).toEqual({ family: "query_tasks", input: { completed_only: true } });
  });

  test("formal: 您, 尚未, 调整为, 从日程中取消安排, 课上也可以安排", () => {
    expect(detectIntent("抱歉，交班费其实尚未完成，麻烦您改回未完成状态")).toEqual({ family: "task_edit", action: "reopen", task: "交班费" });
    expect(detectIntent("请将做一套英语四级真题的优先级调整为重要且紧急")).toEqual({
      family: "task_edit",
      action: "update",
      task: "做一套英语四级真题",
      priorityGroup: 1,
    });
    expect(detectIntent("麻烦您将代数系统从日程中取消安排")).toEqual({ family: "edit", action: "unplace", reference: { name: "代数系统" } });
    expect(detectIntent("请帮我把所有复习排到下周，形势与政策和思想政治课上也可以安排")).toMatchObject({ family: "schedule", allowFiller: true, hints: [] });
  });

  test("a moving verb with a day keeps the to-do reading, marked so the plan can tell a block from a deadline", () => {
    expect(detectIntent("图论基础挪到周四")).toEqual({ family: "task_edit", action: "update", task: "图论基础", deadline: "周四", moved: true });
    expect(detectIntent("把交实验报告改到周五")).toEqual({ family: "task_edit", action: "update", task: "交实验报告", deadline: "周五" });
  });
});

describe("fourth blind round", () => {
  test("a short clause of how it would feel names no subject; 可以 and 空闲时段 are no subject either", () => {
    expect(detectIntent("想把下周的复习都排一下，但每天最多两节就好，太多会累🥲")).toMatchObject({ family: "schedule", hints: [], dailyCap: 2 });
    expect(detectIntent("可以把我的待办排进明天的空闲时段吗？")).toMatchObject({ family: "schedule", hints: [], range: "明天", looseOnly: true });
  });

  test("a polite question that asks for a reopen is the reopen", () => {
    expect(detectIntent("不好意思，错题本其实还没整理完，可以帮我改回未完成吗？")).toEqual({ family: "task_edit", action: "reopen", task: "错题本" });
  });

  test("分成5章，每章复习2节 is a new plan", () => {
    expect(detectIntent("我想新建一个古代文学复习计划，分成5章，每章复习2节")).toEqual({
      family: "propose_class",
      name: "古代文学复习",
      chapters: 5,
      periodsEach: 2,
    });
  });

  test("a space between two different requests splits them; between two halves of one it does not", () => {
    expect(detectIntent("快递取了 明天上午有空不")).toMatchObject({ family: "compound", parts: [{ family: "task_edit" }, { family: "schedule_question" }] });
    expect(detectIntent("未完成 离散相关 列一下")).toEqual({ family: "query_tasks", input: { keyword: "离散" } });
  });

  test("还有几次课, and a target of 12.10下午第一节 (the afternoon's first period)", () => {
    expect(question("概率论这周还有几次课")).toEqual({ toolName: "query_day", input: { when: "这周", course: "概率论" } });
    expect(question("今天还有几次课")).toEqual({ toolName: "query_day", input: { when: "今天", remaining_only: true } });
    expect(detectIntent("把综合模拟卷放到12.10下午第一节")).toEqual({
      family: "edit",
      action: "move",
      reference: { name: "综合模拟卷" },
      target: { dayWord: "12.10", slotStart: 5 },
    });
    expect(detectIntent("把复习线代移到第5天下午第6节")).toMatchObject({ target: { day: 5, slotStart: 6 } });
  });
});

test("a filter between 哪些 and 的 is no keyword: 重要且紧急, 这周, 最近记的", () => {
  expect(detectIntent("还有哪些重要且紧急的任务？")).toEqual({ family: "query_tasks", input: { quadrant: 1 } });
  expect(detectIntent("还有哪些这周的任务没做")).toEqual({ family: "query_tasks", input: { deadline_before: "这周" } });
  expect(detectIntent("还有哪些最近记的任务")).toEqual({ family: "query_tasks", input: { sort: "created_desc" } });
  expect(detectIntent("我的待办里还有哪些离散的没搞定😵")).toEqual({ family: "query_tasks", input: { keyword: "离散" } });
});

describe("fifth blind round", () => {
  test("粗排 in its forms, 空下来的时间 / 空档 as the range's words, and 反正… as an aside", () => {
    expect(detectIntent("明天空下来的时间帮我把待办粗排一下")).toMatchObject({ family: "schedule", hints: [], range: "明天", looseOnly: true });
    expect(detectIntent("下周的复习整体粗排一下，每天别超过四节")).toMatchObject({ family: "schedule", hints: [], dailyCap: 4 });
    expect(detectIntent("反正形策没人听，这周的复习可以占用水课，帮我排一下")).toMatchObject({ family: "schedule", hints: [], allowFiller: true, range: "这周" });
    expect(detectIntent("概率论复习排进这周 水课也可以占用")).toMatchObject({ family: "schedule", hints: ["概率论"], allowFiller: true });
    expect(detectIntent("离散数学下周就要考了，所以想请你把离散数学期末复习排到这周的空闲时间里")).toMatchObject({ family: "schedule", range: "这周" });
  });

  test("what the student is doing now is no part of a note; news about a day is kept in a note, dropped before a request", () => {
    expect(detectIntent("在食堂排队呢，记一下周六早上去考驾照科目一")).toEqual({ family: "quick_note", content: "周六早上去考驾照科目一" });
    expect(detectIntent("周报要发了，提醒我明晚八点发")).toEqual({ family: "quick_note", content: "周报要发了明晚八点发" });
    expect(detectIntent("周三有事，提醒我带伞")).toEqual({ family: "quick_note", content: "周三有事带伞" });
    expect(detectIntent("周三临时有事，把树与最小生成树从日程里拿掉")).toEqual({ family: "edit", action: "unplace", reference: { name: "树与最小生成树" } });
    expect(question("下周要考试了，下周一有什么安排")).toEqual({ toolName: "query_day", input: { when: "下周一" } });
  });

  test("刚交了 is done, 要发了 is not; 两个换一下位置 swaps; a quoted name is the keyword", () => {
    expect(detectIntent("刚交了班费")).toEqual({ family: "task_edit", action: "complete", task: "班费" });
    expect(detectIntent("周报要发了").family).not.toBe("task_edit");
    expect(detectIntent("把代数系统和综合模拟卷两个换一下位置")).toMatchObject({ family: "edit", action: "swap", references: [{ name: "代数系统" }, { name: "综合模拟卷" }] });
    expect(detectIntent("名字里带“周报”的任务还在吗")).toEqual({ family: "query_tasks", input: { keyword: "周报" } });
  });
});

describe("symbols for the verbs, and task questions asked unsure", () => {
  test.each([
    ["remind: 1/6 8:00 交体检表", { family: "quick_note", content: "1/6 8:00交体检表" }],
    ["毕设开题 ddl → 1/8", { family: "task_edit", action: "update", task: "毕设开题", deadline: "1/8" }],
    ["体测报告 截止 -> 周五", { family: "task_edit", action: "update", task: "体测报告", deadline: "周五" }],
    ["背单词30个 ✗ 不要了 删", { family: "task_edit", action: "delete", task: "背单词30个" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });

  test("a cross beside a chapter is still a check-in", () => {
    expect(detectIntent("第三章 ✗")).toEqual({ family: "checkin", entries: [{ block: "第三章", status: "skipped" }] });
  });

  test.each([
    ["我是不是还有英语的东西没交", "英语"],
    ["还有什么社团相关的任务没弄完", "社团"],
    ["截止在1/9之前的任务有哪些", undefined],
  ])("%s → keyword %s", (text, keyword) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("query_tasks");
    expect(intent.family === "query_tasks" ? intent.input.keyword : "not a question").toBe(keyword);
  });
});

describe("time questions with am/pm, a span of clock times, and 最为空闲", () => {
  test.each([
    ["周六 am 有空吗", { toolName: "query_free_time", input: { when: "周六", part: "morning" } }],
    ["后天 pm 有课吗", { toolName: "query_day", input: { when: "后天", part: "afternoon" } }],
    ["周四 14:00-16:00 有空吗", { toolName: "query_free_time", input: { when: "周四", part: "afternoon" } }],
    ["后天 19:00~21:00 有课吗", { toolName: "query_day", input: { when: "后天", part: "evening" } }],
    ["这周哪天最为空闲", { toolName: "query_free_time", input: { when: "这周", pick: "emptiest" } }],
  ])("%s", (text, expected) => {
    expect(question(text)).toEqual(expected);
  });
});

describe("exams: 考核, a place after @, where to put it, and the subject before 还有几天考", () => {
  test.each([
    ["体能考核下周三上午9点，在体育馆", { family: "exam_record", title: "体能考核", when: "下周三上午9点", location: "体育馆" }],
    ["钢琴考核1月8号下午3点，帮我记到考试里", { family: "exam_record", title: "钢琴考核", when: "1月8号下午3点" }],
    ["编译原理期末 1/15 14:00 @理科楼305", { family: "exam_record", title: "编译原理期末", when: "1/15 14:00", location: "理科楼305" }],
    ["古代文学还有几天考呀", { family: "exam_countdown", exam: "古代文学" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });
});

/** The model reads the normalised message (a list as one line, a form's labels, the student's own corrections). */
const read = (text: string) => detectIntent(normalise(text).text);

describe("corrections inside one message: the settled value in place of the mistaken one", () => {
  test.each([
    ["提醒我周五交体检表，不对，是周六", { family: "quick_note", content: "周六交体检表" }],
    ["不是今天，是明天下午两点去拿体检报告", { family: "quick_note", content: "明天下午两点去拿体检报告" }],
    ["大作业不是周四截止，是周五，帮我改一下", { family: "task_edit", action: "update", task: "大作业", deadline: "周五" }],
    ["不是删取快递，是删买水果那个", { family: "task_edit", action: "delete", task: "买水果" }],
    ["现在不是第10周，是第11周", { family: "term_set", currentWeek: 11 }],
    ["落下的复习别排到周末，排到下周一", { family: "replan_missed", range: "下周一" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });

  test.each([
    ["明天上午，哦不，明天下午有空吗", { toolName: "query_free_time", input: { when: "明天", part: "afternoon" } }],
    ["后天下午，哦不对，大后天下午有课吗", { toolName: "query_day", input: { when: "大后天", part: "afternoon" } }],
  ])("%s", (text, expected) => {
    const intent = read(text);
    expect(intent.family === "schedule_question" ? intent.question : intent).toEqual(expected);
  });

  test("a deadline said twice keeps the second", () => {
    expect(read("新建任务：整理实验数据，2节，截止12号，哦不是，11号")).toEqual({ family: "create_task", content: "整理实验数据，2节，截止11号", estimatedSections: 2 });
  });
});

describe("lists and forms: one line, a request per item when the header asks the same of each", () => {
  test.each([
    ["帮我记两件事：\n1. 周四前交班费\n2. 周日给妈妈打电话", ["quick_note", "quick_note"]],
    ["搞定了：\n✓ 洗衣服\n✓ 交水电费", ["task_edit", "task_edit"]],
  ])("%j", (text, families) => {
    const intent = read(text);
    expect(intent.family === "compound" ? intent.parts.map((part) => part.family) : intent.family).toEqual(families);
  });

  test.each([
    ["新建任务\n标题：整理实验数据\n截止：周五 18:00\n预计：2节", { family: "create_task", estimatedSections: 2 }],
    ["撤回完成状态：\n交实验报告（助教打回来了）", { family: "task_edit", action: "reopen", task: "交实验报告" }],
    ["改名：背单词 ➜ 背六级单词", { family: "task_edit", action: "update", task: "背单词", title: "背六级单词" }],
    ["修改：\n英语作文 截止时间 → 周五晚上8点", { family: "task_edit", action: "update", task: "英语作文", deadline: "周五晚上8点" }],
    ["考试安排：\n科目：有机化学期末\n时间：1月12日 9:00\n地点：化学楼201", { family: "exam_record", title: "有机化学期末", when: "1月12日 9:00", location: "化学楼201" }],
    ["倒计时：\n- 数据结构期末还剩几天", { family: "exam_countdown", exam: "数据结构" }],
    ["新计划：概率论期末复习\n1. 随机变量 2节\n2. 数字特征 2节\n3. 参数估计 3节", { family: "propose_class", name: "概率论期末复习", chapters: 3 }],
  ])("%j", (text, intent) => {
    expect(read(text)).toMatchObject(intent);
  });

  test("a date with its weekday beside it asks about the date", () => {
    const intent = read("看下这天的课：\n- 12月8日（周二）");
    expect(intent.family === "schedule_question" ? intent.question.input : intent).toMatchObject({ when: "12月8日" });
  });
});

describe("exam questions: how many days are left before 考, which of two days, the next one", () => {
  test.each([
    ["数电还剩几天考", { family: "exam_countdown", exam: "数电" }],
    ["毛概还有多少天考啊", { family: "exam_countdown", exam: "毛概" }],
    ["线代是1/6考还是1/9考来着", { family: "exam_countdown", exam: "线代" }],
    ["下一场考试啥时候，我想提前准备", { family: "exam_countdown" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });
});

describe("statements that ask for nothing: someone else's duty, news not yet settled, a mark not to make", () => {
  test.each([
    "组员说他周四要交报告，幸好我不用交",
    "社长要把海报送去学院，他自己会搞",
    "隔壁班有人周五考统计，我不用考",
    "群里说月底可能要办个讲座，时间还没确定",
    "化学报告还差一点，先别标成完成",
  ])("%s", (text) => {
    expect(read(text).family).toBe("small_talk");
  });

  test.each(["班长说周五前要交班费，记一下", "下周可能有小测，具体时间还没定，先帮我记一下"])("%s is still a note", (text) => {
    expect(read(text).family).toBe("quick_note");
  });
});

describe("to-dos: asked back by label or with 给我, a mistaken mark with what was marked, a deadline said with 改一下", () => {
  test.each([
    ["英语作文其实还没写完，给我改回未完成", { family: "task_edit", action: "reopen", task: "英语作文" }],
    ["背单词那个我点错完成了，其实还没背", { family: "task_edit", action: "reopen", task: "背单词" }],
    ["实验报告应该是12月5日交，改一下", { family: "task_edit", action: "update", task: "实验报告", deadline: "12月5日" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });
});

describe("notes: a closing clause that is only the bound and the verb, 把 the thing and where it goes", () => {
  test.each([
    ["整理一下昨天比赛的复盘，大概要3小时，周五前搞定", "周五前整理一下昨天比赛的复盘，大概要3小时"],
    ["海报明天之前交", "海报明天之前交"],
    ["明早八点前把实验数据传到服务器，反正我也睡不着", "明早八点前把实验数据传到服务器，反正我也睡不着"],
  ])("%s", (text, content) => {
    expect(read(text)).toEqual({ family: "quick_note", content });
  });

  test("a bound before the verb with 了 after it is still done", () => {
    expect(read("周报周五前交了")).toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("questions: the side of things before 那边, 必须交, weeks left said as 个星期, how well it went", () => {
  test.each([
    ["运动会那边我还有什么事没弄完", { family: "query_tasks", input: { keyword: "运动会" } }],
    ["明晚10点前有啥必须交的", { family: "query_tasks", input: { deadline_before: "明晚10点前" } }],
    ["这学期还剩几个星期啊", { family: "term_question" }],
    ["上周的复习我完成得如何", { family: "progress", focus: "summary", range: "上周" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });
});

describe("schedule requests: the range the verb points at, a term week, clauses that only say how busy or heavy", () => {
  test.each([
    ["这周社团太忙，把英语复习排到下周去", { range: "下周", hints: ["英语"] }],
    ["把概率论复习塞进第15周", { range: "第15周", hints: ["概率论"] }],
    ["按考试帮我规划一下期末复习，两门课一起考压力好大", { forExams: true, hints: [] }],
    ["下下周空着的时间把待办安排一下，只要带节数的", { range: "下下周", hints: [] }],
  ])("%s", (text, intent) => {
    expect(read(text)).toMatchObject({ family: "schedule", ...intent });
  });

  test("a plan named with its parts and the periods of each", () => {
    expect(read("建个计划：图论专题，分最短路、生成树、网络流三块，每块2节")).toMatchObject({
      family: "propose_class",
      name: "图论专题",
      chapters: 3,
      periodsEach: 2,
      items: [{ content: "最短路" }, { content: "生成树" }, { content: "网络流" }],
    });
  });
});

describe("the timetable and the term: a course after its day, where something is placed, the total before the week", () => {
  test.each([
    ["周五上午有没有电路", { toolName: "query_day", input: { when: "周五", course: "电路", part: "morning" } }],
    ["明天有线代课吗", { toolName: "query_day", input: { when: "明天", course: "线代" } }],
    ["电路实验排在哪天上午", { toolName: "query_day", input: { course: "电路实验" } }],
  ])("%s", (text, expected) => {
    expect(question(text)).toMatchObject(expected);
  });

  test("有没有空 / 课 / 作业 after a day ask something else", () => {
    expect(question("周五上午有没有空")).toMatchObject({ toolName: "query_free_time" });
    expect(question("后天有没有课")).toEqual({ toolName: "query_day", input: { when: "后天" } });
    expect(detectIntent("明天有人来吗").family).not.toBe("schedule_question");
    expect(detectIntent("周三下午有近代史的随堂测").family).not.toBe("schedule_question");
    expect(detectIntent("把电路实验排在周四")).toMatchObject({ family: "schedule" });
  });

  test.each([
    ["学校这学期排了19周，现在是第10周", 10, 19],
    ["我们是8周的短学期，这周是第3周", 3, 8],
  ])("%s tells the week and the total", (text, currentWeek, weeks) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", currentWeek, weeks });
  });

  test.each(["本学期一共几个星期", "这学期开学是哪天来着"])("%s asks about the term", (text) => {
    expect(detectIntent(text)).toEqual({ family: "term_question" });
  });
});

describe("a new to-do after a clause of context", () => {
  test.each([
    ["社团下周招新，加个待办：做招新海报", { family: "create_task", content: "做招新海报" }],
    ["导师刚催了，新建任务：改开题报告，重要紧急，预计4节", { family: "create_task", content: "改开题报告，重要紧急，预计4节", priorityGroup: 1, estimatedSections: 4 }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toEqual(expected);
  });

  test("a clause then a question about to-dos is still a question", () => {
    expect(detectIntent("导师刚催了，我的任务还有哪些").family).toBe("query_tasks");
  });
});

describe("schedule requests: a free stretch as the reason, a count of subjects, as soon as it can be; the student's own arrangement", () => {
  test("下周实验室比较闲 is the reason, 这两门 names no subject, 能快就快 is rapid", () => {
    expect(detectIntent("下周实验室比较闲，这两门复习都排到下周，能快就快")).toEqual({
      family: "schedule",
      hints: [],
      wantsAll: true,
      strategy: "rapid",
      range: "下周",
    });
    expect(detectIntent("把线代复习排到这周，能早学完就早学完")).toMatchObject({ family: "schedule", strategy: "rapid", hints: ["线代"] });
    expect(detectIntent("电路作业做完了")).toMatchObject({ family: "task_edit", action: "complete" });
  });

  test("where the student's own commitments usually are is the reason for the question after it", () => {
    expect(question("我健身都排在早上，下周哪几个早上有空")).toEqual({ toolName: "query_free_time", input: { when: "下周", part: "morning" } });
    expect(detectIntent("我复习都排在晚上吧")).toMatchObject({ family: "schedule" });
  });
});
