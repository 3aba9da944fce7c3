/**
 * A request at the end of a long story: the last clause says what to do (记上, 放进去, 挪到…, 划掉, 建成一个计划,
 * 排进去), the story supplies the sitting, the thing, its time or the course; a second request said after 再 / 然后
 * follows the first. Look-alikes: stories that only tell, and questions about a sitting, ask for nothing to be saved.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(text, { nearest: true });

describe("an exam sitting told as news", () => {
  test.each([
    ["线代期末出来了，学期最后一周的周三早上八点半，逸夫楼302", "线代", "302"],
    ["刚看到教务系统出了：计算机网络 1月13日 14:00 逸夫楼B105", "计算机网络", "B105"],
    ["期末考试安排：数据结构 1月11日 9:00-11:00 计算机楼305", "数据结构", "305"],
    ["刚从教学办出来，终于看到期末安排表了！生理学排在1月8号上午九点，逸夫楼204。我还以为它会是最后一门。先帮我把这场记上", "生理学", "204"],
    ["今天去交材料，顺便瞄了一眼考试表。药理学定在1月6号下午两点半，在三教305。你先把它录进去吧", "药理学", "305"],
  ])("%s", (text, title, location) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title: expect.stringContaining(title), location: expect.stringContaining(location) });
  });

  test("saved, then the revision planned by the exams", () => {
    expect(read("病理学期末也出来了，1月11号下午两点，在医学院报告厅。记上之后，再按考试时间帮我把复习排一排")).toMatchObject({
      family: "compound",
      parts: [{ family: "exam_record", title: expect.stringContaining("病理学"), when: expect.stringContaining("1月11号") }, { family: "schedule", forExams: true }],
    });
  });

  test("a question about whether the timetable is out saves nothing", () => {
    expect(read("高数期末出来了吗").family).not.toBe("exam_record");
  });
});

describe("a bare put, move or mark at a story's end", () => {
  test("the thing and its time from the clauses before 帮我放进去", () => {
    expect(read("周六本来约了同学去爬山，估计泡汤了。那套四级真题拖了好久了，周六下午两点开始做吧，帮我放进去")).toMatchObject({
      family: "edit",
      action: "move",
      reference: { name: "四级真题" },
      target: { dayWord: "周六", clock: "14:00" },
    });
  });

  test.each([
    ["明天下午临时被叫去医院补一次见习，原来排的那块谓词逻辑肯定做不成了。挪到周五晚上七点吧，那天晚上没事", "周五", "19:00"],
    ["明天下午要去医院体检，排队估计得排一下午。谓词逻辑那一块先往后放，改到周六上午十点", "周六", "10:00"],
  ])("the block the story named, moved: %s", (text, dayWord, clock) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "move", reference: { name: "谓词逻辑" }, target: { dayWord, clock } });
  });

  test("清单里那条 is the to-do the story did", () => {
    expect(read("今天总算把线代第五章作业交了，每次都拖到最后一天。交完那一刻整个人都轻了两斤，清单里那条帮我划掉吧")).toEqual({
      family: "task_edit",
      action: "complete",
      task: "线代第五章作业",
    });
  });

  test("a story of a hospital day with no ask is no check-in and no move", () => {
    expect(read("今天在医院见习了一整天，累得要死，什么都没做。").family).not.toMatch(/^(?:edit|checkin)$/);
  });
});

describe("two requests in sequence, plans and notes asked after a story", () => {
  test("the put, then the look after 再", () => {
    expect(read("明天晚上刚好没安排，把函数与等价关系放明天晚上七点吧。再帮我看看后天下午有没有空，想去趟医院")).toMatchObject({
      family: "compound",
      parts: [
        { family: "edit", action: "move", reference: { name: "函数与等价关系" } },
        { family: "schedule_question", question: { toolName: "query_free_time", input: { when: "后天", part: "afternoon" } } },
      ],
    });
  });

  test("the parts listed become a plan of the course the story names", () => {
    expect(read("诊断学期末据说很难，学姐说挂的人不少。我想分成问诊、体格检查、实验室检查、心电图四块来复习，每块三节，你帮我建成一个计划")).toMatchObject({
      family: "propose_class",
      name: "诊断学",
      chapters: 4,
      periodsEach: 3,
    });
  });

  test("没碰 before the plan asked is why, never a check-in", () => {
    expect(read("这学期见习把时间切得稀碎，一周三个半天在医院。概率论那块复习我一直没碰，你看下周哪有空就帮我排进去，每天最多两节，再多我真扛不住")).toMatchObject({
      family: "schedule",
      hints: ["概率论"],
      dailyCap: 2,
      range: "下周",
    });
  });

  test("记着点 with a worry after it notes the sentence just told", () => {
    const intent = read("今天跟着带教老师在普外科站了一上午，腿都快不是自己的了。老师说下周二早上七点半要到病房跟早交班，迟到直接记名字。你帮我记着点，我怕我起不来😭");
    expect(intent).toMatchObject({ family: "quick_note", content: expect.stringContaining("交班") });
    expect(intent).not.toMatchObject({ content: expect.stringContaining("今天") });
  });
});
