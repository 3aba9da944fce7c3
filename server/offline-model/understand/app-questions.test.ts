import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";
import { smallTalkReply } from "../speak/small-talk";

/**
 * Questions about the planner itself, answered in words: each row is our own sentence, with counterexamples that
 * hold the same words and still ask for a tool.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("what one of the planner's words means", () => {
  it.each([
    ["水课是啥意思", ["embeddable"]],
    ["请问待确认是什么", ["draft"]],
    ["什么叫打卡？", ["checkin"]],
    ["那个四象限具体指什么", ["quadrant"]],
  ])("%s", (text, about) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "app_help", about });
  });

  it("asking what today's task is, is no question about a word", () => {
    expect(read("今天的任务是什么").family).not.toBe("small_talk");
  });
});

describe("how two of the planner's words differ", () => {
  it.each([
    ["待办跟任务类有啥不同", ["task", "study_plan"]],
    ["取消安排与撤回的区别是什么", ["unplace", "undo"]],
    ["粗排和预排有什么不一样", ["rough_schedule", "draft"]],
  ])("%s", (text, about) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "app_help", about });
  });
});

describe("whether it rings, whether the period clock changes, whether a deletion comes back", () => {
  it.each([
    ["记下来以后能按时通知我吗", ["reminders"]],
    ["你是只会记着，还是会准时提醒我？", ["reminders"]],
    ["每节课的时间可以自己设置吗", ["period_times"]],
    ["怎么改上课时间啊，我们第一节是八点十分", ["period_times"]],
    ["误删的待办可以恢复吗", ["deleted_tasks"]],
    ["不小心删了一条任务，有办法找回吗", ["deleted_tasks"]],
    ["到点了你会通知我吗", ["reminders"]],
    ["为啥每次排好都得点确认？", ["draft"]],
    ["不按确认的话会怎样", ["draft"]],
    ["提醒可以提前一天吗", ["reminders"]],
    ["排好的安排还能再改吗？", ["edit_committed"]],
    ["已经确认的日程可以调整吗", ["edit_committed"]],
  ])("%s", (text, about) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "app_help", about });
  });

  it.each(["明早八点交报告，会提醒我吗", "周五下午三点开组会，到点能提醒我吗"])("%s still asks for a note", (text) => {
    expect(read(text).family).not.toBe("small_talk");
  });

  it("a change after the question is the change", () => {
    expect(read("确认过的安排还能改吗？能的话把线代挪到周六上午十点").family).not.toBe("small_talk");
  });

  // A course moved is answered as such (course-changes.ts), never as how the periods' clock is set.
  it("moving a course's hour is no question about the period clock", () => {
    expect(read("把周三的高数改到第5节")).not.toMatchObject({ topic: "app_help" });
  });
});

describe("the calendar, the timetable file, the guest's data", () => {
  it.each([
    ["能同步到安卓自带日历吗", ["calendar_export"]],
    ["日历订阅在哪", ["calendar_export"]],
    ["课程表怎么导入啊", ["timetable_import"]],
    ["能从教务系统直接导入吗", ["timetable_import"]],
    ["换了电脑以后待办还能看到吗", ["guest_data"]],
    ["不注册的话数据会不会丢", ["guest_data"]],
  ])("%s", (text, about) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "app_help", about });
  });

  it("a note about a calendar is still a note", () => {
    expect(read("提醒我周四晚上把日历同步一下").family).toBe("quick_note");
  });
});

describe("the answers speak of what the student sees", () => {
  it("two subjects are both answered, in the order asked", () => {
    const answer = smallTalkReply("app_help", "zh", ["undo", "unplace"]);
    expect(answer.indexOf("撤销")).toBeLessThan(answer.indexOf("取消安排"));
  });

  it("the period clock is changed in the settings", () => {
    expect(smallTalkReply("app_help", "zh", ["period_times"])).toContain("设置");
    expect(smallTalkReply("app_help", "en", ["period_times"])).toMatch(/period/);
  });
});
