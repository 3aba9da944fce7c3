/**
 * Requests asked indirectly, politely or hedged (round 39, O): "要不你帮我…", "如果方便的话，帮我…", "不知道把X挪去周四
 * 晚上行不行", "可能要把X挪到周五", "你能不能每天十点半提醒我…". The asking words are read off, so they end up in no
 * name and no time; a wish told ("我想着周四晚上把错题本整理了") is no report that it is done. Look-alikes keep their
 * own reading: 要不要 asks whether, 要是…有空的话 is the student's own time, a plan told asks for nothing.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("an offered or approval-seeking request: the request", () => {
  test.each([
    ["要不你帮我把整理错题本放到周六上午吧", { family: "edit", action: "move", reference: { name: "整理错题本" } }],
    ["不如把集合与二元关系放到周四下午吧", { family: "edit", action: "move", reference: { name: "集合与二元关系" } }],
    ["不知道把谓词逻辑那块挪去周四晚上行不行", { family: "edit", action: "move", reference: { name: "谓词逻辑" } }],
    ["帮我把谓词逻辑那块换到周五，好不好？", { family: "edit", reference: { name: "谓词逻辑" } }],
    ["可能要把谓词逻辑那块挪到周五，你先帮我挪吧", { family: "edit", action: "move", reference: { name: "谓词逻辑" } }],
    ["如果方便的话，帮我把物理实验报告标成完成", { family: "task_edit", action: "complete", task: "物理实验报告" }],
    ["我应该把综合模拟卷放到周六上午吧", { family: "edit", action: "move", reference: { name: "综合模拟卷" } }],
    ["想问问你，离散考试是哪天来着", { family: "exam_countdown", exam: "离散" }],
  ])("%s", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });

  test("a reminder asked as 'could you', its time before 提醒我, is asked for (here: one that repeats)", () => {
    expect(intentOf("我想每天晚上十一点准时睡觉，但老是刷手机刷到一点。你能不能每天十点半提醒我放下手机？")).toMatchObject({
      family: "small_talk",
      about: ["repeating_reminders"],
    });
    expect(intentOf("能不能提醒我明天交报告")).toMatchObject({ family: "quick_note", content: "明天交报告" });
  });

  test("a time kept free, pleaded first, belongs to the plan after it", () => {
    expect(intentOf("能不能别把复习排在早八，这周的复习帮我重新排一下")).toMatchObject({ family: "schedule", keepFree: ["早八"], range: "这周" });
    expect(intentOf("别给我安排周日，我想休息，剩下的离散复习排到这周")).toMatchObject({ family: "schedule", daysOff: [7], range: "这周" });
  });

  test("a wish with its time before the 把 is still to come: nothing is marked done", () => {
    expect(intentOf("我想着周四晚上把错题本整理了，你帮我排进去").family).toBe("schedule");
    expect(intentOf("我打算明晚把策划案写了").family).not.toBe("task_edit");
  });
});

describe("look-alikes keep their own reading", () => {
  test.each([
    ["要不要把离散排到下周", "要不要"],
    ["周四晚上行不行", "行不行"],
  ])("%s keeps %s", (text, kept) => {
    expect(JSON.stringify(intentOf(text))).not.toMatch(/"(?:name|task)":"(?:帮我|把)/);
    expect(normalise(text).text).toContain(kept);
  });

  test.each(["我打算这周六跟朋友去看场电影放松一下", "我在考虑寒假要不要报个考研辅导班"])("%s asks for nothing", (text) => {
    expect(["small_talk", "unknown"]).toContain(intentOf(text).family);
  });

  test("a condition on the student's own free time is no polite opening", () => {
    expect(intentOf("要是周五下午有空的话帮我把错题本排进去")).toMatchObject({
      family: "schedule_question",
      question: { toolName: "query_free_time", input: { when: "周五", part: "afternoon" } },
    });
  });
});
