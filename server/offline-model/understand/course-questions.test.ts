import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { asksFillerCourses, courseMeetingAsked, describedCourseAsked, namesCourseByTeacherOrRoom } from "./course-questions";

const dayQuestion = (input: Record<string, unknown>) => ({ family: "schedule_question", question: { toolName: "query_day", input: expect.objectContaining(input) } });

describe("how long a course's meeting runs, or whether a stretch's meetings are over", () => {
  it.each([
    ["数据结构那门课一次连上几节", "数据结构", "这周"],
    ["马原每次上多久", "马原", "这周"],
    ["电路分析一般上几个小时", "电路分析", "这周"],
    ["概率论今天的课上完了没", "概率论", "今天"],
    ["大物这周都上完了吗", "大物", "这周"],
    ["数电那门课下周还有吗", "数电", "下周"],
  ])("%s asks about %s (%s)", (text, course, when) => {
    expect(detectIntent(text)).toMatchObject(dayQuestion({ course, when }));
  });

  // A course named by when it meets is the day's question; a to-do's work done asks about to-dos.
  it.each(["周四上午那门课下周还有吗", "周二早八那门课每次上几节"])("%s names no course to look up", (text) => {
    expect(courseMeetingAsked(text)).toBeUndefined();
  });

  it.each(["数电作业这周写完了没", "离散第二章这周复习完了没"])("%s asks nothing about a course's meetings", (text) => {
    expect(courseMeetingAsked(text)).toBeUndefined();
  });
});

describe("which courses are 水课", () => {
  it.each(["这学期我有哪几门水课", "能嵌入的课有哪些", "哪几门课算水课啊"])("%s is read off the listing", (text) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "list_tasks", input: { status: "all" } } });
  });

  it.each(["水课是啥意思", "下周复习排一下，水课也能用"])("%s asks something else", (text) => {
    expect(asksFillerCourses(text)).toBe(false);
  });
});

describe("a course named by its teacher or its room", () => {
  it.each(["陈老师的课", "赵教授那门", "五教", "教学楼B", "机房", "A305", "实验楼"])("%s names no course by name", (words) => {
    expect(namesCourseByTeacherOrRoom(words)).toBe(true);
  });

  it.each(["数据结构", "大学物理", "线代", "马原", "周四下午实验楼"])("%s is a course's name, or its time names it", (words) => {
    expect(namesCourseByTeacherOrRoom(words)).toBe(false);
  });

  it.each(["陈老师的课下周还剩几次", "四教那节课是星期几"])("%s is still a question about when it meets", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day" } });
  });

  it.each([
    ["孙老师那节课几点结束", "孙老师"],
    ["六教的课是哪天上", "六教"],
    ["B201那门课下周还上吗", "B201"],
  ])("%s is asked about by %s", (text, words) => {
    expect(describedCourseAsked(text)).toBe(words);
  });

  it.each(["数据库那节课几点结束", "孙老师讲得真好"])("%s names no course by teacher or room in a question", (text) => {
    expect(describedCourseAsked(text)).toBeUndefined();
  });

  it("a teacher in a note is no question", () => {
    expect(detectIntent("陈老师让我们周四交实验报告，帮我记一下")).toMatchObject({ family: "quick_note" });
  });
});

describe("which of a stretch's days a course still meets on (概率论本周接下来还有哪几天要上)", () => {
  it.each([
    ["英语下周还有几次课", "英语", "下周"],
    ["线代接下来还有哪几天要上", "线代", undefined],
    ["大物这周还剩几节课", "大物", "这周"],
  ])("%s asks about %s", (text, course, when) => {
    expect(courseMeetingAsked(text)).toEqual({ course, when });
  });

  it.each(["作业还有几天", "离散还有几天考"])("near miss: %s asks no course's days", (text) => {
    expect(courseMeetingAsked(text)).toBeUndefined();
  });
});

describe("the stretch said first, then the course that may still meet in it", () => {
  it.each([
    ["本周马原还有课吗", "马原", "本周"],
    ["下周线代还有几次课", "线代", "下周"],
    ["这个星期大学物理还剩几节课", "大学物理", "这个星期"],
    ["电路分析这周还有几趟课", "电路分析", "这周"],
  ])("%s", (text, course, when) => {
    expect(courseMeetingAsked(text)).toEqual({ course, when });
  });

  // Who has the classes, or a day of the stretch, names no course.
  it.each(["这周我们还有几节课", "这周周五还有课吗", "这周还有课吗"])("%s names no course", (text) => {
    expect(courseMeetingAsked(text)).toBeUndefined();
  });
});
