/**
 * A power user's register: the app's own words for its things and options (任务类, steady / rapid, 预排, pending,
 * 象限N, 嵌入水课) and terse forms (arrows, 6章×2节, 2节/天), read as the requests they stand for. The sentences are
 * this file's own, not the eval's.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });
const schedule = (text: string) => {
  const intent = read(text);
  return intent.family === "schedule" ? intent : undefined;
};
const question = (text: string) => {
  const intent = read(text);
  return intent.family === "schedule_question" ? intent.question : intent;
};

describe("the planner's strategy words (steady, rapid) as options of a request", () => {
  test.each([
    ["信号与系统复习 → 本周，rapid", "rapid"],
    ["把数电排到下周，steady", "steady"],
    ["大物复习 下周 steady 水课也行", "steady"],
    ["线代 本周内 策略=rapid", "rapid"],
  ])("%s", (text, strategy) => {
    expect(schedule(text)).toMatchObject({ strategy });
  });

  test("a question about the words is no request", () => {
    expect(read("下周用steady还是rapid好")).not.toMatchObject({ family: "schedule" });
    expect(read("rapid是什么意思")).not.toMatchObject({ family: "schedule" });
  });
});

describe("weekdays listed side by side and left empty are days off", () => {
  test.each([
    ["下周排复习，周二周四空着", [2, 4]],
    ["这周粗排，周一、周六留空不排", [1, 6]],
    ["下周排英语，周日空出来", [7]],
  ])("%s", (text, daysOff) => {
    const intent = schedule(text);
    expect(intent).toMatchObject({ daysOff });
    expect(intent?.exclude).toBeUndefined();
  });

  test("a question whether those days are free asks, and a part of a day keeps no whole day off", () => {
    expect(read("周二周四空着吗")).not.toMatchObject({ family: "schedule" });
    expect(schedule("下周排英语，周三晚上空着")?.daysOff).toBeUndefined();
  });
});

describe("a daily cap written per day with a slash", () => {
  test.each([
    ["补排落下的，上限3节/天", 3],
    ["把概率论排到下周，2节/天", 2],
    ["补一下没做的 最多1节／天", 1],
  ])("%s", (text, dailyCap) => {
    expect(read(text)).toMatchObject({ dailyCap });
  });

  test("a slash between periods is no cap", () => {
    expect(read("把概率论排到下周，第3节/第5节都行")).not.toMatchObject({ dailyCap: expect.anything() });
  });
});

describe("the draft's and the pending listing named by the app's words", () => {
  test.each([
    ["草稿里都有啥", "suggested"],
    ["现在有几个预排", "suggested"],
    ["pending的给我看看", "pending"],
    ["把 pending 的列一下", "pending"],
  ])("%s", (text, status) => {
    expect(question(text)).toEqual({ toolName: "list_tasks", input: { status } });
  });

  test("草稿 said of a to-do, and pending tasks in English, stay to-do questions", () => {
    expect(question("论文草稿什么时候截止")).not.toMatchObject({ toolName: "list_tasks" });
    expect(read("show my pending tasks")).toMatchObject({ family: "query_tasks" });
  });
});

describe("a course named by its listing number, asked which block it holds", () => {
  test.each([
    ["[3]马原里现在塞着什么", 3],
    ["[11]大学体育目前排了哪些", 11],
    ["[2]形势与政策嵌了啥", 2],
  ])("%s", (text, id) => {
    expect(question(text)).toEqual({ toolName: "get_task_info", input: { task_id: id } });
  });

  test("without its number it is no lookup by id", () => {
    expect(question("马原里现在塞着什么")).not.toMatchObject({ toolName: "get_task_info" });
  });
});

describe("a quadrant listed and sorted by the deadline backwards", () => {
  test.each([
    ["象限2都列一下", { quadrant: 2 }],
    ["象限4全部给我看看，按截止降序", { quadrant: 4, sort: "deadline_desc" }],
    ["第一象限的按截止从晚到早", { quadrant: 1, sort: "deadline_desc" }],
  ])("%s", (text, input) => {
    expect(read(text)).toEqual({ family: "query_tasks", input });
  });

  test("asking what a quadrant is lists nothing", () => {
    expect(read("象限2是什么意思")).not.toMatchObject({ family: "query_tasks" });
  });

  // A numbered quadrant is the same word asked about: its meaning is the app's help, whichever way the number is put;
  // the quadrant's tasks asked for are still a list.
  test.each(["象限2是什么意思", "第二象限是什么", "2象限是啥", "第三象限指的是什么"])("%s asks what the quadrant means", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "app_help", about: ["quadrant"] });
  });
  test.each([
    ["象限2有哪些", 2],
    ["第二象限的任务是什么", 2],
    ["象限2里有什么", 2],
  ] as const)("%s still lists the quadrant's tasks", (text, quadrant) => {
    expect(read(text)).toMatchObject({ family: "query_tasks", input: { quadrant } });
  });
});

describe("arrows with no command word", () => {
  test.each([
    ["英语作文 → 象限2", { family: "task_edit", action: "update", task: "英语作文", priorityGroup: 2 }],
    ["读书报告→第三象限", { family: "task_edit", action: "update", task: "读书报告", priorityGroup: 3 }],
    ["[9]图论 → 周四第5节", { family: "edit", action: "move", reference: { id: 9 } }],
    ["高数习题 -> 周日 14:00", { family: "edit", action: "move", reference: { name: "高数习题" } }],
  ])("%s", (text, intent) => {
    expect(read(text)).toMatchObject(intent);
  });

  test("an arrow to a whole week or a bare day moves nothing to a period", () => {
    expect(read("数电复习 → 下周")).toMatchObject({ family: "schedule" });
    expect(read("英语作文 → 周五")).not.toMatchObject({ family: "edit" });
  });
});

describe("a study plan made with the app's words (新建任务类, 6章×2节, 允许嵌入水课)", () => {
  test.each([
    ["新建任务类：数据结构，栈、队列、树，各1节", { name: "数据结构", items: [{ content: "栈" }, { content: "队列" }, { content: "树" }] }],
    ["新建任务类 操作系统 5章×3节", { name: "操作系统", chapters: 5, periodsEach: 3 }],
    ["建计划 计组 4单元x2节 允许嵌入水课", { name: "计组", chapters: 4, periodsEach: 2, allowFiller: true }],
    ["新建任务类：离散复习，图论、数理逻辑，各2节，rapid", { name: "离散复习", strategy: "rapid" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toMatchObject({ family: "propose_class", ...intent });
  });

  test("a first item that begins with 分 is an item, not the word that leads the list", () => {
    expect(read("建个算法复习计划，分治、回溯、贪心，各2节")).toMatchObject({ items: [{ content: "分治" }, { content: "回溯" }, { content: "贪心" }] });
    expect(read("建个计划：图论专题，分最短路、生成树两块，每块2节")).toMatchObject({ items: [{ content: "最短路" }, { content: "生成树" }] });
  });

  test("a task class talked about, and a plan that refuses 水课, are read as such", () => {
    expect(read("任务类是什么")).not.toMatchObject({ family: "propose_class" });
    expect(read("新建任务类 编译原理 6章×2节 不要嵌进水课")).toMatchObject({ family: "propose_class", allowFiller: false });
  });
});

describe("a command's object keeps where it was written", () => {
  test("the words a tool saves are the object's, not the whole command", () => {
    const reading = normalise("删 社团报名表");
    const at = reading.text.indexOf("社团报名表");
    expect(reading.original.slice(reading.starts[at], reading.ends[at + 4])).toBe("社团报名表");
  });

  test("new words of the row still stand for the whole command", () => {
    const reading = normalise("删 社团报名表");
    expect(reading.original.slice(reading.starts[0], reading.ends[0])).toBe("删 社团报名表");
  });
});

describe("a stretch asked by what occupies it, and the first place a run fits", () => {
  test.each([
    ["周三第1-4节谁占着", { toolName: "query_day", input: { when: "周三" } }],
    ["周四下午被什么占了", { toolName: "query_day", input: { when: "周四", part: "afternoon" } }],
    ["错题本要3节，头一个排得下的空档", { toolName: "find_first_free", input: { duration: 3 } }],
    ["期中模拟卷2节连着，第一个能放的地方", { toolName: "find_first_free", input: { duration: 2 } }],
  ])("%s", (text, expected) => {
    expect(question(text)).toMatchObject(expected);
  });

  test("the first place said about a named day is that day's free time, not a search", () => {
    expect(question("第一个能放的位置是不是周五")).not.toMatchObject({ toolName: "find_first_free" });
  });
});
