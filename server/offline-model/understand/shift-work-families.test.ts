/**
 * A nursing student on shifts (round 17): 白班 / 夜班 / 大夜 / 轮休 told beside a request, 护考 and 考核 as exams, a
 * block that has to give way to a shift, and a note whose hour comes after the shift that ends before it.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { clockSaidApart } from "./bound-clause";

describe("the nurse's licence exam and a rotation's assessments are exams", () => {
  test.each([
    ["距离护考还剩几天", { family: "exam_countdown", exam: "护考" }],
    ["护考啥时候考来着", { family: "exam_countdown", exam: "护考" }],
    ["护士执业资格考试定在4月12号，记到考试里", { family: "exam_record", title: "护士执业资格考试", when: "4月12号" }],
    ["急救技能考核排在第17周周一上午", { family: "exam_record", title: "急救技能考核", when: "第17周周一上午" }],
    ["外科出科考核第18周周五，地点在六病区", { family: "exam_record", title: "外科出科考核", location: "六病区" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });
});

describe("a note's hour said after the shift or the 大概 that comes before it", () => {
  test.each([
    ["下周二下了夜班，约九点，去科室签考勤", "下周二九点"],
    ["周四，大约下午三点半，去教务处拿成绩单", "周四下午三点半"],
    ["明天交完班，八点去护理部签到", "明天八点"],
  ])("%s → %s", (content, deadline) => {
    expect(clockSaidApart(content)).toBe(deadline);
  });

  test.each(["周四下午三点去拿成绩单", "周五交报告，下周一上午九点再去答辩", "下周三之前交实习总结"])("%s needs none", (content) => {
    expect(clockSaidApart(content)).toBeUndefined();
  });
});

describe("a block named by its time, with the shift or the mood that moves it, then the move", () => {
  test.each([
    ["周五上午那节英语我得去跟班，挪到周六下午两点", "周五上午那节英语", "周六"],
    ["后天晚上那节复习往前挪一挪，挪到周四晚上，后天太累了", "后天晚上那节复习", "周四"],
    ["明天上午那块数电因为要值班，挪到周日上午", "明天上午那块数电", "周日"],
    // made way for something (让一下, 腾一下), moved with 改到 / 换到, and why after it
    ["周一十点那节听力让一下，改到周六上午，周一我有面试", "周一十点那节听力", "周六"],
    ["周五晚上那块数电腾一下，换到周日晚上，周五要去聚餐", "周五晚上那块数电", "周日"],
    ["明天早上八点那节单词让让，改到后天早上", "明天早上八点那节单词", "后天"],
  ])("%s", (text, name, dayWord) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target: { dayWord } });
  });
});

describe("how bluntly to answer is no keyword of a to-do question", () => {
  test.each(["上夜班前脑子是懵的，直接跟我说明天有什么要交", "直接告诉我还有哪些没交", "别绕了，直接说这周有什么要交"])("%s", (text) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("query_tasks");
    expect(intent.family === "query_tasks" ? intent.input.keyword : undefined).toBeUndefined();
  });
});
