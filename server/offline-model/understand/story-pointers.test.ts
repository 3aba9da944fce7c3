/**
 * Long chatty messages whose request points back into the story for what it is about (story-pointers.ts), and the
 * near-misses that must not be read that way: a question about the thing told, the thing told with nothing asked.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { courseNewsRetold, withoutPurpose } from "./story-pointers";

describe("the exam the story announced, recorded when the request points at it", () => {
  test("the course whose teacher told it names the exam; the story's other words are not its title", () => {
    expect(
      detectIntent("上周三数电课下课前老师突然说期末考试定在1月15号上午十点，在四教301，我当时脑子一片空白。帮我把这个考试记上吧。"),
    ).toEqual({ family: "exam_record", title: "数电期末考试", when: "1月15号上午十点", location: "四教301" });
  });

  test("what the request adds (the place) joins what the story said", () => {
    expect(detectIntent("昨天日语课老师说听力考试在第16周周二上午，具体几点还没说。我听力最差了。先帮我把这个考试记上，地点是文科楼，时间以后再补。")).toMatchObject({
      family: "exam_record",
      when: "第16周周二上午",
      location: "文科楼",
    });
  });

  test("the pointer may follow a remark in the request", () => {
    expect(detectIntent("刚刚统计学课上老师宣布期中考试改在第15周周三下午，在二教101，好多人都在哀嚎。我还好，这个考试帮我记上吧。")).toMatchObject({
      family: "exam_record",
      when: "第15周周三下午",
      location: "二教101",
    });
  });

  test("a question about the exam told is talk: no record, no deadline", () => {
    expect(detectIntent("上周三数电课下课前老师突然说期末考试定在1月15号上午十点。我好慌。这个考试我能过吗？")).toEqual({ family: "small_talk", topic: "chat" });
  });
});

describe("a bare change asked after the story told what is true", () => {
  test("the week told, then 帮我改一下", () => {
    expect(detectIntent("看了教务处发的新校历才知道，这周已经是第16周了。我还以为才第15周，难怪进度老对不上。麻烦帮我改一下吧。")).toEqual({
      family: "term_set",
      currentWeek: 16,
    });
  });

  test("a new deadline told, the to-do named by the course and the clause before it", () => {
    expect(detectIntent("唉，大物老师说实验报告大家都写得不行，截止推到下周四了。全班都松了口气。帮我把那个报告的截止也改一下吧。")).toEqual({
      family: "task_edit",
      action: "update",
      task: "大物实验报告",
      deadline: "下周四",
    });
  });

  test("the week told with nothing asked is no change", () => {
    expect(detectIntent("看了教务处发的新校历才知道，这周已经是第16周了。时间过得好快。").family).not.toBe("term_set");
  });
});

describe("a plan asked for, the course and its chapters told in the story", () => {
  test("选了门X … 一共N章 … 建个复习计划，每章M节", () => {
    expect(detectIntent("这学期选了门发展经济学，老师讲得很细，可我总走神。数了一下课本，一共8章。帮我建个复习计划吧，每章两节。")).toMatchObject({
      family: "propose_class",
      name: "发展经济学复习",
      chapters: 8,
      periodsEach: 2,
    });
  });

  test("the chapters counted with no plan asked for is no plan", () => {
    expect(detectIntent("这学期选了门发展经济学，老师讲得很细，可我总走神。数了一下课本，一共8章，好多啊。").family).not.toBe("propose_class");
  });
});

describe("a wish with its time, then a bare 帮我放上去", () => {
  test("那天 is the story's day; the thing and the hour are the wish's", () => {
    expect(detectIntent("周日一整天都没课，舍友都出去玩了，宿舍很安静。我想那天下午把函数与等价关系过一遍，从两点开始，帮我放上去。晚上再看情况。")).toMatchObject({
      family: "edit",
      action: "move",
      reference: { name: "函数与等价关系" },
      target: { dayWord: "周日", clock: "14:00" },
    });
  });

  test("the wish alone, with nothing asked to be put on, is not a move", () => {
    expect(detectIntent("周日一整天都没课，舍友都出去玩了，宿舍很安静。我想那天下午把函数与等价关系过一遍。晚上再看情况。").family).not.toBe("edit");
  });
});

describe("why the student asks, after the request, says nothing to do", () => {
  test("免得 / 不然 / 省得 clauses go", () => {
    expect(withoutPurpose("帮我记一下，免得又忘了")).toBe("帮我记一下");
    expect(withoutPurpose("帮我改一下吧，不然提醒一直响")).toBe("帮我改一下吧");
    expect(withoutPurpose("下周一前交，帮我记着")).toBe("下周一前交，帮我记着");
  });

  test("a note asked for after the story notes the story, not the reason", () => {
    const intent = detectIntent("辅导员让我们去校医院补体检，周四下午我得跑一趟，要带一寸照片。听说他们两点上班，我打算两点半过去。帮我记一下，免得又忘了。");
    expect(intent).toMatchObject({ family: "quick_note" });
    expect(intent.family === "quick_note" && intent.content).toContain("补体检");
    expect(intent.family === "quick_note" && intent.content).not.toContain("免得");
  });
});

describe("questions in a row after a story are one request", () => {
  test("话说 turns to the point; the second question leans on the first", () => {
    expect(detectIntent("图书馆现在早上七点就没座位了，大家都卷疯了，我每天只能去教室自习。话说高数是哪天考来着？还剩几天？")).toEqual({
      family: "exam_countdown",
      exam: "高数",
    });
  });
});

describe("a to-do dropped in the story, then another request", () => {
  test("the pointed-at to-do is deleted, and the later request kept, in order", () => {
    expect(detectIntent("今天部门开会又拖了一个多小时，饭都凉了。读书会的海报部长说交给学妹做了，那条待办就删了吧。不过周日上午九点我得去布置场地，这个帮我记一下。")).toEqual({
      family: "compound",
      parts: [
        { family: "task_edit", action: "delete", task: "读书会的海报" },
        { family: "quick_note", content: "周日上午九点我得去布置场地" },
      ],
    });
  });

  test("handed on with nothing asked is no deletion", () => {
    expect(detectIntent("读书会的海报部长说交给学妹做了，挺好的，我轻松多了。")).not.toMatchObject({ family: "task_edit", action: "delete" });
  });
});

describe("the course whose teacher told the news", () => {
  test.each([
    ["线代老师刚在群里说第五章作业推迟交了", "线代第五章作业推迟交了"],
    ["昨天离散课下课前老师突然说期末考试定在1月12号", "离散期末考试定在1月12号"],
    ["英语课老师说口语考试在第15周", "英语口语考试在第15周"],
    // Who tells it is no course.
    ["辅导员老师说周五开班会", "辅导员老师说周五开班会"],
  ])("%s", (said, retold) => {
    expect(courseNewsRetold(said)).toBe(retold);
  });
});
