import { describe, expect, test } from "vitest";
import type { ListedTask, ModelCalendar } from "@/lib/protocol/model-facts";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { besideCourseSlot, meetingOn, namedCourse } from "./course-slots";
import { WHICH_COURSE_QUESTION } from "./described-course";

/** A window from Tuesday 1 December 2026 (week 13 of the term) for two weeks. */
const calendar: ModelCalendar = {
  days: Array.from({ length: 14 }, (_, index) => ({
    day: index + 1,
    date: `2026-12-${String(1 + index).padStart(2, "0")}`,
    weekday: ((index + 1) % 7) + 1,
    week: index < 6 ? 13 : 14,
  })),
  periods: Array.from({ length: 12 }, (_, index) => ({ start: `${String(8 + index).padStart(2, "0")}:00`, end: `${String(8 + index).padStart(2, "0")}:45` })),
};

const course = (id: number, name: string, day: number, start: number, end: number): ListedTask => ({
  id,
  name,
  category: "课程",
  status: "existing",
  first_block: { day, slot_start: start, slot_end: end },
});

/** Courses meet weekly; a study block sits in 马克思主义原理 on Thursday; two review items wait to be placed. */
const tasks: ListedTask[] = [
  course(1, "马克思主义基本原理", 3, 5, 6),
  course(2, "大学体育", 4, 3, 4),
  course(3, "数据结构", 2, 1, 2),
  { id: 4, name: "栈与队列", category: "数据结构复习", status: "existing", first_block: { day: 3, slot_start: 5, slot_end: 6 } },
  { id: 5, name: "二叉树遍历", category: "数据结构复习", status: "pending", periods: 2 },
  { id: 6, name: "图的最短路径", category: "数据结构复习", status: "pending", periods: 3 },
];

const listing = (status: "all" | "pending") => ({
  ok: true,
  text: "（清单）",
  facts: { kind: "task_list" as const, tasks: status === "all" ? tasks : tasks.filter((task) => task.status === "pending") },
});

describe("a course named in the words, found among the listed courses", () => {
  test.each([
    ["马原", 1],
    ["体育", 2],
    ["数据结构", 3],
  ])("%s → [%i]", (words, id) => {
    expect(namedCourse(words, tasks)?.id).toBe(id);
  });

  test("a name no course has finds none", () => {
    expect(namedCourse("化学", tasks)).toBeUndefined();
  });

  test("a course meets on the weekday of its first block, a week later too, and on no other day", () => {
    expect(meetingOn(tasks[0], 10)).toEqual({ day: 10, slot_start: 5, slot_end: 6 });
    expect(meetingOn(tasks[0], 3)).toEqual({ day: 3, slot_start: 5, slot_end: 6 });
    expect(meetingOn(tasks[0], 4)).toBeUndefined();
    expect(meetingOn(tasks[0], undefined)).toEqual({ day: 3, slot_start: 5, slot_end: 6 });
  });
});

describe("where a course place puts a block", () => {
  test.each([
    ["下周四的马原课上排个二叉树遍历", 10, 2, { day: 10, slotStart: 5 }],
    ["下周五体育课结束以后放二叉树遍历", 11, 2, { day: 11, slotStart: 5 }],
    ["下周三数据结构课之前学一下二叉树遍历", 9, 2, undefined],
    ["周五体育课前面塞个二叉树遍历", 4, 2, { day: 4, slotStart: 1 }],
  ])("%s", (message, day, length, slot) => {
    expect(besideCourseSlot(message, day, length, tasks)).toEqual(slot);
  });

  test("a day the course does not meet on places nothing", () => {
    expect(besideCourseSlot("下周一马原课上塞个二叉树遍历", 7, 2, tasks)).toBeUndefined();
  });

  test("a place said before the verb that moves is where the block is now, not where it goes", () => {
    expect(besideCourseSlot("栈与队列那块在马原课上学不进去，挪到周六上午", 5, 2, tasks)).toBeUndefined();
  });

  test("a place inside the words naming the block moved is its source", () => {
    expect(besideCourseSlot("马原课上那节栈与队列挪到周六", 5, 2, tasks, "马原课上那节栈与队列")).toBeUndefined();
  });
});

describe("a turn that puts a study item in or beside a course", () => {
  test("after the pending items, the courses are read, then the item is placed at the course's meeting", async () => {
    const said = "下周四马原课里塞个二叉树遍历";
    const pending = toolExchange("c1", "list_tasks", { status: "pending" }, listing("pending"));
    expect(await nextStep([user(said), ...pending], undefined, calendar)).toMatchObject({ toolName: "list_tasks", input: { status: "all" } });
    const all = toolExchange("c2", "list_tasks", { status: "all" }, listing("all"));
    expect(await nextStep([user(said), ...pending, ...all], undefined, calendar)).toMatchObject({
      toolName: "place",
      input: { task_id: 5, day: 10, slot_start: 5 },
    });
  });

  test("right after a course's meeting", async () => {
    const said = "下周五体育课下课以后接着放图的最短路径";
    // That day's classes are asked first (class-day-lookup.ts); an agenda with no facts leaves the listing to say where.
    expect(await nextStep([user(said)], undefined, calendar)).toMatchObject({ toolName: "query_day", input: { when: "下周五" } });
    const prompt = [
      user(said),
      ...toolExchange("c0", "query_day", { when: "下周五" }, { ok: true, text: "（那天的课）" }),
      ...toolExchange("c1", "list_tasks", { status: "pending" }, listing("pending")),
      ...toolExchange("c2", "list_tasks", { status: "all" }, listing("all")),
    ];
    expect(await nextStep(prompt, undefined, calendar)).toMatchObject({ toolName: "place", input: { task_id: 6, day: 11, slot_start: 5 } });
  });

  test("a block inside a course's meeting that day is the one taken off", async () => {
    const prompt = [user("周四马原课上那节数据结构复习先撤下来"), ...toolExchange("c1", "list_tasks", { status: "all" }, listing("all"))];
    expect(await nextStep(prompt, undefined, calendar)).toMatchObject({ toolName: "unplace", input: { task_id: 4 } });
  });
});

describe("a course named by its teacher or its room", () => {
  const said = "刘老师那门课下周哪天上";

  test("the courses are read, then the student is asked which one, offered them", async () => {
    expect(await nextStep([user(said)], undefined, calendar)).toMatchObject({ toolName: "list_tasks", input: { status: "all" } });
    const step = await nextStep([user(said), ...toolExchange("c1", "list_tasks", { status: "all" }, listing("all"))], undefined, calendar);
    expect(step).toMatchObject({ toolName: "ask_user", input: { question: WHICH_COURSE_QUESTION.zh, options: ["马克思主义基本原理", "大学体育", "数据结构"] } });
  });

  test("a course named by name is looked up at once", async () => {
    expect(await nextStep([user("数据结构那门课下周哪天上")], undefined, calendar)).toMatchObject({ toolName: "query_day", input: { course: "数据结构" } });
  });
});
