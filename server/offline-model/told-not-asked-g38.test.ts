/**
 * Look-alikes that hold an exam's or a block's words and ask nothing (round 38, D): a wish about when an exam falls
 * ("要是…就好了"), a pupil's exam ("家教那个小孩期末考…"), a block foreseen missed ("明天那块估计又做不成"), the
 * planner's word set beside the student's own ("你们说的没课就是空堂吧"); and an exam pointed at with no course
 * ("那个考试改到1月10号了"), whose course is asked. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("told, not asked", () => {
  test.each([
    // a wish about what the school decides
    "要是概率论能排在下午考就好了，早上脑子根本不转",
    "要是线代期中能放到周五考就好了",
    "真希望期末能晚一周就好了，根本复习不完",
    "如果英语听力考试能安在下午就好了，上午我总犯困",
    // a pupil's exam
    "家教那个小孩期末考1月10号，比我还早哈哈",
    "我带的那个学生下周三期中考",
    "补课的孩子周五考英语，比我还紧张",
    "辅导的那个小朋友1月8号期末考，家长天天问我",
    // a block foreseen missed
    "明天那块估计又做不成，要去律所跑腿",
    "周四晚上那节多半学不了，要加班",
    "后天的复习估计又泡汤了，社团要排练",
    "今晚那块怕是赶不上，组会拖到九点",
    // words compared
    "你們這裡說的「沒課」就是我們講的空堂吧？",
    "你说的自习就是我们说的晚自习吗",
    "这里说的节就是我们讲的课时吧",
    "app里说的待办是不是就是我们讲的作业",
  ])("%s is small talk", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk" });
  });

  test.each([
    // a request beside the remark, or the student's own exam
    ["明天那块估计做不成，帮我挪到周六", "edit"],
    ["明天下午四点那块复习我估计赶不上，学院临时通知开年级大会。帮我把它挪到周五晚上七点吧。", "edit"],
    ["要是能把离散排在下午就好了，你帮我排一下", "schedule"],
    ["离散考试改到1月10号了", "exam_record"],
    ["概率论期末考1月10号", "exam_record"],
  ])("near miss: %s keeps its reading", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});

describe("an exam pointed at with no course", () => {
  test.each([
    ["那个考试改到1月10号了", "考试"],
    ["那场期中挪到下周三了", "期中"],
    ["这门考试改到1月8号下午", "考试"],
    ["那次小测改到周五了", "小测"],
  ])("%s asks which exam", async (text, exam) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_untold", exam });
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });
});
