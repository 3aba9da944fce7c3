/**
 * A long message that only tells of the student's days is small talk (narrated-days.ts); one that also asks, or a
 * short one that reports study done, is read as before.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a diary with nothing asked is small talk", () => {
  test.each([
    // A chapter's exercises done, told among the evening and a feeling about the day.
    "今天下午在自习室待了四个小时，把线代第四章的习题都做完了。出来的时候天已经黑了，路灯很好看。突然觉得大学生活也挺好的。",
    // A routine (每天…晚上还要…) and a cheer with 吧.
    "最近好忙，每天都在改论文，晚上还要去健身房练到九点。妈妈说我瘦了一圈。再熬两周就放假了，加油吧。",
    // A sentence about the afternoon's class, with no asking word, asks nothing about the afternoon.
    "今天早上起晚了，早八差点迟到，一路狂奔。中午食堂的红烧肉超好吃，我打了两份。下午的课老师讲得很有意思，完全没犯困。",
  ])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "chat" });
  });
});

describe("near-misses: the diary that asks, and the short report", () => {
  test("a question at its end is asked", () => {
    expect(detectIntent("最近好忙，每天都在改论文，晚上还要去健身房练到九点。妈妈说我瘦了一圈。再熬两周就放假了，明天下午有空吗？")).toMatchObject({
      family: "schedule_question",
      question: { toolName: "query_free_time", input: { when: "明天", part: "afternoon" } },
    });
  });

  test("a check-in asked for in so many words is no diary", () => {
    expect(detectIntent("今天下午在自习室待了四个小时，把线代第四章的习题都做完了。出来的时候天已经黑了，路灯很好看。帮我记一下今天的打卡。").family).not.toBe("small_talk");
  });

  test("study done, told in two sentences, is still the report it was", () => {
    expect(detectIntent("今天下午在自习室把线代第四章的习题都做完了。好累。").family).toBe("checkin");
  });
});
