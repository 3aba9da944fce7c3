/**
 * Long chatty messages: a story first, then one sentence that asks. The request's day words, subject and clock time
 * come from the sentence that asks; the story's are left alone.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a story then the sentence that asks", () => {
  test.each([
    [
      "昨天晚上陪室友去看电影，回来都快一点了，今天早上差点没起来。对了，下周二下午四点之前要把社团的经费表交给财务部，帮我记一下",
      { family: "quick_note", content: "下周二下午四点之前要把社团的经费表交给财务部" },
    ],
    [
      "周末去爬山把脚扭了，这两天走路都一瘸一拐的。话说回来，你帮我看一下后天都有哪些课吧",
      { family: "schedule_question", question: { toolName: "query_day", input: { when: "后天" } } },
    ],
    [
      "今天下午的实验做了四个小时，数据还全是错的，心态崩了。明天上午我是不是有空？",
      { family: "schedule_question", question: { toolName: "query_free_time", input: { when: "明天", part: "morning" } } },
    ],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });

  test("a note asked for with nothing after the cue keeps the story, which is what is to be noted", () => {
    expect(detectIntent("下周三上午十点要去教务处交缓考申请。记一下")).toMatchObject({ family: "quick_note" });
    expect(detectIntent("下周三上午十点要去教务处交缓考申请。记一下")).not.toEqual({ family: "quick_note", content: "" });
  });

  test("a first sentence that asks is a request, not a story", () => {
    expect(detectIntent("有没有紧急又重要的待办？我想先做掉几个").family).toBe("query_tasks");
  });

  test("within one sentence, the clauses before the help asked for only tell why", () => {
    expect(detectIntent("这周实验课特别多，周二周四都要做到很晚，你就帮我看一下周六还有没有空")).toMatchObject({
      family: "schedule_question",
      question: { toolName: "query_free_time", input: { when: "周六" } },
    });
  });
});

describe("the story's to-do stands in only for a request that names none", () => {
  const story = "这学期选修课太多，天天赶路，结果物理实验报告还没写。";
  test.each([
    [`${story}这个周末把马原的读书笔记删了吧`, "马原的读书笔记"],
    [`${story}那个概率论作业截止改到周日吧`, "概率论作业"],
  ])("%s names its own to-do", (text, task) => {
    const intent = detectIntent(text);
    expect(JSON.stringify(intent)).toContain(task);
    expect(JSON.stringify(intent)).not.toContain("物理实验报告");
  });

  test("a time or the student before 没… is no to-do: the clause before names it", () => {
    const intent = detectIntent("最近实习太忙，毛概论文还没交，这周一直没复习。这个任务我来不及了，截止推到下周三吧");
    expect(intent).toMatchObject({ family: "task_edit", task: "毛概论文" });
  });
});

describe("a deadline said in a clause of its own, then the change asked for", () => {
  test.each([
    ["社会实践报告老师说可以宽限到下周三中午，你帮我把截止改一下", { task: "社会实践报告", deadline: "下周三中午" }],
    ["英语作文下周一上午十点前必须交到办公室，不然扣分。之前记错了，帮我把截止改过去", { task: "英语作文", deadline: "下周一上午十点前" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "update", ...expected });
  });
});

describe("还有 before an asking word is inside one question", () => {
  test("看下这周还有哪天下午空着 asks one thing", () => {
    expect(detectIntent("帮我看下这周还有哪天下午空着")).toEqual({
      family: "schedule_question",
      question: { toolName: "query_free_time", input: { when: "这周", part: "afternoon" } },
    });
  });
});

describe("missed work re-planned: the placing verb that names a range", () => {
  test("补回来吧，排到下周 takes the range from the second verb", () => {
    expect(detectIntent("之前没做的复习补回来吧，排到下周")).toEqual({ family: "replan_missed", range: "下周" });
  });
});

describe("a free-time question then which day of it is the emptiest", () => {
  test("is one question", () => {
    expect(detectIntent("想看看下周的空档，哪天最空")).toEqual({
      family: "schedule_question",
      question: { toolName: "query_free_time", input: { when: "下周", pick: "emptiest" } },
    });
  });
});

describe("a plan listed after a comma", () => {
  test("its items set apart by 、 and the periods of each", () => {
    expect(detectIntent("新建一个线代期末复习，行列式、矩阵、向量，每块2节")).toMatchObject({ family: "propose_class", chapters: 3, periodsEach: 2 });
  });
});

describe("a block named first, why in the same clause, then the move", () => {
  test("moves that block", () => {
    expect(detectIntent("线性回归那块我今晚实在抽不出空，先挪到周六上午")).toMatchObject({ family: "edit", action: "move", reference: { name: "线性回归" }, target: { dayWord: "周六" } });
  });
});

describe("a worry said as a what-if before the request", () => {
  test("is why the request is made; its day words are not the request's", () => {
    expect(detectIntent("要是后天睡过头就完了，后天早上六点半叫我")).toEqual({ family: "quick_note", content: "后天早上六点半" });
  });
});

describe("a note whose day is 那天, the day the clause before it named", () => {
  test.each([
    ["1月9号考完就放假了，那天下午四点提醒我去退饭卡", "1月9号下午四点去退饭卡"],
    ["周五交完报告就轻松了，那天晚上八点提醒我去取快递", "周五晚上八点去取快递"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });
});

describe("a study plan moved into a week is planned there", () => {
  test("把X的复习挪到下周 with a daily cap", () => {
    expect(detectIntent("把数电的复习挪到下周吧，每天最多三节")).toMatchObject({ family: "schedule", hints: ["数电"], range: "下周", dailyCap: 3 });
  });
  test("a day of the week stays a move", () => {
    expect(detectIntent("把数电复习挪到下周三")).toMatchObject({ family: "task_edit", action: "update" });
  });
});

describe("把 the thing, then a verb of finishing", () => {
  test.each([
    ["终于把拖了好久的宿舍卫生搞完了", "宿舍卫生"],
    ["今天总算把整理相册的活干完了！", "整理相册"],
  ])("%s", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "complete", task });
  });
  test("not when the words before 把 intend it", () => {
    expect(detectIntent("这周要把离散复习做完").family).not.toBe("task_edit");
  });
});

describe("the sentence that asks points back at the to-do its story named", () => {
  test.each([
    ["下午睡了一觉，醒来才想起体测报名表还没交。这个任务帮我推到周五吧", { action: "update", task: "体测报名表", deadline: "周五" }],
    ["早上跑去实验室帮师兄搬东西，中午才想起来英语作文还没交……哦不对，我上课前就交过了，你帮我勾掉吧", { action: "complete", task: "英语作文" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", ...expected });
  });
});

describe("a to-do said no longer needed, then deleted with 它", () => {
  test.each([
    ["社会实践表不用交了，删掉它", "社会实践表"],
    ["这份读书报告不交了，帮我删了它", "读书报告"],
  ])("%s", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "delete", task });
  });
});
