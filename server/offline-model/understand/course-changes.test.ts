import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { smallTalkReply } from "../speak/small-talk";

/** A class of the timetable moved, asked or told: answered in words, never with a move. Our own sentences. */
describe("a course moved is the timetable's, not a study block's", () => {
  it.each([
    "能把大学物理挪到周四吗",
    "帮我把体育课换到周五下午",
    "把周三的思政课调到晚上吧，白天要去实习",
    "高数能不能挪到下午",
    "体育课改到周五下午了，班长通知的",
    "这周的实验课整体往前挪了一节",
    "明天的线代课推迟到十点了，助教在群里发的",
  ])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "course_change" });
  });

  it.each([
    // A study block, named by what is studied or pointed at, moves as before.
    "把谓词逻辑挪到周六吧，周二早上实在太困了",
    "把思政课那块复习挪到周四",
    "把那节课挪到周四",
    "把高数复习挪到周六",
    // Something else asked beside the news is left to its own reader.
    "听说体育调课了，这周体育是哪天",
    "英语课改到周四了，那天下午我还有空吗",
    "实验课挪到周五了，记得提醒我带报告",
    // Homework is no class.
    "把功课挪到周六",
  ])("%s is something else", (text) => {
    expect(detectIntent(text)).not.toEqual({ family: "small_talk", topic: "course_change" });
  });

  it.each(["班长通知，周三的大学物理改到周五下午", "辅导员说明天的思政课挪到晚上", "老师在群里说下周的统计学课调到周二上"])(
    "%s: the news with who told it, and no 了 to close it, is told, not asked",
    (text) => {
      expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "course_change" });
    },
  );

  it.each(["老师说把作业挪到周四交", "老师说周四的课调到周五了，那天下午我有空吗"])("%s asks or changes something else", (text) => {
    expect(detectIntent(text)).not.toEqual({ family: "small_talk", topic: "course_change" });
  });

  it("the answer says where a course's time is changed, in the student's language", () => {
    expect(smallTalkReply("course_change", "zh")).toContain("设置");
    expect(smallTalkReply("course_change", "en")).toContain("timetable");
  });
});
