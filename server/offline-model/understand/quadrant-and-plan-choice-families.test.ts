/**
 * Students talking about their to-dos by the four quadrants and choosing which a plan takes: to-do questions whose
 * shape says what is asked (the keyword is only ever a real name), quadrants said in idioms and in passing, a second
 * change said of the same to-do, the names a plan keeps out when judged in passing, and sighs that ask for nothing.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { namesNothing } from "./asked-filler-words";
import { detectIntent } from "./intents";

const read = (said: string) => detectIntent(normalise(said).text);

describe("a to-do question's keyword is only a real name", () => {
  test.each([
    ["目前处在第二象限的有哪些", { quadrant: 2 }],
    ["寒假前还有什么没写完的", {}],
    ["这周五前要交上去的东西有哪些", { deadline_before: "这周五前" }],
    ["手头上最赶的是啥", {}],
    ["眼下最要命的是哪个", {}],
    ["月底前得搞定的有哪些", { deadline_before: "月底前" }],
    ["我该先做什么", {}],
    ["期末考试前还有什么没交的吗", {}],
  ])("%s", (said, input) => {
    expect(read(said)).toEqual({ family: "query_tasks", input });
  });

  test("a name after the stretch before a break is kept, the stretch is not", () => {
    expect(read("放假前高数还有啥没交")).toEqual({ family: "query_tasks", input: { keyword: "高数" } });
  });

  test.each(["落在", "得交掉", "放假前", "眼下最火烧眉毛的是哪件", "上去"])("%s names nothing", (keyword) => {
    expect(namesNothing(keyword)).toBe(true);
  });

  test.each(["交班费", "期末论文", "考试报名", "高数作业"])("%s is a name", (keyword) => {
    expect(namesNothing(keyword)).toBe(false);
  });
});

describe("which to-do comes first, asked with no word for to-dos", () => {
  test.each(["今天先弄哪个好", "我该先处理哪件呢", "最着急的是哪件", "你觉得我应该先弄哪一个"])("%s", (said) => {
    expect(read(said).family).toBe("query_tasks");
  });

  test("the order of a study plan's subjects is not a to-do question", () => {
    expect(read("我应该先复习哪门").family).not.toBe("query_tasks");
  });
});

describe("a to-do refiled by a judgement alone", () => {
  test.each([
    ["整理宿舍那个其实不重要也不急", "整理宿舍", 3],
    ["英语作业那条算第二象限", "英语作业", 2],
    ["高数作业那件其实挺急的，又重要", "高数作业", 1],
    ["洗球鞋那条可有可无，算简单不重要", "洗球鞋", 3],
  ])("%s", (said, task, group) => {
    expect(read(said)).toEqual({ family: "task_edit", action: "update", task, priorityGroup: group });
  });

  test.each([
    ["整理相册改成无所谓的那档", "整理相册", 3],
    ["背单词那条标成火烧眉毛", "背单词", 1],
    ["四级真题改成不急但要紧", "四级真题", 2],
  ])("%s: changed into a quadrant said in everyday words", (said, task, group) => {
    expect(read(said)).toEqual({ family: "task_edit", action: "update", task, priorityGroup: group });
  });

  test("one half of a quadrant alone refiles nothing", () => {
    expect(read("四级那个很重要吧")).not.toHaveProperty("priorityGroup");
  });
});

describe("a second change said of the same to-do", () => {
  test.each([
    ["把离散作业推到周五，再调成重要不紧急", { task: "离散作业", deadline: "周五", priorityGroup: 2 }],
    ["读书报告延期到下周一，顺便改成简单不重要", { task: "读书报告", deadline: "下周一", priorityGroup: 3 }],
  ])("%s", (said, edit) => {
    expect(read(said)).toEqual({ family: "task_edit", action: "update", ...edit });
  });
});

describe("which to-dos a plan takes", () => {
  test("a name judged in passing, then kept out", () => {
    expect(read("这周的复习排一下，英语作文没那么急，以后再说")).toMatchObject({ family: "schedule", hints: [], range: "这周", exclude: ["英语作文"] });
  });

  test("a name judged in passing, then put in a later week", () => {
    expect(read("下周排高数，线代不着急，放到下下周")).toMatchObject({
      family: "schedule",
      parts: [
        { hints: ["高数"], range: "下周" },
        { hints: ["线代"], range: "下下周" },
      ],
    });
  });

  test("the ones with a deadline first, the undated ones listed with 和 kept out", () => {
    expect(read("先把有ddl的排了，没截止的英语作文和整理宿舍都留着，排下周")).toEqual({
      family: "schedule",
      hints: [],
      wantsAll: false,
      range: "下周",
      exclude: ["英语作文", "整理宿舍"],
    });
  });

  test("the student's own part, told first, is no subject", () => {
    expect(read("期中前我得把自己那部分做完，待办里除了六级都排进下周")).toMatchObject({ family: "schedule", hints: [], range: "下周", exclude: ["六级"] });
  });

  test("the most urgent first, what does not fit left alone", () => {
    expect(read("待办里最急的先排，下周排不下的就算了")).toMatchObject({ family: "schedule", allowPartial: true, range: "下周", looseOnly: true });
  });

  test.each([
    ["这周排待办，错题本不着急先别排", { exclude: ["错题本"] }],
    ["下周先排线代，英语不急放到下下周", { parts: [{ hints: ["线代"], range: "下周" }, { hints: ["英语"], range: "下下周" }] }],
    ["这周待办都排上，排不下的先放着", { allowPartial: true, range: "这周" }],
  ])("%s (no comma after the judgement, or what does not fit)", (said, intent) => {
    const understood = read(said);
    expect(understood).toMatchObject({ family: "schedule", ...intent });
    if (!("exclude" in intent)) expect(understood).not.toHaveProperty("exclude");
  });

  test.each([
    ["重要紧急的先排，其他的下周再说", { range: "下周" }],
    ["重要的先排，不急的往后放", {}],
  ])("%s: the to-dos of a quadrant, or in no hurry, are no subject", (said, intent) => {
    expect(read(said)).toMatchObject({ family: "schedule", hints: [], ...intent });
  });

  test("a judgement closing the sentence keeps nothing out", () => {
    expect(read("这周排待办，我不急")).not.toHaveProperty("exclude");
  });
});

describe("notes, new to-dos, plans and deletions in the same words", () => {
  test("a heading saying what kind of thing it is", () => {
    expect(read("小事：周五前去取快递")).toEqual({ family: "quick_note", content: "周五前去取快递" });
  });

  test("an estimate put down for now", () => {
    expect(read("新建任务：整理错题，重要不紧急，暂定3节")).toMatchObject({ family: "create_task", priorityGroup: 2, estimatedSections: 3 });
  });

  test("given up after the verb", () => {
    expect(read("取快递那条不弄了，删掉得了")).toEqual({ family: "task_edit", action: "delete", task: "取快递" });
  });

  test("a plan named between its parts and their periods", () => {
    expect(read("毕业论文分三块，想建个计划叫“论文冲刺”，每块3节")).toMatchObject({ family: "propose_class", name: "论文冲刺", chapters: 3, periodsEach: 3 });
  });

  test.each([
    ["帮我把实验报告拆开，分几次写完", "实验报告"],
    ["把毕业论文拆成几块慢慢写", "毕业论文"],
  ])("%s: one piece of work to split, its parts asked for", (said, name) => {
    expect(read(said)).toMatchObject({ family: "propose_class", name, partsUnsaid: true });
  });
});

describe("a bad habit sighed at asks for nothing", () => {
  test.each(["唉，我总是拖到最后一天才写作业，太懒了", "我总是把重要的事拖到最后一刻", "重要不紧急的事我永远不会去做哈哈", "我又摸鱼了一下午，第一象限的一个都没动"])(
    "%s",
    (said) => {
      expect(read(said)).toEqual({ family: "small_talk", topic: "chat" });
    },
  );

  test("with a request beside it", () => {
    expect(read("我老是拖延，帮我把作业排一下").family).not.toBe("small_talk");
  });
});
